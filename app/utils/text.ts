/** '1 artwork', '3 artworks'. */
export function pluralize(count: number, singular: string, plural = `${singular}s`) {
	return `${count} ${count === 1 ? singular : plural}`
}

/** The first letter of a name or title, upper-cased, for image placeholders; '?' when there is none. */
export function initialOf(text: string | null | undefined) {
	const first = Array.from((text ?? '').trim())[0]
	return first ? first.toLocaleUpperCase('en-US') : '?'
}
