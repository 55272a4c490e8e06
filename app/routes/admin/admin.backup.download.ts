import { type LoaderFunctionArgs } from 'react-router'
import { recordEvent } from '#app/data/activity.server.ts'
import { requireAdmin } from '#app/server/auth.server.ts'
import { backupDownload } from '#app/server/backup/download.server.ts'
import { clientAddressOf } from '#app/server/request-context.server.ts'

/** GET: the latest backup (or `?name=` one of those listed) as a streamed attachment; the download is in the activity log. */
export async function loader({ request, context }: LoaderFunctionArgs) {
	const user = await requireAdmin(request)
	const response = await backupDownload(new URL(request.url).searchParams.get('name'))
	if (response.ok) {
		const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'backup'
		await recordEvent({
			kind: 'backup-download',
			entity: 'backup',
			entity_id: null,
			summary: `Downloaded backup ${name}`,
			user: { id: user.id, username: user.username, ip: clientAddressOf(context) },
		})
	}
	return response
}
