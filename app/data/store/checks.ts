import { type z } from 'zod'
import { type CollectionName, recordSchemas, type Records, siteParts, type Site, type SiteKey } from './units.ts'

export type Checked<T> = { ok: true; value: T } | { ok: false; field: string; message: string }

function check<T>(schema: z.ZodType<T>, raw: unknown): Checked<T> {
	const result = schema.safeParse(raw)
	if (result.success) return { ok: true, value: deepFreeze(result.data) }
	const issue = result.error.issues[0]!
	return { ok: false, field: issue.path.map(String).join('.') || 'record', message: issue.message }
}

/** A record as the loader would accept it (defaults filled, unknown keys dropped), frozen; or the first problem. */
export function checkRecord<N extends CollectionName>(name: N, raw: unknown): Checked<Records[N]> {
	return check(recordSchemas[name], raw)
}

export function checkSitePart<K extends SiteKey>(key: K, raw: unknown): Checked<Site[K]> {
	return check(siteParts[key] as unknown as z.ZodType<Site[K]>, raw)
}

/**
 * Where a value holds U+0000, in a string or a key (`items.2.note`), or null. PostgreSQL cannot store it, so no
 * write stores it on either store (app/schemas/fields.ts refuses it at the edge, beside the field).
 */
export function nulAt(value: unknown, path: string[] = []): string | null {
	if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'record' : null
	if (!value || typeof value !== 'object') return null
	for (const [key, inner] of Object.entries(value)) {
		const where = [...path, key]
		if (key.includes('\u0000')) return where.join('.')
		const found = nulAt(inner, where)
		if (found) return found
	}
	return null
}

/** Stored values are shared by every reader, so none of them may change one. */
export function deepFreeze<T>(value: T): T {
	if (value && typeof value === 'object' && !Object.isFrozen(value)) {
		for (const inner of Object.values(value)) deepFreeze(inner)
		Object.freeze(value)
	}
	return value
}
