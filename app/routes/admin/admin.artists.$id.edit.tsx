import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { ArtistForm } from '#app/components/admin/artist-form.tsx'
import { getArtist, updateArtist } from '#app/data/artists.server.ts'
import { handleEntityForm } from '#app/server/admin/entity-forms.server.ts'
import { artistForm } from '#app/server/admin/entity-settings.server.ts'
import { formId, imageDetailsFor, noStoreHeaders } from '#app/server/admin/forms.server.ts'
import { requireAdmin } from '#app/server/auth.server.ts'
import { invariantResponse } from '#app/server/http.server.ts'
import { pageMeta } from '#app/utils/meta.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Edit Artist')
export const headers = noStoreHeaders

async function findArtist(param: string | undefined) {
	const id = formId(param ?? null)
	const artist = id ? await getArtist(id, 'all') : null
	invariantResponse(artist, 'Artist not found')
	return artist
}

export async function loader({ request, params }: LoaderFunctionArgs) {
	await requireAdmin(request)
	const artist = await findArtist(params.id)
	return { artist, imageDetails: await imageDetailsFor([artist.profile_image]) }
}

export async function action({ request, params }: ActionFunctionArgs) {
	await requireAdmin(request)
	const artist = await findArtist(params.id)
	return handleEntityForm({
		request,
		...artistForm,
		existingImages: [artist.profile_image],
		save: (value) =>
			updateArtist(artist.id, {
				...value,
				assigned_artworks: value.assigned_artworks.length ? value.assigned_artworks : artist.assigned_artworks,
			}),
		mode: 'updated',
	})
}

export default function EditArtist() {
	const { artist } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	return <ArtistForm key={artist.id} record={artist} reply={actionData?.result} />
}
