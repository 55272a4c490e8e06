import { expect, loginAsAdmin, test } from './fixtures.ts'
import { axeViolations } from './axe.ts'
import { screenshotsAtBothWidths as shoot } from './screens.ts'

test.use({ serverGroup: 'publishing', serverEnv: { GALLERY_TIMEZONE: 'Europe/London' } })

/**
 * Scheduled publishing in the back office (docs/admin.md, 'Scheduled
 * publishing and preview'): "Publish at" is entered in the gallery's time zone
 * (Europe/London here), the list marks the work "Scheduled for {date}" in that
 * zone, and staff preview the public page under its banner; every screen passes axe.
 */
test('a publish time entered in Europe/London shows as "Scheduled for" in the list, and staff preview the page', async ({
	page,
	server,
}) => {
	const work = server.readDb().artworks.find((a: { is_visible: boolean }) => a.is_visible)
	await loginAsAdmin(page)
	await page.goto(`/admin/artworks/${work.id}/edit`)
	const field = page.getByLabel('Publish at (Europe/London)')
	await expect(field).toBeVisible()
	await expect(page.getByText('Date and time in Europe/London.')).toBeVisible()
	await field.fill('2099-06-01T18:00')
	await shoot(page, 'artwork-form')
	expect(await axeViolations(page)).toEqual([])
	await page.getByRole('button', { name: 'Update Artwork' }).click()
	await expect(page.getByRole('heading', { name: 'Artworks', exact: true })).toBeVisible()

	await page.goto(`/admin/artworks?q=${encodeURIComponent(work.title)}`)
	const card = page.getByRole('listitem').filter({ hasText: work.title })
	await expect(card.getByTestId('scheduled')).toHaveText('Scheduled for Jun 1, 2099, 6:00 PM GMT+1')
	await shoot(page, 'artworks-list')
	expect(await axeViolations(page)).toEqual([])
	// Stored in UTC: 18:00 in London in June is 17:00 UTC.
	expect(server.readDb().artworks.find((a: { id: number }) => a.id === work.id).publish_at).toBe(
		'2099-06-01T17:00:00.000Z',
	)

	// The edit form shows the time as it was entered.
	await page.goto(`/admin/artworks/${work.id}/edit`)
	await expect(page.getByLabel('Publish at (Europe/London)')).toHaveValue('2099-06-01T18:00')

	// Staff see the public page under the banner; visitors get 404.
	await page.goto(`/artwork/${work.slug}`)
	const banner = page.getByRole('status').filter({ hasText: 'Preview: not public' })
	await expect(banner).toContainText('Scheduled for Jun 1, 2099, 6:00 PM GMT+1')
	await shoot(page, 'artwork-preview')
	expect(await axeViolations(page)).toEqual([])
	const visitor = await page.request.get(`/artwork/${work.slug}`, { headers: { Cookie: '' } })
	expect(visitor.status()).toBe(404)
})
