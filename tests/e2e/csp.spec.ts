import { type Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/**
 * The CSP stays strict (docs/architecture.md), pages from the page cache run
 * their scripts (authorised by hash), and nothing on a page, zod included,
 * trips the policy in Chromium.
 */
async function recordViolations(page: Page) {
	await page.addInitScript(() => {
		const found: string[] = []
		;(window as unknown as { __cspViolations: string[] }).__cspViolations = found
		document.addEventListener('securitypolicyviolation', (e) => found.push(`${e.violatedDirective} ${e.blockedURI}`))
	})
}
const violations = (page: Page) =>
	page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)

test('public pages, from the page cache or not, hydrate with no CSP violation', async ({ page }) => {
	await recordViolations(page)
	for (const path of ['/', '/contact', '/collection', '/exhibitions', '/artwork/river-bend']) {
		// The first load may render the page; the second is answered from the cache.
		for (let visit = 0; visit < 2; visit++) {
			await page.goto(path)
			await page.waitForFunction(() => '__reactRouterDataRouter' in window)
			expect(await violations(page), path).toEqual([])
		}
	}
})

test('the newsletter form validates in the browser without tripping the CSP (zod runs jitless)', async ({ page }) => {
	await recordViolations(page)
	await page.goto('/contact')
	await page.waitForFunction(() => '__reactRouterDataRouter' in window)
	await page.getByLabel('Email Address *').fill('not an email')
	await page.getByRole('button', { name: 'Subscribe' }).click()
	await expect(page.getByText(/valid email/i)).toBeVisible()
	expect(await violations(page)).toEqual([])
})
