import fs from 'node:fs'
import path from 'node:path'
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
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
	/** Stops answering (for the health check), then answers again on the same port with the same objects. */
	pause: () => Promise<void>
	resume: () => Promise<void>
	stop: () => Promise<void>
}

export async function startS3(bucket = 'gallery-test'): Promise<TestS3> {
	const directory = makeTempDir('s3rver')
	let server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory })
	const { port } = await server.run()
	const endpoint = `http://127.0.0.1:${port}`
	const client = new S3Client({
		region: 'us-east-1',
		endpoint,
		forcePathStyle: true,
		credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
	})
	await client.send(new CreateBucketCommand({ Bucket: bucket }))
	const close = async () => {
		server.httpServer.closeAllConnections()
		await server.close()
	}
	return {
		endpoint,
		bucket,
		directory,
		env: {
			S3_ENDPOINT: endpoint,
			S3_BUCKET: bucket,
			S3_REGION: 'us-east-1',
			S3_ACCESS_KEY_ID: 'S3RVER',
			S3_SECRET_ACCESS_KEY: 'S3RVER',
			S3_FORCE_PATH_STYLE: 'true',
		},
		async keys(prefix) {
			const keys: string[] = []
			let token: string | undefined
			do {
				const page = await client.send(
					new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
				)
				for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key)
				token = page.IsTruncated ? page.NextContinuationToken : undefined
			} while (token)
			return keys.sort()
		},
		pause: close,
		async resume() {
			server = new S3rver({ port, address: '127.0.0.1', silent: true, directory })
			await server.run()
		},
		async stop() {
			client.destroy()
			await close().catch(() => {})
			fs.rmSync(path.resolve(directory), { recursive: true, force: true })
		},
	}
}
