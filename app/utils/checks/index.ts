import { accentContrastChecks } from './accent-contrast.ts'
import { altTextChecks } from './alt-text.ts'
import { artworkDetailChecks } from './artwork-details.ts'
import { type Check, type CheckContext, type CheckSubject } from './check.ts'
import { exhibitionDateChecks } from './exhibition-dates.ts'
import { headingLevelChecks } from './heading-levels.ts'
import { imageSizeChecks } from './image-size.ts'
import { internalLinkChecks } from './internal-links.ts'
import { linkTextChecks } from './link-text.ts'
import { pageDescriptionChecks } from './page-description.ts'
import { paragraphChecks } from './paragraphs.ts'
import { translationChecks } from './translations.ts'

export * from './check.ts'
export { sitePathsOf } from './internal-links.ts'
export { fieldContent } from './field-content.ts'

/** Every check, in the order their results are listed: problems first, then warnings. */
const CHECKS: ((subject: CheckSubject, context: CheckContext) => Check[])[] = [
	internalLinkChecks,
	accentContrastChecks,
	altTextChecks,
	imageSizeChecks,
	exhibitionDateChecks,
	artworkDetailChecks,
	headingLevelChecks,
	linkTextChecks,
	paragraphChecks,
	pageDescriptionChecks,
	translationChecks,
]

export function runChecks(subject: CheckSubject, context: CheckContext): Check[] {
	const found = CHECKS.flatMap((check) => check(subject, context))
	return [...found.filter((c) => c.level === 'problem'), ...found.filter((c) => c.level === 'warning')]
}

export function problemsOf(checks: readonly Check[]) {
	return checks.filter((c) => c.level === 'problem')
}
