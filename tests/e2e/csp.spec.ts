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

test('a page that starts on load gets the page and its images before any script, and is hydrated after', async ({
	context,
}) => {
	// The home page's slideshow starts its scripts once loaded (the other public pages wait for the visitor's first
	// act, first-act.spec.ts); a page of the test's own, which does not act as the fixture's does.
	const page = await context.newPage()
	// Notes when the page's largest image has been decoded (the start script asks for it before adding the scripts).
	await page.addInitScript(() => {
		const decode = HTMLImageElement.prototype.decode
		HTMLImageElement.prototype.decode = function (this: HTMLImageElement) {
			const high = this.getAttribute('fetchpriority') === 'high'
			return decode.call(this).finally(() => {
				const seen = window as unknown as { decodedAt?: number }
				if (high) seen.decodedAt ??= performance.now()
			})
		}
	})
	await page.goto('/')
	await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
	const timing = await page.evaluate(() => {
		const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
		const scripts = performance
			.getEntriesByType('resource')
			.filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
		return {
			loaded: navigation.loadEventEnd,
			decoded: (window as unknown as { decodedAt?: number }).decodedAt ?? Number.NaN,
			firstScript: Math.min(...scripts.map((s) => s.startTime)),
			scripts: scripts.length,
		}
	})
	expect(timing.scripts).toBeGreaterThan(2)
	expect(timing.firstScript).toBeGreaterThanOrEqual(timing.loaded)
	expect(timing.decoded).toBeGreaterThan(0)
	expect(timing.firstScript).toBeGreaterThanOrEqual(timing.decoded)
	// And then hydrated.
	await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
	expect(await page.evaluate(() => '__reactRouterDataRouter' in window)).toBe(true)
})
