import { expect, loginAsAdmin, test } from './fixtures.ts'
import { axeViolations } from './axe.ts'

test.use({ serverGroup: 'holds' })

/**
 * With JavaScript the artwork form shows the hold fields only while the work
 * is reserved (docs/admin.md, "Holds"); the form, the list and the landing
 * page's holds ending soon have no detectable accessibility violations.
 */
test('the hold fields follow the availability, and the screens of holds pass axe', async ({ page, server }) => {
	const work = server.readDb().artworks.find((a: { availability: string }) => a.availability === 'available')
	await loginAsAdmin(page)
	await page.goto(`/admin/artworks/${work.id}/edit`)
	await expect(page.getByLabel('Held for')).toBeHidden()
	await page.getByLabel('Availability').selectOption('reserved')
	await expect(page.getByLabel('Held for')).toBeVisible()
	await expect(page.getByLabel('Hold until')).toBeVisible()
	expect(await axeViolations(page)).toEqual([])
	await page.getByLabel('Availability').selectOption('sold')
	await expect(page.getByLabel('Held for')).toBeHidden()

	await page.getByLabel('Availability').selectOption('reserved')
	await page.getByLabel('Held for').fill('Ines Marlow')
	await page.getByLabel('Hold until').fill(new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString().slice(0, 16))
	await page.getByRole('button', { name: 'Update Artwork' }).click()
	await expect(page.getByRole('heading', { name: 'Artworks', exact: true })).toBeVisible()
	await page.goto('/admin/artworks?availability=on_hold')
	await expect(page.getByTestId('hold-line')).toContainText('On hold for Ines Marlow until')
	expect(await axeViolations(page)).toEqual([])
	await page.goto('/admin/exhibitions')
	const soon = page.getByRole('region', { name: 'Holds ending within 7 days' })
	await expect(soon.getByRole('link', { name: work.title })).toBeVisible()
	expect(await axeViolations(page)).toEqual([])
})
