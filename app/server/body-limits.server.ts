import { type UploadLimits } from '#app/server/framework/multipart.server.ts'
import { pageUrlOf } from '#app/server/page-url.server.ts'

/**
 * Every request body's bound, in one table (docs/operations.md lists them:
 * 64 KiB for a visitor's form, 1 MiB for an admin form or a JSON body, 10 MiB per file and
 * 11 parts per upload). Bodies are bounded twice, both from this table:
 *
 * - by the server, before anything reads them (`server/body-limits.ts`, given
 *   `serverBodyLimit` by `server.ts`): past the bound, a generic 413 and the
 *   rest is never read;
 * - by the route that reads them (`readBoundedBody`, the API's `readBody`,
 *   the multipart reader with `UPLOAD_LIMITS`).
 *
 * A route with its own answer to a body that is too large (the enquiry form's
 * "Your message is too long to send.", shown above the form) is marked
 * `ownAnswer`: the server's bound for it is then a margin above the route's,
 * so the route, reading up to its bound, answers first.
 */
const KiB = 1024
const MiB = 1024 * KiB

/** An upload: up to 10 images of 10 MiB and their category, 11 parts in all. */
export const UPLOAD_LIMITS: UploadLimits = { fileBytes: 10 * MiB, files: 10, parts: 11, textBytes: 64 * KiB }
/** An admin form sent with its images: the same images, and the form's fields within 1 MiB. */
export const FORM_UPLOAD_LIMITS: UploadLimits = { ...UPLOAD_LIMITS, parts: 1000, textBytes: MiB }

/**
 * An import (/admin/import, /api/admin/import): one CSV of at most 10 MiB and
 * one zip of images of at most 200 MiB (docs/admin.md, 'Import and export').
 */
export const IMPORT_CSV_BYTES = 10 * MiB
export const IMPORT_ZIP_BYTES = 200 * MiB
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
export const READERS_CSV_BYTES = 2 * MiB
export const READERS_IMPORT_LIMITS: UploadLimits = {
	fileBytes: READERS_CSV_BYTES,
	files: 1,
	parts: 4,
	textBytes: 64 * KiB,
	fileFields: { readers: { bytes: READERS_CSV_BYTES, tooLarge: 'The file is larger than 2 MB' } },
}

export const BODY_LIMITS = {
	/** A visitor's form: the newsletter sign-up, the enquiry form, anything else outside /admin and /api. */
	publicForm: 64 * KiB,
	/** A post to a reader's newsletter link: no fields, or `List-Unsubscribe=One-Click`. */
	newsletterLink: KiB,
	/** A back-office form (the sign-in included) or any /api body. */
	adminOrJson: MiB,
	/** A multipart upload to the back office or /api/files/upload: 11 parts of 10 MiB, with framing. */
	upload: UPLOAD_LIMITS.parts * (UPLOAD_LIMITS.fileBytes + 64 * KiB),
	/** An import: the CSV, the zip and a few fields, with framing. */
	import: IMPORT_CSV_BYTES + IMPORT_ZIP_BYTES + MiB,
	/** A list of newsletter readers: the CSV and a few fields, with framing. */
	readersImport: READERS_CSV_BYTES + 64 * KiB,
}

export type BodyLimit = {
	/** What the route reads at most. */
	bytes: number
	/** The route reads its body within `bytes` and answers past it itself. */
	ownAnswer?: boolean
}

type Rule = BodyLimit & { name: string; matches: (path: string, multipart: boolean) => boolean }

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`)

/** The table: the first rule that matches a request decides its bound. */
export const BODY_LIMIT_RULES: readonly Rule[] = [
	{
		name: 'an import (/admin/import, /api/admin/import)',
		matches: (path, multipart) => multipart && (path === '/admin/import' || path === '/api/admin/import'),
		bytes: BODY_LIMITS.import,
	},
	{
		name: 'a list of newsletter readers (/admin/newsletter/readers)',
		matches: (path, multipart) => multipart && path === '/admin/newsletter/readers',
		bytes: BODY_LIMITS.readersImport,
		// The page says "The file is larger than 2 MB" beside its field.
		ownAnswer: true,
	},
	{
		name: 'an upload (back office, /api/admin/*, /api/files/upload)',
		matches: (path, multipart) =>
			multipart && (path.startsWith('/admin/') || path.startsWith('/api/admin/') || path === '/api/files/upload'),
		bytes: BODY_LIMITS.upload,
	},
	{
		name: "the 'Enquire' form of an artwork or exhibition page",
		matches: (path) => /^\/(artwork|exhibition)\/[^/]+\/?$/.test(path),
		bytes: BODY_LIMITS.publicForm,
		ownAnswer: true,
	},
	{ name: 'POST /api/enquiries', matches: (path) => path === '/api/enquiries', bytes: BODY_LIMITS.publicForm },
	{
		name: "a reader's confirmation or unsubscribe link (one button, or List-Unsubscribe=One-Click)",
		matches: (path) => /^\/newsletter\/(confirm|unsubscribe)\/[^/]+\/?$/.test(path),
		bytes: BODY_LIMITS.newsletterLink,
	},
	{
		// At most 500 artwork ids (docs/admin.md, 'Documents'): a few KiB.
		name: 'POST /admin/documents/price-list',
		matches: (path) => path === '/admin/documents/price-list',
		bytes: BODY_LIMITS.publicForm,
	},
	{
		name: 'a back-office form or an /api body',
		matches: (path) => under(path, '/admin') || under(path, '/api'),
		bytes: BODY_LIMITS.adminOrJson,
	},
	{ name: "a visitor's form", matches: () => true, bytes: BODY_LIMITS.publicForm },
]

/** The bound of a request to `pathname` with this content type. */
export function bodyLimitFor(pathname: string, contentType: string | null | undefined): BodyLimit {
	const path = pathname.toLowerCase()
	const multipart = (contentType ?? '').toLowerCase().startsWith('multipart/form-data')
	const rule = BODY_LIMIT_RULES.find((r) => r.matches(path, multipart))!
	return { bytes: rule.bytes, ownAnswer: rule.ownAnswer }
}

/** What the server lets through to a route: its bound, or a margin above it when the route answers itself. */
export function serverBodyLimit(_method: string, pathname: string, contentType: string | null | undefined): number {
	const limit = bodyLimitFor(pathname, contentType)
	return limit.ownAnswer ? limit.bytes * 2 : limit.bytes
}

/**
 * The route's bound for a body it reads whole into memory (a form, JSON):
 * never an upload's, which streams its files to disk within UPLOAD_LIMITS.
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
