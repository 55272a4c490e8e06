declare module 's3rver' {
	import { type Server } from 'node:http'
	type Options = {
		address?: string
		port?: number
		silent?: boolean
		directory?: string
		resetOnClose?: boolean
		configureBuckets?: { name: string; configs?: unknown[] }[]
	}
	/** An object as s3rver's router hands it to its store: the request's body, or bytes. */
	export type StoredObject = {
		bucket: string
		key: string
		content: Buffer | NodeJS.ReadableStream
		metadata: Record<string, string>
	}
	/** s3rver's store of objects in folders (lib/stores/filesystem.js), as tests/support/s3.ts mends it. */
	export type FilesystemStore = {
		getResourcePath(bucket: string, key: string, resource: string): string
		putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>
		putObject(object: StoredObject): Promise<{ size: number; md5: string }>
	}
	export default class S3rver {
		constructor(options?: Options)
		httpServer: Server
		store: FilesystemStore
		run(): Promise<{ address: string; port: number }>
		close(): Promise<void>
	}
}
