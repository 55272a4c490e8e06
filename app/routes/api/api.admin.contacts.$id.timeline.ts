import { type ActionFunctionArgs } from 'react-router'
import { contactTimeline } from '#app/data/contact-timeline.server.ts'
import { getContact } from '#app/data/contacts.server.ts'
import { adminApiResource } from '#app/server/api/access.server.ts'
import { notFound, parseId } from '#app/server/api/api.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/**
 * GET /api/admin/contacts/{id}/timeline: `{ events: [{ kind, at, … }], interests: [{ artist_id, artist_name, count }] }`,
 * the contact's enquiries, rooms sent and viewed, newsletter record and campaigns delivered, newest first.
 */
function handlers({ params }: ActionFunctionArgs) {
	return {
		GET: async () => {
			const contact = await getContact(parseId(params.id, 'Contact'))
			if (!contact) throw notFound('Contact')
			return Response.json(await contactTimeline(contact), { headers: { 'Cache-Control': 'no-store' } })
		},
	}
}

export const action = (args: ActionFunctionArgs) => adminApiResource(args.request, handlers(args))
export const loader = action
