import { type UploadLimits } from '#app/server/framework/multipart.server.ts'
import { pageUrlOf } from '#app/server/page-url.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import {
	BODY_LIMITS,
	defaultBodyLimit,
	IMPORT_CSV_BYTES,
	IMPORT_ZIP_BYTES,
	READERS_CSV_BYTES,
	UPLOAD_PARTS,
} from '#app/utils/route-rules.ts'
import { normalPath, routeAt } from './route-rules.server.ts'

/**
 * Every request body's bound (docs/operations.md lists them: 64 KiB for a visitor's form, 1 MiB for an admin form
 * or a JSON body, UPLOAD_MAX_MB (10 MiB) per file and 11 parts per upload). Each route says its own in its module, `handle.body`
 * (app/utils/route-rules.ts), or has its surface's; the route is found through the router by the request's path.
 * Bodies are bounded twice, both by that rule:
 *
 * - by the server, before anything reads them (`node-server/body-limits.ts`, given `serverBodyLimit` by `server.ts`):
 *   past the bound, a generic 413 and the rest is never read;
 * - by the route that reads them (`readBoundedBody`, the API's `readBody`, the multipart reader with
 *   `uploadLimits()`).
 *
 * A route with its own answer to a body that is too large (the enquiry form's "Your message is too long to send.",
 * shown above the form) says `ownAnswer`: the server's bound for it is then a margin above the route's, so the
 * route, reading up to its bound, answers first.
 */
const KiB = 1024
const MiB = 1024 * KiB

/** The largest image file accepted: UPLOAD_MAX_MB MiB (10 by default, the spec's), read when a body is bounded. */
export function uploadFileBytes() {
	return getEnv().UPLOAD_MAX_MB * MiB
}
/** An upload: up to 10 images of UPLOAD_MAX_MB each and their category, 11 parts in all. */
export function uploadLimits(): UploadLimits {
	return { fileBytes: uploadFileBytes(), files: UPLOAD_PARTS - 1, parts: UPLOAD_PARTS, textBytes: 64 * KiB }
}
/** An admin form sent with its images: the same images, and the form's fields within 1 MiB. */
export function formUploadLimits(): UploadLimits {
	return { ...uploadLimits(), parts: 1000, textBytes: MiB }
}
/** A multipart upload's whole body (`multipartBytes: 'upload'`): 11 parts of UPLOAD_MAX_MB, with framing. */
export function uploadBodyBytes() {
	return UPLOAD_PARTS * (uploadFileBytes() + 64 * KiB)
}

/** An import (/admin/import, /api/admin/import): docs/admin.md, 'Import and export'. */
export const IMPORT_LIMITS: UploadLimits = {
	fileBytes: IMPORT_ZIP_BYTES,
	files: 2,
	parts: 6,
	textBytes: 64 * KiB,
	fileFields: {
		csv: { bytes: IMPORT_CSV_BYTES, tooLarge: 'The CSV file is larger than 10 MB' },
		zip: { bytes: IMPORT_ZIP_BYTES, tooLarge: 'The zip file is larger than 200 MB' },
	},
}

/** A list of newsletter readers (/admin/newsletter/readers): one CSV of at most 2 MiB (docs/admin.md, 'Adding readers'). */
export const READERS_IMPORT_LIMITS: UploadLimits = {
	fileBytes: READERS_CSV_BYTES,
	files: 1,
	parts: 4,
	textBytes: 64 * KiB,
	fileFields: { readers: { bytes: READERS_CSV_BYTES, tooLarge: 'The file is larger than 2 MB' } },
}

export { BODY_LIMITS }

export type BodyLimit = {
	/** What the route reads at most. */
	bytes: number
	/** The route reads its body within `bytes` and answers past it itself. */
	ownAnswer?: boolean
}

/** The bound of a request to `pathname` with this content type: its route's rule over its surface's. */
export function bodyLimitFor(pathname: string, contentType: string | null | undefined): BodyLimit {
	const route = routeAt(pathname)
	const rule = { ...defaultBodyLimit(route?.path ?? normalPath(pathname)), ...route?.rules.body }
	const multipart = (contentType ?? '').toLowerCase().startsWith('multipart/form-data')
	const said = (multipart ? rule.multipartBytes : undefined) ?? rule.bytes ?? BODY_LIMITS.publicForm
	const bytes = said === 'upload' ? uploadBodyBytes() : said
	return rule.ownAnswer ? { bytes, ownAnswer: true } : { bytes }
}

/** What the server lets through to a route: its bound, or a margin above it when the route answers itself. */
export function serverBodyLimit(_method: string, pathname: string, contentType: string | null | undefined): number {
	const limit = bodyLimitFor(pathname, contentType)
	return limit.ownAnswer ? limit.bytes * 2 : limit.bytes
}

/**
 * The route's bound for a body it reads whole into memory (a form, JSON):
 * never an upload's, which streams its files to disk within `uploadLimits()`.
 */
export function routeBodyLimit(request: Request): number {
	return bodyLimitFor(pageUrlOf(request).pathname, null).bytes
}

export class BodyTooLargeError extends Error {
	override name = 'BodyTooLargeError'
	readonly limit: number
	constructor(limit: number) {
		super('Request body is too large')
		this.limit = limit
	}
}

/**
 * Reads a whole body within `maxBytes` (by default the table's bound for the
 * request's route), while it streams: a declared length over it is refused
 * before a byte is read, and reading stops as soon as the bound is passed, so
 * nothing larger is ever buffered. Throws BodyTooLargeError.
 */
export async function readBoundedBody(request: Request, maxBytes = routeBodyLimit(request)): Promise<Buffer> {
	const declared = Number(request.headers.get('Content-Length') ?? '0')
	if (declared > maxBytes) throw new BodyTooLargeError(maxBytes)
	if (!request.body) return Buffer.alloc(0)
	const reader = request.body.getReader()
	const chunks: Uint8Array[] = []
	let size = 0
	for (;;) {
		const { done, value } = await reader.read()
		if (done) break
		size += value.byteLength
		if (size > maxBytes) {
			await reader.cancel()
			throw new BodyTooLargeError(maxBytes)
		}
		chunks.push(value)
	}
	return Buffer.concat(chunks)
}

/** The request with its body read within bounds, to hand on to a parser (`formData()`). */
export async function boundedRequest(request: Request, maxBytes = routeBodyLimit(request)): Promise<Request> {
	const body = await readBoundedBody(request, maxBytes)
	return new Request(request.url, {
		method: request.method,
		headers: request.headers,
		body: request.method === 'GET' || request.method === 'HEAD' ? undefined : new Uint8Array(body),
	})
}
