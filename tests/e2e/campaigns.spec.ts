import http from 'node:http'
import { type AddressInfo } from 'node:net'
import { expectToast } from './admin-helpers.ts'
import { axeViolations } from './axe.ts'
import { adminAuth, htmlOf, ORIGIN, READERS, test } from './campaign-support.ts'
import { expect, loginAsAdmin } from './fixtures.ts'
import { screenshot, screenshotsAtBothWidths } from './screens.ts'

/** Newsletter campaigns in the back office with scripts on (docs/admin.md, 'Newsletter campaigns'). */
test('compose from an exhibition, preview, send a test, send to every reader and watch the progress', async ({
	page,
	smtp,
	server,
}) => {
	// Four axe passes, a test mail and a whole campaign: more than one journey's time on a busy machine.
	test.setTimeout(240_000)
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
		await screenshot(page, `campaign-draft-${width}`)
		await page.locator('iframe').scrollIntoViewIfNeeded()
		await screenshot(page, `campaign-preview-${width}`, { fullPage: false })
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

	// "Send now" asks first, in a dialog: Cancel sends nothing; Send sends to the number it named.
	await page.getByRole('link', { name: 'Send now' }).click()
	const ask = page.getByRole('alertdialog', { name: 'Send to 3 readers?' })
	await expect(ask).toBeVisible()
	await expect(ask).toContainText('"Opening night" goes now to every active subscriber: 3 readers.')
	await ask.getByRole('link', { name: 'Cancel' }).click()
	await expect(ask).toHaveCount(0)
	await expect(page.getByText('Status:').getByText('Draft')).toBeVisible()
	expect(smtp.messages.filter((m) => m.headers['subject'] === 'Opening night')).toHaveLength(0)
	await page.getByRole('link', { name: 'Send now' }).click()
	await page.getByRole('alertdialog', { name: 'Send to 3 readers?' }).getByRole('button', { name: 'Send' }).click()
	await expectToast(page, 'Sending started')
	// With scripts on the progress follows by itself.
	await expect(page.getByRole('progressbar', { name: 'Sending progress' })).toHaveAttribute('aria-valuenow', '3', {
		timeout: 20_000,
	})
	await expect(page.getByText('Status:').getByText('Sent')).toBeVisible()
	const received = smtp.messages.filter((m) => m.headers['subject'] === 'Opening night')
	expect(received.flatMap((m) => m.to).sort()).toEqual([...READERS].sort())
	await screenshotsAtBothWidths(page, 'campaign-sent', { height: 1000 })
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
		await screenshot(page, `mail-${width}`)
	}
})

test('the received mail shows every picture when a mail program loads it from another origin, and says Reserved and Sold', async ({
	page,
	smtp,
	server,
}) => {
	const auth = await adminAuth(page.request, server)
	const works = (await (await page.request.get(`${server.url}/api/admin/artworks`, { headers: auth })).json()) as {
		id: number
		title: string
		is_visible: boolean
		availability: string
	}[]
	const [reserved, sold, available] = works.filter(
		(w) => w.is_visible && w.availability === 'available' && !/Morning Field|Standing Form/.test(w.title),
	)
	for (const [work, availability] of [
		[reserved!, 'reserved'],
		[sold!, 'sold'],
	] as const) {
		const res = await page.request.put(`${server.url}/api/admin/artworks/${work.id}`, {
			headers: auth,
			data: { availability },
		})
		expect(res.status()).toBe(200)
	}
	const subject = 'Pictures from another origin'
	const created = await page.request.post(`${server.url}/api/admin/campaigns`, {
		headers: auth,
		data: { subject, exhibition_id: 1, artwork_ids: [reserved!.id, sold!.id, available!.id] },
	})
	expect(created.status()).toBe(201)
	const id = ((await created.json()) as { id: number }).id
	expect(
		(await page.request.post(`${server.url}/api/admin/campaigns/${id}/send`, { headers: auth, data: {} })).status(),
	).toBe(200)
	await expect
		.poll(() => smtp.messages.filter((m) => m.headers['subject'] === subject).length, { timeout: 20_000 })
		.toBe(READERS.length)
	const mail = smtp.messages.find((m) => m.headers['subject'] === subject)!
	const html = htmlOf(mail.raw)
	expect(html).not.toMatch(/webp|avif/)

	// A mail program's own page: another host and port than the site (PUBLIC_URL stands for this test's server).
	const program = http.createServer((_req, res) => {
		res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
		res.end(html.replaceAll(ORIGIN, server.url))
	})
	await new Promise<void>((resolve) => program.listen(0, '127.0.0.1', resolve))
	const where = `http://localhost:${(program.address() as AddressInfo).port}/`
	expect(new URL(where).origin).not.toBe(new URL(server.url).origin)
	// A page of its own: the fixture's page.goto waits for the site's scripts, which a mail has none of.
	const reader = await page.context().newPage()
	try {
		for (const width of [1440, 390]) {
			await reader.setViewportSize({ width, height: 1000 })
			await reader.goto(where)
			await reader.waitForLoadState('networkidle')
			const images = await reader.locator('img').evaluateAll((imgs) =>
				(imgs as HTMLImageElement[]).map((img) => ({
					src: img.currentSrc,
					shown: img.complete && img.naturalWidth > 0,
				})),
			)
			expect(images.length).toBe(4)
			expect(images.filter((i) => !i.shown)).toEqual([])
			await expect(reader.getByText('Reserved', { exact: true })).toBeVisible()
			await expect(reader.getByText('Sold', { exact: true })).toBeVisible()
			await screenshot(reader, `mail-other-origin-${width}`)
		}
	} finally {
		await reader.close()
		await new Promise((resolve) => program.close(resolve))
	}
})

test('a campaign a broken link holds back names the problem in its confirmation, and an admin sends it anyway', async ({
	page,
	smtp,
	server,
}) => {
	const auth = await adminAuth(page.request, server)
	const subject = 'Held back by a link'
	const created = await page.request.post(`${server.url}/api/admin/campaigns`, {
		headers: auth,
		data: { subject, intro: 'Our next show: [see it](/exhibition/no-such-show).' },
	})
	expect(created.status()).toBe(201)
	const id = ((await created.json()) as { id: number }).id

	await loginAsAdmin(page)
	await page.goto(`/admin/newsletter/campaigns/${id}`)
	const problem = 'The link to /exhibition/no-such-show leads to a page that does not exist (404).'
	await expect(page.getByText(`A problem keeps it from being sent: ${problem}`)).toBeVisible()
	await page.getByRole('link', { name: 'Send now' }).click()
	const ask = page.getByRole('alertdialog', { name: 'Send to 3 readers?' })
	await expect(ask).toContainText(`It has a problem that keeps it from being sent: ${problem}`)
	await expect(ask.getByRole('button', { name: 'Send', exact: true })).toHaveCount(0)
	await ask.getByRole('button', { name: 'Send anyway' }).click()
	await expectToast(page, 'Sending started')
	await expect
		.poll(() => smtp.messages.filter((m) => m.headers['subject'] === subject).length, { timeout: 20_000 })
		.toBe(READERS.length)
})
