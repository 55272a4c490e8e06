import { NewsletterSchema } from '#app/schemas/newsletter.ts'
import { parseForm } from '#app/utils/form.ts'

/**
 * The newsletter form's check in the browser. The contact page imports this module when a visitor first focuses the
 * form, so zod is not part of the script the page runs when it starts (docs/decisions/013-public-stylesheet.md).
 */
export function validateNewsletter(formData: FormData) {
	return parseForm(formData, NewsletterSchema)
}
