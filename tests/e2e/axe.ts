import AxeBuilder from '@axe-core/playwright'
import { type Page } from '@playwright/test'

/**
 * The page's violations found by axe, one line each (the rule, its help, where), empty when none: WCAG 2.1 A and AA, and
 * axe's best practices (landmarks, heading order, one main...), which screen reader users feel as much.
 */
export async function axeViolations(page: Page) {
	const results = await new AxeBuilder({ page })
		.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
		.analyze()
	return results.violations.map(
		(v) =>
			`${v.id}: ${v.help} (${v.nodes.length}) ${v.nodes
				.slice(0, 3)
				.map((n) => n.target.join(' '))
				.join(' | ')}`,
	)
}
