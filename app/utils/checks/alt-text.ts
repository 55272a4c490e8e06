import { warning, type Check, type CheckSubject } from './check.ts'

/** Shorter than this, alt text rarely says what the picture shows. */
export const ALT_TEXT_MIN = 10

/** Lower case, without the extension, punctuation read as spaces: 'Blue_Hour-02.jpg' → 'blue hour 02'. */
function plain(text: string) {
	return text
		.toLowerCase()
		.replace(/\.(jpe?g|png|webp|gif|avif|tiff?|heic)$/i, '')
		.replace(/[\s\-_.,:;'"()]+/g, ' ')
		.trim()
}

/**
 * Each image needs alt text that says what it shows: none at all (the public page falls back to contract
 * section 11's text), or text that only repeats the record's title or the file's name, or is under 10 characters.
 */
export function altTextChecks(subject: CheckSubject): Check[] {
	const checks: Check[] = []
	for (const [index, image] of subject.images.entries()) {
		const which = subject.images.length > 1 ? `Image ${index + 1}` : 'The image'
		const alt = image.alt.trim()
		if (!alt) {
			checks.push({ ...warning('image-alt-missing', image.field, `${which} has no alt text.`), image: image.url })
			continue
		}
		const repeats =
			plain(alt) === plain(subject.title)
				? 'the title'
				: image.originalName && plain(alt) === plain(image.originalName)
					? 'the file name'
					: null
		if (repeats) {
			checks.push(
				warning('image-alt-weak', image.field, `${which}'s alt text only repeats ${repeats}: say what it shows.`),
			)
		} else if (alt.length < ALT_TEXT_MIN) {
			checks.push(
				warning(
					'image-alt-weak',
					image.field,
					`${which}'s alt text is under ${ALT_TEXT_MIN} characters: say what it shows.`,
				),
			)
		}
	}
	return checks
}
