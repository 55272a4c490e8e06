import fs from 'node:fs'
import path from 'node:path'
import { type Page } from '@playwright/test'

/**
 * Screens to be looked at (docs/architecture.md, "Tests"): the browser tests save them only when SCREENSHOTS names a
 * folder, `SCREENSHOTS=tests/.tmp/screens npx playwright test tests/e2e/fairs.nojs.spec.ts`. `npm test` takes none: a
 * full-page picture at two widths costs a second or more of a worker, and nobody looks at them there.
 */
const folder = process.env.SCREENSHOTS ? path.resolve(process.env.SCREENSHOTS) : undefined

export const screenshotsWanted = folder !== undefined

/** Saves the page as it is now as `{name}.png`, the whole page unless said otherwise, when screenshots are wanted. */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
	if (!folder) return
	fs.mkdirSync(folder, { recursive: true })
	await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage })
}

/**
 * Saves the page at 1440 and 390 px wide (`{name}-1440.png`, `{name}-390.png`) and gives it back its own size, when
 * screenshots are wanted; else does nothing, not even the resizing.
 */
export async function screenshotsAtBothWidths(page: Page, name: string, { fullPage = true, height = 900 } = {}) {
	if (!folder) return
	const size = page.viewportSize()
	for (const width of [1440, 390]) {
		await page.setViewportSize({ width, height })
		await screenshot(page, `${name}-${width}`, { fullPage })
	}
	if (size) await page.setViewportSize(size)
}
