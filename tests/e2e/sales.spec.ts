import { expectToast } from './admin-helpers.ts'
import { expect, loginAsAdmin, test } from './fixtures.ts'
import { axeViolations } from './axe.ts'

test.use({ serverGroup: 'sales' })

/** Sales and enquiries with JavaScript: the enquiry as a fetcher, the inbox, the artwork's sales fields. */

test('a visitor sees the price and enquires without leaving the page', async ({ page, server }) => {
	await page.goto('/artwork/morning-field')
	await expect(page.getByTestId('sales')).toHaveText(/Available\s*€6,500/)
	await expect(page.getByText('60 × 80 cm (23.6 × 31.5 in)')).toBeVisible()
	const message = page.getByLabel('Message *')
	await expect(message).toHaveValue(
		'I am interested in "Morning Field" (Amara Okafor). Could you tell me more about it?',
	)

	const documents: string[] = []
	const posts: string[] = []
	page.on('request', (request) => {
		if (request.resourceType() === 'document') documents.push(request.url())
		if (request.method() === 'POST') posts.push(request.url())
	})
	// The browser's check (zod and the schema) loads when the form is first focused, not with the page.
	const loaded = () =>
		page.evaluate(() =>
			performance.getEntriesByType('resource').some((r) => /\/assets\/enquiry-validation-[\w-]+\.js$/.test(r.name)),
		)
	expect(await loaded()).toBe(false)
	const validation = page.waitForResponse(/\/assets\/enquiry-validation-[\w-]+\.js$/)
	await page.getByLabel('Name *').focus()
	expect((await validation).ok()).toBe(true)
	await expect.poll(loaded).toBe(true)
	// Checked in the browser once the page has hydrated (the focus was its first act): nothing is sent without a name.
	// A click before hydration is a plain post the server checks: first-act-forms.spec.ts.
	await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
	await page.locator('form[data-validation="ready"]').waitFor({ state: 'attached' })
	await page.getByRole('button', { name: 'Send Enquiry' }).click()
	await expect(page.getByText('Name is required')).toBeVisible()
	await expect(page.getByLabel('Name *')).toHaveAttribute('aria-invalid', 'true')
	expect(posts).toEqual([])

	await page.getByLabel('Name *').fill('Grace Hopper')
	await page.getByLabel('Email *').fill('grace@example.com')
	await page.getByLabel('Phone (optional)').fill('+1 202 555 0100')
	await message.fill('Could you send more photographs of Morning Field?')
	await page.getByRole('button', { name: 'Send Enquiry' }).click()
	await expectToast(page, 'Enquiry sent')
	await expect(page.getByLabel('Name *')).toHaveValue('')
	await expect(message).toHaveValue(
		'I am interested in "Morning Field" (Amara Okafor). Could you tell me more about it?',
	)
	expect(documents).toEqual([])
	const stored = server.readDb().enquiries.at(-1)
	expect(stored).toMatchObject({
		artwork_id: 1,
		name: 'Grace Hopper',
		phone: '+1 202 555 0100',
		message: 'Could you send more photographs of Morning Field?',
		status: 'new',
	})
})

test('when the browser check cannot load, the server checks the enquiry and its messages show beside the fields', async ({
	page,
}) => {
	await page.route(/\/assets\/enquiry-validation-[\w-]+\.js$/, (route) => route.abort())
	await page.goto('/artwork/morning-field')
	const answer = page.waitForResponse((r) => r.request().method() === 'POST')
	await page.getByLabel('Name *').focus()
	await page.getByRole('button', { name: 'Send Enquiry' }).click()
	expect((await answer).status()).toBe(400)
	await expect(page.getByText('Name is required')).toBeVisible()
	await expect(page.getByLabel('Name *')).toHaveAttribute('aria-invalid', 'true')
	await expect(page.getByLabel('Email *')).toHaveAttribute('aria-invalid', 'true')
})

