import { expectToast } from './admin-helpers.ts'
import { expect, loginAsAdmin } from './fixtures.ts'
import { test } from './newsletter-server.ts'
import { enquiryToStatement } from './sales-journey.ts'
import { screenshotsAtBothWidths } from './screens.ts'

/**
 * Sales without JavaScript (docs/admin.md, 'Sales'): from a contact's page, record the sale of a work to them, see
 * the invoice's figures, mark it paid and cancel it; each screen is looked at at 1440 and 390 px (axe checks them
 * in invoices.spec.ts: it needs scripts). The site mails (a test SMTP server), for the journey of sales-journey.ts.
 */
test.use({ serverGroup: 'invoices-nojs' })

test('staff record a sale from a contact, mark it paid and cancel it with plain form posts', async ({
	page,
	server,
}) => {
	test.setTimeout(180_000)
	const db = server.readDb()
	const contact = db.contacts[0] as { id: number; name: string; email: string }
	const work = (
		db.artworks as { id: number; title: string; availability: string; impressions?: unknown[]; consignment?: unknown }[]
	).find((w) => w.availability === 'available' && !w.impressions?.length && !w.consignment)!
	await loginAsAdmin(page)
	await page.goto(`/admin/contacts/${contact.id}`)
	await page.getByRole('link', { name: 'Record a sale' }).click()
	await expect(page.getByRole('heading', { name: 'Record a Sale' })).toBeVisible()
	await expect(page.getByLabel('Buyer email')).toHaveValue(contact.email)

	// A price that is not a number comes back beside its field, with what was typed.
	await page.getByLabel('Work').selectOption(String(work.id))
	await page.getByLabel('Price').fill('a lot')
	await page.getByRole('button', { name: 'Record sale' }).click()
	await expect(page.getByText('Price must be a number')).toBeVisible()
	await expect(page.getByLabel('Price')).toHaveAttribute('aria-invalid', 'true')
	await screenshotsAtBothWidths(page, 'invoices-nojs-form-refused')

	await page.getByLabel('Price').fill('12,500')
	await page.getByLabel('Tax (%)').fill('20')
	await page.getByRole('button', { name: 'Record sale' }).click()
	await expectToast(page, 'Sale recorded: invoice')
	await expect(page.getByRole('heading', { name: /^Invoice \d{4}-\d{4}$/ })).toBeVisible()
	await expect(page.getByText('€15,000.00')).toBeVisible()
	await expect(page.getByRole('link', { name: 'Invoice PDF' })).toBeVisible()
	expect(server.readDb().artworks.find((w: { id: number }) => w.id === work.id).availability).toBe('sold')

	await page.getByRole('button', { name: 'Mark paid' }).click()
	await expectToast(page, 'paid')
	await expect(page.getByText('Paid', { exact: true })).toBeVisible()
	await screenshotsAtBothWidths(page, 'invoices-nojs-sale')
	await page.getByRole('button', { name: 'Cancel sale' }).click()
	await expectToast(page, 'Sale cancelled')
	expect(server.readDb().artworks.find((w: { id: number }) => w.id === work.id).availability).toBe('available')

	await page.goto('/admin/sales')
	await expect(page.getByRole('link', { name: /^Invoice \d{4}-\d{4}$/ }).first()).toBeVisible()
	await screenshotsAtBothWidths(page, 'invoices-nojs-list')
	await page.goto('/admin/pages?tab=home')
	await expect(page.getByRole('heading', { name: 'Invoices' })).toBeVisible()
})

test("without JavaScript: from an enquiry to the sender's contact and history, the sale, the invoice mailed and the consignor's statement", async ({
	page,
	request,
	server,
	smtp,
}) => {
	test.setTimeout(120_000)
	await enquiryToStatement({ page, request, server, smtp })
})
