/** Schemes a visitor's browser may follow from user-entered links. */
export function isSafeUrl(value: string) {
	if (value.startsWith('/') && !value.startsWith('//')) return true
	try {
		const url = new URL(value)
		return ['http:', 'https:', 'mailto:'].includes(url.protocol)
	} catch {
		return false
	}
}
