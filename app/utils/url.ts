/**
 * Control, invisible-format and whitespace characters. Browsers drop some of
 * them from URLs (`java\tscript:` runs as `javascript:`), and none belongs in
 * a link or a handle, so a value holding any is refused outright.
 */
const HIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}\p{Z}\s]/u

export function hasHiddenCharacters(value: string) {
	return HIDDEN_CHARACTERS.test(value)
}

/** Schemes a visitor's browser may follow from user-entered links; a same-site path is fine too. */
export function isSafeUrl(value: string) {
	if (hasHiddenCharacters(value)) return false
	if (value.startsWith('/') && !value.startsWith('//')) return !value.startsWith('/\\')
	try {
		const url = new URL(value)
		return ['http:', 'https:', 'mailto:'].includes(url.protocol)
	} catch {
		return false
	}
}

/** A social value: a handle (no scheme) or an http(s)/mailto link; never javascript: and the like. */
export function isSafeLinkOrHandle(value: string) {
	if (hasHiddenCharacters(value)) return false
	return !/^[a-z][a-z0-9+.-]*:/i.test(value) || isSafeUrl(value)
}
