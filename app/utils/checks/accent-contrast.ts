import { problem, type Check, type CheckSubject } from './check.ts'

/** WCAG's minimum contrast for body-size text (1.4.3, level AA). */
export const CONTRAST_MIN = 4.5

/** WCAG 2 relative luminance of a '#rrggbb' colour. */
function luminance(hex: string) {
	const [r, g, b] = [1, 3, 5].map((i) => {
		const c = parseInt(hex.slice(i, i + 2), 16) / 255
		return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
	}) as [number, number, number]
	return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** The contrast ratio of a '#rrggbb' colour with white, from 1 to 21. */
export function contrastWithWhite(hex: string) {
	return 1.05 / (luminance(hex) + 0.05)
}

/** Whether a '#rrggbb' colour is too light against white to be applied without an admin publishing it anyway. */
export function isTooLight(colour: string) {
	return /^#[0-9a-f]{6}$/i.test(colour) && contrastWithWhite(colour.toLowerCase()) < CONTRAST_MIN
}

/**
 * The accent colour the site applies: the saved one, unless it is too light and no admin published it anyway;
 * then '' (the design's own colour) until one does.
 */
export function appliedAccentColor(saved: string, publishedAnyway: string) {
	return isTooLight(saved) && saved.toLowerCase() !== publishedAnyway.toLowerCase() ? '' : saved
}

/** An accent colour that white text on it (and it on white) cannot be read against: a problem. */
export function accentContrastChecks(subject: CheckSubject): Check[] {
	const colour = subject.accentColor
	if (!colour || !isTooLight(colour)) return []
	const ratio = contrastWithWhite(colour.toLowerCase())
	return [
		problem(
			'accent-contrast',
			'accent_color',
			`The accent colour's contrast with white is ${(Math.floor(ratio * 100) / 100).toFixed(2)}:1, under ${CONTRAST_MIN}:1: text in it cannot be read. Choose a darker colour.`,
		),
	]
}
