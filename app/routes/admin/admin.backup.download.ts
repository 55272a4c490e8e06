import { type LoaderFunctionArgs } from '@remix-run/node'
import { requireAdmin } from '#app/server/auth.server.ts'
import { backupDownload } from '#app/server/backup/download.server.ts'

/** GET: the latest backup (or `?name=` one of those listed) as a streamed attachment. */
export async function loader({ request }: LoaderFunctionArgs) {
	await requireAdmin(request)
	return backupDownload(new URL(request.url).searchParams.get('name'))
}
