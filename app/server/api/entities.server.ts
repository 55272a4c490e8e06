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
import { type ActionFunctionArgs } from 'react-router'
import { type LoadContext } from '#app/server/request-context.server.ts'
import { VersionConflictError } from '#app/data/revisions.server.ts'
import { apiActor } from '#app/server/actor.server.ts'
import { type z } from 'zod'
import {
	type AdminCollection,
	type ApiCollection,
	type Stored,
} from '#app/server/admin/collections/collection.server.ts'
import { adminApiResource } from './access.server.ts'
import { collectionList } from '#app/server/admin/admin-list.server.ts'
import {
	ApiError,
	type ApiHandlers,
	bodyTooLarge,
	isVisibilityOnly,
	listJson,
	mergeOver,
	notFound,
	pagedJson,
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

/** The upload answer's file object (camelCase, as the browser's uploader reads it; docs/api.md). */
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
 * whose only field is is_visible is the lists' visibility toggle; any other
 * PUT merges the sent fields over the stored record, inside the write (so a
 * change made meanwhile, such as a deleted image, is kept), and validates the whole.
 * A DELETE also deletes the record's images that no other record uses.
 */
export function itemHandlers<T extends Stored, S extends z.ZodType>(
	request: Request,
	rawId: string | undefined,
	{ name, schema, data, json }: ApiCollection<T, S>,
	context?: LoadContext,
): ApiHandlers {
	const answer = (record: T) => Response.json(json ? json(record, request) : record)
	const found = async () => {
		const record = await data.get(parseId(rawId, name))
		if (!record) throw notFound(name)
		return record
	}
	return {
		GET: async () => answer(await found()),
		PUT: async () => {
			const existing = await found()
			const actor = await apiActor(request, context)
			const { version: sent, ...body } = await readBody(request)
			// If-Match "{version}" or `version` in the body: a stale one is a 409; neither, the last write wins.
			const version = expectedVersion(request.headers.get('If-Match'), sent)
			try {
				if (data.setVisibility && isVisibilityOnly(body)) {
					const { is_visible } = parseInput(VisibilitySchema, body)
					return answer(await data.setVisibility(existing.id, is_visible, { actor, version }))
				}
				// A bad body is refused before the write; the merge itself happens inside it, over the latest record.
				const merged = (current: T) => parseInput(schema, mergeOver(current, body))
				merged(existing)
				return answer(await data.update(existing.id, merged, { actor, version }))
			} catch (error) {
				throw conflictAnswer(error, request, json)
			}
		},
		DELETE: async () => {
			const { id } = await found()
			const actor = await apiActor(request, context)
			const version = expectedVersion(request.headers.get('If-Match'), await sentVersion(request))
			try {
				// The record's images go with it, unless another record uses them.
				await withFileRelease(() => data.remove(id, { actor, version }))
			} catch (error) {
				throw conflictAnswer(error, request, json)
			}
			return Response.json({ success: true })
		},
	}
}

/** GET /api/admin/{collection}: everything, hidden included. POST: create (201). */
export function listHandlers<T extends Stored, S extends z.ZodType>(
	request: Request,
	_rawId: string | undefined,
	{ schema, data, json }: ApiCollection<T, S>,
	context?: LoadContext,
): ApiHandlers {
	return {
		GET: async () => {
			const all = await data.list()
			return json ? Response.json(all.map((record) => json(record, request))) : listJson(all)
		},
		POST: async () => {
			const input = parseInput(schema, await readBody(request))
			const record = await data.create(input, { actor: await apiActor(request, context) })
			return Response.json(json ? json(record, request) : record, { status: 201 })
		},
	}
}

/** PATCH /api/admin/{collection}/{id}/visibility `{is_visible}`: the updated record. */
export function visibilityHandlers<T extends Stored, S extends z.ZodType>(
	request: Request,
	rawId: string | undefined,
	{ name, data }: ApiCollection<T, S>,
	context?: LoadContext,
): ApiHandlers {
	const { setVisibility } = data
	// A collection without visibility has no PATCH (the route answers 405).
	if (!setVisibility) return {}
	return {
		PATCH: async () => {
			const id = parseId(rawId, name)
			const { version: sent, ...body } = await readBody(request)
			const version = expectedVersion(request.headers.get('If-Match'), sent)
			const { is_visible } = parseInput(VisibilitySchema, body)
			try {
				return Response.json(await setVisibility(id, is_visible, { actor: await apiActor(request, context), version }))
			} catch (error) {
				throw conflictAnswer(error, request)
			}
		},
	}
}

/**
 * The loader and action of a collection's /api/admin route: `list` (the
 * collection), `item` ({id}) or `visibility` ({id}/visibility), behind the Bearer token.
 */
export function collectionApi<T extends Stored, S extends z.ZodType>(
	collection: ApiCollection<T, S>,
	kind: 'list' | 'item' | 'visibility',
) {
	const handlers = { list: listHandlers, item: itemHandlers, visibility: visibilityHandlers }[kind]
	return ({ request, params, context }: ActionFunctionArgs) =>
		adminApiResource(request, handlers(request, params.id, collection, context))
}

/**
 * GET /api/admin/{collection} a page at a time (`pagedJson`: `?page=`, `?per_page=`, `X-Total-Count`, `Link`),
 * searched and filtered by the admin list's own query parameters (`?q=`…); POST as `listHandlers`. For a
 * collection that grows with the gallery's dealings (contacts), never answered whole.
 */
export function pagedCollectionApi<T extends Stored, S extends z.ZodType, O extends object>(
	collection: AdminCollection<T, S, O>,
) {
	return ({ request, context }: ActionFunctionArgs) => {
		const { POST } = listHandlers(request, undefined, collection, context)
		return adminApiResource(request, {
			GET: async () => {
				const params = new URL(request.url).searchParams
				const { filtered } = await collectionList(collection).find(params)
				return pagedJson(request, filtered, collection.json ? { view: (r) => collection.json!(r, request) } : {})
			},
			POST,
		})
	}
}

/** A stale version's answer: 409 `CONFLICT` with the record as it is now; any other error as it is. */
export function conflictAnswer<T>(error: unknown, request: Request, json?: (record: T, request: Request) => unknown) {
	if (!(error instanceof VersionConflictError)) return error
	const current = error.current as unknown as T
	return new ApiError(409, 'This record was changed since the version you sent; nothing was saved', {
		code: 'CONFLICT',
		current: json ? json(current, request) : current,
	})
}

/** A DELETE's `version` in a JSON body, when it has one. */
async function sentVersion(request: Request): Promise<unknown> {
	if (!request.headers.get('Content-Type')?.includes('json')) return undefined
	return (await readBody(request)).version
}

/**
 * The version a PUT was made from: `If-Match: "3"` (a weak `W/"3"` too) or
 * `version` in the body; null when neither is sent. Anything else is a 400.
 */
export function expectedVersion(ifMatch: string | null, sent: unknown): number | null {
	const header = ifMatch?.trim()
	if (header && header !== '*') {
		const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(header)
		if (!match) throw new ApiError(400, 'If-Match must be a record version, such as "3"')
		return Number(match[1])
	}
	if (sent === undefined || sent === null || sent === '') return null
	const number =
		typeof sent === 'number' ? sent : typeof sent === 'string' && /^\d{1,9}$/.test(sent) ? Number(sent) : NaN
	if (!Number.isInteger(number) || number < 1) {
		throw new ApiError(400, 'version must be a positive whole number', {
			fields: { version: 'Must be a positive whole number' },
		})
	}
	return number
}
