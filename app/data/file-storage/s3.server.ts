import crypto from 'node:crypto'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type * as S3Sdk from '@aws-sdk/client-s3'
import { checkKey, type FileStorage, SCRATCH_PREFIX, type StoredEntry, UPLOAD_TEMP_PREFIX } from './types.ts'

export type S3Settings = {
	endpoint?: string
	region: string
	bucket: string
	accessKeyId: string
	secretAccessKey: string
	forcePathStyle: boolean
	publicUrl?: string
	/** A local folder for uploads being checked and derived files being made (UPLOADS_DIR). */
	scratchDir: string
}

// A monitor asking often gets the last answer: at most one HeadBucket every few seconds.
const PROBE_EVERY_MS = 3000
const PUT_AT_ONCE = 8

type Sdk = typeof S3Sdk

/**
 * Files in an S3-compatible bucket (AWS S3, R2, MinIO, Garage...): the same
 * keys as in UPLOADS_DIR. Uploads are checked in a local scratch folder
 * first; a put is acknowledged by the bucket once the object is stored.
 */
export function createS3Storage(settings: S3Settings): FileStorage {
	const { bucket, scratchDir } = settings
	// The SDK takes a third of a second to load: it is loaded when the bucket is first used, so a gallery that keeps
	// its files on disk never pays for it at start (nor does any server before its first file).
	let connection: Promise<{ sdk: Sdk; client: S3Sdk.S3Client }> | null = null
	const connect = () =>
		(connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
			sdk,
			client: new sdk.S3Client({
				region: settings.region,
				endpoint: settings.endpoint,
				forcePathStyle: settings.forcePathStyle,
				credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
				// Plain signed bodies: self-hosted servers do not all take the newer checksummed chunked uploads.
				requestChecksumCalculation: 'WHEN_REQUIRED',
				responseChecksumValidation: 'WHEN_REQUIRED',
			}),
		})))
	let probe: { at: number; problem: string | null } | null = null

	async function head(key: string) {
		try {
			const { sdk, client } = await connect()
			const answer = await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: checkKey(key) }))
			return {
				size: answer.ContentLength ?? 0,
				lastModified: answer.LastModified ?? new Date(0),
				contentType: answer.ContentType ?? null,
			}
		} catch (error) {
			if (isMissing(error)) return null
			throw error
		}
	}

	async function get(key: string) {
		try {
			const { sdk, client } = await connect()
			const answer = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: checkKey(key) }))
			return {
				size: answer.ContentLength ?? 0,
				lastModified: answer.LastModified ?? new Date(0),
				contentType: answer.ContentType ?? null,
				body: answer.Body as Readable,
			}
		} catch (error) {
			if (isMissing(error)) return null
			throw error
		}
	}

	async function putFile(key: string, localPath: string, contentType?: string) {
		const { size } = await fsp.stat(localPath)
		const { sdk, client } = await connect()
		await client.send(
			new sdk.PutObjectCommand({
				Bucket: bucket,
				Key: checkKey(key),
				Body: fs.createReadStream(localPath),
				ContentLength: size,
				ContentType: contentType ?? contentTypeOf(key),
			}),
		)
	}

	/** The listing of a folder's keys, page by page (the SDK follows the continuation tokens). */
	async function* pages(prefix: string, delimiter?: '/') {
		const { sdk, client } = await connect()
		yield* sdk.paginateListObjectsV2(
			{ client },
			{ Bucket: bucket, Prefix: prefix ? `${checkKey(prefix)}/` : undefined, Delimiter: delimiter },
		)
	}

	async function* list(prefix: string) {
		for await (const page of pages(prefix))
			for (const item of page.Contents ?? []) if (item.Key) yield { key: item.Key, size: item.Size ?? 0 }
	}

	async function deletePrefix(prefix: string) {
		let batch: string[] = []
		const flush = async () => {
			if (batch.length === 0) return
			const { sdk, client } = await connect()
			await client.send(
				new sdk.DeleteObjectsCommand({
					Bucket: bucket,
					Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
				}),
			)
			batch = []
		}
		for await (const { key } of list(prefix)) {
			batch.push(key)
			if (batch.length === 1000) await flush()
		}
		await flush()
	}

	return {
		kind: 'bucket',
		where: `the bucket ${bucket}`,
		tempPath: () => path.join(scratchDir, `${UPLOAD_TEMP_PREFIX}${crypto.randomUUID()}`),
		async scratchFolder(label) {
			const folder = path.join(scratchDir, `${SCRATCH_PREFIX}${label.replaceAll('/', '-')}-${crypto.randomUUID()}`)
			await fsp.mkdir(folder, { recursive: true })
			return folder
		},
		placeNow: () => false,
		settleNow() {},
		putFile,
		async put(key, body, options = {}) {
			const size = Buffer.isBuffer(body) ? body.length : options.size
			if (size === undefined) throw new Error(`The size of ${key} must be known to put it in the bucket`)
			const { sdk, client } = await connect()
			await client.send(
				new sdk.PutObjectCommand({
					Bucket: bucket,
					Key: checkKey(key),
					Body: body,
					ContentLength: size,
					ContentType: options.contentType ?? contentTypeOf(key),
				}),
			)
		},
		async putFolder(prefix, localFolder) {
			try {
				const files: string[] = []
				const walk = async (dir: string, rel: string) => {
					for (const entry of await fsp.readdir(dir, { withFileTypes: true })) {
						const key = rel ? `${rel}/${entry.name}` : entry.name
						if (entry.isDirectory()) await walk(path.join(dir, entry.name), key)
						else files.push(key)
					}
				}
				await walk(localFolder, '')
				await deletePrefix(prefix)
				// info.json (what tells a viewer the tiles are there) goes last.
				files.sort((a, b) => Number(a.endsWith('info.json')) - Number(b.endsWith('info.json')))
				const last = files.filter((f) => f.endsWith('info.json'))
				const rest = files.filter((f) => !f.endsWith('info.json'))
				for (let i = 0; i < rest.length; i += PUT_AT_ONCE) {
					await Promise.all(
						rest.slice(i, i + PUT_AT_ONCE).map((rel) => putFile(`${prefix}/${rel}`, path.join(localFolder, rel))),
					)
				}
				for (const rel of last) await putFile(`${prefix}/${rel}`, path.join(localFolder, rel))
			} finally {
				await fsp.rm(localFolder, { recursive: true, force: true })
			}
		},
		get,
		head,
		async delete(key) {
			const { sdk, client } = await connect()
			await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: checkKey(key) }))
		},
		async move(from, to) {
			// The copy keeps the type; the object at `to` is dated by the copy.
			const source = `${bucket}/${checkKey(from).split('/').map(encodeURIComponent).join('/')}`
			const { sdk, client } = await connect()
			try {
				await client.send(new sdk.CopyObjectCommand({ Bucket: bucket, Key: checkKey(to), CopySource: source }))
			} catch (error) {
				if (isMissing(error)) return
				throw error
			}
			await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: from }))
		},
		deletePrefix,
		list,
		async children(prefix) {
			const entries: StoredEntry[] = []
			const start = prefix ? prefix.length + 1 : 0
			for await (const page of pages(prefix, '/')) {
				for (const p of page.CommonPrefixes ?? [])
					if (p.Prefix) entries.push({ name: p.Prefix.slice(start, -1), folder: true })
				for (const item of page.Contents ?? [])
					if (item.Key) entries.push({ name: item.Key.slice(start), folder: false })
			}
			return entries
		},
		async withLocalFile(key, read) {
			const object = await get(key)
			if (!object) return null
			const local = path.join(scratchDir, `${SCRATCH_PREFIX}${crypto.randomUUID()}${path.extname(key)}`)
			try {
				await pipeline(object.body, fs.createWriteStream(local, { mode: 0o600 }))
				return await read(local)
			} finally {
				await fsp.rm(local, { force: true })
			}
		},
		async sweepScratch() {
			const removed: string[] = []
			for (const name of await fsp.readdir(scratchDir).catch(() => [] as string[])) {
				if (!name.startsWith(UPLOAD_TEMP_PREFIX) && !name.startsWith(SCRATCH_PREFIX)) continue
				await fsp.rm(path.join(scratchDir, name), { recursive: true, force: true })
				removed.push(name)
			}
			return removed
		},
		async problem() {
			if (probe && Date.now() - probe.at < PROBE_EVERY_MS) return probe.problem
			let problem: string | null = null
			try {
				const { sdk, client } = await connect()
				await client.send(new sdk.HeadBucketCommand({ Bucket: bucket }), { abortSignal: AbortSignal.timeout(2000) })
			} catch (error) {
				problem = `the bucket ${bucket} cannot be reached (${describe(error)})`
			}
			probe = { at: Date.now(), problem }
			return problem
		},
		publicUrl: (key) =>
			settings.publicUrl ? `${settings.publicUrl}/${checkKey(key).split('/').map(encodeURIComponent).join('/')}` : null,
		close: () => {
			// A client never made needs no closing; one on its way is destroyed as soon as it is there.
			void connection?.then(({ client }) => client.destroy())
			connection = null
		},
	}
}

function isMissing(error: unknown) {
	const e = error as { name?: string; $metadata?: { httpStatusCode?: number } }
	return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404
}

function describe(error: unknown) {
	const e = error as { name?: string; code?: string; message?: string; $metadata?: { httpStatusCode?: number } }
	return e.$metadata?.httpStatusCode
		? `${e.name ?? 'error'} ${e.$metadata.httpStatusCode}`
		: (e.code ?? e.name ?? String(e.message))
}

const TYPES: Record<string, string> = {
	jpg: 'image/jpeg',
	png: 'image/png',
	webp: 'image/webp',
	gif: 'image/gif',
	avif: 'image/avif',
	json: 'application/json',
}

/** The type a key is stored with when none is given: by its extension. */
export function contentTypeOf(key: string) {
	return TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream'
}
