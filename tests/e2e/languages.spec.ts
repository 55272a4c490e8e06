import { axeViolations } from './axe.ts'
import { HYDRATION, threeTimes } from './first-act-helpers.ts'
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

// The page's texts are a module of their own, in its language alone (app/utils/i18n/load-strings.ts): the scripts
// that start on the first act render the same German the server did, with no hydration error.
test('a filter chosen at once on the German collection is applied in place, in German, 3 times of 3', async ({
	context,
}) => {
	await threeTimes(context, '/de/collection', async (page, attempt, { documents }) => {
		const consoleErrors: string[] = []
		page.on('console', (message) => {
			if (message.type() === 'error') consoleErrors.push(message.text())
		})
		const stringModules: string[] = []
		page.on('request', (request) => {
			const name = /\/assets\/(en|de|fr)-[\w-]+\.js$/.exec(new URL(request.url()).pathname)?.[1]
			if (name) stringModules.push(name)
		})
		await page.getByText('Filter', { exact: true }).click()
		await page.getByLabel('Verfügbarkeit').selectOption('sold')
		await expect(page, `attempt ${attempt}`).toHaveURL(/\/de\/collection\?(.*&)?availability=sold/, HYDRATION)
		await expect(page.locator('html[data-hydrated]')).toHaveCount(1, HYDRATION)
		await expect(page.getByTestId('collection-count')).toHaveText(/^\d+ von \d+ Werken$/)
		await expect(page.getByLabel('Verfügbarkeit')).toHaveValue('sold')
		await expect(page.getByRole('option', { name: 'Verkauft' })).toHaveCount(1)
		expect(documents, `attempt ${attempt}: one page load`).toHaveLength(1)
		expect(consoleErrors, `attempt ${attempt}`).toEqual([])
		// The page's strings are German alone, loaded before it hydrated.
		expect(stringModules, `attempt ${attempt}`).toEqual(['de'])
	})
})
