import { type ActionFunctionArgs } from 'react-router'
import { exportContact } from '#app/data/contact-rights.server.ts'
import { adminApiResource } from '#app/server/api/access.server.ts'
import { parseId } from '#app/server/api/api.server.ts'

/**
 * GET /api/admin/contacts/{id}/export: everything held about the contact (their right of access), admins only:
 * the record, their enquiries, the rooms sent to them (without their links), their newsletter record and
 * deliveries, and their timeline.
 */
function handlers({ params }: ActionFunctionArgs) {
	return {
		GET: async () =>
			Response.json(await exportContact(parseId(params.id, 'Contact')), { headers: { 'Cache-Control': 'no-store' } }),
	}
}

export const action = (args: ActionFunctionArgs) => adminApiResource(args.request, handlers(args))
export const loader = action
