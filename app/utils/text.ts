/** '1 artwork', '3 artworks'. */
export function pluralize(count: number, singular: string, plural = `${singular}s`) {
	return `${count} ${count === 1 ? singular : plural}`
}

/**
 * The first letters of up to `count` words, upper-cased, for placeholders:
 * 'Amara Okafor' → 'A' (image placeholders) or 'AO' (admin avatars); '?' when there is none.
 */
export function initials(text: string | null | undefined, count = 1) {
	const letters = (text ?? '')
		.trim()
		.split(/\s+/)
		.map((word) => Array.from(word)[0])
		.filter(Boolean)
		.slice(0, count)
	return letters.length ? letters.join('').toLocaleUpperCase('en-US') : '?'
}
