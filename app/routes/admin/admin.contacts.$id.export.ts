import { type LoaderFunctionArgs } from 'react-router'
import { exportContact } from '#app/data/contact-rights.server.ts'
import { NotFoundError } from '#app/data/db.server.ts'
import { formId } from '#app/server/admin/forms.server.ts'
import { requireAdmin } from '#app/server/auth.server.ts'

/**
 * GET: everything held about one contact as a JSON download, their right of access (docs/admin.md, 'Contacts').
 * Admins only (its module says no role).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
	await requireAdmin(request)
	const id = formId(params.id ?? null)
	const data = id
		? await exportContact(id).catch((error: unknown) => {
				if (error instanceof NotFoundError) return null
				throw error
			})
		: null
	if (!data) return new Response('Contact not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
	return new Response(JSON.stringify(data, null, 2), {
		headers: {
			'Content-Type': 'application/json; charset=utf-8',
			'Content-Disposition': `attachment; filename="contact-${data.contact.id}-data.json"`,
			'Cache-Control': 'no-store',
		},
	})
}
