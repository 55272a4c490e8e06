import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { ContactForm } from '#app/components/admin/contact-form.tsx'
import { useEntityForm } from '#app/components/admin/entity-form.tsx'
import { editAction, editLoader } from '#app/server/admin/collection-routes.server.ts'
import { contacts } from '#app/server/admin/collections/contacts.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }
export { noStoreHeaders as headers } from '#app/server/admin/forms.server.ts'

export const meta = adminMeta('Edit Contact')
export const loader = editLoader(contacts)
export const action = editAction(contacts)

export default function EditContact() {
	return <ContactForm {...useEntityForm<typeof loader>()} />
}
