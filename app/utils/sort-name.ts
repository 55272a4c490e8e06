/**
 * How an artist is filed (docs/admin.md, 'Artists' sort name'): by `sort_name` when staff set
 * one, else by the last word of the name ("Helena Marsh" under M; "Marsh,
 * Helena" style entries and particles such as "van Gogh" need a sort name).
 */
export function lastWord(name: string): string {
	const words = name.trim().split(/\s+/)
	return words[words.length - 1] ?? ''
}

export function sortNameOf(artist: { name: string; sort_name?: string }): string {
	return artist.sort_name?.trim() || lastWord(artist.name)
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })

/** By sort name, then by the whole name, case and accents aside. */
export function compareBySortName(a: { name: string; sort_name?: string }, b: { name: string; sort_name?: string }) {
	return collator.compare(sortNameOf(a), sortNameOf(b)) || collator.compare(a.name, b.name)
}
