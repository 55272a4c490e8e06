import { type LoaderFunctionArgs } from 'react-router'
import { recordEvent } from '#app/data/activity.server.ts'
import { activityCsv, activityCsvName, readActivityFilter } from '#app/server/admin/activity.server.ts'
import { requireAdmin } from '#app/server/auth.server.ts'
import { clientAddressOf } from '#app/server/request-context.server.ts'

/** GET: the activity log with the page's filters as a CSV download (the export itself is logged first). */
export async function loader({ request, context }: LoaderFunctionArgs) {
	const user = await requireAdmin(request)
	const read = readActivityFilter(new URL(request.url).searchParams)
	if (!read.filter) {
		return new Response(Object.values(read.errors).join('\n'), {
			status: 400,
			headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
		})
	}
	await recordEvent({
		kind: 'export',
		entity: null,
		entity_id: null,
		summary: 'Exported the activity log as CSV',
		user: { id: user.id, username: user.username, ip: clientAddressOf(context) },
	})
	const { stream } = await activityCsv(read.filter)
	return new Response(stream, {
		headers: {
			'Content-Type': 'text/csv; charset=utf-8',
			'Content-Disposition': `attachment; filename="${activityCsvName()}"`,
			'Cache-Control': 'no-store',
		},
	})
}
