import crypto from 'node:crypto'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { buffer } from 'node:stream/consumers'
import {
	CreateBucketCommand,
	DeleteObjectCommand,
	DeleteObjectsCommand,
	GetObjectCommand,
	NoSuchKey,
	paginateListObjectsV2,
	PutObjectCommand,
	S3Client,
} from '@aws-sdk/client-s3'
import S3rver, { type StoredObject } from 's3rver'
import { contentTypeOf } from '#app/data/file-storage/s3.server.ts'
import { makeTempDir } from './server.ts'

/**
 * A real S3-compatible server for tests (s3rver, in this process): a random
 * port, its objects in a temp folder, one bucket made. `env` is what the
 * gallery server needs to keep its files there. s3rver does not check
 * signatures, so any key works.
 */
export type TestS3 = {
	endpoint: string
	bucket: string
	directory: string
	env: Record<string, string>
	/** Every key in the bucket (optionally under a prefix). */
	keys: (prefix?: string) => Promise<string[]>
	/** Puts one object into the bucket, behind any gallery server's back, with the type the site gives its key. */
	put: (key: string, body: Buffer | string) => Promise<void>
	/** Deletes one object from the bucket. */
	remove: (key: string) => Promise<void>
	/** Puts every file under `folder` into the bucket, its path there the key, with the type the site gives it. */
	upload: (folder: string) => Promise<void>
	/** Stops answering (for the health check), then answers again on the same port with the same objects. */
	pause: () => Promise<void>
	resume: () => Promise<void>
	stop: () => Promise<void>
}

/**
 * s3rver 3.7.1 writes an object's file without listening for the write's errors, and removes a folder once the last
 * object in it is deleted: a PUT racing the DELETE of the last object of its folder (a server's image work writing an
 * upload's tiles while the upload is deleted) failed that write with ENOENT, unheard, and the error took down the
 * process s3rver runs in, with every test in it. Here the write is awaited, and made again once its folder is.
 */
function guardWrites(server: S3rver) {
	const store = server.store
	store.putObject = async (object: StoredObject) => {
		const file = store.getResourcePath(object.bucket, object.key, 'object')
		const content = Buffer.isBuffer(object.content) ? object.content : await buffer(object.content)
		for (let attempt = 1; ; attempt++) {
			await fsp.mkdir(path.dirname(file), { recursive: true })
			try {
				await fsp.writeFile(file, content)
				break
			} catch (error) {
				if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt === 3) throw error
			}
		}
		const md5 = crypto.createHash('md5').update(content).digest('hex')
		await store.putMetadata(object.bucket, object.key, object.metadata, md5)
		return { size: content.length, md5 }
	}
	return server
}

export async function startS3(bucket = 'gallery-test'): Promise<TestS3> {
	const directory = makeTempDir('s3rver')
	let server = guardWrites(new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory }))
	const { port } = await server.run()
	const endpoint = `http://127.0.0.1:${port}`
	const client = clientOf(s3Env(endpoint, bucket))
	await client.send(new CreateBucketCommand({ Bucket: bucket }))
	const put = async (key: string, body: Buffer | string) => {
		await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentTypeOf(key) }))
	}
	const close = async () => {
		server.httpServer.closeAllConnections()
		await server.close()
	}
	return {
		endpoint,
		bucket,
		directory,
		env: s3Env(endpoint, bucket),
		keys: (prefix) => listKeys(client, bucket, prefix),
		put,
		async remove(key) {
			await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))
		},
		async upload(folder) {
			const files = (fs.readdirSync(folder, { recursive: true }) as string[]).filter((f) =>
				fs.statSync(path.join(folder, f)).isFile(),
			)
			for (let start = 0; start < files.length; start += 16) {
				await Promise.all(
					files
						.slice(start, start + 16)
						.map((file) => put(file.split(path.sep).join('/'), fs.readFileSync(path.join(folder, file)))),
				)
			}
		},
		pause: close,
		async resume() {
			server = guardWrites(new S3rver({ port, address: '127.0.0.1', silent: true, directory }))
			await server.run()
		},
		async stop() {
			client.destroy()
			await close().catch(() => {})
			fs.rmSync(path.resolve(directory), { recursive: true, force: true })
		},
	}
}

