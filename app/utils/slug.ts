import { transliterate } from 'transliteration'

/**
 * The one slug rule, for admin forms, the API, the import and the seed: the
 * text written in Latin letters first (`transliteration`: "Hélène
 * Marchetti-Øster" → "Helene Marchetti-Oster", "山田太郎" → "Shan Tian Tai Lang"),
 * then lowercase, runs of non-alphanumerics become one hyphen, no hyphen at
 * either end. A stored slug is already in this form, so saving a record
 * never changes it; only a new record, or one whose slug field was cleared,
 * gets a slug made here.
 */
export function slugify(text: string): string {
	return transliterate(text)
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '')
}

/** A slug not taken (a list of slugs, or a test): the base itself, else base-2, base-3, ... */
export function uniqueSlug(
	wanted: string,
	taken: Iterable<string> | ((slug: string) => boolean),
	fallback = 'item',
): string {
	const base = slugify(wanted) || fallback
	const set = typeof taken === 'function' ? null : new Set(taken)
	const used = (slug: string) => (set ? set.has(slug) : (taken as (slug: string) => boolean)(slug))
	if (!used(base)) return base
	for (let n = 2; ; n++) {
		const candidate = `${base}-${n}`
		if (!used(candidate)) return candidate
	}
}
