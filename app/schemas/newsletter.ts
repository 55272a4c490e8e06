import { z } from '#app/utils/zod.ts'
import { nowMs } from '#app/utils/clock.ts'
import { emailAddress, optionalText, readerLanguage } from './fields.ts'

/** The contact page's newsletter form and POST /api/newsletter/subscribe. */
export const NewsletterSchema = z.object({
	email: emailAddress,
	name: optionalText(100, 'Name'),
	/** The language of the page the sign-up came from: its confirmation mail is in it. */
	language: readerLanguage,
	// Honeypot: people never see or fill it.
	website: z.string().optional(),
})
export type NewsletterInput = z.output<typeof NewsletterSchema>

/** Answers that mean the reader gave no consent (docs/admin.md, 'Adding readers'). */
const NO_CONSENT = new Set(['', 'no', 'n', 'false', '0', 'none', '-'])

/**
 * A reader staff add by hand ("Add a reader") or one row of an import: the
 * consent is how the reader agreed ('' for none), and `consented_at` when,
 * as a date (2025-03-14) or a date and time, never in the future.
 */
export const ReaderSchema = z.object({
	email: emailAddress,
	name: optionalText(100, 'Name'),
	consent: optionalText(500, 'Consent').transform((v) => (NO_CONSENT.has(v.toLowerCase()) ? '' : v)),
	consented_at: optionalText(40, 'Consent date').transform((v, ctx) => {
		if (!v) return null
		const at = /^\d{4}-\d{2}-\d{2}$/.test(v) ? Date.parse(`${v}T00:00:00Z`) : Date.parse(v)
		if (!/^\d{4}-\d{2}-\d{2}/.test(v) || Number.isNaN(at)) {
			ctx.addIssue({ code: 'custom', message: 'Consent date must be a date such as 2025-03-14' })
			return z.NEVER
		}
		if (at > nowMs() + 24 * 60 * 60 * 1000) {
			ctx.addIssue({ code: 'custom', message: 'Consent date must not be in the future' })
			return z.NEVER
		}
		return new Date(at).toISOString()
	}),
})
export type ReaderInput = z.output<typeof ReaderSchema>
