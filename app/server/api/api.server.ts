import { z } from 'zod'
import { ConflictError, InvalidRecordError, NotFoundError, StorageUnavailableError } from '#app/data/db.server.ts'
import { flexibleBoolean } from '#app/schemas/fields.ts'
import { BodyTooLargeError, readBoundedBody } from '#app/server/body-limits.server.ts'
import { TooManyAttemptsError } from '#app/server/throttle.server.ts'
import { type Sliceable } from '#app/utils/lazy-list.ts'
import { pageOf, readPage } from '#app/utils/pagination.ts'

/**
 * Helpers for the /api resource routes: JSON bodies in, the error shapes of
 * docs/api.md out. Nothing here ever puts a stack trace in a response. A body's
 * bound comes from the table in `app/server/body-limits.server.ts`.
 */

/**
 * A body refused before it was read to the end: the connection is closed
 * after the answer, so the unread rest cannot be taken for the next request.
 */
export function bodyTooLarge(message = 'Request body is too large') {
	return new ApiError(413, message, {}, { Connection: 'close' })
}

export function jsonError(status: number, error: string, extra: Record<string, unknown> = {}, init?: ResponseInit) {
	return Response.json({ error, ...extra }, { ...init, status })
}

export class ApiError extends Error {
	readonly status: number
	readonly body: Record<string, unknown>
	readonly headers: HeadersInit | undefined
	constructor(status: number, error: string, extra: Record<string, unknown> = {}, headers?: HeadersInit) {
		super(error)
		this.status = status
		this.body = { error, ...extra }
		this.headers = headers
	}
	toResponse() {
		return Response.json(this.body, { status: this.status, headers: this.headers })
	}
}

/**
 * Reads a JSON object body (or, for form-posting clients, urlencoded
 * or multipart fields). Malformed JSON, a wrong content type or an oversized
 * body is an ApiError 400/413/415.
 */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
	const type = (request.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase()
	const declared = Number(request.headers.get('Content-Length') ?? '0')
	if (type === 'application/json' || type.endsWith('+json')) {
		const text = await readLimitedText(request)
		if (text.trim() === '') return {}
		let parsed: unknown
		try {
			parsed = JSON.parse(text)
		} catch {
			throw new ApiError(400, 'Malformed JSON body')
		}
		if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
			throw new ApiError(400, 'The JSON body must be an object')
		return withoutPrototypeKeys(parsed as Record<string, unknown>)
	}
	if (type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data') {
		const form = await readLimitedForm(request)
		const result: Record<string, unknown> = {}
		for (const key of new Set(form.keys())) {
			const values = form.getAll(key).filter((v): v is string => typeof v === 'string')
			result[key] = values.length > 1 ? values : values[0]
		}
		return withoutPrototypeKeys(result)
	}
	if (!type && declared === 0) return {}
	throw new ApiError(400, 'Content-Type must be application/json')
}

async function readLimitedText(request: Request) {
	return (await readLimitedBytes(request)).toString('utf8')
}

/** A form body read under the same size limit; a malformed one is a 400. */
async function readLimitedForm(request: Request): Promise<FormData> {
	const bytes = await readLimitedBytes(request)
	try {
		return await new Response(new Uint8Array(bytes), {
			headers: { 'Content-Type': request.headers.get('Content-Type') ?? '' },
		}).formData()
	} catch {
		throw new ApiError(400, 'Malformed form body')
	}
}

async function readLimitedBytes(request: Request): Promise<Buffer> {
	try {
		return await readBoundedBody(request)
	} catch (error) {
		if (error instanceof BodyTooLargeError) throw bodyTooLarge()
		throw error
	}
}

/** Unknown keys are dropped by the schemas; these ones are dropped before anything reads them. */
function withoutPrototypeKeys(input: Record<string, unknown>): Record<string, unknown> {
	const clean: Record<string, unknown> = {}
	for (const [key, value] of Object.entries(input)) {
		if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue
		clean[key] = value
	}
	return clean
}

/** Validates with a shared schema; failure is a 400 with `fields` (docs/api.md). */
export function parseInput<S extends z.ZodType>(
	schema: S,
	input: unknown,
	/** The messages in another language (a public form's API route with `?lang=`): field, English message → text. */
	say: (field: string, message: string) => string = (_field, message) => message,
): z.output<S> {
	const result = schema.safeParse(input)
	if (result.success) return result.data
	const fields: Record<string, string> = {}
	const keyOf = (issue: z.core.$ZodIssue) => (issue.path.length ? issue.path.map(String).join('.') : 'body')
	for (const issue of result.error.issues) fields[keyOf(issue)] ??= say(keyOf(issue), issue.message)
	const first = result.error.issues[0]
	throw new ApiError(400, first ? say(keyOf(first), first.message) : 'Invalid input', { fields })
}

