import { z } from '#app/utils/zod.ts'
import { optionalText } from './fields.ts'

/** The contact page's newsletter form and POST /api/newsletter/subscribe. */
export const NewsletterSchema = z.object({
	email: z
		.string({ error: 'Email is required' })
		.trim()
		.min(1, 'Email is required')
		.max(254, 'Email must be at most 254 characters')
		.pipe(z.email('Please enter a valid email address')),
	name: optionalText(100, 'Name'),
	// Honeypot: people never see or fill it.
	website: z.string().optional(),
})
export type NewsletterInput = z.output<typeof NewsletterSchema>
