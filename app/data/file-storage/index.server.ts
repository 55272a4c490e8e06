import { type Env, getEnv } from '#app/utils/env.server.ts'
import { createLocalStorage } from './local.server.ts'
import { createS3Storage } from './s3.server.ts'
import { type FileStorage } from './types.ts'

export * from './types.ts'
export * from './deleted-originals.ts'
export { createLocalStorage } from './local.server.ts'
export { createS3Storage } from './s3.server.ts'

/**
 * The one place files are kept, chosen from the settings (docs/operations.md,
 * 'Files in a bucket'): a bucket when S3_BUCKET is set, else UPLOADS_DIR.
 */
export function createFileStorage(env: Env): FileStorage {
	if (env.S3_BUCKET) {
		return createS3Storage({
			endpoint: env.S3_ENDPOINT,
			region: env.S3_REGION,
			bucket: env.S3_BUCKET,
			accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
			secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
			forcePathStyle: env.S3_FORCE_PATH_STYLE,
			publicUrl: env.S3_PUBLIC_URL,
			scratchDir: env.UPLOADS_DIR,
		})
	}
	return createLocalStorage(env.UPLOADS_DIR)
}

type Chosen = { key: string; storage: FileStorage }
const chosen = globalThis as typeof globalThis & { __galleryFileStorage?: Chosen }

/** The storage of these settings, made once (and again only if the settings change, as in tests). */
export function fileStorage(env: Env = getEnv()): FileStorage {
	const key = JSON.stringify([
		env.UPLOADS_DIR,
		env.S3_BUCKET,
		env.S3_ENDPOINT,
		env.S3_REGION,
		env.S3_FORCE_PATH_STYLE,
		env.S3_PUBLIC_URL,
		env.S3_ACCESS_KEY_ID,
	])
	if (chosen.__galleryFileStorage?.key !== key) {
		chosen.__galleryFileStorage?.storage.close()
		chosen.__galleryFileStorage = { key, storage: createFileStorage(env) }
	}
	return chosen.__galleryFileStorage.storage
}
