import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { useEntityForm } from '#app/components/admin/entity-form.tsx'
import { FairForm } from '#app/components/admin/fair-form.tsx'
import { editAction, editLoader } from '#app/server/admin/collection-routes.server.ts'
import { fairs } from '#app/server/admin/collections/fairs.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }
export { noStoreHeaders as headers } from '#app/server/admin/forms.server.ts'

export const meta = adminMeta('Edit Fair')
export const loader = editLoader(fairs)
export const action = editAction(fairs)

export default function EditFair() {
	const form = useEntityForm<typeof loader>()
	const id = form.data.record?.id
	return (
		<>
			{id ? (
				<p className="mb-4">
					<a href={`/admin/fairs/${id}/checklist`} className="font-medium underline">
						Checklist and totals
					</a>
				</p>
			) : null}
			<FairForm {...form} />
		</>
	)
}
