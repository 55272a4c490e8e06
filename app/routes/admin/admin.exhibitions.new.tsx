import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { ExhibitionForm } from '#app/components/admin/exhibition-form.tsx'
import { createExhibition } from '#app/data/exhibitions.server.ts'
import { ExhibitionSchema } from '#app/schemas/exhibition.ts'
import { appendImages, exhibitionFormChoices, handleEntityForm } from '#app/server/admin/entity-forms.server.ts'
import { noStoreHeaders } from '#app/server/admin/forms.server.ts'
import { requireAdmin } from '#app/server/auth.server.ts'
import { pageMeta } from '#app/utils/meta.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Add New Exhibition')
export const headers = noStoreHeaders

export async function loader({ request }: LoaderFunctionArgs) {
	await requireAdmin(request)
	return { record: null, images: [], ...(await exhibitionFormChoices()) }
}

export async function action({ request }: ActionFunctionArgs) {
	await requireAdmin(request)
	return handleEntityForm({
		request,
		entity: 'Exhibition',
		category: 'exhibition',
		schema: ExhibitionSchema,
		listPath: '/admin/exhibitions',
		placeUploads: appendImages('gallery_images', 'featured_image'),
		save: createExhibition,
		mode: 'created',
	})
}

export default function NewExhibition() {
	const data = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	return <ExhibitionForm data={data} reply={actionData?.result} />
}
