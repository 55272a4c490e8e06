import { type Language } from '#app/utils/languages.ts'
import { type StringKey, type Translate } from './translate.ts'

/**
 * The public forms' messages in the page's language (contract section 21). The shared zod schemas speak English,
 * as the API and the back office do; a public form (enquiry, appointment, newsletter sign-up) shows each of their
 * messages as its key's text in the page's language, on the server (the action's answer) and in the browser
 * (the check before sending). An English page shows the schema's own message, unchanged (the spec's texts), which
 * is also each key's English.
 */

/** The fields of the public forms whose name a message or the errors' summary says. */
const FIELD_LABELS: Record<string, StringKey> = {
	name: 'form.field.name',
	email: 'form.field.email',
	phone: 'form.field.phone',
	message: 'form.field.message',
	preferred_date: 'appointment.day',
	password: 'room.password',
}

/** Each schema message a visitor can meet, by its English wording, with the key that says it. */
const MESSAGES: { match: RegExp; key: (field: string) => StringKey | null }[] = [
	{
		match: /^.+ is required$/,
		key: (field) =>
			field === 'name'
				? 'form.nameRequired'
				: field === 'email'
					? 'form.emailRequired'
					: field === 'message'
						? 'form.messageRequired'
						: field === 'password'
							? 'room.passwordRequired'
							: null,
	},
	{ match: /^Please enter a valid email address$/, key: () => 'form.emailInvalid' },
	{ match: /^Please enter a valid phone number$/, key: () => 'form.phoneInvalid' },
	{ match: /^Please choose a day$/, key: () => 'form.dayRequired' },
	// A viewing room's password longer than any set: wrong, as the room's form says of a wrong one.
	{ match: /^Password is wrong$/, key: () => 'room.passwordWrong' },
	{ match: /^.+ must be at most \d+ characters$/, key: () => 'form.tooLong' },
]

/** A public form's field as the page names it ('Nachricht'); a field of no public form keeps its name. */
export function publicFieldLabel(field: string, t: Translate) {
	const key = FIELD_LABELS[field]
	return key ? t(key) : field
}

/**
 * `message`, given by the schema for `field`, in the page's language `lang`. A message no key says (a text with a
 * NUL character, a value of the wrong type: nothing a visitor types in the form) is 'Please check this field'.
 */
export function formMessage(field: string, message: string, t: Translate, lang: Language): string {
	if (lang === 'en') return message
	for (const { match, key } of MESSAGES) {
		if (!match.test(message)) continue
		const found = key(field)
		if (!found) break
		const max = /at most (\d+) characters/.exec(message)?.[1] ?? ''
		return t(found, { label: publicFieldLabel(field, t), max })
	}
	return t('form.check')
}

/**
 * A public form's parsed submission with its messages in the page's language. The messages are changed in the
 * submission's own error lists, which its `reply()` reads and conform shows.
 */
export function inPageLanguage<S extends object>(submission: S, t: Translate, lang: Language): S {
	// A successful submission has no `error`.
	const error = 'error' in submission ? (submission.error as Record<string, string[] | null> | null) : null
	for (const [field, messages] of Object.entries(error ?? {})) {
		if (!messages) continue
		messages.splice(0, messages.length, ...messages.map((message) => formMessage(field, message, t, lang)))
	}
	return submission
}
