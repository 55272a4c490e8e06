import { axeViolations } from './axe.ts'
import { expect, loginAsAdmin, test } from './fixtures.ts'

test.use({ serverGroup: 'invoices' })

/**
 * The sales screens checked by axe (docs/admin.md, 'Sales'): the record-a-sale form, a sale, the list, Page Content
 * with its 'Invoices' card and the buyer's page with their purchase.
 */
test('the sales screens have no automatically detectable accessibility violations', async ({ page, server }) => {
	test.setTimeout(240_000)
	const db = server.readDb()
	const buyer = db.contacts[0] as { id: number }
	const work = (db.artworks as { id: number; availability: string; impressions?: unknown[] }[]).find(
		(w) => w.availability === 'available' && !w.impressions?.length,
	)!
	await loginAsAdmin(page)
	await page.goto(`/admin/sales/new?contact=${buyer.id}&artwork=${work.id}`)
	expect.soft(await axeViolations(page), 'the form').toEqual([])
	await page.getByLabel('Price').fill('5000')
	await page.getByRole('button', { name: 'Record sale' }).click()
	const heading = page.getByRole('heading', { name: /^Invoice \d{4}-\d{4}$/ })
	await expect(heading).toBeVisible()
	const invoice = (await heading.textContent())!.replace('Invoice ', '')
	const sale = page.url()
	for (const path of [sale, '/admin/sales', '/admin/pages?tab=home', `/admin/contacts/${buyer.id}`]) {
		await test.step(path, async () => {
			await page.goto(path)
			expect.soft(await axeViolations(page), path).toEqual([])
		})
	}
	// The buyer may have bought before (the demo's sales): this purchase is the one with its invoice.
	await expect(page.getByText(new RegExp(`Bought .*invoice ${invoice}`))).toBeVisible()
})
