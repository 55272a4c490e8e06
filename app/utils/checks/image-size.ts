import { warning, type Check, type CheckSubject } from './check.ts'

/** An image smaller than this on its long side is too small for deep zoom and print. */
export const IMAGE_LONG_SIDE_MIN = 1200

/** An image shown large that is too small for it (a portrait or a cover is not asked). */
export function imageSizeChecks(subject: CheckSubject): Check[] {
	const checks: Check[] = []
	for (const [index, image] of subject.images.entries()) {
		if (!image.large || image.width === null || image.height === null) continue
		const longSide = Math.max(image.width, image.height)
		if (longSide >= IMAGE_LONG_SIDE_MIN) continue
		const which = subject.images.length > 1 ? `Image ${index + 1}` : 'The image'
		checks.push({
			...warning(
				'image-small',
				image.field,
				`${which} is ${longSide} pixels on its long side, under ${IMAGE_LONG_SIDE_MIN.toLocaleString('en-US')}: too small for deep zoom and print.`,
			),
			image: image.url,
		})
	}
	return checks
}
