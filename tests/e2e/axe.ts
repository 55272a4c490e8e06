import AxeBuilder from '@axe-core/playwright'
import { type Page } from '@playwright/test'

/**
 * The page's violations found by axe, one line each (the rule, its help, where), empty when none: WCAG 2.1 A and AA, and
 * axe's best practices (landmarks, heading order, one main...), which screen reader users feel as much.
 */
export async function axeViolations(page: Page) {
	const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
	// A page without frames is checked where it is (`axe.run`): the frames' way runs axe in each frame and then again in
	// a blank page of its own to put their results together, a fifth more of the browser's work for the same findings.
	// A page with a frame (a mail's preview) is checked the frames' way, its frame included.
	if (page.frames().length === 1) axe.setLegacyMode()
	const results = await axe.analyze()
	return results.violations.map(
		(v) =>
			`${v.id}: ${v.help} (${v.nodes.length}) ${v.nodes
				.slice(0, 3)
				.map((n) => n.target.join(' '))
				.join(' | ')}`,
	)
}
