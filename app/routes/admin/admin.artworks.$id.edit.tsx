import { Link } from 'react-router'
import { useMaySee } from '#app/components/admin/admin-shell.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { DocumentLinks } from '#app/components/admin/document-links.tsx'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { useEntityForm } from '#app/components/admin/entity-form.tsx'
import { ArtworkForm } from '#app/components/admin/artwork-form.tsx'
import { editAction, editLoader } from '#app/server/admin/collection-routes.server.ts'
import { artworks } from '#app/server/admin/collections/artworks.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }
export { noStoreHeaders as headers } from '#app/server/admin/forms.server.ts'

export const meta = adminMeta('Edit Artwork')
export const loader = editLoader(artworks)
export const action = editAction(artworks)

export default function EditArtwork() {
	const form = useEntityForm<typeof loader>()
	const id = form.data.record?.id
	const maySell = useMaySee('/admin/sales') && form.data.record?.availability !== 'sold'
	return (
		<>
			{id && maySell ? (
				<p className="mb-2">
					<Link to={`/admin/sales/new?artwork=${id}`} className={buttonClass.secondary}>
						Record a sale
					</Link>
				</p>
			) : null}
			{id ? (
				<DocumentLinks
					links={[
						{ href: `/admin/artworks/${id}/tear-sheet.pdf?price=0`, label: 'Tear sheet' },
						{ href: `/admin/artworks/${id}/tear-sheet.pdf?price=1`, label: 'Tear sheet with price' },
						{
							href: `/admin/artworks/${id}/tear-sheet.pdf?price=1&details=1`,
							label: 'Tear sheet with price and provenance',
						},
						...(form.data.record?.consignment
							? [{ href: `/admin/artworks/${id}/consignment.pdf`, label: 'Consignment receipt' }]
							: []),
					]}
				/>
			) : null}
			<ArtworkForm {...form} />
		</>
	)
}
