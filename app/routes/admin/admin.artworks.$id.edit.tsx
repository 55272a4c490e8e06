import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { ArtworkForm } from '#app/components/admin/artwork-form.tsx'
import { getArtwork, updateArtwork } from '#app/data/artworks.server.ts'
import { handleEntityForm } from '#app/server/admin/entity-forms.server.ts'
import { artworkForm, artworkFormOptions } from '#app/server/admin/entity-settings.server.ts'
import { describeImages, formId, imageDetailsFor, noStoreHeaders } from '#app/server/admin/forms.server.ts'
import { requireAdmin } from '#app/server/auth.server.ts'
import { invariantResponse } from '#app/server/http.server.ts'
import { pageMeta } from '#app/utils/meta.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Edit Artwork')
export const headers = noStoreHeaders

async function findArtwork(param: string | undefined) {
	const id = formId(param ?? null)
	const artwork = id ? await getArtwork(id, 'all') : null
	invariantResponse(artwork, 'Artwork not found')
	return artwork
}

export async function loader({ request, params }: LoaderFunctionArgs) {
	await requireAdmin(request)
	const artwork = await findArtwork(params.id)
	return {
		record: artwork,
		images: await describeImages(artwork.images),
		imageDetails: await imageDetailsFor([...artwork.images, artwork.featured_image]),
		...(await artworkFormOptions()),
	}
}

export async function action({ request, params }: ActionFunctionArgs) {
	await requireAdmin(request)
	const artwork = await findArtwork(params.id)
	return handleEntityForm({
		request,
		...artworkForm,
		existingImages: artwork.images,
		save: (value) => updateArtwork(artwork.id, value),
		mode: 'updated',
	})
}

export default function EditArtwork() {
	const data = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	return <ArtworkForm key={data.record.id} data={data} reply={actionData?.result} />
}
