import { fileIdFromUrl, fileUrl, withFileRelease } from '#app/data/files.server.ts'
import { type AllPageContent, type HomePageContent, PageCannotBeHiddenError } from '#app/data/pages.server.ts'
import {
	FILE_CATEGORIES,
	type FileCategory,
	type FileRecord,
	isFileCategory,
	type PageKey,
} from '#app/schemas/records.ts'
import { PageSchema } from '#app/schemas/page.ts'
import { type z } from 'zod'
import {
	ApiError,
	type ApiHandlers,
	bodyTooLarge,
	isVisibilityOnly,
	mergeOver,
	notFound,
	parseId,
	parseInput,
	readBody,
	VisibilitySchema,
} from './api.server.ts'
import { readUpload, type Upload, UploadError } from '#app/server/files/upload.server.ts'

/**
 * Rules the /api handlers share beyond the schemas: an artwork needs a real
 * artist, and updates merge the sent fields over the stored record inside the
 * write (the data layer also checks that assigned ids name real records).
 */

/**
 * A page write: the body merged over the stored page, inside the write, and
 * validated. For home, hero URLs and ids travel together: ids alone give
 * their /api/file URLs, URLs alone give the ids of the uploaded files among them.
 */
export function pageUpdate(key: PageKey, body: Record<string, unknown>) {
	const sentIds = body.heroImageIds ?? body.hero_image_ids
	const sentUrls = body.heroImages ?? body.hero_images
	return (content: AllPageContent) => {
		const input = mergeOver(content.pages[key], body)
		if (key === 'home') {
			if (sentIds !== undefined && sentUrls === undefined && Array.isArray(asList(sentIds))) {
				input.heroImages = asList(sentIds)!.map((id) => fileUrl(Number(id)))
				delete input.hero_images
			}
			if (sentUrls !== undefined && sentIds === undefined && Array.isArray(asList(sentUrls))) {
				input.heroImageIds = asList(sentUrls)!
					.map((url) => (typeof url === 'string' ? fileIdFromUrl(url) : null))
					.filter((id): id is number => id !== null)
					.map(String)
				delete input.hero_image_ids
			}
		}
		return parseInput(PageSchema, input)
	}
}

function asList(value: unknown): unknown[] | null {
	if (Array.isArray(value)) return value
	if (typeof value === 'string' && value.trim().startsWith('[')) {
		try {
			const parsed: unknown = JSON.parse(value)
			return Array.isArray(parsed) ? parsed : null
		} catch {
			return null
		}
	}
	return null
}

/** Runs a page write; hiding Home, Exhibitions or Contact is a validation failure. */
export async function withPageRules<T>(write: () => Promise<T>): Promise<T> {
	try {
		return await write()
	} catch (error) {
		if (error instanceof PageCannotBeHiddenError)
			throw new ApiError(400, error.message, { fields: { is_visible: error.message } })
		throw error
	}
}

export const HOME_SETTINGS_KEYS = [
	'title',
	'description',
	'footerDescription',
	'galleryHours',
	'heroImages',
	'heroImageIds',
] as const

/** Home settings: the home page's title, description, footer text, hours and hero images. */
export function homeSettings(home: HomePageContent) {
	return Object.fromEntries(HOME_SETTINGS_KEYS.map((key) => [key, home[key]]))
}

/** The upload answer's file object (camelCase, as the spec's uploader reads it). */
export function uploadedFile(file: FileRecord) {
	return {
		id: file.id,
		url: file.url,
		originalName: file.original_name,
		filename: file.filename,
		fileSize: file.file_size,
		mimeType: file.mime_type,
		category: file.category,
	}
}

const CATEGORY_MESSAGE = `Category must be one of ${FILE_CATEGORIES.join(', ')}`

/** A file category from a form field or query string; missing or unknown is a 400 with fields.category. */
export function parseFileCategory(value: string | null | undefined): FileCategory {
	const text = (value ?? '').trim()
	if (isFileCategory(text)) return text
	throw new ApiError(400, CATEGORY_MESSAGE, { fields: { category: CATEGORY_MESSAGE } })
}

/**
 * Reads, checks and stores the images of a multipart upload (field `file`, or
 * several `files`), all or none. Over 10 MiB is a 413, anything not an image
 * by content a 415, a body that is not multipart a 400.
 */
export async function storeUploadedImages(request: Request): Promise<FileRecord[]> {
	let upload: Upload | undefined
	try {
		upload = await readUpload(request)
		const category = parseFileCategory(upload.fields.category)
		if (upload.fileCount === 0) {
			throw new ApiError(400, 'File is required', { fields: { file: 'File is required' } })
		}
		return await upload.store(category)
	} catch (error) {
		if (!(error instanceof UploadError)) throw error
		throw error.status === 413 ? bodyTooLarge(error.message) : new ApiError(error.status, error.message)
	} finally {
		await upload?.discard()
	}
}

/**
 * GET, PUT and DELETE of one record under /api/admin/{collection}/{id}. A PUT
 * whose only field is is_visible is the spec's visibility toggle; any other
 * PUT merges the sent fields over the stored record, inside the write (so a
 * change made meanwhile, such as a deleted image, is kept), and validates the whole.
 * A DELETE also deletes the record's images that no other record uses.
 */
export function itemHandlers<T extends { id: number }, S extends z.ZodType>(
	request: Request,
	rawId: string | undefined,
	entity: {
		label: string
		get: (id: number, visibility: 'all') => Promise<T | null>
		schema: S
		update: (id: number, input: (current: T) => z.output<S>) => Promise<T>
		setVisibility: (id: number, isVisible: boolean) => Promise<T>
		remove: (id: number) => Promise<void>
	},
): ApiHandlers {
	const found = async () => {
		const record = await entity.get(parseId(rawId, entity.label), 'all')
		if (!record) throw notFound(entity.label)
		return record
	}
	return {
		GET: async () => Response.json(await found()),
		PUT: async () => {
			const existing = await found()
			const body = await readBody(request)
			if (isVisibilityOnly(body)) {
				const { is_visible } = parseInput(VisibilitySchema, body)
				return Response.json(await entity.setVisibility(existing.id, is_visible))
			}
			// A bad body is refused before the write; the merge itself happens inside it, over the latest record.
			const merged = (current: T) => parseInput(entity.schema, mergeOver(current, body))
			merged(existing)
			return Response.json(await entity.update(existing.id, merged))
		},
		DELETE: async () => {
			const { id } = await found()
			// The record's images go with it, unless another record uses them.
			await withFileRelease(() => entity.remove(id))
			return Response.json({ success: true })
		},
	}
}
