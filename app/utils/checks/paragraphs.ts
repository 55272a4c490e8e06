import { warning, type Check, type CheckSubject } from './check.ts'

/** Running text longer than this reads as a wall without a break. */
export const PARAGRAPH_MAX = 300

/** A description over 300 characters without a paragraph break (a new line: the site shows the text's line breaks). */
export function paragraphChecks(subject: CheckSubject): Check[] {
	return subject.texts
		.filter(({ text, paragraphs }) => paragraphs && text.trim().length > PARAGRAPH_MAX && !/\n/.test(text.trim()))
		.map(({ field }) =>
			warning('text-no-paragraphs', field, `Over ${PARAGRAPH_MAX} characters in one block: break it into paragraphs.`),
		)
}