/** What a gallery server needs to keep its files in `bucket` on the s3rver at `endpoint`. */
function s3Env(endpoint: string, bucket: string): Record<string, string> {
	return {
		S3_ENDPOINT: endpoint,
		S3_BUCKET: bucket,
		S3_REGION: 'us-east-1',
		S3_ACCESS_KEY_ID: 'S3RVER',
		S3_SECRET_ACCESS_KEY: 'S3RVER',
		S3_FORCE_PATH_STYLE: 'true',
	}
}

/** The bucket of the PostgreSQL tier's s3rver holding the demo template's uploads, which each server's bucket copies. */
export const TEMPLATE_BUCKET = 'template'
let buckets = 0

/**
 * A bucket of its own for one test server on the s3rver global-setup starts for
 * the PostgreSQL tier (TEST_S3_ENDPOINT, its objects in TEST_S3_DIRECTORY);
 * with `template`, holding the demo's uploads. s3rver keeps a bucket as a
 * folder of its directory, so a copy of the template bucket's folder is a new
 * bucket with the same objects, made without sending each of them again.
 */
export function testBucket(template: boolean): Record<string, string> {
	const endpoint = process.env.TEST_S3_ENDPOINT
	const directory = process.env.TEST_S3_DIRECTORY
	if (!endpoint || !directory)
		throw new Error('TEST_STORE=postgres needs the s3rver global-setup starts (TEST_S3_ENDPOINT)')
	const bucket = `server-${process.pid}-${++buckets}`
	const folder = path.join(directory, bucket)
	if (template) fs.cpSync(path.join(directory, TEMPLATE_BUCKET), folder, { recursive: true })
	else fs.mkdirSync(folder)
	return s3Env(endpoint, bucket)
}

function clientOf(env: Record<string, string>) {
	return new S3Client({
		region: env.S3_REGION,
		endpoint: env.S3_ENDPOINT,
		forcePathStyle: true,
		credentials: { accessKeyId: env.S3_ACCESS_KEY_ID!, secretAccessKey: env.S3_SECRET_ACCESS_KEY! },
	})
}

/** The top level of a server's bucket, as a folder lists it: its keys without a `/`, and the first part of the others. */
export async function bucketEntries(env: Record<string, string>): Promise<string[]> {
	const client = clientOf(env)
	try {
		const names: string[] = []
		for await (const page of paginateListObjectsV2({ client }, { Bucket: env.S3_BUCKET, Delimiter: '/' })) {
			for (const item of page.Contents ?? []) if (item.Key) names.push(item.Key)
			for (const prefix of page.CommonPrefixes ?? []) if (prefix.Prefix) names.push(prefix.Prefix.replace(/\/$/, ''))
		}
		return names
	} finally {
		client.destroy()
	}
}

/** The bytes of one object of a server's bucket, or null when there is none. */
export async function bucketObject(env: Record<string, string>, key: string): Promise<Buffer | null> {
	const client = clientOf(env)
	try {
		const answer = await client.send(new GetObjectCommand({ Bucket: env.S3_BUCKET, Key: key }))
		return Buffer.from(await answer.Body!.transformToByteArray())
	} catch (error) {
		if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null
		throw error
	} finally {
		client.destroy()
	}
}

/** Every key of a server's bucket under `prefix` (a folder, '' for all), sorted. */
export async function bucketKeys(env: Record<string, string>, prefix: string): Promise<string[]> {
	const client = clientOf(env)
	try {
		return await listKeys(client, env.S3_BUCKET!, prefix ? `${prefix.replace(/\/$/, '')}/` : undefined)
	} finally {
		client.destroy()
	}
}

/** Every key of `bucket` that starts with `prefix` (all when none), sorted. */
async function listKeys(client: S3Client, bucket: string, prefix: string | undefined): Promise<string[]> {
	const keys: string[] = []
	for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: prefix }))
		for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key)
	return keys.sort()
}

/** Removes every object of a server's bucket under the folder `prefix`, behind the server's back. */
export async function bucketDeletePrefix(env: Record<string, string>, prefix: string): Promise<void> {
	const keys = await bucketKeys(env, prefix)
	if (keys.length === 0) return
	const client = clientOf(env)
	try {
		for (let start = 0; start < keys.length; start += 1000) {
			await client.send(
				new DeleteObjectsCommand({
					Bucket: env.S3_BUCKET,
					Delete: { Objects: keys.slice(start, start + 1000).map((Key) => ({ Key })) },
				}),
			)
		}
	} finally {
		client.destroy()
	}
}
