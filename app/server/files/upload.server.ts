import {
	MaxPartSizeExceededError,
	unstable_composeUploadHandlers as composeUploadHandlers,
	unstable_createMemoryUploadHandler as createMemoryUploadHandler,
	unstable_parseMultipartFormData as parseMultipartFormData,
} from '@remix-run/node'
import { MAX_UPLOAD_BYTES } from '#app/data/files.server.ts'

/**
 * Reads a multipart upload with the image in field `file` (or `files`, several)
 * and plain text fields beside it. The 10 MiB limit is enforced while the
 * body streams in, in memory, so an oversized upload leaves no temp file.
 * Shared by POST /api/files/upload and the admin uploader.
 */
export class UploadTooLargeError extends Error {
	constructor() {
		super('File is larger than 10 MB')
		this.name = 'UploadTooLargeError'
	}
}
export class NotMultipartError extends Error {
	constructor() {
		super('Expected a multipart/form-data upload with a file field')
		this.name = 'NotMultipartError'
	}
}

export type UploadedImage = { bytes: Buffer; name: string }

// Room for the multipart framing and the small text fields around the file.
const FRAMING_ALLOWANCE = 64 * 1024
const MAX_FILES = 10

export async function readImageUploads(
	request: Request,
): Promise<{ images: UploadedImage[]; fields: Record<string, string>; entries: [string, string][] }> {
	const type = request.headers.get('Content-Type') ?? ''
	if (!type.toLowerCase().startsWith('multipart/form-data')) throw new NotMultipartError()
	const declared = Number(request.headers.get('Content-Length') ?? '0')
	if (declared > MAX_FILES * (MAX_UPLOAD_BYTES + FRAMING_ALLOWANCE)) throw new UploadTooLargeError()
	let form: FormData
	try {
		form = await parseMultipartFormData(
			request,
			composeUploadHandlers(createMemoryUploadHandler({ maxPartSize: MAX_UPLOAD_BYTES })),
		)
	} catch (error) {
		if (error instanceof MaxPartSizeExceededError) throw new UploadTooLargeError()
		throw new NotMultipartError()
	}
	const images: UploadedImage[] = []
	const fields: Record<string, string> = {}
	// Every text field in order, repeated names included (checkbox lists, hidden-false pairs).
	const entries: [string, string][] = []
	for (const [key, value] of form.entries()) {
		if (typeof value === 'string') {
			fields[key] = value
			entries.push([key, value])
		} else if ((key === 'file' || key === 'files') && value.size > 0) {
			images.push({ bytes: Buffer.from(await value.arrayBuffer()), name: value.name })
		}
	}
	if (images.length > MAX_FILES) throw new UploadTooLargeError()
	return { images, fields, entries }
}
