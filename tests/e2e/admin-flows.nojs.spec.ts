import path from 'node:path'
import { expectToast } from './admin-helpers.ts'
import { clearAltText, expect, loginAsAdmin, loginThroughForm, test } from './fixtures.ts'

test.use({ serverGroup: 'admin' })

/** The back office with JavaScript off: plain forms, flash banners, confirmation pages. */

test('without JavaScript: sign in, create and edit an exhibition with an uploaded image, hide an artist', async ({
	page,
	server,
}) => {
	await loginThroughForm(page)
	await expectToast(page, 'Login Successful')
	await page.getByRole('link', { name: 'Add Exhibition' }).click()
	await page.getByLabel('Title *').fill('Paper Rooms')
	await page.getByLabel('Upload Images').setInputFiles(path.join(server.uploadsDir, '1.jpg'))
	// The CTA link field is revealed by CSS when the switch is on.
	await expect(page.getByLabel('CTA Link')).toBeHidden()
	await page.getByText('Call for Artists').click()
	await expect(page.getByLabel('CTA Link')).toBeVisible()
	await page.getByRole('button', { name: 'Add Exhibition' }).click()
	await expectToast(page, 'Exhibition created successfully')
	const created = server.readDb().exhibitions.find((e: { title: string }) => e.title === 'Paper Rooms')
	expect(created.gallery_images).toHaveLength(1)
	expect(created.featured_image).toBe(created.gallery_images[0])
	expect(created.call_for_artists).toBe(true)

	const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Paper Rooms' }) })
	await card.getByRole('link', { name: 'Edit Paper Rooms' }).click()
	await page.getByLabel('Location').fill('North Hall')
	await page.getByRole('button', { name: 'Update Exhibition' }).click()
	await expectToast(page, 'Exhibition updated successfully')
	await expect(card).toContainText('North Hall')
	const edited = server.readDb().exhibitions.find((e: { title: string }) => e.title === 'Paper Rooms')
	expect(edited.gallery_images).toEqual(created.gallery_images)

	await card.getByRole('link', { name: 'Delete Paper Rooms' }).click()
	await expect(page.getByRole('alertdialog')).toContainText(
		'Are you sure you want to delete "Paper Rooms"? This action cannot be undone.',
	)
	await page.getByRole('alertdialog').getByRole('link', { name: 'Cancel' }).click()
	await expect(page.getByRole('alertdialog')).toHaveCount(0)

	await page.goto('/admin/artists')
	const artist = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Amara Okafor' }) })
	await artist.getByRole('button', { name: 'Hide' }).click()
	await expectToast(page, 'Artist hidden successfully')
	await expect(artist).toContainText('Hidden')
	expect(server.readDb().artists.find((a: { name: string }) => a.name === 'Amara Okafor').is_visible).toBe(false)
	await artist.getByRole('button', { name: 'Show' }).click()
	await expectToast(page, 'Artist shown successfully')
})

test('without JavaScript: reorder about blocks with Move up, export the CSV, log out', async ({ page, server }) => {
	await loginAsAdmin(page)
	await page.goto('/admin/pages?tab=about')
	const order = () =>
		server
			.readDb()
			.about_blocks.sort((a: { sort_order: number }, b: { sort_order: number }) => a.sort_order - b.sort_order)
			.map((b: { title: string }) => b.title)
	const before = order()
	await expect(page.getByRole('button', { name: `Move up ${before[0]}` })).toBeDisabled()
	await expect(page.getByRole('button', { name: `Move down ${before[before.length - 1]}` })).toBeDisabled()
	await page.getByRole('button', { name: `Move up ${before[1]}` }).click()
	await expectToast(page, 'Block moved up successfully')
	expect(order()).toEqual([before[1], before[0], ...before.slice(2)])

	await page.goto('/admin/newsletter')
	const download = page.waitForEvent('download')
	await page.getByRole('link', { name: 'Export' }).click()
	const file = await download
	expect(file.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/)

	await page.getByRole('button', { name: 'Logout' }).click()
	await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
	await page.goto('/admin/exhibitions')
	await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
})

test('without JavaScript: the alt text and focal point of an image are written on their own page', async ({
	page,
	request,
	server,
}) => {
	const artwork = server.readDb().artworks.find((a: { slug: string }) => a.slug === 'delta')
	await clearAltText(request, server, artwork.featured_image)
	await loginAsAdmin(page)
	await page.goto(`/admin/artworks/${artwork.id}/edit`)
	const images = page.getByRole('group', { name: /^Images \(/ })
	await expect(images.getByText('No alt text')).toBeVisible()
	await images.getByRole('link', { name: /^Describe .*: alt text and focal point$/ }).click()
	await expect(page).toHaveURL(/\/admin\/images\/\d+\?back=/)
	await page.getByLabel('Alt text').fill('Two paths crossing on a white field')
	await page.getByLabel('Focal point from the top (0 to 1)').fill('0.2')
	await page.getByRole('button', { name: 'Save' }).click()
	await expect(page).toHaveURL(new RegExp(`/admin/artworks/${artwork.id}/edit$`))
	await expectToast(page, 'Image details saved')
	await expect(images.getByText('No alt text')).toHaveCount(0)
	const file = server.readDb().files.find((f: { url: string }) => f.url === artwork.featured_image)
	expect(file).toMatchObject({ alt_text: 'Two paths crossing on a white field', focal_x: 0.5, focal_y: 0.2 })
})

test('without JavaScript: a refused form comes back with the messages beside the fields and the values typed', async ({
	page,
}) => {
	await loginAsAdmin(page)
	await page.goto('/admin/exhibitions/new')
	await page.getByLabel('Title *').fill('Backwards')
	await page.getByLabel('Location').fill('Room 9')
	await page.getByLabel('Start Date').fill('2026-05-10T10:00')
	await page.getByLabel('End Date').fill('2026-05-01T10:00')
	await page.getByRole('button', { name: 'Add Exhibition' }).click()
	// The page opens at the form's summary, focused, which links to the field to correct.
	const summary = page.getByRole('alert').filter({ hasText: 'Please correct' })
	await expect(summary).toBeFocused()
	await expect(summary).toBeInViewport()
	await expect(summary.getByRole('link', { name: 'End date' })).toBeVisible()
	await expect(page.getByText('End date must be after the start date')).toBeVisible()
	await expect(page.getByLabel('End Date')).toHaveAttribute('aria-invalid', 'true')
	await expect(page.getByLabel('Location')).toHaveValue('Room 9')
	await expect(page.getByLabel('Title *')).toHaveValue('Backwards')
	// The browser's own check covers a blank title: the schema's required field is required in the page.
	await expect(page.getByLabel('Title *')).toHaveAttribute('required')
	await expect(page.getByLabel('Slug')).not.toHaveAttribute('required')
})
