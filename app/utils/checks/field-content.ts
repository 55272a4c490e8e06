import { type CheckSubject } from './check.ts'

/**
 * What the checks read of one field of a subject, as one string: a "Fine as it is" mark keeps its hash, so a change
 * to the field (its text, its images or their alt text, the dates beside a status) brings the warning back.
 */
export function fieldContent(subject: CheckSubject, field: string): string {
	const parts: unknown[] = [
		subject.texts.filter((t) => t.field === field).map((t) => t.text),
		subject.images.filter((i) => i.field === field).map((i) => [i.url, i.alt, i.width, i.height]),
	]
	if (field === 'status') parts.push(subject.dates ?? null)
	if (field === 'medium' || field === 'height') parts.push(subject.details ?? null)
	if (subject.pageDescription?.field === field) parts.push(subject.pageDescription.text)
	if (field === 'accent_color') parts.push(subject.accentColor ?? null)
	if (field.startsWith('translations.'))
		parts.push((subject.untranslated ?? []).filter((u) => `translations.${u.language}.${u.field}` === field))
	return JSON.stringify(parts)
}
