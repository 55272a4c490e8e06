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
	await expect(page.getByRole('heading', { name: /^Invoice \d{4}-\d{4}$/ })).toBeVisible()
	const sale = page.url()
	for (const path of [sale, '/admin/sales', '/admin/pages?tab=home', `/admin/contacts/${buyer.id}`]) {
		await test.step(path, async () => {
			await page.goto(path)
			expect.soft(await axeViolations(page), path).toEqual([])
		})
	}
	await expect(page.getByText(/Bought .*invoice \d{4}-\d{4}/)).toBeVisible()
})
