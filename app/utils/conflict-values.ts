import { isShippedLanguage, LANGUAGE_NAMES } from './languages.ts'
/**
 * Stored fields and their values as staff read them, in the history screen
 * and the conflict notice of an edit form (docs/admin.md, 'History and conflicts').
 */

/** The radio of a field both editors changed: `keep:{field}` = mine | theirs. */
export const KEEP_PREFIX = 'keep:'

/** A field in the conflict notice, its values as staff read them. */
export type ConflictField = { field: string; label: string; theirs: string; before?: string; mine?: string }

/** What an edit form shows when its record changed since it was opened (app/server/admin/entity-forms.server.ts). */
export type FormConflict = {
	/** The version the form was opened with: it keeps sending it, so "Save mine anyway" writes only what I changed since. */
	version: number
	message: string
	username: string
	at: string | null
	/** The fields they changed since the form's version, by their stored names. */
	fields: string[]
	/** What they changed (from, to), for the fields I did not change too. */
	changed: ConflictField[]
	/** The fields both of us changed, to different values: mine, theirs and a pick each. */
	clashes: ConflictField[]
}

/** Names that the plain rule (underscores to spaces, first letter up) reads badly. */
const LABELS: Record<string, string> = {
	artist_id: 'Artist',
	is_visible: 'Visible on frontend',
	cta_link: 'CTA link',
	hero_images: 'Hero images',
}

/** A stored field name as staff read it: 'assigned_artists' → 'Assigned artists'. */
export function fieldLabel(field: string): string {
	const label = LABELS[field]
	if (label) return label
	// A text in another language (docs/admin.md, 'Languages'): 'translations.de.title' → 'Title (German)'.
	const [prefix, language, name, ...rest] = field.split('.')
	if (prefix === 'translations' && isShippedLanguage(language) && name && !rest.length)
		return `${fieldLabel(name)} (${LANGUAGE_NAMES[language]})`
	const words = field.replace(/_/g, ' ')
	return words.charAt(0).toUpperCase() + words.slice(1)
}

/** Fields whose value is never shown, only whether one is set. */
const SECRET = new Set(['password_hash'])

/** 41000 → "41,000", 2025 → "2025" (grouping from five digits). */
const numbers = new Intl.NumberFormat('en-US', { useGrouping: 'min2', maximumFractionDigits: 2 })

const LONGEST = 160

/** A value in a line of text: empty, yes/no, a grouped number, a list, or the text itself (shortened past 160 characters). */
export function conflictValue(field: string, value: unknown): string {
	if (SECRET.has(field)) return value ? 'set' : 'none'
	if (value === null || value === undefined || value === '') return '(empty)'
	if (typeof value === 'boolean') return value ? 'Yes' : 'No'
	if (typeof value === 'number') return numbers.format(value)
	if (Array.isArray(value)) {
		if (!value.length) return '(empty)'
		if (value.every((v) => typeof v === 'string' && v.startsWith('/api/file'))) {
			return `${value.length} image${value.length === 1 ? '' : 's'}`
		}
		if (value.some((v) => typeof v === 'object' && v !== null)) {
			return `${value.length} item${value.length === 1 ? '' : 's'}`
		}
		return shorten(value.join(', '))
	}
	if (typeof value === 'object') return shorten(JSON.stringify(value))
	return shorten(String(value))
}

function shorten(text: string) {
	return text.length > LONGEST ? `${text.slice(0, LONGEST - 1)}…` : text
}
