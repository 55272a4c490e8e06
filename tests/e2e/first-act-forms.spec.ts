import { HYDRATION, openQuietly, settle, threeTimes } from './first-act-helpers.ts'
import { expect, test } from './fixtures.ts'

// The visitor's first act on a public form (contract section 8, "The first act works"), right after the page has
// painted: what was typed is kept and sent once. The forms write: a server of their own, so that the enquiry limit
// (10 an hour from one address) counts only these.
test.use({ serverGroup: 'first-act-forms' })

test('an enquiry typed and sent at once is sent once, with what was typed, 3 times of 3', async ({ context }) => {
	await threeTimes(context, '/artwork/morning-field', async (page, attempt, { posts }) => {
		const form = page.locator('#enquiry')
		await form.getByLabel('Name *').pressSequentially(`Visitor ${attempt}`)
		await form.getByLabel('Email *').pressSequentially(`first-act-${attempt}-${Date.now()}@example.com`)
		await form.getByLabel('Message *').fill(`A first enquiry, try ${attempt}.`)
		await expect(form.getByLabel('Name *'), `attempt ${attempt}`).toHaveValue(`Visitor ${attempt}`)
		await form.getByRole('button', { name: 'Send Enquiry' }).click()
		await expect(
			page.getByText('Thank you! The gallery will reply to you by email.').first(),
			`attempt ${attempt}`,
		).toBeVisible(HYDRATION)
		// The answer is in: whatever the page did next, it did not post again (a plain post, or the scripts' `.data`).
		await page.waitForTimeout(500)
		expect(
			posts.filter((url) => /^\/artwork\/morning-field(\.data)?$/.test(new URL(url).pathname)),
			`attempt ${attempt}`,
		).toHaveLength(1)
	})
})

test('a newsletter sign-up typed and sent at once is sent once, with what was typed, 3 times of 3', async ({
	context,
}) => {
	await threeTimes(context, '/contact', async (page, attempt, { posts }) => {
		const form = page.locator('#newsletter')
		await form.getByLabel('Full Name').pressSequentially(`Reader ${attempt}`)
		await form.getByLabel('Email Address *').pressSequentially(`reader-${attempt}-${Date.now()}@example.com`)
		await expect(form.getByLabel('Full Name'), `attempt ${attempt}`).toHaveValue(`Reader ${attempt}`)
		await form.getByRole('button', { name: 'Subscribe' }).click()
		await expect(
			page.getByText('Thank you for subscribing to our newsletter!').first(),
			`attempt ${attempt}`,
		).toBeVisible(HYDRATION)
		await page.waitForTimeout(500)
		expect(
			posts.filter((url) => /^\/contact(\.data)?$/.test(new URL(url).pathname)),
			`attempt ${attempt}`,
		).toHaveLength(1)
	})
})

test('an enquiry sent before the scripts have started goes as a plain form post, and is sent', async ({ context }) => {
	const { page } = await openQuietly(context, '/exhibition/colour-as-place')
	await settle(page)
	// Filled and sent without an act the start script listens for: the browser posts the form itself.
	await Promise.all([
		page.waitForURL('**/exhibition/colour-as-place'),
		page.evaluate(() => {
			const form = document.getElementById('enquiry') as HTMLFormElement
			const set = (name: string, value: string) => ((form.elements.namedItem(name) as HTMLInputElement).value = value)
			set('name', 'Plain Post')
			set('email', `plain-${Date.now()}@example.com`)
			set('message', 'Sent before any script ran.')
			form.requestSubmit()
		}),
	])
	await expect(page.getByText('Thank you! The gallery will reply to you by email.').first()).toBeVisible(HYDRATION)
})

test("a fair's appointment request typed and sent at once is sent once, with the day chosen, 3 times of 3", async ({
	context,
}) => {
	// The demo's upcoming fair (Frieze London): any of its days, read from the date field's bounds.
	await threeTimes(context, '/fair/frieze-london', async (page, attempt, { posts }) => {
		const form = page.locator('#request-appointment')
		const day = form.getByLabel('Preferred day *')
		const firstDay = (await day.getAttribute('min'))!
		await form.getByLabel('Name *').pressSequentially(`Collector ${attempt}`)
		await form.getByLabel('Email *').pressSequentially(`fair-${attempt}-${Date.now()}@example.com`)
		await day.fill(firstDay)
		await expect(form.getByLabel('Name *'), `attempt ${attempt}`).toHaveValue(`Collector ${attempt}`)
		await form.getByRole('button', { name: 'Request an appointment' }).click()
		await expect(page.getByText('Request sent').first(), `attempt ${attempt}`).toBeVisible(HYDRATION)
		await page.waitForTimeout(500)
		expect(
			posts.filter((url) => /^\/fair\/frieze-london(\.data)?$/.test(new URL(url).pathname)),
			`attempt ${attempt}`,
		).toHaveLength(1)
	})
})
