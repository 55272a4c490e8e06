import { z } from '#app/utils/zod.ts'
import { defineFields, inputShape } from './entity-fields.ts'
import { isoDate } from './stored-fields.ts'
import { optionalText, requiredText, stringList } from './fields.ts'

/** What a contact is to the gallery (contract section 20); a contact may be several. */
export const CONTACT_KINDS = ['collector', 'institution', 'consignor', 'press', 'artist', 'other'] as const
export type ContactKind = (typeof CONTACT_KINDS)[number]

/** The words the back office shows for each kind. */
export const CONTACT_KIND_LABELS: Record<ContactKind, string> = {
	collector: 'Collector',
	institution: 'Institution',
	consignor: 'Consignor',
	press: 'Press',
	artist: 'Artist',
	other: 'Other',
}

const KIND_MESSAGE = `Kind must be one of ${CONTACT_KINDS.join(', ')}`

export const CONTACT_EMAIL_MAX = 254
const EMAIL_MESSAGE = 'Please enter a valid email address'
const emailCheck = z.email(EMAIL_MESSAGE)

/** An email address or '' (a contact may have none): trimmed, checked when given. */
const optionalEmail = optionalText(CONTACT_EMAIL_MAX, 'Email').refine(
	(v) => v === '' || emailCheck.safeParse(v).success,
	EMAIL_MESSAGE,
)

/** A tag: a few words, one a line in the form or a list in the API. */
const tag = z.string().max(50, 'A tag must be at most 50 characters')

/** A list typed in one box (commas or lines between entries), else a list as `stringList` takes it. */
function typedList(item: z.ZodType<string>, label: string) {
	return z.preprocess(
		(v) =>
			typeof v === 'string' && !v.trim().startsWith('[')
				? v
						.split(/[,\n]/)
						.map((s) => s.trim())
						.filter(Boolean)
				: v,
		stringList(item, label),
	)
}

/**
 * Every field of a contact, declared once (app/schemas/entity-fields.ts): the
 * form's and the API's input and the stored record. `email` is unique among
 * contacts without regard to case when set (app/data/contacts.server.ts);
 * `other_emails` are the addresses a merge brought in, which link to the
 * contact as its own does. None of it is ever public.
 */
export const CONTACT_FIELDS = defineFields({
	name: { input: requiredText(200, 'Name'), stored: z.string().min(1).max(200), public: false },
	email: { input: optionalEmail, stored: z.string().max(CONTACT_EMAIL_MAX), public: false },
	other_emails: {
		input: typedList(z.string().max(CONTACT_EMAIL_MAX).pipe(emailCheck), 'Other emails'),
		stored: z.array(z.string().max(CONTACT_EMAIL_MAX)).default([]),
		public: false,
	},
	phone: { input: optionalText(40, 'Phone'), stored: z.string().max(40), public: false },
	organisation: { input: optionalText(200, 'Organisation'), stored: z.string().max(200), public: false },
	address: { input: optionalText(1000, 'Address'), stored: z.string().max(1000), public: false },
	kinds: {
		input: stringList(z.enum(CONTACT_KINDS, { error: KIND_MESSAGE }), 'Kinds').pipe(z.array(z.enum(CONTACT_KINDS))),
		stored: z.array(z.enum(CONTACT_KINDS)),
		public: false,
	},
	tags: { input: typedList(tag, 'Tags'), stored: z.array(z.string().max(50)), public: false },
	notes: { input: optionalText(10_000, 'Notes'), stored: z.string().max(10_000), public: false },
	/** The language they read (a code such as `en` or `de`), '' when not known. */
	language: {
		input: optionalText(10, 'Language').refine((v) => v === '' || /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/.test(v), {
			message: 'Language must be a code such as en or de',
		}),
		stored: z.string().max(10).default(''),
		public: false,
	},
	created_at: { stored: isoDate },
	updated_at: { stored: isoDate },
})

/** The admin contact form and POST/PUT /api/admin/contacts. */
export const ContactSchema = z.object(inputShape(CONTACT_FIELDS))
export type ContactInput = z.output<typeof ContactSchema>

/** An email as contacts are matched by it: trimmed, any case. */
export function emailKey(email: string): string {
	return email.trim().toLowerCase()
}

/** Every address of a contact, as they are matched (`emailKey`): its own first, then those a merge brought. */
export function contactEmails(contact: { email: string; other_emails: readonly string[] }): string[] {
	return [...new Set([contact.email, ...contact.other_emails].map(emailKey).filter(Boolean))]
}

/** POST /api/admin/contacts/{id}/merge and the merge screen's confirmation: the contact merged into this one. */
export const ContactMergeSchema = z.object({
	from_id: z.preprocess(
		(v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
		z
			.number({ error: 'from_id must be the id of a contact' })
			.int('from_id must be the id of a contact')
			.positive('from_id must be the id of a contact'),
	),
})
