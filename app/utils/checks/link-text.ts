import { warning, type Check, type CheckSubject } from './check.ts'
import { linksOf } from './text-marks.ts'

/** Link texts that say nothing of where they go, read out of context (lower case, without end punctuation). */
const SAYS_NOTHING = new Set([
	'click here',
	'here',
	'click',
	'link',
	'this link',
	'more',
	'read more',
	'learn more',
	'this',
	'go',
	'see here',
])

function saysNothing(text: string) {
	const plain = text
		.toLowerCase()
		.replace(/[.!?:…]+$/, '')
		.trim()
	return plain === '' || SAYS_NOTHING.has(plain) || /^(https?:\/\/|www\.)\S+$/.test(plain)
}

/** A link whose text says nothing ("click here", "here", a bare address): a screen reader's list of links reads it alone. */
export function linkTextChecks(subject: CheckSubject): Check[] {
	const checks: Check[] = []
	for (const { field, text } of subject.texts) {
		const vague = linksOf(text).find((link) => saysNothing(link.text))
		if (!vague) continue
		const shown = vague.bare ? 'an address written out' : `"${vague.text}"`
		checks.push(
			warning(
				'link-text',
				field,
				`A link reads ${shown}: let its text say where it goes, e.g. [Our opening hours](/contact).`,
			),
		)
	}
	return checks
}
