import { type Availability } from './sales.ts'

/**
 * Editions sold one impression at a time (contract section 19, docs/admin.md
 * 'Editions'): a work with `edition_size` keeps one entry per impression,
 * numbered `1/12` … `12/12`, then its artist's proofs `AP 1/2`, `AP 2/2`. These
 * are the pure rules; the store applies them on every write
 * (app/data/artworks.server.ts) and sales use app/data/impressions.server.ts.
 */

/** The largest edition and the most artist's proofs a work may have (bounds the work of a write). */
export const EDITION_SIZE_MAX = 1000
export const AP_COUNT_MAX = 100
export const IMPRESSION_LABEL_MAX = 20

export type ImpressionState = {
	availability: Availability
	location: string
	hold_for: string
	hold_until: string | null
	hold_contact_id: number | null
}
export type Impression = ImpressionState & { label: string }

/** Which impression a label names: a numbered one or an artist's proof, and its number. */
export type ImpressionKey = { proof: boolean; number: number }

/** The label of the `number`th impression (or proof) of `of`: `3/12`, `AP 1/2`. */
export function impressionLabel({ proof, number }: ImpressionKey, of: number): string {
	return proof ? `AP ${number}/${of}` : `${number}/${of}`
}

/**
 * Which impression a label names, whatever size it was written with (`3/12` and `3/15` are both the third):
 * a label keeps naming its impression when the edition grows. Null when it names none.
 */
export function impressionKey(label: string): ImpressionKey | null {
	const match = /^\s*(ap\s*)?(\d{1,5})\s*(?:\/\s*\d{1,5})?\s*$/i.exec(label)
	if (!match) return null
	const number = Number(match[2])
	return number >= 1 ? { proof: match[1] !== undefined, number } : null
}

function keyText({ proof, number }: ImpressionKey) {
	return `${proof ? 'AP' : ''}${number}`
}

export function freshImpression(label: string): Impression {
	return { label, availability: 'available', location: '', hold_for: '', hold_until: null, hold_contact_id: null }
}

/** Whether an impression may not be dropped by shrinking the edition: sold, reserved or held. */
export function isTaken(impression: ImpressionState): boolean {
	return impression.availability === 'sold' || impression.availability === 'reserved'
}

/** An impression's hold as stored: only a reserved one keeps it (as a work's, app/utils/holds.ts). */
export function keptImpressionHold<T extends ImpressionState>(impression: T): T {
	return impression.availability === 'reserved'
		? impression
		: { ...impression, hold_for: '', hold_until: null, hold_contact_id: null }
}

export const SHRINK_REFUSED = 'The edition cannot drop an impression that is sold, reserved or held'
export const UNKNOWN_IMPRESSION = 'names no impression of this edition'

export type EditionResult =
	| { ok: true; impressions: Impression[] }
	| { ok: false; field: 'edition_size' | 'ap_count' | 'impressions'; message: string }

/**
 * The impressions of an edition of `size` with `proofs` artist's proofs: the
 * current ones, each updated by the entry sent for it (matched by its label's
 * number, so an edition relabelled by growing still finds them), relabelled
 * for the size and cut or grown to it. Growing adds available impressions;
 * shrinking may not drop one that is sold, reserved or held. Without a size,
 * none. `sent` undefined keeps the current ones as they are.
 */
export function editionImpressions(
	size: number | null,
	proofs: number | null,
	current: readonly Impression[],
	sent?: readonly Impression[],
): EditionResult {
	const stored = new Map<string, Impression>()
	for (const impression of current) {
		const key = impressionKey(impression.label)
		if (key) stored.set(keyText(key), impression)
	}
	const byKey = new Map(stored)
	for (const impression of sent ?? []) {
		const key = impressionKey(impression.label)
		if (!key) return { ok: false, field: 'impressions', message: `${impression.label} ${UNKNOWN_IMPRESSION}` }
		byKey.set(keyText(key), impression)
	}
	const numbered = size ?? 0
	const ap = size === null ? 0 : (proofs ?? 0)
	const impressions: Impression[] = []
	const kept = new Set<string>()
	for (const [count, proof] of [
		[numbered, false],
		[ap, true],
	] as const) {
		for (let number = 1; number <= count; number++) {
			const key = { proof, number }
			const label = impressionLabel(key, count)
			const found = byKey.get(keyText(key))
			kept.add(keyText(key))
			impressions.push(keptImpressionHold(found ? { ...found, label } : freshImpression(label)))
		}
	}
	// What falls outside the edition goes, unless it is sold, reserved or held (stored so, or sent so).
	for (const [key, impression] of [...stored, ...byKey]) {
		if (kept.has(key) || !isTaken(impression)) continue
		const field = size === null || impressionKey(impression.label)?.proof === false ? 'edition_size' : 'ap_count'
		return { ok: false, field, message: `${SHRINK_REFUSED} (${impression.label})` }
	}
	return { ok: true, impressions }
}

/**
 * The work's availability from its impressions: available while any impression is, sold when all are, else
 * reserved. Null for a work without impressions (its own availability stands).
 */
export function editionAvailability(impressions: readonly ImpressionState[]): Availability | null {
	if (!impressions.length) return null
	if (impressions.some((i) => i.availability === 'available')) return 'available'
	if (impressions.every((i) => i.availability === 'sold')) return 'sold'
	return 'reserved'
}

/** The impressions that can be bought now. */
export function availableImpressions<T extends ImpressionState>(impressions: readonly T[]): T[] {
	return impressions.filter((i) => i.availability === 'available')
}

/** The impression a label names (`4/12`, or `4` or `4/15` for the same one), or undefined. */
export function findImpression<T extends Impression>(impressions: readonly T[], label: string): T | undefined {
	const key = impressionKey(label)
	if (!key) return undefined
	return impressions.find((i) => {
		const own = impressionKey(i.label)
		return own !== null && own.proof === key.proof && own.number === key.number
	})
}

/** "Edition of 12 + 2 AP" (the public page's words for an edition), or '' without one. */
export function editionWords(size: number | null, proofs: number | null): string {
	if (size === null) return ''
	return proofs ? `Edition of ${size} + ${proofs} AP` : `Edition of ${size}`
}

export type EditionFields = {
	edition: string
	edition_size: number | null
	ap_count: number | null
	impressions: readonly ImpressionState[]
}

/**
 * The edition as the public sees it: with an edition size "Edition of 12 + 2 AP · 3 available" (impressions and
 * proofs alike counted, none named; no count when none is available, as the work then reads Reserved or Sold),
 * in place of the free `edition` text, which stands for a work without one.
 */
export function editionLine(work: EditionFields): string {
	const words = editionWords(work.edition_size, work.ap_count)
	if (!words) return work.edition
	const available = availableImpressions(work.impressions).length
	return available ? `${words} · ${available} available` : words
}

/** The edition without the count that changes with each sale (a manifest, a wall label), or the free text. */
export function editionName(work: Omit<EditionFields, 'impressions'>): string {
	return editionWords(work.edition_size, work.ap_count) || work.edition
}
