import { type LoaderFunctionArgs } from 'react-router'
import { listSubscribers } from '#app/data/newsletter.server.ts'
import { recordEvent } from '#app/data/activity.server.ts'
import { requireAdmin } from '#app/server/auth.server.ts'
import { subscribersCsv, subscribersCsvName } from '#app/utils/csv.ts'
import { clientAddressOf } from '#app/server/request-context.server.ts'

/** GET: the subscribers as a CSV download (written in the activity log), streamed: the list as it was when the download began. */
export async function loader({ request, context }: LoaderFunctionArgs) {
	const user = await requireAdmin(request)
	const subscribers = await listSubscribers()
	await recordEvent({
		kind: 'export',
		entity: 'subscriber',
		entity_id: null,
		summary: `Exported the newsletter subscribers (${subscribers.length}) as CSV`,
		user: { id: user.id, username: user.username, ip: clientAddressOf(context) },
	})
	return new Response(subscribersCsv(subscribers), {
		headers: {
			'Content-Type': 'text/csv; charset=utf-8',
			'Content-Disposition': `attachment; filename="${subscribersCsvName()}"`,
			'Cache-Control': 'no-store',
		},
	})
}
