/**
 * Artwork categories are free text, so "painting" and "Painting" must not
 * become two filters (issue 21). One rule, applied on every write and to
 * stored records as they load (so existing data is normalised on read and
 * written back normalised with the next snapshot):
 * - surrounding spaces go, inner runs of spaces become one, the first letter
 *   is upper-cased ("  oil   painting" → "Oil painting");
 * - on a write, a category that differs from one already used only by case
 *   takes the existing spelling ("PAINTING" → "Painting" when "Painting" is in use).
 * Categories are compared by `categoryKey` (lower case).
 */
export function normalizeCategory(text: string): string {
	const clean = text.trim().replace(/\s+/g, ' ')
	return clean ? clean[0]!.toLocaleUpperCase('en') + clean.slice(1) : ''
}

export function categoryKey(text: string): string {
	return normalizeCategory(text).toLocaleLowerCase('en')
}

/**
 * The categories in use, one spelling per key (the most used one; on a tie
 * the first alphabetically), sorted alphabetically.
 */
export function distinctCategories(values: Iterable<string>): string[] {
	const counts = new Map<string, Map<string, number>>()
	for (const value of values) {
		const spelling = normalizeCategory(value)
		if (!spelling) continue
		const key = categoryKey(spelling)
		const spellings = counts.get(key) ?? new Map<string, number>()
		spellings.set(spelling, (spellings.get(spelling) ?? 0) + 1)
		counts.set(key, spellings)
	}
	const chosen = [...counts.values()].map(
		(spellings) => [...spellings].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0],
	)
	return chosen.sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))
}
