import { z } from '#app/utils/zod.ts'
import { emailAddress, optionalText } from './fields.ts'

/** The contact page's newsletter form and POST /api/newsletter/subscribe. */
export const NewsletterSchema = z.object({
	email: emailAddress,
	name: optionalText(100, 'Name'),
	// Honeypot: people never see or fill it.
	website: z.string().optional(),
})
export type NewsletterInput = z.output<typeof NewsletterSchema>
