import { axeViolations } from './axe.ts'
import { expectToast } from './admin-helpers.ts'
import { expect, loginAsAdmin } from './fixtures.ts'
import { test } from './newsletter-server.ts'
import { enquiryToStatement } from './sales-journey.ts'

test.use({ serverGroup: 'invoices' })

/**
 * The sales screens with JavaScript (docs/admin.md, 'Sales'): the buyer found as it is typed, a sale's edit form
 * working its total out as the amounts are typed, and axe on the record-a-sale form (its list of contacts open),
 * a sale, its edit form, the list, Page Content with its 'Invoices' card and the buyer's page with their purchase.
 * The site mails (a test SMTP server), for the journey of sales-journey.ts.
 */
test('the sales screens: the buyer found as typed, the edit form, and no detectable accessibility violations', async ({
	page,
	server,
}) => {
	test.setTimeout(240_000)
	const db = server.readDb()
	const buyer = db.contacts[0] as { id: number; name: string; email: string }
	const work = (
		db.artworks as { id: number; availability: string; impressions?: unknown[]; consignment?: unknown }[]
	).find((w) => w.availability === 'available' && !w.impressions?.length && !w.consignment)!
	await loginAsAdmin(page)
	await page.goto(`/admin/sales/new?contact=${buyer.id}&artwork=${work.id}`)
	expect.soft(await axeViolations(page), 'the form').toEqual([])

	// The buyer's field finds contacts as a name is typed; arrows and Enter choose one, whose email it takes.
	const field = page.getByRole('combobox', { name: 'Buyer email' })
	await field.fill('')
	await field.pressSequentially('Whitc')
	const found = page.getByRole('listbox', { name: 'Contacts found' })
	await expect(found.getByRole('option')).toHaveText([/^Paul Whitcombe paul\.whitcombe@example\.net/])
	await expect(field).toHaveAttribute('aria-expanded', 'true')
	expect.soft(await axeViolations(page), 'the form, its contacts listed').toEqual([])
	await field.press('ArrowDown')
	await expect(found.getByRole('option', { selected: true })).toHaveText(/Paul Whitcombe/)
	await field.press('Escape')
	await expect(field).toHaveAttribute('aria-expanded', 'false')
	await field.press('ArrowDown')
	await field.press('Enter')
	await expect(field).toHaveValue('paul.whitcombe@example.net')
	await expect(found).toBeHidden()
	await field.fill(buyer.email)
	await field.press('Escape')

	await page.getByLabel('Price').fill('5000')
	await page.getByRole('button', { name: 'Record sale' }).click()
	const heading = page.getByRole('heading', { name: /^Invoice \d{4}-\d{4}$/ })
	await expect(heading).toBeVisible()
	const invoice = (await heading.textContent())!.replace('Invoice ', '')
	const sale = page.url()
	await expect(page.getByRole('region', { name: 'Buyer' })).toContainText(buyer.name)

	// The edit form works the total out as the amounts are typed; the server does it again when it is saved.
	await page.getByRole('link', { name: 'Edit', exact: true }).click()
	await expect(page.getByRole('heading', { name: `Edit Invoice ${invoice}` })).toBeVisible()
	expect.soft(await axeViolations(page), 'the edit form').toEqual([])
	await page.getByLabel('Tax (%)').fill('10')
	await page.getByLabel('Shipping').fill('120')
	await expect(page.locator('output')).toHaveText('€5,620.00')
	await page.getByRole('button', { name: 'Update Sale' }).click()
	await expectToast(page, 'Sale updated successfully')
	await expect(page).toHaveURL(sale)
	await expect(page.getByRole('region', { name: 'Amounts' })).toContainText('€5,620.00')

	for (const path of [sale, '/admin/sales', '/admin/pages?tab=home', `/admin/contacts/${buyer.id}`]) {
		await test.step(path, async () => {
			await page.goto(path)
			expect.soft(await axeViolations(page), path).toEqual([])
		})
	}
	// The buyer may have bought before (the demo's sales): this purchase is the one with its invoice.
	await expect(page.getByText(new RegExp(`Bought .*invoice ${invoice}`))).toBeVisible()
})

test("from an enquiry to the sender's contact and history, the sale, the invoice mailed and the consignor's statement", async ({
	page,
	request,
	server,
	smtp,
}) => {
	test.setTimeout(120_000)
	await enquiryToStatement({ page, request, server, smtp })
})
