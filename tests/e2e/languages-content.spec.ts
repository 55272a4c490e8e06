import fs from 'node:fs'
import path from 'node:path'
import { axeViolations } from './axe.ts'
import { expect, loginThroughForm, test } from './fixtures.ts'

/**
 * The back office's forms with the site in English and German (docs/admin.md, 'Languages'): axe on them, and
 * screenshots at 1440 and 390 px in tests/.tmp/screenshots/ to be looked at. Saving without JavaScript:
 * languages-content.nojs.spec.ts.
 */
test.use({ serverGroup: 'languages-content', serverEnv: { SITE_LANGUAGES: 'en,de' } })

const SHOTS = path.join(import.meta.dirname, '../.tmp/screenshots')

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
		fs.mkdirSync(SHOTS, { recursive: true })
		for (const width of [1440, 390]) {
			await page.setViewportSize({ width, height: 900 })
			await page.screenshot({ path: path.join(SHOTS, `languages-${name}-form-${width}.png`), fullPage: true })
		}
	})
}
