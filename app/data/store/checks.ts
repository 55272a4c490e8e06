import { type z } from 'zod'
import { type CollectionName, recordSchemas, type Records, siteParts, type Site, type SiteKey } from './units.ts'

export type Checked<T> = { ok: true; value: T } | { ok: false; field: string; message: string }

function check<T>(schema: z.ZodType<T>, raw: unknown, keep: (value: T) => T = deepFreeze): Checked<T> {
	const result = schema.safeParse(raw)
	if (result.success) return { ok: true, value: keep(result.data) }
	const issue = result.error.issues[0]!
	return { ok: false, field: issue.path.map(String).join('.') || 'record', message: issue.message }
}

/** A record as the loader would accept it (defaults filled, unknown keys dropped), frozen; or the first problem. */
export function checkRecord<N extends CollectionName>(name: N, raw: unknown): Checked<Records[N]> {
	return check(recordSchemas[name], raw, shareRepeats)
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

const EMPTY_LIST: readonly never[] = Object.freeze([])
const EMPTY_OBJECT: Readonly<Record<string, never>> = Object.freeze({})
// Lists of one short string of words many records have (a contact's kinds: ["other"], a tag), kept once; a bounded
// number of them, and never of a path or a number (a work's one image), which would fill the bound with values each
// record has alone.
const ONE_STRING_LISTS = new Map<string, readonly string[]>()
const WORDS = /^[\p{L} _-]{1,32}$/u
const ONE_STRING_LISTS_MAX = 1_000

/**
 * A checked record, frozen, holding once what records repeat: every empty list or object of every record is one
 * shared value, a list of one short string is shared with the records that have the same, and a string equal to
 * another of the record's own (`updated_at` and `created_at`) is that string. The grown gallery's 120,000 contacts
 * and 10,000 works keep about 20 MB less; every record is frozen, so no reader can tell.
 */
function shareRepeats<T>(record: T): T {
	if (!record || typeof record !== 'object' || Array.isArray(record) || Object.isFrozen(record))
		return deepFreeze(record)
	const fields = record as Record<string, unknown>
	const strings: string[] = []
	for (const key of Object.keys(fields)) {
		const value = fields[key]
		if (typeof value === 'string') {
			if (value.length < 16) continue
			const same = strings.find((s) => s === value)
			if (same === undefined) strings.push(value)
			else fields[key] = same
		} else if (Array.isArray(value)) {
			if (value.length === 0) fields[key] = EMPTY_LIST
			else if (value.length === 1 && typeof value[0] === 'string' && WORDS.test(value[0])) {
				const shared = ONE_STRING_LISTS.get(value[0])
				if (shared) fields[key] = shared
				else if (ONE_STRING_LISTS.size < ONE_STRING_LISTS_MAX) ONE_STRING_LISTS.set(value[0], deepFreeze(value))
			}
		} else if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
			if (Object.keys(value).length === 0) fields[key] = EMPTY_OBJECT
		}
	}
	return deepFreeze(record)
}

/** Stored values are shared by every reader, so none of them may change one. */
export function deepFreeze<T>(value: T): T {
	if (value && typeof value === 'object' && !Object.isFrozen(value)) {
		for (const inner of Object.values(value)) deepFreeze(inner)
		Object.freeze(value)
	}
	return value
}
