import { axeViolations } from './axe.ts'
import { expect, loginThroughForm, test } from './fixtures.ts'
import { screenshotsAtBothWidths } from './screens.ts'

/**
 * The back office's forms with the site in English and German (docs/admin.md, 'Languages'): axe on them, and
 * screenshots at 1440 and 390 px when SCREENSHOTS names a folder. Saving without JavaScript:
 * languages-content.nojs.spec.ts.
 */
test.use({ serverGroup: 'languages-content', serverEnv: { SITE_LANGUAGES: 'en,de' } })

for (const [name, url] of [
	['exhibition', '/admin/exhibitions/1/edit'],
	['artwork', '/admin/artworks/1/edit'],
	['about', '/admin/pages?tab=about&block=1'],
] as const) {
	test(`the ${name} form with its German fields passes axe, at 1440 and 390 px`, async ({ page }) => {
		await loginThroughForm(page)
		await page.goto(url)
		await expect(page.getByText('(German)').first()).toBeVisible()
		expect(await axeViolations(page)).toEqual([])
		await screenshotsAtBothWidths(page, `languages-${name}-form`)
	})
}
