import { warning, type Check, type CheckSubject } from './check.ts'

/** Search results and link previews cut a description after about this many characters. */
export const PAGE_DESCRIPTION_MAX = 160

export function pageDescriptionChecks(subject: CheckSubject): Check[] {
	const description = subject.pageDescription
	if (!description) return []
	const length = description.text.trim().length
	if (length === 0) {
		return [
			warning(
				'page-description-missing',
				description.field,
				'No description: search engines and link previews show one.',
			),
		]
	}
	if (length > PAGE_DESCRIPTION_MAX) {
		return [
			warning(
				'page-description-long',
				description.field,
				`The description is ${length} characters: search results cut it after about ${PAGE_DESCRIPTION_MAX}.`,
			),
		]
	}
	return []
}
