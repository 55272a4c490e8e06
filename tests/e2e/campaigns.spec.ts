import fs from 'node:fs'
import path from 'node:path'
import { expectToast } from './admin-helpers.ts'
import { axeViolations, htmlOf, ORIGIN, READERS, SHOTS, test } from './campaign-support.ts'
import { expect, loginAsAdmin } from './fixtures.ts'

/** Newsletter campaigns in the back office with scripts on (docs/admin.md, 'Newsletter campaigns'). */
test('compose from an exhibition, preview, send a test, send to every reader and watch the progress', async ({
	page,
	smtp,
	server,
}) => {
	// Four axe passes, screenshots, a test mail and a whole campaign: more than one journey's time on a busy machine.
	test.setTimeout(240_000)
	fs.mkdirSync(SHOTS, { recursive: true })
	await loginAsAdmin(page)
	await page.goto('/admin/newsletter')
	await page.getByRole('link', { name: 'Campaigns' }).click()
	await expect(page.getByRole('heading', { name: 'Newsletter Campaigns' })).toBeVisible()
	expect(await axeViolations(page)).toEqual([])
	await page.getByRole('link', { name: 'New campaign' }).first().click()
	await expect(page.getByRole('heading', { name: 'New Campaign' })).toBeVisible()
	expect(await axeViolations(page)).toEqual([])

	// A refused form keeps the messages beside the fields.
	await page.getByLabel('Subject').fill('Opening night')
	await page.getByLabel('Preheader').fill('Join us on Thursday')
	await page.getByLabel('Intro').fill('Dear friends,\n\nThe new season opens on Thursday.')
	await page.getByLabel('Exhibition').selectOption({ label: 'Colour as Place' })
	await page.getByRole('checkbox', { name: /^Morning Field/ }).check()
	await page.getByRole('checkbox', { name: /^Standing Form/ }).check()
	await page.getByRole('button', { name: 'Save draft' }).click()
	await expectToast(page, 'Campaign saved')
	await expect(page.getByRole('heading', { name: 'Opening night' })).toBeVisible()

	const frame = page.frameLocator('iframe[title="Preview of the mail as HTML"]')
	await expect(frame.getByRole('heading', { name: 'Colour as Place' })).toBeVisible()
	await expect(frame.getByText('Morning Field')).toBeVisible()
	await expect(frame.getByRole('img', { name: /Colour as Place|./ }).first()).toBeVisible()
	await page.getByText('Plain text').click()
	await expect(page.getByLabel('Preview of the mail as plain text')).toContainText('Amara Okafor, Morning Field')
	for (const width of [1440, 390]) {
		await page.setViewportSize({ width, height: 1000 })
		const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
		expect(overflow, `the page is wider than ${width} px`).toBeLessThanOrEqual(0)
		await page.screenshot({ path: path.join(SHOTS, `campaign-draft-${width}.png`), fullPage: true })
		await page.locator('iframe').scrollIntoViewIfNeeded()
		await page.screenshot({ path: path.join(SHOTS, `campaign-preview-${width}.png`) })
	}
	await page.setViewportSize({ width: 1280, height: 900 })
	// Axe checks the page around the preview: the sandboxed frame runs no scripts, so axe cannot enter it (and may
	// wait on it); the frame's own title is asserted above.
	await page.locator('iframe[title="Preview of the mail as HTML"]').evaluate((frame) => frame.remove())
	expect(await axeViolations(page)).toEqual([])
	await page.reload()

	await page.getByLabel('Send a test to').fill('curator@example.org')
	await page.getByRole('button', { name: 'Send test' }).click()
	await expectToast(page, 'Test sent')
	await expect.poll(() => smtp.messages.filter((m) => m.to[0] === 'curator@example.org').length).toBe(1)

	await page.getByRole('button', { name: 'Send now' }).click()
	await expectToast(page, 'Sending started')
	// With scripts on the progress follows by itself.
	await expect(page.getByRole('progressbar', { name: 'Sending progress' })).toHaveAttribute('aria-valuenow', '3', {
		timeout: 20_000,
	})
	await expect(page.getByText('Status:').getByText('Sent')).toBeVisible()
	const received = smtp.messages.filter((m) => m.headers['subject'] === 'Opening night')
	expect(received.flatMap((m) => m.to).sort()).toEqual([...READERS].sort())
	for (const width of [1440, 390]) {
		await page.setViewportSize({ width, height: 1000 })
		await page.screenshot({ path: path.join(SHOTS, `campaign-sent-${width}.png`), fullPage: true })
	}
	await page.goto('/admin/newsletter/campaigns')
	const row = page.getByRole('row', { name: /Opening night/ })
	await expect(row).toContainText('Sent')

	// The mail as a reader's mail program would draw it, images from this server.
	const html = htmlOf(received[0]!.raw).replaceAll(ORIGIN, server.url)
	for (const width of [600, 375]) {
		await page.setViewportSize({ width, height: 900 })
		await page.setContent(html)
		await page.waitForLoadState('networkidle')
		const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
		expect(overflow, `the mail is wider than ${width} px`).toBeLessThanOrEqual(0)
		await page.screenshot({ path: path.join(SHOTS, `mail-${width}.png`), fullPage: true })
	}
})
