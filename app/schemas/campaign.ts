import { z } from '#app/utils/zod.ts'
import { emailAddress, optionalText, readerLanguage, requiredText, zonedDateTime } from './fields.ts'
import { CAMPAIGN_MAX_ARTWORKS } from './records.ts'
import { defineFields, translationsInput } from './entity-fields.ts'

/** An optional id from a select: '' or nothing is none. */
const optionalId = (label: string) =>
	z.preprocess(
		(v) =>
			v === undefined || v === null || v === '' ? null : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v,
		z
			.number({ error: `${label} must be a numeric id` })
			.int(`${label} must be a numeric id`)
			.positive(`${label} must be a numeric id`)
			.nullable(),
	)

/** Ids from checkboxes (one value or several) or a JSON array, each once, in the order given. */
const artworkIds = z.preprocess(
	(v) => {
		if (v === undefined || v === null || v === '') return []
		const list = Array.isArray(v) ? v : [v]
		return list.map((item) => (typeof item === 'string' && /^\s*\d+\s*$/.test(item) ? Number(item) : item))
	},
	z
		.array(z.number({ error: 'Artworks must be numeric ids' }).int().positive('Artworks must be numeric ids'), {
			error: 'Artworks must be a list of ids',
		})
		.transform((ids) => [...new Set(ids)])
		.refine((ids) => ids.length <= CAMPAIGN_MAX_ARTWORKS, {
			message: `Choose at most ${CAMPAIGN_MAX_ARTWORKS} artworks`,
		}),
)

/** A campaign's texts, which take translations (contract section 21); its other fields are not in a field list. */
export const CAMPAIGN_TEXT_FIELDS = defineFields({
	subject: { input: requiredText(200, 'Subject'), stored: z.string().min(1).max(200), translatable: true },
	preheader: { input: optionalText(300, 'Preheader'), stored: z.string().max(300), translatable: true },
	intro: { input: optionalText(5000, 'Intro'), stored: z.string().max(5000), translatable: true },
})

/** The campaign form and POST /api/admin/campaigns. */
export const CampaignSchema = z.object({
	subject: CAMPAIGN_TEXT_FIELDS.subject.input,
	preheader: CAMPAIGN_TEXT_FIELDS.preheader.input,
	intro: CAMPAIGN_TEXT_FIELDS.intro.input,
	// Absent (the form with one language, an API call without them), a save keeps the stored ones.
	translations: translationsInput(CAMPAIGN_TEXT_FIELDS).optional(),
	exhibition_id: optionalId('Exhibition'),
	artwork_ids: artworkIds,
	viewing_room_id: optionalId('Viewing room'),
})
export type CampaignInput = z.output<typeof CampaignSchema>

/**
 * "Send test" and POST /api/admin/campaigns/{id}/test: to one address, in one of the site's languages (the default
 * when none or another is given).
 */
export const CampaignTestSchema = z.object({ email: emailAddress, language: readerLanguage })

/** "Send now" / "Schedule" and POST /api/admin/campaigns/{id}/send: no `send_at` is now. */
export const CampaignSendSchema = z.object({
	/** Entered in the gallery's time zone, like every back-office date-time (docs/admin.md). */
	send_at: zonedDateTime('Send at must be a date and time, such as 2026-06-01T09:00'),
})

/** The query that opens a campaign page's send confirmation ("Send to N readers?"). */
export const CONFIRM_SEND = 'send=confirm'
