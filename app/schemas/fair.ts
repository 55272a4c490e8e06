import { z } from '#app/utils/zod.ts'
import { defineFields, inputShape, withTranslations } from './entity-fields.ts'
import {
	flexibleBoolean,
	idNumber,
	imageField,
	optionalDate,
	optionalText,
	publishAt,
	requiredText,
	zonedDateTime,
} from './fields.ts'
import { isoDate, recordId, storedPublishAt, storedSlug } from './stored-fields.ts'

/** The most works a fair's checklist holds (a booth shows a few dozen at most). */
export const FAIR_WORKS_MAX = 200
export const FAIR_NOTE_MAX = 2000
/** The newest changes after the lock a fair keeps (a checklist changes a few times before a fair). */
export const FAIR_CHANGES_KEPT = 200

/** One work of a fair's checklist, in the booth's order, with a note for the team (not public). */
export const fairWorkRecord = z.object({ artwork_id: recordId, note: z.string() })
export type FairWork = z.infer<typeof fairWorkRecord>

/** A change made to a locked checklist: who, when and what, in words ('Added Tidewater'). */
export const fairChangeRecord = z.object({ at: isoDate, username: z.string(), change: z.string() })
export type FairChange = z.infer<typeof fairChangeRecord>

const FairWorkSchema = z.object({
	artwork_id: idNumber.refine(Boolean, 'Artwork is required'),
	note: optionalText(FAIR_NOTE_MAX, 'Note'),
})

/** The checklist may arrive as an array or as a JSON-encoded array (like the other lists of the API). */
const workList = z.preprocess(
	(value) => {
		if (value === undefined || value === null || value === '') return []
		if (typeof value === 'string') {
			try {
				return JSON.parse(value) as unknown
			} catch {
				return value
			}
		}
		return value
	},
	z
		.array(FairWorkSchema, { error: 'Works must be a list of works' })
		.max(FAIR_WORKS_MAX, `A fair's checklist holds at most ${FAIR_WORKS_MAX} works`)
		.refine(
			(works) => new Set(works.map((w) => w.artwork_id)).size === works.length,
			'A work is on the checklist twice',
		),
)

/** A fair always has its dates: its page, its appointments and its online booth are made from them. */
function requiredDate(label: string) {
	return optionalDate.refine((v) => v !== null, `${label} is required`)
}

/**
 * Every field of an art fair, declared once (app/schemas/entity-fields.ts):
 * the form's and the API's input and the stored record (docs/admin.md, 'Art
 * fairs'). The notes of the checklist are the team's, never public; the lock
 * and the changes after it are set by the server.
 */
export const FAIR_FIELDS = withTranslations(
	defineFields({
		title: { input: requiredText(200, 'Title'), stored: z.string().min(1), translatable: true },
		slug: { input: optionalText(200, 'Slug'), stored: storedSlug },
		city: { input: optionalText(100, 'City'), stored: z.string() },
		venue: { input: optionalText(200, 'Venue'), stored: z.string() },
		booth: { input: optionalText(100, 'Booth'), stored: z.string() },
		start_date: { input: requiredDate('Start date'), stored: isoDate },
		end_date: { input: requiredDate('End date'), stored: isoDate },
		/** The collectors' preview, entered in the gallery's time zone. */
		preview_at: { input: zonedDateTime('Preview must be a date and time'), stored: isoDate.nullable() },
		description: { input: optionalText(10_000, 'Description'), stored: z.string(), translatable: true },
		cover_image: { input: imageField, stored: z.string() },
		/** Public without the notes, and only the works that are public themselves (`publicFair`). */
		works: { input: workList, stored: z.array(fairWorkRecord) },
		is_visible: { input: flexibleBoolean(true), stored: z.boolean() },
		publish_at: { input: publishAt, stored: storedPublishAt },
		checklist_locked_at: { stored: isoDate.nullable(), public: false },
		changes_after_lock: { stored: z.array(fairChangeRecord), public: false },
		created_at: { stored: isoDate },
		updated_at: { stored: isoDate },
	}),
)

/** The admin fair form and POST/PUT /api/admin/fairs. */
export const FairSchema = z
	.object(inputShape(FAIR_FIELDS))
	.refine((v) => !v.start_date || !v.end_date || v.end_date >= v.start_date, {
		message: 'End date must be after the start date',
		path: ['end_date'],
	})
export type FairInput = z.output<typeof FairSchema>
