import { CONFIRM_SENTENCE, confirmPath, expect, test } from './newsletter-server.ts'

/** The reader's side without JavaScript: sign-up, confirmation and unsubscribe are plain forms. */
test('without JavaScript a reader signs up, confirms and unsubscribes', async ({ page, smtp, server }) => {
	const email = `nojs-reader-${Date.now()}@example.com`
	await page.goto('/contact')
	await page.getByLabel('Full Name').fill('Ada Lovelace')
	await page.getByLabel('Email Address *').fill(email)
	await page.getByRole('button', { name: 'Subscribe' }).click()
	await expect(page).toHaveURL(/\/contact$/)
	await expect(page.getByRole('status')).toContainText('Success!')
	await expect(page.getByRole('status')).toContainText(
		`Thank you for subscribing to our newsletter! ${CONFIRM_SENTENCE}`,
	)

	await expect.poll(() => smtp.messages.filter((m) => m.to.includes(email)).length, { timeout: 15_000 }).toBe(1)
	await page.goto(confirmPath(smtp.messages.find((m) => m.to.includes(email))!))
	await page.getByRole('button', { name: 'Confirm subscription' }).click()
	await expect(page.getByRole('heading', { name: 'Subscription confirmed' })).toBeVisible()
	const reader = () => server.readDb().subscribers.find((s: { email: string }) => s.email === email)
	expect(reader().status).toBe('active')

	await page.goto(`/newsletter/unsubscribe/${reader().unsubscribe_token}`)
	await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(1)
	await page.getByRole('button', { name: 'Unsubscribe' }).click()
	await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible()
	expect(reader().status).toBe('unsubscribed')
	expect(reader().unsubscribed_at).toEqual(expect.any(String))
})
