import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { getFormProps } from '@conform-to/react'
import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router'
import { ImageDetailsFields, useImageDetailsForm } from '#app/components/admin/image-details.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { getFile } from '#app/data/files.server.ts'
import { updateFileDetails } from '#app/data/image-details.server.ts'
import { FileDetailsSchema } from '#app/schemas/file-details.ts'
import { formId, noStoreHeaders, parseForm } from '#app/server/admin/forms.server.ts'
import { requireAdmin } from '#app/server/auth.server.ts'
import { invariantResponse, readFormData } from '#app/server/http.server.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/**
 * One image's alt text and focal point (docs/admin.md). The back
 * office's image lists open it in a dialog (a fetcher post with `stay`); without
 * JavaScript they link here and the form returns to `?back=`.
 */
export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Describe Image')
export const headers = noStoreHeaders

async function findFile(param: string | undefined) {
	const id = formId(param ?? null)
	const file = id ? await getFile(id) : null
	invariantResponse(file, 'Image not found')
	return file
}

/** Only a back-office path is a place to return to. */
function backPath(value: FormDataEntryValue | string | null) {
	const text = typeof value === 'string' ? value : ''
	return /^\/admin(\/|$|\?)/.test(text) && !text.startsWith('//') ? text : '/admin'
}

export async function loader({ request, params }: LoaderFunctionArgs) {
	await requireAdmin(request)
	const file = await findFile(params.id)
	return {
		details: {
			id: file.id,
			name: file.original_name,
			alt_text: file.alt_text,
			focal_x: file.focal_x,
			focal_y: file.focal_y,
		},
		back: backPath(new URL(request.url).searchParams.get('back')),
	}
}

export async function action({ request, params }: ActionFunctionArgs) {
	await requireAdmin(request)
	const file = await findFile(params.id)
	const form = await readFormData(request)
	const submission = parseForm(form, FileDetailsSchema)
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	const saved = await updateFileDetails(file.id, submission.value)
	const details = {
		id: saved.id,
		name: saved.original_name,
		alt_text: saved.alt_text,
		focal_x: saved.focal_x,
		focal_y: saved.focal_y,
	}
	if (form.get('stay')) return { result: submission.reply(), saved: details }
	return redirectWithToast(request, backPath(form.get('back')), { type: 'success', title: 'Image details saved' })
}

export default function DescribeImage() {
	const { details, back } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const navigation = useNavigation()
	const [form, fields] = useImageDetailsForm(details, actionData?.result)
	return (
		<div className="max-w-2xl rounded-lg border border-stone-200 bg-white p-4 sm:p-6">
			<h1 className="font-display text-2xl font-semibold">Describe {details.name}</h1>
			<p className="mt-1 text-sm text-stone-600">
				Alt text is read to visitors who cannot see the image; the focal point stays in view when it is cropped.
			</p>
			<Form method="post" className="mt-6 space-y-4" {...getFormProps(form)}>
				<input type="hidden" name="back" value={back} />
				<ImageDetailsFields
					key={JSON.stringify(actionData?.result.initialValue ?? null)}
					id={details.id}
					fields={fields}
				/>
				<div className="flex justify-end gap-2 border-t border-stone-200 pt-4">
					<Link to={back} className={buttonClass.secondary}>
						Cancel
					</Link>
					<button type="submit" className={buttonClass.primary} disabled={navigation.state === 'submitting'}>
						{navigation.state === 'submitting' ? 'Saving...' : 'Save'}
					</button>
				</div>
			</Form>
		</div>
	)
}
