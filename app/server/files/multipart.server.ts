import fsp from 'node:fs/promises'
import { unstable_parseMultipartFormData as parseMultipartFormData } from '@remix-run/node'
import { uploadTempPath } from '#app/data/files.server.ts'

/**
 * Reads a multipart body while it streams, within bounds (contract section 8):
 * each file goes to a temp file in UPLOADS_DIR and is refused past
 * `fileBytes`, the parts and the text fields are counted, and the whole body
 * may not exceed what those bounds allow. Past a bound the reading stops (the
 * rest of the body is never buffered) and every temp file is removed.
 */
export type UploadLimits = {
	/** Bytes of one file. */
	fileBytes: number
	/** Files (parts in `file` or `files` with content). */
	files: number
	/** Parts of any kind. */
	parts: number
	/** Bytes of all text fields together. */
	textBytes: number
}

export class UploadError extends Error {
	override name = 'UploadError'
	readonly status: 400 | 413 | 415
	constructor(status: 400 | 413 | 415, message: string) {
		super(message)
		this.status = status
	}
}

export const NOT_MULTIPART = 'Expected a multipart/form-data upload with a file field'
export const FILE_TOO_LARGE = 'File is larger than 10 MB'

export type ReceivedFile = { field: string; name: string; path: string; size: number }
export type MultipartBody = { entries: [string, string][]; files: ReceivedFile[] }

const FILE_FIELDS = new Set(['file', 'files'])
// Room for the boundaries and part headers around each part.
const FRAMING_PER_PART = 1024

export async function readMultipart(request: Request, limits: UploadLimits): Promise<MultipartBody> {
	const type = request.headers.get('Content-Type') ?? ''
	if (!type.toLowerCase().startsWith('multipart/form-data') || !request.body) throw new UploadError(400, NOT_MULTIPART)
	const bound = limits.files * limits.fileBytes + limits.textBytes + limits.parts * FRAMING_PER_PART
	if (Number(request.headers.get('Content-Length') ?? '0') > bound) throw tooLarge()
	const body: MultipartBody = { entries: [], files: [] }
	let parts = 0
	let textBytes = 0
	try {
		await parseMultipartFormData(bounded(request, bound), async (part) => {
			if (++parts > limits.parts) throw new UploadError(413, `Too many parts: at most ${limits.parts} per upload`)
			if (part.filename === undefined) {
				const text = await readText(part.data, limits.textBytes - textBytes)
				textBytes += Buffer.byteLength(text)
				body.entries.push([part.name, text])
				return undefined
			}
			if (!FILE_FIELDS.has(part.name)) {
				await drain(part.data, limits.fileBytes)
				return undefined
			}
			const file: ReceivedFile = { field: part.name, name: part.filename, path: uploadTempPath(), size: 0 }
			body.files.push(file)
			file.size = await writeTemp(part.data, file.path, limits.fileBytes)
			if (file.size === 0) {
				// A file input left empty sends an empty part: nothing was uploaded.
				body.files.pop()
				await fsp.rm(file.path, { force: true })
			} else if (body.files.length > limits.files) {
				throw new UploadError(413, `Too many files: at most ${limits.files} per upload`)
			}
			return undefined
		})
	} catch (error) {
		await removeFiles(body.files)
		if (error instanceof UploadError) throw error
		throw new UploadError(400, NOT_MULTIPART)
	}
	return body
}

export async function removeFiles(files: readonly ReceivedFile[]) {
	await Promise.all(files.map((file) => fsp.rm(file.path, { force: true })))
}

function tooLarge() {
	return new UploadError(413, FILE_TOO_LARGE)
}

/**
 * The request body, cut off past `bound` bytes. The source is never cancelled
 * (that would drop the connection before the 413 is sent): reading just
 * stops, and the server closes the connection after answering.
 */
function bounded(request: Request, bound: number): Request {
	const reader = request.body!.getReader()
	let total = 0
	const body = new ReadableStream<Uint8Array>({
		async pull(controller) {
			const { done, value } = await reader.read()
			if (done) return controller.close()
			total += value.byteLength
			if (total > bound) {
				reader.releaseLock()
				return controller.error(tooLarge())
			}
			controller.enqueue(value)
		},
		cancel() {
			try {
				reader.releaseLock()
			} catch {
				// a read still pending: the source is left as it is either way
			}
		},
	})
	return new Request(request.url, { method: 'POST', headers: request.headers, body, duplex: 'half' } as RequestInit)
}

async function readText(data: AsyncIterable<Uint8Array>, budget: number) {
	const chunks: Uint8Array[] = []
	let size = 0
	for await (const chunk of data) {
		size += chunk.byteLength
		if (size > budget) throw new UploadError(413, 'The form fields are too large')
		chunks.push(chunk)
	}
	return Buffer.concat(chunks).toString('utf8')
}

async function drain(data: AsyncIterable<Uint8Array>, limit: number) {
	let size = 0
	for await (const chunk of data) {
		size += chunk.byteLength
		if (size > limit) throw new UploadError(413, FILE_TOO_LARGE)
	}
}

/** Streams one file part to `file`, synced to disk; refused past `limit` bytes. */
async function writeTemp(data: AsyncIterable<Uint8Array>, file: string, limit: number) {
	const handle = await fsp.open(file, 'wx', 0o644)
	let size = 0
	try {
		for await (const chunk of data) {
			size += chunk.byteLength
			if (size > limit) throw new UploadError(413, FILE_TOO_LARGE)
			await handle.write(chunk)
		}
		await handle.sync()
	} finally {
		await handle.close()
	}
	return size
}
