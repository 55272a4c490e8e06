import { data, redirect } from '@remix-run/node'
import { type z } from 'zod'
import { ConflictError, InvalidRecordError, NotFoundError } from '#app/data/db.server.ts'
import { type FileCategory } from '#app/schemas/records.ts'
import { releaseFiles, withFileRelease } from '#app/data/files.server.ts'
import { backTo, formId } from './forms.server.ts'
import {
	type AdminForm,
	discardUploads,
	FormUploadError,
	parseWithUploads,
	readAdminForm,
	sessionUploads,
} from './form-uploads.server.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'

/**
 * The shared path of every admin add/edit form: read the body, honour Cancel
 * (deleting this session's uploads), parse with the shared schema, and only
 * then store the images sent with the form, save, and redirect with the spec's
 * toast. A refused form or a failed save keeps none of the new images.
 */
export async function handleEntityForm<S extends z.ZodType>({
	request,
	entity,
	category,
	schema,
	listPath,
	existingImages = [],
	placeUploads,
	save,
	mode,
}: {
	request: Request
	/** 'Exhibition', 'Artist', 'Artwork' */
	entity: string
	category: FileCategory
	schema: S
	listPath: string
	/** Images the saved record already uses; never deleted by Cancel. */
	existingImages?: readonly string[]
	/** Puts the URLs of images uploaded with the form (no JavaScript) into the fields. */
	placeUploads: (formData: FormData, urls: string[]) => void
	save: (value: z.output<S>) => Promise<unknown>
	mode: 'created' | 'updated'
}) {
	let form: AdminForm | undefined
	try {
		form = await readAdminForm(request)
		if (form.formData.get('intent') === 'cancel') {
			await discardUploads(sessionUploads(form.formData), existingImages)
			return redirect(listPath)
		}
		const { submission, sent, stored } = await parseWithUploads(form, schema, category, placeUploads)
		if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
		try {
			await save(submission.value)
		} catch (error) {
			await releaseFiles(stored)
			if (error instanceof NotFoundError) throw new Response(error.message, { status: 404 })
			// A field the stored record refuses (or an id that names nothing) shows beside that field.
			if (error instanceof InvalidRecordError) {
				return data({ result: sent.reply({ fieldErrors: { [error.field]: [error.message] } }) }, { status: 400 })
			}
			const known = error instanceof ConflictError
			if (!known) console.error(error)
			const message = `Failed to save ${entity.toLowerCase()}${known ? `: ${error.message}` : ''}`
			return data({ result: sent.reply({ formErrors: [message] }) }, { status: known ? 400 : 500 })
		}
		return redirectWithToast(request, listPath, { type: 'success', title: `${entity} ${mode} successfully` })
	} catch (error) {
		if (!(error instanceof FormUploadError)) throw error
		const message = `Failed to save ${entity.toLowerCase()}: ${error.message}`
		return data({ result: { error: { '': [message] } } }, { status: 400 })
	} finally {
		await form?.upload?.discard()
	}
}

/** Appends new URLs to a list field and, when none is chosen, makes the first one the featured image. */
export function appendImages(listField: string, featuredField?: string) {
	return (formData: FormData, urls: string[]) => {
		for (const url of urls) formData.append(listField, url)
		if (featuredField && !formData.get(featuredField)) formData.set(featuredField, urls[0]!)
	}
}

/** A single-image field takes the first image uploaded with the form. */
export function setSingleImage(field: string) {
	return (formData: FormData, urls: string[]) => formData.set(field, urls[0]!)
}

/**
 * The Hide/Show and Delete posts of the admin lists: they answer by
 * redirecting back to the list (search kept) with the spec's toast. A deleted
 * record's images are deleted too, unless another record uses them.
 */
export async function handleListAction(
	request: Request,
	{
		entity,
		setVisibility,
		remove,
	}: {
		entity: string
		setVisibility: (id: number, visible: boolean) => Promise<unknown>
		remove: (id: number) => Promise<unknown>
	},
) {
	const form = await request.formData()
	const id = formId(form.get('id'))
	const back = backTo(request)
	const intent = form.get('intent')
	const lower = entity.toLowerCase()
	try {
		if (id && intent === 'visibility') {
			const visible = form.get('is_visible') === 'true'
			await setVisibility(id, visible)
			return redirectWithToast(request, back, {
				type: 'success',
				title: `${entity} ${visible ? 'shown' : 'hidden'} successfully`,
			})
		}
		if (id && intent === 'delete') {
			// The record's images go with it, unless another record uses them.
			await withFileRelease(() => remove(id))
			return redirectWithToast(request, back, { type: 'success', title: `${entity} deleted successfully` })
		}
	} catch (error) {
		if (!(error instanceof NotFoundError)) {
			console.error(error)
		}
	}
	const failure = intent === 'delete' ? `Failed to delete ${lower}` : `Failed to update ${lower} visibility`
	return redirectWithToast(request, back, { type: 'error', title: 'Error', description: failure })
}
