import { type LoaderFunctionArgs } from 'react-router'
import { aboutTitle, inboxEnquiries } from '#app/server/admin/inbox.server.ts'
import { recordEvent } from '#app/data/activity.server.ts'
import { requireAdmin } from '#app/server/auth.server.ts'
import { publicOrigin } from '#app/server/public-url.server.ts'
import { enquiriesCsv, enquiriesCsvName } from '#app/utils/csv.ts'
import { clientAddressOf } from '#app/server/request-context.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/** GET: every enquiry as a CSV download (written in the activity log), with the newsletter export's safe-CSV rules. */
export async function loader({ request, context }: LoaderFunctionArgs) {
	const user = await requireAdmin(request)
	const origin = publicOrigin(request)
	const enquiries = await inboxEnquiries()
	await recordEvent({
		kind: 'export',
		entity: 'enquiry',
		entity_id: null,
		summary: `Exported the enquiries (${enquiries.length}) as CSV`,
		user: { id: user.id, username: user.username, ip: clientAddressOf(context) },
	})
	const csv = enquiriesCsv(
		[...enquiries].map((e) => ({
			...e,
			about: aboutTitle(e),
			link: e.subject ? `${origin}${e.subject.path}` : '',
		})),
	)
	return new Response(csv, {
		headers: {
			'Content-Type': 'text/csv; charset=utf-8',
			'Content-Disposition': `attachment; filename="${enquiriesCsvName()}"`,
			'Cache-Control': 'no-store',
		},
	})
}
