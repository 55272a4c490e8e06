import { expectToast } from './admin-helpers.ts'
import { expect, loginAsAdmin, test } from './fixtures.ts'
import { screenshot } from './screens.ts'

test.use({ serverGroup: 'sales' })

/** Sales and enquiries with JavaScript off: the enquiry, the inbox and the artwork's sales fields are plain forms. */

test('a visitor without JavaScript enquires about an exhibition', async ({ page, server }) => {
	await page.goto('/exhibition/colour-as-place')
	await expect(page.getByLabel('Message *')).toHaveValue(
		'I would like to know more about the exhibition "Colour as Place".',
	)
	await page.setViewportSize({ width: 390, height: 800 })
	await page.getByLabel('Email *').fill('not an email')
	await page.getByRole('button', { name: 'Send Enquiry' }).click()
	// The server answers with the page opened at the form's message, focused, not at the top with it below the fold.
	const summary = page.getByRole('alert').filter({ hasText: 'Please correct' })
	await expect(summary).toBeFocused()
	await expect(summary).toBeInViewport()
	await expect(summary.getByRole('link', { name: 'Name' })).toHaveAttribute('href', /#.+-name$/)
	await screenshot(page, 'enquiry-error-390', { fullPage: false })
	await page.setViewportSize({ width: 1440, height: 900 })
	await page.reload()
	await screenshot(page, 'enquiry-error-1440', { fullPage: false })
	await expect(summary).toBeInViewport()
	// The messages stay beside the fields.
	await expect(page.getByText('Name is required')).toBeVisible()
	await expect(page.getByText('Please enter a valid email address')).toBeVisible()
	await expect(page.getByLabel('Email *')).toHaveValue('not an email')

	await page.getByLabel('Name *').fill('Katherine Johnson')
	await page.getByLabel('Email *').fill('katherine@example.com')
	await page.getByRole('button', { name: 'Send Enquiry' }).click()
	await expect(page).toHaveURL(/\/exhibition\/colour-as-place$/)
	await expect(page.getByRole('status').filter({ hasText: 'Enquiry sent' })).toContainText(
		'Thank you! The gallery will reply to you by email.',
	)
	expect(server.readDb().enquiries.at(-1)).toMatchObject({ exhibition_id: 1, name: 'Katherine Johnson' })
})

test('without JavaScript staff set sales fields and work through the inbox', async ({ page, request, server }) => {
	const id = (slug: string) => server.readDb().artworks.find((a: { slug: string }) => a.slug === slug).id
	await request.post('/api/enquiries', {
		data: {
			name: 'Plain Visitor',
			email: 'plain@example.com',
			message: 'A plain question',
			artwork_id: id('river-bend'),
		},
	})
	await loginAsAdmin(page)
	await page.goto(`/admin/artworks/${id('before-dawn')}/edit`)
	await page.getByLabel('Availability').selectOption('sold')
	await page.getByLabel('Price', { exact: true }).fill('9900')
	await page.getByLabel('Price display').selectOption('hidden')
	await page.getByRole('button', { name: 'Update Artwork' }).click()
	await expectToast(page, 'Artwork updated successfully')
	await page.goto('/admin/artworks?availability=sold')
	await expect(
		page
			.getByRole('listitem')
			.filter({ has: page.getByRole('heading', { name: 'Before Dawn' }) })
			.getByTestId('availability-mark'),
	).toHaveText('Sold')
	await page.goto(`/admin/artworks/${id('before-dawn')}/edit`)
	await expect(page.getByTestId('sales-preview')).toHaveText(/^On the public page: Sold · /)

	await page
		.getByRole('navigation', { name: 'Admin sections' })
		.getByRole('link', { name: /Enquiries/ })
		.click()
	const card = page.getByRole('article').filter({ hasText: 'A plain question' })
	await expect(card).toContainText('River Bend')
	await card.getByLabel('Status', { exact: true }).selectOption('closed')
	await card.getByRole('button', { name: /Save the status/ }).click()
	await expectToast(page, 'Enquiry marked as closed')
	await page
		.getByRole('article')
		.filter({ hasText: 'A plain question' })
		.getByRole('link', { name: /Delete the enquiry/ })
		.click()
	await expect(page.getByRole('alertdialog')).toContainText('Delete Enquiry')
	await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
	await expectToast(page, 'Enquiry deleted successfully')
	await expect(page.getByText('A plain question')).toHaveCount(0)
})