/** Runs an /api handler and turns known failures into their JSON answers. */
export async function handleApi(run: () => Promise<Response>): Promise<Response> {
	try {
		return await run()
	} catch (error) {
		if (error instanceof Response) return error
		if (error instanceof ApiError) return error.toResponse()
		if (error instanceof TooManyAttemptsError)
			return jsonError(429, error.message, {}, { headers: { 'Retry-After': String(error.retryAfter) } })
		if (error instanceof NotFoundError) return jsonError(404, error.message)
		if (error instanceof ConflictError)
			return jsonError(409, error.message, { fields: { [error.field]: error.message } })
		if (error instanceof InvalidRecordError)
			return jsonError(400, error.message, { fields: { [error.field]: error.message } })
		if (error instanceof StorageUnavailableError)
			return jsonError(503, error.message, {}, { headers: { 'Retry-After': '5' } })
		console.error('Unexpected /api error:', error)
		return jsonError(500, 'Internal server error')
	}
}

export function methodNotAllowed(allowed: string[]) {
	return jsonError(405, 'Method not allowed', {}, { headers: { Allow: allowed.join(', ') } })
}

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
export type ApiHandlers = Partial<Record<ApiMethod, () => Promise<Response>>>

/**
 * One /api resource: its loader and action both call this with the same
 * handlers, so every method gets a JSON answer (405 with `Allow` for the
 * ones the resource does not support). HEAD is answered by GET.
 */
export function apiResource(request: Request, handlers: ApiHandlers): Promise<Response> {
	const method = (request.method === 'HEAD' ? 'GET' : request.method.toUpperCase()) as ApiMethod
	const handler = handlers[method]
	if (!handler) return Promise.resolve(methodNotAllowed(Object.keys(handlers)))
	return handleApi(handler)
}

/** A path id: a positive integer, else the resource's 404 (ids in paths are integers). */
export function parseId(raw: string | undefined, label: string): number {
	if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) throw notFound(label)
	return Number(raw)
}

export function notFound(label: string) {
	return new ApiError(404, `${label} not found`)
}

/** PATCH .../visibility and the visibility-only PUT: `is_visible` (or `isVisible`) is required. */
export const VisibilitySchema = z.preprocess(
	(raw) => {
		if (!raw || typeof raw !== 'object') return raw
		const r = raw as Record<string, unknown>
		return { is_visible: r.is_visible !== undefined ? r.is_visible : r.isVisible }
	},
	z.object({
		is_visible: z
			.custom<unknown>((v) => v !== undefined && v !== null, 'is_visible is required')
			.pipe(flexibleBoolean(true)),
	}),
)

/** The lists' visibility toggle sends a PUT whose only field is `is_visible` (docs/api.md). */
export function isVisibilityOnly(body: Record<string, unknown>) {
	const keys = Object.keys(body).filter((k) => k !== 'id')
	return keys.length === 1 && (keys[0] === 'is_visible' || keys[0] === 'isVisible')
}

/**
 * An update's input: the sent fields over the stored record, validated as a
 * whole by the entity's schema, so a script may send only what changes.
 */
export function mergeOver(existing: object, body: Record<string, unknown>): Record<string, unknown> {
	return { ...(existing as Record<string, unknown>), ...body }
}

const listBodies = new WeakMap<object, string>()

/**
 * A whole list as JSON. The data layer hands out the same (frozen) list until
 * the next change, so its JSON is made once per change, not once per request.
 */
export function listJson(list: readonly unknown[], init?: ResponseInit): Response {
	let body = listBodies.get(list)
	if (body === undefined) {
		body = JSON.stringify(list)
		if (Object.isFrozen(list)) listBodies.set(list, body)
	}
	const headers = new Headers(init?.headers)
	headers.set('Content-Type', 'application/json')
	return new Response(body, { ...init, headers })
}

/**
 * A list answered a page at a time (`?page=` from 1, `?per_page=` up to
 * `max`): the body stays a plain JSON array; `X-Total-Count` gives the
 * number of items over all pages and `Link` the first, previous, next and
 * last pages.
 */
export function pagedJson<T>(
	request: Request,
	list: Sliceable<T>,
	{ perPage = 100, max = 1000, view }: { perPage?: number; max?: number; view?: (item: T) => unknown } = {},
): Response {
	const url = new URL(request.url)
	const wanted = Number.parseInt(url.searchParams.get('per_page') ?? '', 10)
	const size = Math.min(max, Number.isFinite(wanted) && wanted > 0 ? wanted : perPage)
	const page = pageOf(list, readPage(url.searchParams.get('page')), size)
	const link = (n: number, rel: string) => {
		const target = new URL(url)
		target.searchParams.set('page', String(n))
		target.searchParams.set('per_page', String(size))
		return `<${target.pathname}${target.search}>; rel="${rel}"`
	}
	const links = [link(1, 'first'), link(page.pageCount, 'last')]
	if (page.page > 1) links.push(link(page.page - 1, 'prev'))
	if (page.page < page.pageCount) links.push(link(page.page + 1, 'next'))
	return Response.json(view ? page.items.map(view) : page.items, {
		headers: { 'X-Total-Count': String(page.matching), Link: links.join(', '), 'Cache-Control': 'no-store' },
	})
}

/** A record as a public answer carries it: without the contact it is linked to (contacts are never public). */
export function withoutContact<T extends { contact_id?: number | null }>(record: T): Omit<T, 'contact_id'> {
	const { contact_id: _contact, ...rest } = record
	return rest
}
