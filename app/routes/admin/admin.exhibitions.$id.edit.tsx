import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { ExhibitionForm } from '#app/components/admin/exhibition-form.tsx'
import { getExhibition, updateExhibition } from '#app/data/exhibitions.server.ts'
import { handleEntityForm } from '#app/server/admin/entity-forms.server.ts'
import { exhibitionForm, exhibitionFormOptions } from '#app/server/admin/entity-settings.server.ts'
import { describeImages, formId, imageDetailsFor, noStoreHeaders } from '#app/server/admin/forms.server.ts'
import { requireAdmin } from '#app/server/auth.server.ts'
import { invariantResponse } from '#app/server/http.server.ts'
import { pageMeta } from '#app/utils/meta.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Edit Exhibition')
export const headers = noStoreHeaders

async function findExhibition(param: string | undefined) {
	const id = formId(param ?? null)
	const exhibition = id ? await getExhibition(id, 'all') : null
	invariantResponse(exhibition, 'Exhibition not found')
	return exhibition
}

export async function loader({ request, params }: LoaderFunctionArgs) {
	await requireAdmin(request)
	const exhibition = await findExhibition(params.id)
	const [choices, images, imageDetails] = await Promise.all([
		exhibitionFormOptions(exhibition),
		describeImages(exhibition.gallery_images),
		imageDetailsFor([...exhibition.gallery_images, exhibition.featured_image]),
	])
	return { record: exhibition, images, imageDetails, ...choices }
}

export async function action({ request, params }: ActionFunctionArgs) {
	await requireAdmin(request)
	const exhibition = await findExhibition(params.id)
	return handleEntityForm({
		request,
		...exhibitionForm,
		existingImages: [...exhibition.gallery_images, exhibition.featured_image],
		save: (value) => updateExhibition(exhibition.id, value),
		mode: 'updated',
	})
}

export default function EditExhibition() {
	const data = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	return <ExhibitionForm key={data.record.id} data={data} reply={actionData?.result} />
}
