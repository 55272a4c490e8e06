import { data, redirect } from 'react-router'
import { type z } from 'zod'
import { ConflictError, InvalidRecordError, NotFoundError, StorageUnavailableError } from '#app/data/db.server.ts'
import { releaseFiles } from '#app/data/files.server.ts'
import { changedFields, VersionConflictError } from '#app/data/revisions.server.ts'
import { formatGalleryTime } from '#app/utils/time-zone.ts'
import { type FormCollection, type Stored } from './collections/collection.server.ts'
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
 * then store the images sent with the form, save, and redirect with the collection's
 * toast. A refused form or a failed save keeps none of the new images.
 */
export async function handleEntityForm<R extends Stored, S extends z.ZodType, O extends object>({
	request,
	collection,
	existingImages = [],
	save,
	mode,
}: {
	request: Request
	collection: FormCollection<R, S, O>
	/** Images the saved record already uses; never deleted by Cancel. */
	existingImages?: readonly string[]
	/** `version` is the one the form was opened with (its hidden field), null when it sent none. */
	save: (value: z.output<S>, version: number | null) => Promise<unknown>
	mode: 'created' | 'updated'
}) {
	const { name: entity, path: listPath, schema, form: settings } = collection
	let form: AdminForm | undefined
	try {
		form = await readAdminForm(request)
		if (form.formData.get('intent') === 'cancel') {
			await discardUploads(sessionUploads(form.formData), existingImages)
			return redirect(listPath)
		}
		const { submission, sent, stored } = await parseWithUploads(form, schema, settings.category, settings.placeUploads)
		if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
		try {
			await save(submission.value, formVersion(form.formData.get('version')))
		} catch (error) {
			await releaseFiles(stored)
			// Saved over by someone else since the form was opened: nothing is written, the visitor's values come back.
			if (error instanceof VersionConflictError) {
				return data({ result: sent.reply(), conflict: conflictOf(error) }, { status: 409 })
			}
			if (error instanceof NotFoundError) throw new Response(error.message, { status: 404 })
			// A field the stored record refuses (or an id that names nothing) shows beside that field.
			if (error instanceof InvalidRecordError) {
				return data({ result: sent.reply({ fieldErrors: { [error.field]: [error.message] } }) }, { status: 400 })
			}
			// The database is away: nothing was saved, the visitor's values come back to try again.
			if (error instanceof StorageUnavailableError) {
				return data({ result: sent.reply({ formErrors: [error.message] }) }, { status: 503 })
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

/** The hidden `version` field of an edit form: a positive whole number, else none (the last write wins). */
export function formVersion(value: FormDataEntryValue | null): number | null {
	return typeof value === 'string' && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null
}

/** What an edit form shows when its record changed since it was opened (docs/admin.md, 'History and conflicts'). */
export type FormConflict = {
	/** The current version: the form resends it with "Save mine anyway". */
	version: number
	message: string
	username: string
	at: string | null
	/** The fields changed since the form's version, by their stored names. */
	fields: string[]
}

export function conflictOf(error: VersionConflictError): FormConflict {
	const { current, revision } = error
	const username = revision?.username ?? 'someone else'
	const at = revision?.at ?? (typeof current.updated_at === 'string' ? current.updated_at : null)
	return {
		version: Number(current.version),
		username,
		at,
		message: `Changed by ${username} at ${at ? formatGalleryTime(at) : 'an unknown time'} since you opened it`,
		fields: error.base ? changedFields(error.base, current) : [],
	}
}
