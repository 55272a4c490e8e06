import { type LoaderFunctionArgs } from 'react-router'
import { contactTimeline } from '#app/data/contact-timeline.server.ts'
import { getContact } from '#app/data/contacts.server.ts'
import { requireAdmin } from '#app/server/auth.server.ts'
import { mayUse } from '#app/server/permissions.server.ts'
import { invariantResponse } from '#app/server/http.server.ts'
import { formId } from './forms.server.ts'

/** The contact's page (/admin/contacts/{id}): who they are, and their history (docs/admin.md, 'Contacts'). */
export async function contactPageLoader({ request, params }: LoaderFunctionArgs) {
	const user = await requireAdmin(request)
	const id = formId(params.id ?? null)
	const contact = id ? await getContact(id) : null
	invariantResponse(contact, 'Contact not found')
	return {
		contact,
		timeline: await contactTimeline(contact),
		// An editor does not see what only admins may use (docs/admin.md, 'Users and roles').
		mayExport: mayUse(user.role, `/admin/contacts/${contact.id}/export`),
	}
}
