import { type z } from 'zod'
import { ConflictError, NotFoundError } from '#app/data/db.server.ts'

/**
 * Helpers for the /api resource routes: JSON bodies in, the contract's error
 * shapes out. Nothing here ever puts a stack trace in a response.
 */
export const MAX_JSON_BYTES = 1024 * 1024

export function jsonError(status: number, error: string, extra: Record<string, unknown> = {}, init?: ResponseInit) {
	return Response.json({ error, ...extra }, { ...init, status })
}

export class ApiError extends Error {
	readonly status: number
	readonly body: Record<string, unknown>
	constructor(status: number, error: string, extra: Record<string, unknown> = {}) {
		super(error)
		this.status = status
		this.body = { error, ...extra }
	}
	toResponse() {
		return Response.json(this.body, { status: this.status })
	}
}

/**
 * Reads a JSON object body (or, for the spec's form-posting clients, urlencoded
 * or multipart fields). Malformed JSON, a wrong content type or an oversized
 * body is an ApiError 400/413/415.
 */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
	const type = (request.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase()
	const declared = Number(request.headers.get('Content-Length') ?? '0')
	if (declared > MAX_JSON_BYTES) throw new ApiError(413, 'Request body is too large')
	if (type === 'application/json' || type.endsWith('+json')) {
		const text = await readLimitedText(request)
		if (text.trim() === '') return {}
		let parsed: unknown
		try {
			parsed = JSON.parse(text)
		} catch {
			throw new ApiError(400, 'Malformed JSON body')
		}
		if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new ApiError(400, 'The JSON body must be an object')
		return withoutPrototypeKeys(parsed as Record<string, unknown>)
	}
	if (type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data') {
		const form = await request.formData()
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
	if (!request.body) return ''
	const reader = request.body.getReader()
	const chunks: Uint8Array[] = []
	let size = 0
	for (;;) {
		const { done, value } = await reader.read()
		if (done) break
		size += value.byteLength
		if (size > MAX_JSON_BYTES) {
			await reader.cancel()
			throw new ApiError(413, 'Request body is too large')
		}
		chunks.push(value)
	}
	return Buffer.concat(chunks).toString('utf8')
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

/** Validates with a shared schema; failure is the contract's 400 with `fields`. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
	const result = schema.safeParse(input)
	if (result.success) return result.data
	const fields: Record<string, string> = {}
	for (const issue of result.error.issues) {
		const key = issue.path.length ? issue.path.map(String).join('.') : 'body'
		fields[key] ??= issue.message
	}
	throw new ApiError(400, result.error.issues[0]?.message ?? 'Invalid input', { fields })
}

/** Runs an /api handler and turns known failures into their JSON answers. */
export async function handleApi(run: () => Promise<Response>): Promise<Response> {
	try {
		return await run()
	} catch (error) {
		if (error instanceof Response) return error
		if (error instanceof ApiError) return error.toResponse()
		if (error instanceof NotFoundError) return jsonError(404, error.message)
		if (error instanceof ConflictError) return jsonError(409, error.message, { fields: { [error.field]: error.message } })
		console.error('Unexpected /api error:', error)
		return jsonError(500, 'Internal server error')
	}
}

export function methodNotAllowed(allowed: string[]) {
	return jsonError(405, 'Method not allowed', {}, { headers: { Allow: allowed.join(', ') } })
}
