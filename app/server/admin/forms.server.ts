import { type HeadersFunction } from '@remix-run/node'
import { type FileCategory } from '#app/schemas/records.ts'
import { deleteFile, fileIdFromUrl, listFiles, storeImage, UnsupportedImageError } from '#app/data/files.server.ts'
import { readImageUploads, UploadTooLargeError } from '#app/server/files/upload.server.ts'

/** Admin pages are never cached (contract section 7). */
export const noStoreHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
	const headers = new Headers({ 'Cache-Control': 'no-store' })
	for (const source of [loaderHeaders, actionHeaders]) {
		for (const cookie of source.getSetCookie?.() ?? []) headers.append('Set-Cookie', cookie)
		const retry = source.get('Retry-After')
		if (retry) headers.set('Retry-After', retry)
	}
	return headers
}

export class FormUploadError extends Error {
	override name = 'FormUploadError'
}

/**
 * Reads an admin form: multipart (with images in `file`/`files`, stored at
 * once under `category`) or urlencoded. Returns the text fields as FormData,
 * with the URLs of newly stored images and their file ids.
 */
export async function readAdminForm(request: Request, category: FileCategory) {
	const type = request.headers.get('Content-Type') ?? ''
	if (!type.toLowerCase().startsWith('multipart/form-data')) {
		return { formData: await request.formData(), uploaded: [] as { id: number; url: string }[] }
	}
	let read: Awaited<ReturnType<typeof readImageUploads>>
	try {
		read = await readImageUploads(request)
	} catch (error) {
		throw new FormUploadError(error instanceof UploadTooLargeError ? error.message : 'The form could not be read')
	}
	const formData = new FormData()
	for (const [key, value] of read.entries) formData.append(key, value)
	const uploaded: { id: number; url: string }[] = []
	// The form's intent decides whether the images are kept (a cancel keeps none).
	if (formData.get('intent') !== 'cancel') {
		try {
			for (const image of read.images) {
				const file = await storeImage(image.bytes, image.name, category)
				uploaded.push({ id: file.id, url: file.url })
			}
		} catch (error) {
			await discardUploads(uploaded.map((u) => u.id))
			throw new FormUploadError(error instanceof UnsupportedImageError ? error.message : 'Failed to upload image')
		}
	}
	return { formData, uploaded }
}

export { parseForm } from '#app/utils/form.ts'

/** Deletes files uploaded during an abandoned form session; ids still referenced by `keep` are spared. */
export async function discardUploads(ids: Iterable<number | string>, keep: readonly string[] = []) {
	const kept = new Set(keep.map((url) => fileIdFromUrl(url)).filter((id): id is number => id !== null))
	for (const raw of ids) {
		const id = Number(raw)
		if (Number.isInteger(id) && id > 0 && !kept.has(id)) await deleteFile(id)
	}
}

/** The session_uploads ids a form carries. */
export function sessionUploads(formData: FormData) {
	return formData.getAll('session_uploads').map(String)
}

/** A positive integer id from a form field, or null. */
export function formId(value: FormDataEntryValue | null) {
	const n = Number(value)
	return Number.isInteger(n) && n > 0 ? n : null
}

/** The list URL to return to after an action: the same path and search, minus one-shot params. */
export function backTo(request: Request, path?: string) {
	const url = new URL(request.url)
	url.searchParams.delete('delete')
	url.searchParams.delete('index')
	const search = url.searchParams.toString()
	return `${path ?? url.pathname}${search ? `?${search}` : ''}`
}

/** Name and size of each image URL that points at a stored file, for the uploader's list. */
export async function describeImages(urls: readonly string[]) {
	const files = await listFiles()
	const byId = new Map(files.map((f) => [f.id, f]))
	return urls.map((url) => {
		const id = fileIdFromUrl(url)
		const file = id ? byId.get(id) : undefined
		return { url, name: file?.original_name ?? url.split('/').pop() ?? url, size: file?.file_size ?? null }
	})
}
export type ImageInfo = Awaited<ReturnType<typeof describeImages>>[number]

/** Alt text and focal point of each stored image among `urls`, for the back office's flags and forms. */
export async function imageDetailsFor(urls: readonly string[]) {
	const files = await listFiles()
	const ids = new Set(urls.map(fileIdFromUrl))
	return files
		.filter((f) => ids.has(f.id))
		.map((f) => ({ id: f.id, name: f.original_name, alt_text: f.alt_text, focal_x: f.focal_x, focal_y: f.focal_y }))
}
