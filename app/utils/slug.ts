/** The slug rule: lowercase, runs of non-alphanumerics become one hyphen, no hyphen at either end. */
export function slugify(text: string): string {
	return text
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
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
