import { useLoaderData } from 'react-router'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { ContactMerge } from '#app/components/admin/contact-merge.tsx'
import { contactMergeAction, contactMergeLoader } from '#app/server/admin/contact-merge.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }
export { noStoreHeaders as headers } from '#app/server/admin/forms.server.ts'

export const meta = adminMeta('Merge Contacts')
export const loader = contactMergeLoader
export const action = contactMergeAction

export default function MergeContacts() {
	return <ContactMerge data={useLoaderData<typeof loader>()} />
}
