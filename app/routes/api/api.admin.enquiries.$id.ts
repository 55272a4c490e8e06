import { type ActionFunctionArgs } from 'react-router'
import { deleteEnquiry, getEnquiry, setEnquiryStatus } from '#app/data/enquiries.server.ts'
import { EnquiryStatusSchema } from '#app/schemas/enquiry.ts'
import { adminApiResource } from '#app/server/api/access.server.ts'
import { notFound, parseId, parseInput, readBody } from '#app/server/api/api.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/** GET, PATCH `{ status }` (new, replied, closed) and DELETE /api/admin/enquiries/{id}. */
function handlers({ request, params }: ActionFunctionArgs) {
	const id = () => parseId(params.id, 'Enquiry')
	return {
		GET: async () => {
			const enquiry = await getEnquiry(id())
			if (!enquiry) throw notFound('Enquiry')
			return Response.json(enquiry, { headers: { 'Cache-Control': 'no-store' } })
		},
		PATCH: async () => {
			const enquiryId = id()
			const { status } = parseInput(EnquiryStatusSchema, await readBody(request))
			return Response.json(await setEnquiryStatus(enquiryId, status))
		},
		DELETE: async () => {
			await deleteEnquiry(id())
			return Response.json({ success: true })
		},
	}
}

export const action = (args: ActionFunctionArgs) => adminApiResource(args.request, handlers(args))
export const loader = action
