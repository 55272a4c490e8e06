import { loginAsAdmin } from './fixtures.ts'
import { CONFIRM_SENTENCE, confirmPath, expect, test } from './newsletter-server.ts'
import { axeViolations } from './axe.ts'
import { screenshotsAtBothWidths as shoot } from './screens.ts'

/** A reader signs up, confirms from the mailed link and unsubscribes; staff see their status (docs/admin.md, "Newsletter: readers"). */

test('a reader signs up, confirms from the mail and unsubscribes with one click', async ({ page, smtp, server }) => {
	const email = `reader-${Date.now()}@example.com`
	await page.goto('/contact')
	await page.getByLabel('Full Name').fill('Grace Hopper')
	await page.getByLabel('Email Address *').fill(email)
	await page.getByRole('button', { name: 'Subscribe' }).click()
	await expect(
		page.getByText(`Thank you for subscribing to our newsletter! ${CONFIRM_SENTENCE}`, { exact: true }),
	).toBeVisible()
	await expect(page.getByLabel('Email Address *')).toHaveValue('')

	await expect.poll(() => smtp.messages.filter((m) => m.to.includes(email)).length, { timeout: 15_000 }).toBe(1)
	const link = confirmPath(smtp.messages.find((m) => m.to.includes(email))!)
	await page.goto(link)
	await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible()
	expect(await axeViolations(page)).toEqual([])
	await shoot(page, 'newsletter-confirm')
	await page.getByRole('button', { name: 'Confirm subscription' }).click()
	await expect(page.getByRole('heading', { name: 'Subscription confirmed' })).toBeVisible()
	expect(await axeViolations(page)).toEqual([])
	const reader = () => server.readDb().subscribers.find((s: { email: string }) => s.email === email)
	expect(reader().status).toBe('active')

	await page.goto(`/newsletter/unsubscribe/${reader().unsubscribe_token}`)
	await expect(page.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible()
	expect(await axeViolations(page)).toEqual([])
	await shoot(page, 'newsletter-unsubscribe')
	await page.getByRole('button', { name: 'Unsubscribe' }).click()
	await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible()
	expect(await axeViolations(page)).toEqual([])
	await shoot(page, 'newsletter-unsubscribed')
	expect(reader().status).toBe('unsubscribed')

	await page.goto('/newsletter/unsubscribe/no-such-link-at-all-here')
	await expect(page.getByText('This link is not valid.')).toBeVisible()
	expect(await axeViolations(page)).toEqual([])
})

test('staff filter the subscriber list by status, export a reader and erase one', async ({ page }) => {
	await page.request.post('/api/newsletter/subscribe', { data: { email: 'pending-reader@example.com', name: 'Pat' } })
	await loginAsAdmin(page)
	await page.goto('/admin/newsletter')
	expect(await axeViolations(page)).toEqual([])
	await shoot(page, 'admin-newsletter')
	await page.getByLabel('Status').selectOption('pending')
	await page.getByRole('button', { name: 'Search' }).click()
	await expect(page).toHaveURL(/status=pending/)
	const row = page.getByRole('row', { name: /pending-reader@example\.com/ })
	await expect(row).toBeVisible()
	await expect(row.getByText('Pending', { exact: true })).toBeVisible()
	const download = page.waitForEvent('download')
	await row.getByRole('link', { name: 'Export data of pending-reader@example.com' }).click()
	expect((await download).suggestedFilename()).toMatch(/^subscriber-\d+-data\.json$/)

	await row.getByRole('link', { name: 'Erase pending-reader@example.com' }).click()
	const dialog = page.getByRole('alertdialog')
	await expect(dialog.getByText('Erase Subscriber')).toBeVisible()
	expect(await axeViolations(page)).toEqual([])
	await shoot(page, 'admin-newsletter-erase')
	await dialog.getByRole('button', { name: 'Erase' }).click()
	await expect(page.getByText('Subscriber erased successfully', { exact: true })).toBeVisible()
	await expect(page.getByRole('row', { name: /pending-reader@example\.com/ })).toHaveCount(0)
})
