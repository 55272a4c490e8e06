import { axeViolations } from './axe.ts'
import { expect, test } from './languages-server.ts'
import { screenshot } from './screens.ts'

const GERMAN_PAGES = [
	'/de',
	'/de/exhibitions',
	'/de/collection',
	'/de/artwork/morning-field',
	'/de/contact',
	'/de/nichts',
]

test('the German pages have no automatically detectable accessibility violations', async ({ page }) => {
	test.setTimeout(120_000)
	for (const path of GERMAN_PAGES) {
		await test.step(path, async () => {
			await page.goto(path)
			await expect(page.locator('html')).toHaveAttribute('lang', 'de')
			expect.soft(await axeViolations(page), `${path} has no automatically detectable violations`).toEqual([])
		})
	}
})

test('a German page reads in German on a wide screen and a phone', async ({ page }) => {
	for (const width of [1440, 390]) {
		await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
		await page.goto('/de/exhibitions')
		await expect(page.getByRole('heading', { name: 'Kommende Ausstellungen' })).toBeVisible()
		await screenshot(page, `de-exhibitions-${width}`)
	}
})
