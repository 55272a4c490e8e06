import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { ContactForm } from '#app/components/admin/contact-form.tsx'
import { useEntityForm } from '#app/components/admin/entity-form.tsx'
import { newAction, newLoader } from '#app/server/admin/collection-routes.server.ts'
import { contacts } from '#app/server/admin/collections/contacts.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }
export { noStoreHeaders as headers } from '#app/server/admin/forms.server.ts'

export const meta = adminMeta('Add New Contact')
export const loader = newLoader(contacts)
export const action = newAction(contacts)

export default function NewContact() {
	return <ContactForm {...useEntityForm<typeof loader>()} />
}
