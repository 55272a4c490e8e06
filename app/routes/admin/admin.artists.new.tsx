import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { ArtistForm } from '#app/components/admin/artist-form.tsx'
import { createArtist } from '#app/data/artists.server.ts'
import { handleEntityForm } from '#app/server/admin/entity-forms.server.ts'
import { artistForm } from '#app/server/admin/entity-settings.server.ts'
import { noStoreHeaders } from '#app/server/admin/forms.server.ts'
import { requireAdmin } from '#app/server/auth.server.ts'
import { pageMeta } from '#app/utils/meta.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Add New Artist')
export const headers = noStoreHeaders

export async function loader({ request }: LoaderFunctionArgs) {
	await requireAdmin(request)
	return null
}

export async function action({ request }: ActionFunctionArgs) {
	await requireAdmin(request)
	return handleEntityForm({
		request,
		...artistForm,
		save: createArtist,
		mode: 'created',
	})
}

export default function NewArtist() {
	const actionData = useActionData<typeof action>()
	return <ArtistForm record={null} reply={actionData?.result} />
}