test('staff read, answer and delete enquiries in the inbox', async ({ page, request }) => {
	for (const name of ['Inbox Visitor', 'Second Visitor']) {
		const res = await request.post('/api/enquiries', {
			data: { name, email: 'visitor@example.com', message: `Question from ${name}`, exhibition_id: 1 },
		})
		expect(res.status()).toBe(201)
	}
	await loginAsAdmin(page)
	const nav = page.getByRole('navigation', { name: 'Admin sections' })
	const link = nav.getByRole('link', { name: /Enquiries/ })
	const badge = link.getByTestId('new-enquiries')
	const before = Number((await badge.textContent())!.replace(/\D/g, ''))
	expect(before).toBeGreaterThanOrEqual(2)
	await link.click()
	await expect(page.getByRole('heading', { name: 'Enquiries', level: 1 })).toBeVisible()
	const card = page.getByRole('article').filter({ hasText: 'Question from Inbox Visitor' })
	await expect(card.getByRole('link', { name: 'Colour as Place' })).toHaveAttribute(
		'href',
		'/exhibition/colour-as-place',
	)
	await expect(card.locator('img')).toBeVisible()
	// Newest first.
	await expect(page.getByRole('article').first()).toContainText('Question from Second Visitor')

	await card.getByLabel('Status', { exact: true }).selectOption('replied')
	await card.getByRole('button', { name: 'Save the status of the enquiry from Inbox Visitor' }).click()
	await expectToast(page, 'Enquiry marked as replied')
	await expect(badge).toHaveText(`${before - 1} new`)

	await page.getByRole('search').getByLabel('Status', { exact: true }).selectOption('replied')
	await page.getByRole('button', { name: 'Apply' }).click()
	await expect(page.getByRole('article')).toHaveCount(1)

	await page.getByRole('link', { name: 'Delete the enquiry from Inbox Visitor' }).click()
	const dialog = page.getByRole('alertdialog')
	await expect(dialog).toContainText(
		'Are you sure you want to delete the enquiry from Inbox Visitor about Colour as Place?',
	)
	await dialog.getByRole('button', { name: 'Delete' }).click()
	await expectToast(page, 'Enquiry deleted successfully')
	await expect(page.getByText('No enquiries found')).toBeVisible()
})

test('staff set availability, price and dimensions with a live preview, and the public page follows', async ({
	page,
	server,
}) => {
	const threshold = server.readDb().artworks.find((a: { slug: string }) => a.slug === 'threshold')
	await loginAsAdmin(page)
	await page.goto(`/admin/artworks/${threshold.id}/edit`)
	const preview = page.getByTestId('sales-preview')
	await expect(preview).toHaveText(/^On the public page: Available · €8,500 · /)
	await page.getByLabel('Availability').selectOption('reserved')
	await page.getByLabel('Price', { exact: true }).fill('4200')
	await page.getByLabel('Price display').selectOption('show')
	await page.getByLabel('Edition', { exact: true }).fill('Unique')
	await page.getByLabel('Height', { exact: true }).fill('24')
	await page.getByLabel('Width', { exact: true }).fill('36')
	await page.getByLabel('Depth', { exact: true }).fill('')
	await page.getByLabel('Unit').selectOption('in')
	// The framed size is in the work's unit too (contract section 19), so it follows the unit chosen.
	await expect(preview).toHaveText(
		/^On the public page: Reserved · €4,200 · 24 × 36 in \(61 × 91\.4 cm\) · Framed: [\d.]+ × [\d.]+ × [\d.]+ in \(/,
	)
	await page.getByRole('button', { name: 'Update Artwork' }).click()
	await expectToast(page, 'Artwork updated successfully')
	const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Threshold' }) })
	await expect(card.getByTestId('availability-mark')).toHaveText('Reserved')

	await page.goto('/artwork/threshold')
	await expect(page.getByTestId('sales')).toHaveText(/Reserved\s*€4,200/)
	await expect(page.getByText('24 × 36 in (61 × 91.4 cm)')).toBeVisible()
	await expect(page.getByText('Unique')).toBeVisible()
	await page.goto('/collection?availability=reserved')
	await expect(page.getByRole('article').filter({ hasText: 'Threshold' }).getByTestId('availability-mark')).toHaveText(
		'Reserved',
	)
})

test('the inbox and the artwork page with its Enquire form have no detectable accessibility violations', async ({
	page,
	request,
}) => {
	await request.post('/api/enquiries', {
		data: { name: 'Axe Visitor', email: 'axe@example.com', message: 'Checking', artwork_id: 1 },
	})
	// Three pages through axe; slow on a busy machine.
	test.slow()
	const found: string[] = []
	const check = async (path: string) => {
		await page.goto(path)
		found.push(...(await axeViolations(page)).map((v) => `${path} ${v}`))
	}
	await check('/artwork/morning-field')
	await loginAsAdmin(page)
	await check('/admin/enquiries')
	await check('/admin/artworks/1/edit')
	expect(found).toEqual([])
})
