import { type z } from 'zod'
import { fileIdFromUrl, releaseFiles } from '#app/data/files.server.ts'
import { type FileCategory, type FileRecord } from '#app/schemas/records.ts'
import { formUploadLimits, readUpload, type Upload, UploadError } from '#app/server/files/upload.server.ts'
import { parseForm } from '#app/utils/form.ts'
import { readFormData } from '#app/server/http.server.ts'

/**
 * Admin forms and their images. Without JavaScript, images travel with the
 * form (`file`/`files`) and are stored only once the form passes its schema,
 * so a refused form leaves no file behind. With JavaScript, images are stored
 * at once by /admin/uploads and listed in `session_uploads`, which Cancel
 * discards.
 */
export class FormUploadError extends Error {
	override name = 'FormUploadError'
}

export type AdminForm = { formData: FormData; upload: Upload | null }

/**
 * Reads an admin form, urlencoded or multipart. Images sent with it wait,
 * unchecked and unstored, in `upload`: call `upload.discard()` when done.
 */
export async function readAdminForm(request: Request): Promise<AdminForm> {
	const type = request.headers.get('Content-Type') ?? ''
	if (!type.toLowerCase().startsWith('multipart/form-data')) {
		return { formData: await readFormData(request), upload: null }
	}
	let upload: Upload
	try {
		upload = await readUpload(request, formUploadLimits())
	} catch (error) {
		if (!(error instanceof UploadError)) throw error
		throw new FormUploadError(error.status === 400 ? 'The form could not be read' : error.message)
	}
	const formData = new FormData()
	for (const [key, value] of upload.entries) formData.append(key, value)
	return { formData, upload }
}

/**
 * Checks a form as sent; only when it passes are its images checked and
 * stored, `place`d into the form, and the form checked again with them.
 * `sent` is the form without the new images, for answers after a failed
 * save (whose caller releases `stored`). FormUploadError: an image was refused.
 */
export async function parseWithUploads<S extends z.ZodType>(
	{ formData, upload }: AdminForm,
	schema: S,
	category: FileCategory | null,
	place: (formData: FormData, urls: string[]) => void,
) {
	const sent = parseForm(formData, schema)
	if (sent.status !== 'success' || !upload?.fileCount) return { submission: sent, sent, stored: [] as number[] }
	if (!category) throw new FormUploadError('This form takes no images')
	let files: FileRecord[]
	try {
		files = await upload.store(category)
	} catch (error) {
		if (!(error instanceof UploadError)) console.error(error)
		throw new FormUploadError(error instanceof UploadError ? error.message : 'Failed to upload image')
	}
	place(
		formData,
		files.map((f) => f.url),
	)
	const stored = files.map((f) => f.id)
	const submission = parseForm(formData, schema)
	if (submission.status !== 'success') await releaseFiles(stored)
	return { submission, sent, stored }
}

/** Deletes files uploaded during an abandoned form session; ids in `keep` and files a record uses are spared. */
export async function discardUploads(ids: Iterable<number | string>, keep: readonly string[] = []) {
	const kept = new Set(keep.map((url) => fileIdFromUrl(url)).filter((id): id is number => id !== null))
	const discarded = [...ids].map(Number).filter((id) => Number.isInteger(id) && id > 0 && !kept.has(id))
	await releaseFiles(discarded)
}

/** The session_uploads ids a form carries. */
export function sessionUploads(formData: FormData) {
	return formData.getAll('session_uploads').map(String)
}
