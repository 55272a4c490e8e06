import { data, redirect } from 'react-router'
import { type z } from 'zod'
import { ConflictError, InvalidRecordError, NotFoundError, StorageUnavailableError } from '#app/data/db.server.ts'
import { releaseFiles } from '#app/data/files.server.ts'
import { type Keep } from '#app/data/merge.ts'
import { changedFields, FOLLOWER_FIELDS, VersionConflictError, type WriteOptions } from '#app/data/revisions.server.ts'
import { conflictValue, fieldLabel, type FormConflict, KEEP_PREFIX } from '#app/utils/conflict-values.ts'
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
	publishAnyway,
	fix,
	warningsToLookAt,
	back,
}: {
	request: Request
	collection: FormCollection<R, S, O>
	/** Images the saved record already uses; never deleted by Cancel. */
	existingImages?: readonly string[]
	/** `version` is the one the form was opened with (its hidden field); `merge`, "Save mine anyway" (formWriteOptions). */
	save: (value: z.output<S>, options: Pick<WriteOptions, 'version' | 'merge'>) => Promise<R>
	mode: 'created' | 'updated'
	/** The form's "Publish anyway" button (intent=publish-anyway), on an edit form. */
	publishAnyway?: () => Promise<Response>
	/** A check's one-click fix (intent=`fix:{field}={value}`, 'From dates'), on an edit form or the report. */
	fix?: (field: string, value: string, back: string | null) => Promise<Response>
	/** What the saved record's warnings say in the success toast (none: nothing). */
	warningsToLookAt?: (saved: R) => Promise<string | undefined>
	/** Where Cancel and a save go back to: the list when unsaid. */
	back?: string
}) {
	const { name: entity, path: listPath, schema, form: settings } = collection
	let form: AdminForm | undefined
	try {
		form = await readAdminForm(request)
		if (form.formData.get('intent') === 'cancel') {
			await discardUploads(sessionUploads(form.formData), existingImages)
			return redirect(back ?? listPath)
		}
		if (form.formData.get('intent') === 'publish-anyway' && publishAnyway) return await publishAnyway()
		const fixing = /^fix:([a-z_]{1,40})=([a-z0-9_-]{1,40})$/.exec(String(form.formData.get('intent') ?? ''))
		if (fixing && fix) {
			const back = form.formData.get('back')
			return await fix(fixing[1]!, fixing[2]!, typeof back === 'string' ? back : null)
		}
		if (mode === 'created') {
			for (const name of settings.blankOnAdd ?? []) {
				if (String(form.formData.get(name) ?? '').trim() === '') form.formData.delete(name)
			}
		}
		const { submission, sent, stored } = await parseWithUploads(form, schema, settings.category, settings.placeUploads)
		if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
		let saved: R
		try {
			saved = await save(submission.value, formWriteOptions(form.formData))
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
		// Asked to be visible, saved hidden: problems hold it back (app/server/checks/guard.server.ts); its form shows them.
		if ((submission.value as { is_visible?: unknown }).is_visible === true && saved.is_visible === false) {
			return redirectWithToast(request, `${listPath}/${saved.id}/edit`, {
				type: 'error',
				title: `${entity} ${mode}, but kept hidden`,
				description: 'Problems keep it hidden until they are fixed: see "Checks before publishing".',
			})
		}
		return redirectWithToast(request, back ?? listPath, {
			type: 'success',
			title: `${entity} ${mode} successfully`,
			description: await warningsToLookAt?.(saved),
		})
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

/**
 * The version an edit form was opened with and, once its conflict notice was
 * shown (its hidden `merge` field), "Save mine anyway": write only the fields
 * I changed, each clash as its radio says (docs/admin.md, 'History and conflicts').
 */
export function formWriteOptions(formData: FormData): Pick<WriteOptions, 'version' | 'merge'> {
	const version = formVersion(formData.get('version'))
	if (formData.get('merge') !== '1') return { version }
	const merge: Record<string, Keep> = {}
	for (const [name, value] of formData) {
		if (name.startsWith(KEEP_PREFIX) && (value === 'mine' || value === 'theirs')) {
			merge[name.slice(KEEP_PREFIX.length)] = value
		}
	}
	return { version, merge }
}

export function conflictOf(error: VersionConflictError): FormConflict {
	const { current, revision, merge, base } = error
	const username = revision?.username ?? 'someone else'
	const at = revision?.at ?? (typeof current.updated_at === 'string' ? current.updated_at : null)
	const clashing = new Set(merge?.clashes.map((c) => c.field))
	const shown = (field: string) => !FOLLOWER_FIELDS.has(field)
	// A field shown through another (an artwork's artist by its name, not its id).
	const value = (record: Record<string, unknown> | null | undefined, field: string) =>
		conflictValue(field, record?.[SHOWN_AS[field] ?? field])
	const fields = (base ? changedFields(base, current) : []).filter(shown)
	return {
		version: error.expected ?? Number(current.version),
		username,
		at,
		message: `Changed by ${username} at ${at ? formatGalleryTime(at) : 'an unknown time'} since you opened it`,
		fields,
		changed: fields
			.filter((field) => !clashing.has(field))
			.map((field) => ({
				field,
				label: fieldLabel(field),
				before: value(base, field),
				theirs: value(current, field),
			})),
		clashes: (merge?.clashes ?? [])
			.filter((c) => shown(c.field))
			.map(({ field }) => ({
				field,
				label: fieldLabel(field),
				mine: value(merge?.mine, field),
				theirs: value(current, field),
			})),
	}
}

/** Fields whose value reads better through another. */
const SHOWN_AS: Record<string, string> = { artist_id: 'artist_name' }
