import { type LoaderFunctionArgs } from 'react-router'
import { artists } from '#app/server/admin/collections/artists.server.ts'
import { exportCsv } from '#app/server/import/export.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/** GET: every artist as a CSV download (docs/admin.md, 'Import and export'). */
export const loader = ({ request, context }: LoaderFunctionArgs) => exportCsv(artists, request, context)
