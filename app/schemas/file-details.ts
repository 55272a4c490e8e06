import { z } from '#app/utils/zod.ts'

/**
 * What staff write about an image (docs/admin.md): its alt text and
 * focal point, the spot that stays in view when the image is cropped (0 to 1
 * from the left and from the top). Shared by PUT /api/files/{id} and the back
 * office's image form; every field may be left out.
 */
export const ALT_TEXT_MAX = 1000

function focal(label: string) {
	const message = `${label} must be a number from 0 to 1`
	return z
		.preprocess(
			(v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v.trim()) : v),
			z.number({ error: message }).min(0, message).max(1, message),
		)
		.optional()
}

export const FileDetailsSchema = z.object({
	alt_text: z
		.string({ error: 'Alt text must be text' })
		.trim()
		.max(ALT_TEXT_MAX, `Alt text must be at most ${ALT_TEXT_MAX} characters`)
		.optional(),
	focal_x: focal('Focal point x'),
	focal_y: focal('Focal point y'),
})
export type FileDetailsInput = z.output<typeof FileDetailsSchema>
