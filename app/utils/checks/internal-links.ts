import { problem, type Check, type CheckContext, type CheckSubject } from './check.ts'
import { linksOf, sitePathOf } from './text-marks.ts'

/** The paths of this site the subject's texts link to, for the server to ask its router and data about. */
export function sitePathsOf(subject: CheckSubject, siteOrigin: string): string[] {
	const paths = new Set<string>()
	for (const { text } of subject.texts) {
		for (const link of linksOf(text)) {
			const path = sitePathOf(link.href, siteOrigin)
			if (path !== null) paths.add(path)
		}
	}
	return [...paths]
}

/**
 * A link in the record's text to a page of this site that answers 404: a problem, it keeps the record hidden.
 * Each missing page is its own problem, so a save that adds another is told apart from one that keeps the same.
 */
export function internalLinkChecks(subject: CheckSubject, context: CheckContext): Check[] {
	const checks: Check[] = []
	for (const { field, text } of subject.texts) {
		const missing = new Set<string>()
		for (const link of linksOf(text)) {
			const path = sitePathOf(link.href, context.siteOrigin)
			if (path !== null && context.missingPages.has(path)) missing.add(path)
		}
		for (const path of missing) {
			checks.push(problem('link-broken', field, `The link to ${path} leads to a page that does not exist (404).`))
		}
	}
	return checks
}
