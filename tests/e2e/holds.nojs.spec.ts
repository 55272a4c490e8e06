import { expectToast } from './admin-helpers.ts'
import { expect, loginAsAdmin, test } from './fixtures.ts'

test.use({ serverGroup: 'holds' })

/**
 * Holds on reserved works with JavaScript off (docs/admin.md, "Holds"): plain fields, the list and the landing
 * page. axe needs JavaScript in the page: holds.spec.ts checks the same screens with it.
 */

/** A datetime-local value in UTC, `days` from now. */
const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 16)

test('without JavaScript staff put a work on hold, see it in the list and on the landing page, and end it', async ({
	page,
	server,
}) => {
	const work = server.readDb().artworks.find((a: { slug: string }) => a.slug === 'morning-field')
	await loginAsAdmin(page)
	await page.goto('/admin/exhibitions')
	const soon = page.getByRole('region', { name: 'Holds ending within 7 days' })
	await expect(soon).toContainText('No holds end in the next 7 days.')

	await page.goto(`/admin/artworks/${work.id}/edit`)
	// Without JavaScript the hold fields always show.
	await expect(page.getByLabel('Held for')).toBeVisible()
	await expect(page.getByLabel('Hold until')).toBeVisible()
	await page.getByLabel('Availability').selectOption('reserved')
	await page.getByLabel('Held for').fill('Ines Marlow')
	const until = inDays(2)
	await page.getByLabel('Hold until').fill(until)
	await page.getByRole('button', { name: 'Update Artwork' }).click()
	await expectToast(page, 'Artwork updated successfully')
	expect(server.readDb().artworks.find((a: { id: number }) => a.id === work.id)).toMatchObject({
		availability: 'reserved',
		hold_for: 'Ines Marlow',
		hold_until: `${until}:00.000Z`,
	})

	await page.goto('/admin/artworks?availability=on_hold')
	const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: work.title }) })
	await expect(card).toContainText('On hold for Ines Marlow until')
	await expect(page.getByRole('listitem').filter({ hasText: 'On hold' })).toHaveCount(1)

	await page.goto('/admin/exhibitions')
	await expect(soon.getByRole('row')).toHaveCount(2)
	await expect(soon.getByRole('row').nth(1)).toContainText('Ines Marlow')
	await soon.getByRole('link', { name: work.title }).click()
	await expect(page.getByRole('heading', { name: 'Edit Artwork' })).toBeVisible()
	await expect(page.getByLabel('Held for')).toHaveValue('Ines Marlow')
	await expect(page.getByLabel('Hold until')).toHaveValue(until)

	// Another availability clears the hold.
	await page.getByLabel('Availability').selectOption('available')
	await page.getByRole('button', { name: 'Update Artwork' }).click()
	await expectToast(page, 'Artwork updated successfully')
	expect(server.readDb().artworks.find((a: { id: number }) => a.id === work.id)).toMatchObject({
		availability: 'available',
		hold_for: '',
		hold_until: null,
	})
	await page.goto('/admin/exhibitions')
	await expect(soon).toContainText('No holds end in the next 7 days.')
})
