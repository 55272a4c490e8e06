import { type LoaderFunctionArgs } from 'react-router'
import { exhibitions } from '#app/server/admin/collections/exhibitions.server.ts'
import { exportCsv } from '#app/server/import/export.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/** GET: every exhibition as a CSV download (docs/admin.md, 'Import and export'). */
export const loader = ({ request, context }: LoaderFunctionArgs) => exportCsv(exhibitions, request, context)
