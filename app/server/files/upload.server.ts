import { type PendingImage, storeImages, uploadTempPath } from '#app/data/files.server.ts'
import { uploadLimits } from '#app/server/body-limits.server.ts'
import { inspectImage, UnsupportedImageError } from '#app/data/images.server.ts'
import { type FileCategory, type FileRecord } from '#app/schemas/records.ts'
import {
	readMultipart,
	type ReceivedFile,
	removeFiles,
	type UploadLimits,
	UploadError,
} from '#app/server/framework/multipart.server.ts'

/**
 * The one upload path of the back office and the API: read a bounded
 * multipart body, check every image (recognised by its content; SVG and
 * anything sharp cannot read are refused), and only then store them all.
 * Used by POST /api/files/upload, the admin uploader (/admin/uploads) and the
 * admin forms posted without JavaScript.
 */
export { fileTooLarge, NOT_MULTIPART, UploadError, type UploadLimits } from '#app/server/framework/multipart.server.ts'

// Their bounds are in the one table of body limits.
export { formUploadLimits, uploadLimits } from '#app/server/body-limits.server.ts'

export type Upload = {
	/** Text fields, the last value of each name. */
	fields: Record<string, string>
	/** Text fields in order, repeated names included (checkbox lists, hidden-false pairs). */
	entries: [string, string][]
	/** How many files came with the body (empty file inputs not counted). */
	fileCount: number
	/**
	 * Checks every file, then stores them all: all or none. UploadError 415
	 * names the first file that is not an image. The temp files are gone afterwards.
	 */
	store: (category: FileCategory) => Promise<FileRecord[]>
	/** Drops what was not stored. Safe to call more than once, and after store(). */
	discard: () => Promise<void>
}

/** Reads an upload within its bounds. UploadError: 400 not multipart, 413 past a bound. */
export async function readUpload(request: Request, limits: UploadLimits = uploadLimits()): Promise<Upload> {
	const { entries, files } = await readMultipart(request, limits, uploadTempPath)
	const discard = () => removeFiles(files)
	return {
		fields: Object.fromEntries(entries),
		entries,
		fileCount: files.length,
		store: async (category) => {
			try {
				return await storeImages(await checkAll(files), category)
			} finally {
				await discard()
			}
		},
		discard,
	}
}

async function checkAll(files: readonly ReceivedFile[]): Promise<PendingImage[]> {
	const images: PendingImage[] = []
	for (const file of files) {
		try {
			images.push({ ...(await inspectImage(file.path)), path: file.path, originalName: file.name, size: file.size })
		} catch (error) {
			if (error instanceof UnsupportedImageError) throw new UploadError(415, error.message)
			throw error
		}
	}
	return images
}
