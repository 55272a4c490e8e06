import { expectToast } from './admin-helpers.ts'
import { axeViolations } from './axe.ts'
import { expect, loginAsAdmin, test } from './fixtures.ts'
import { screenshotsAtBothWidths as shoot } from './screens.ts'

/** Checks before publishing in a real browser (docs/admin.md, 'Checks before publishing'). */
test.use({ serverGroup: 'checks' })

test('the report lists the demo’s warnings by kind, and one is marked fine as it is', async ({ page }) => {
	await loginAsAdmin(page)
	const nav = page.getByRole('navigation', { name: 'Admin sections' })
	await expect(nav.getByRole('link', { name: 'Checks 3 to look at' })).toBeVisible()
	await nav.getByRole('link', { name: 'Checks' }).click()
	await expect(page.getByRole('heading', { name: 'Checks before publishing' })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Images without alt text (1)' })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Images too small for deep zoom and print (2)' })).toBeVisible()
	expect(await axeViolations(page)).toEqual([])
	await shoot(page, 'checks-report')

	const alt = page.getByRole('region', { name: 'Images without alt text (1)' })
	await alt.getByRole('button', { name: /^Fine as it is: Morning Field/ }).click()
	await expectToast(page, 'Marked fine as it is')
	await expect(page.getByRole('heading', { name: 'Images without alt text (1)' })).toHaveCount(0)
	await expect(nav.getByRole('link', { name: 'Checks 2 to look at' })).toBeVisible()
	await page.getByRole('link', { name: 'Before Dawn' }).click()
	await expect(page).toHaveURL(/\/admin\/artworks\/\d+\/edit$/)
	await expect(page.getByRole('region', { name: 'Checks before publishing' })).toContainText(
		'Image 2 is 480 pixels on its long side',
	)
})

test('a link to a missing page keeps a new exhibition hidden, beside its field, until an admin publishes anyway', async ({
	page,
	server,
}) => {
	await loginAsAdmin(page)
	await page.goto('/admin/exhibitions/new')
	await page.getByLabel('Title *').fill('Rooms of Light')
	await page.getByLabel('Description').fill('See [her page](/artist/nobody-at-all).')
	await page.getByRole('button', { name: 'Add Exhibition' }).click()
	await expectToast(page, 'Exhibition created, but kept hidden')
	await expect(page).toHaveURL(/\/admin\/exhibitions\/\d+\/edit$/)
	await expect(page.getByLabel('Description')).toHaveAccessibleDescription(
		/Problem: The link to \/artist\/nobody-at-all leads to a page that does not exist \(404\)\./,
	)
	expect(server.readDb().exhibitions.find((e: { title: string }) => e.title === 'Rooms of Light').is_visible).toBe(
		false,
	)
	expect(await axeViolations(page)).toEqual([])
	await shoot(page, 'checks-form')

	await page.getByRole('button', { name: 'Publish anyway' }).click()
	await expectToast(page, 'Exhibition published anyway')
	await expect(page).toHaveURL(/\/admin\/exhibitions$/)
	expect(server.readDb().exhibitions.find((e: { title: string }) => e.title === 'Rooms of Light').is_visible).toBe(true)
})
