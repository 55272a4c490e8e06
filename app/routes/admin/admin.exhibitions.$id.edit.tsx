import { DocumentLinks } from '#app/components/admin/document-links.tsx'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { useEntityForm } from '#app/components/admin/entity-form.tsx'
import { ExhibitionForm } from '#app/components/admin/exhibition-form.tsx'
import { editAction, editLoader } from '#app/server/admin/collection-routes.server.ts'
import { exhibitions } from '#app/server/admin/collections/exhibitions.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }
export { noStoreHeaders as headers } from '#app/server/admin/forms.server.ts'

export const meta = adminMeta('Edit Exhibition')
export const loader = editLoader(exhibitions)
export const action = editAction(exhibitions)

export default function EditExhibition() {
	const form = useEntityForm<typeof loader>()
	const id = form.data.record?.id
	return (
		<>
			{id ? (
				<DocumentLinks
					links={[
						{ href: `/admin/exhibitions/${id}/price-list.pdf`, label: 'Price list' },
						{ href: `/admin/exhibitions/${id}/labels.pdf?price=0`, label: 'Wall labels' },
						{ href: `/admin/exhibitions/${id}/labels.pdf?price=1`, label: 'Wall labels with prices' },
					]}
				/>
			) : null}
			<ExhibitionForm {...form} />
		</>
	)
}
