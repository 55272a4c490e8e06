import { test } from './fixtures.ts'
const pages = (process.env.LOOK_PAGES ?? '/').split(',')
for (const width of [1440, 390])
	test(`look ${width}`, async ({ page }) => {
		await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
		for (const p of pages) {
			await page.goto(p)
			const h = await page.evaluate(() => document.body.scrollHeight)
			for (let y = 0; y < h; y += 600) { await page.evaluate((y) => window.scrollTo(0, y), y); await page.waitForTimeout(150) }
			await page.evaluate(() => window.scrollTo(0, 0))
			await page.waitForTimeout(1000)
			await page.screenshot({ path: `/tmp/look/${width}${p.replace(/\//g, '_') || '_home'}.png`, fullPage: true })
		}
	})
