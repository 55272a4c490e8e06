import fsp from 'node:fs/promises'
import busboy from 'busboy'

/**
 * Works around: Remix v2's multipart parser, `unstable_parseMultipartFormData`
 * of `@remix-run/node`, which is unstable and gone from React Router 7. The
 * body is parsed here with busboy instead, so an upgrade does not touch the
 * upload path. `multipart.server.test.ts` fails if this stops holding its
 * bounds; the upload tests (tests/integration/uploads.test.ts,
 * api-files.test.ts, body-limits.test.ts) check it through the server.
 *
 * Reads a multipart body while it streams, within bounds (docs/operations.md, 'Limits'):
 * each file goes to a temp file (`tempPath()`) and is refused past
 * `fileBytes`, the parts and the text fields are counted, and the whole body
 * may not exceed what those bounds allow. Past a bound the reading stops (the
 * rest of the body is never buffered, and the request's stream is left
 * unread rather than cancelled, so the 413 still reaches the client) and
 * every temp file is removed.
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
	/**
	 * The file fields to keep and each one's bound in bytes (the import's `csv` and `zip`), instead of
	 * `file`/`files` within `fileBytes`; `fileBytes` must be at least the largest of them.
	 */
	fileFields?: Readonly<Record<string, { bytes: number; tooLarge: string }>>
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
/** What a file over `bytes` is told: 'File is larger than 10 MB' (the spec's '10 MB' is 10 MiB). */
export function fileTooLarge(bytes: number) {
	return `File is larger than ${Math.floor(bytes / (1024 * 1024))} MB`
}

export type ReceivedFile = { field: string; name: string; path: string; size: number }
export type MultipartBody = { entries: [string, string][]; files: ReceivedFile[] }

const FILE_FIELDS = new Set(['file', 'files'])
// Room for the boundaries and part headers around each part.
const FRAMING_PER_PART = 1024

function tooLarge(bytes: number) {
	return new UploadError(413, fileTooLarge(bytes))
}

