import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { ArtworkForm } from '#app/components/admin/artwork-form.tsx'
import { createArtwork } from '#app/data/artworks.server.ts'
import { handleEntityForm } from '#app/server/admin/entity-forms.server.ts'
import { artworkForm, artworkFormOptions } from '#app/server/admin/entity-settings.server.ts'
import { noStoreHeaders } from '#app/server/admin/forms.server.ts'
import { requireAdmin } from '#app/server/auth.server.ts'
import { pageMeta } from '#app/utils/meta.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Add New Artwork')
export const headers = noStoreHeaders

export async function loader({ request }: LoaderFunctionArgs) {
	await requireAdmin(request)
	return { record: null, images: [], ...(await artworkFormOptions()) }
}

export async function action({ request }: ActionFunctionArgs) {
	await requireAdmin(request)
	return handleEntityForm({
		request,
		...artworkForm,
		save: createArtwork,
		mode: 'created',
	})
}

export default function NewArtwork() {
	const data = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	return <ArtworkForm data={data} reply={actionData?.result} />
}