export async function readMultipart(
	request: Request,
	limits: UploadLimits,
	tempPath: () => string,
): Promise<MultipartBody> {
	const type = request.headers.get('Content-Type') ?? ''
	if (!type.toLowerCase().startsWith('multipart/form-data') || !request.body) throw new UploadError(400, NOT_MULTIPART)
	const bound = limits.files * limits.fileBytes + limits.textBytes + limits.parts * FRAMING_PER_PART
	if (Number(request.headers.get('Content-Length') ?? '0') > bound) {
		// An upload of one named file (a list of readers) says that file's own message.
		const only =
			limits.fileFields && Object.values(limits.fileFields).length === 1 ? Object.values(limits.fileFields)[0] : null
		throw only ? new UploadError(413, only.tooLarge) : tooLarge(limits.fileBytes)
	}
	let parser: busboy.Busboy
	try {
		parser = busboy({
			headers: { 'content-type': type },
			defParamCharset: 'utf8',
			// One more than allowed of each, so that going past a bound is seen here and answered, not cut silently.
			limits: {
				fileSize: limits.fileBytes + 1,
				fieldSize: limits.textBytes + 1,
				fieldNameSize: limits.textBytes + 1,
				parts: limits.parts + 1,
			},
		})
	} catch {
		throw new UploadError(400, NOT_MULTIPART)
	}

	const body: MultipartBody = { entries: [], files: [] }
	const work: Promise<unknown>[] = []
	const streams = new Set<NodeJS.ReadableStream & { destroy: (error?: Error) => void }>()
	let failure: unknown
	let failed!: (error: unknown) => void
	const failedPromise = new Promise<never>((_, reject) => (failed = reject))
	/** Settles (without failing) once something has failed. */
	const stopped = failedPromise.catch(() => {})
	const fail = (error: unknown) => {
		if (failure !== undefined) return
		failure = error
		for (const stream of streams) stream.destroy()
		failed(error)
	}

	let parts = 0
	let textBytes = 0
	let storedFiles = 0
	const countPart = () => {
		if (++parts > limits.parts) fail(new UploadError(413, `Too many parts: at most ${limits.parts} per upload`))
		return failure === undefined
	}
	parser.on('field', (name, value) => {
		if (!countPart()) return
		textBytes += Buffer.byteLength(value)
		if (textBytes > limits.textBytes) return fail(new UploadError(413, 'The form fields are too large'))
		body.entries.push([name, value])
	})
	parser.on('file', (name, stream, info) => {
		// A body that breaks off fails the part's stream and the parser both; the parser's error answers.
		stream.on('error', () => {})
		if (!countPart()) return void stream.resume()
		streams.add(stream)
		const own = limits.fileFields ? Object.hasOwn(limits.fileFields, name) && limits.fileFields[name] : null
		if (own === false || (own === null && !FILE_FIELDS.has(name))) {
			work.push(drain(stream, limits.fileBytes).catch(fail))
			return
		}
		const file: ReceivedFile = { field: name, name: info.filename ?? '', path: tempPath(), size: 0 }
		body.files.push(file)
		work.push(
			writeTemp(
				stream,
				file.path,
				own ? own.bytes : limits.fileBytes,
				own ? own.tooLarge : fileTooLarge(limits.fileBytes),
			)
				.then(async (size) => {
					file.size = size
					if (size === 0) {
						// A file input left empty sends an empty part: nothing was uploaded.
						body.files.splice(body.files.indexOf(file), 1)
						await fsp.rm(file.path, { force: true })
					} else if (++storedFiles > limits.files) {
						throw new UploadError(413, `Too many files: at most ${limits.files} per upload`)
					}
				})
				.catch(fail),
		)
	})
	parser.on('partsLimit', () => fail(new UploadError(413, `Too many parts: at most ${limits.parts} per upload`)))
	parser.on('error', () => fail(new UploadError(400, NOT_MULTIPART)))
	const parsed = new Promise<void>((resolve) => parser.on('close', resolve))

	try {
		await Promise.race([feed(request.body, parser, bound, fail, stopped, limits.fileBytes), failedPromise])
		await Promise.race([parsed, failedPromise])
		await Promise.race([Promise.all(work), failedPromise])
		if (failure !== undefined) throw failure
	} catch (error) {
		await Promise.allSettled(work)
		await removeFiles(body.files)
		if (error instanceof UploadError) throw error
		throw new UploadError(400, NOT_MULTIPART)
	}
	return body
}

/**
 * Hands the request body to the parser, with backpressure, counting it:
 * past `bound` bytes it fails with 413. The source is never cancelled (that
 * would drop the connection before the 413 is sent): reading just stops, and
 * the server closes the connection after answering.
 */
async function feed(
	source: ReadableStream<Uint8Array>,
	parser: busboy.Busboy,
	bound: number,
	fail: (error: unknown) => void,
	stopped: Promise<void>,
	fileBytes: number,
) {
	const reader = source.getReader()
	let total = 0
	let done = false
	void stopped.then(() => (done = true))
	try {
		while (!done) {
			const next = await reader.read()
			if (next.done) return void parser.end()
			const value = next.value
			total += value.byteLength
			if (total > bound) return fail(tooLarge(fileBytes))
			if (!parser.write(value)) {
				await Promise.race([new Promise((resolve) => parser.once('drain', resolve)), stopped])
			}
		}
	} catch {
		fail(new UploadError(400, NOT_MULTIPART))
	} finally {
		reader.releaseLock()
	}
}

export async function removeFiles(files: readonly ReceivedFile[]) {
	await Promise.all(files.map((file) => fsp.rm(file.path, { force: true })))
}

async function drain(data: AsyncIterable<Uint8Array>, limit: number) {
	let size = 0
	for await (const chunk of data) {
		size += chunk.byteLength
		if (size > limit) throw tooLarge(limit)
	}
}

/** Streams one file part to `file`, synced to disk; refused past `limit` bytes. */
async function writeTemp(data: AsyncIterable<Uint8Array>, file: string, limit: number, tooLargeMessage: string) {
	const handle = await fsp.open(file, 'wx', 0o644)
	let size = 0
	try {
		for await (const chunk of data) {
			size += chunk.byteLength
			if (size > limit) throw new UploadError(413, tooLargeMessage)
			await handle.write(chunk)
		}
		await handle.sync()
	} finally {
		await handle.close()
	}
	return size
}
