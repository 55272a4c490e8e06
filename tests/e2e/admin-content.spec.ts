import path from 'node:path'
import { expectToast } from './admin-helpers.ts'
import { clearAltText, expect, loginAsAdmin, loginThroughForm, test } from './fixtures.ts'

test.use({ serverGroup: 'admin' })

/** The admin back office with JavaScript: add, edit, hide/show and delete in every section. */

test('exhibitions: add with an uploaded image, edit, hide and show, delete', async ({ page, server }) => {
	await loginThroughForm(page)
	await expect(page).toHaveURL(/\/admin\/exhibitions$/)
	await expectToast(page, 'Welcome back, admin!')
	await expect(page.getByRole('heading', { name: 'Exhibition Management' })).toBeVisible()
	await expect(page.getByText('Showing 6 of 6 exhibitions')).toBeVisible()

	await page.getByRole('searchbox', { name: 'Search exhibitions...' }).fill('woven')
	await page.getByRole('button', { name: 'Apply' }).click()
	await expect(page.getByText('Showing 1 of 6 exhibitions')).toBeVisible()
	await page.getByRole('link', { name: 'Clear Filters' }).click()

	await page.getByRole('link', { name: 'Add Exhibition' }).click()
	await expect(page.getByRole('heading', { name: 'Add New Exhibition' })).toBeVisible()
	await expect(page.getByLabel('Slug')).toHaveAttribute('placeholder', 'Auto-generated from title')
	await page.getByLabel('Title *').fill('Salt and Light')
	await page.getByLabel('Location').fill('Room 3')
	await page.getByLabel('Gallery Images (0): choose files').setInputFiles(path.join(server.uploadsDir, '1.jpg'))
	await expectToast(page, '1 file(s) uploaded successfully.')
	await expect(page.getByText('Uploaded Files (1/10)')).toBeVisible()
	// A second image: Clear All asks first (and Cancel keeps everything); Remove asks, then deletes it.
	await page.getByLabel('Gallery Images (1): choose files').setInputFiles(path.join(server.uploadsDir, '2.jpg'))
	await expect(page.getByText('Uploaded Files (2/10)')).toBeVisible()
	const confirm = page.getByRole('alertdialog')
	await page.getByRole('button', { name: 'Clear All' }).click()
	await expect(confirm).toContainText('Are you sure you want to remove all files? This action cannot be undone.')
	await confirm.getByRole('button', { name: 'Cancel' }).click()
	await expect(confirm).toBeHidden()
	await expect(page.getByText('Uploaded Files (2/10)')).toBeVisible()
	await page.getByRole('button', { name: 'Remove 2.jpg' }).click()
	await expect(confirm).toContainText('Remove file')
	await expect(confirm).toContainText('Are you sure you want to remove this file? This action cannot be undone.')
	await confirm.getByRole('button', { name: 'Remove' }).click()
	await expectToast(page, 'File has been removed successfully.')
	await expect(page.getByText('Uploaded Files (1/10)')).toBeVisible()
	await page
		.getByRole('button', { name: /as featured image/ })
		.first()
		.click()
	await page.getByText('Call for Artists').click()
	await page.getByLabel('CTA Link').fill('https://example.com/apply')
	await page.getByRole('button', { name: 'Add Exhibition' }).click()
	await expectToast(page, 'Exhibition created successfully')
	const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Salt and Light' }) })
	await expect(card.locator('img')).toBeVisible()

	await card.getByRole('link', { name: 'Edit Salt and Light' }).click()
	await expect(page.getByRole('heading', { name: 'Edit Exhibition' })).toBeVisible()
	await expect(page.getByLabel('CTA Link')).toHaveValue('https://example.com/apply')
	await page.getByLabel('Curator').fill('Ines Moreau')
	await page.getByRole('button', { name: 'Update Exhibition' }).click()
	await expectToast(page, 'Exhibition updated successfully')
	await expect(card).toContainText('Curated by Ines Moreau')

	await card.getByRole('button', { name: 'Hide' }).click()
	await expectToast(page, 'Exhibition hidden successfully')
	await expect(card).toContainText('Hidden')
	await card.getByRole('button', { name: 'Show' }).click()
	await expectToast(page, 'Exhibition shown successfully')

	await card.getByRole('link', { name: 'Delete Salt and Light' }).click()
	const dialog = page.getByRole('alertdialog')
	await expect(dialog).toContainText('Delete Exhibition')
	await expect(dialog).toContainText('Are you sure you want to delete "Salt and Light"? This action cannot be undone.')
	await dialog.getByRole('button', { name: 'Delete' }).click()
	await expectToast(page, 'Exhibition deleted successfully')
	await expect(page.getByRole('heading', { name: 'Salt and Light' })).toHaveCount(0)
	const db = server.readDb()
	expect(db.exhibitions.some((e: { title: string }) => e.title === 'Salt and Light')).toBe(false)
})

test('artists and artworks: add, edit, hide and show, delete; validation messages', async ({ page }) => {
	await loginAsAdmin(page)
	await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Artists' }).click()
	await expect(page.getByText('Showing 8 of 8 artists')).toBeVisible()
	await page.getByRole('link', { name: 'Add Artist' }).click()
	await expect(page.getByRole('heading', { name: 'Add New Artist' })).toBeVisible()
	await expect(page.getByText('No social media links added yet')).toBeVisible()
	await expect(page.getByRole('button', { name: 'Add Platform' })).toBeDisabled()
	await page.getByLabel('Platform').selectOption('instagram')
	await page.getByRole('button', { name: 'Add Platform' }).click()
	await page.getByRole('textbox', { name: 'Instagram' }).fill('@noor.studio')
	await page.getByLabel('Name *').fill('Noor Haddad')
	await page.getByLabel('Specialty').fill('Ceramics')
	await page.getByRole('button', { name: 'Add Artist' }).click()
	await expectToast(page, 'Artist created successfully')
	const artist = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Noor Haddad' }) })
	await expect(artist).toContainText('NH')
	await expect(artist).toContainText('Instagram')
	await artist.getByRole('link', { name: 'Edit Noor Haddad' }).click()
	await page.getByLabel('Bio').fill('Works in clay and glaze.')
	await page.getByRole('button', { name: 'Update Artist' }).click()
	await expectToast(page, 'Artist updated successfully')
	await artist.getByRole('button', { name: 'Hide' }).click()
	await expectToast(page, 'Artist hidden successfully')
	await artist.getByRole('button', { name: 'Show' }).click()
	await expectToast(page, 'Artist shown successfully')

	await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Artworks' }).click()
	await page.getByRole('link', { name: 'Add Artwork' }).click()
	await expect(page.getByLabel('Year')).toHaveValue(String(new Date().getFullYear()))
	await page.getByLabel('Title *').fill('Glaze Study')
	await page.getByLabel('Year').fill('1850')
	await page.getByLabel('Artist *').selectOption({ label: 'Noor Haddad' })
	// The browser's own range check stops 1850; the server says the same.
	await page.getByLabel('Year').evaluate((el: HTMLInputElement) => el.removeAttribute('min'))
	await page.getByRole('button', { name: 'Add Artwork' }).click()
	await expect(page.getByText('Year must be 1900 or later')).toBeVisible()
	await page.getByLabel('Year').fill('2024')
	await page.getByRole('button', { name: 'Add Artwork' }).click()
	await expectToast(page, 'Artwork created successfully')
	const work = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Glaze Study' }) })
	await expect(work).toContainText('Noor Haddad · 2024')
	await work.getByRole('link', { name: 'Edit Glaze Study' }).click()
	await page.getByLabel('Medium').fill('Stoneware')
	await page.getByRole('button', { name: 'Update Artwork' }).click()
	await expectToast(page, 'Artwork updated successfully')
	await work.getByRole('button', { name: 'Hide' }).click()
	await expectToast(page, 'Artwork hidden successfully')
	await work.getByRole('link', { name: 'Delete Glaze Study' }).click()
	await expect(page.getByRole('alertdialog')).toContainText('Delete Artwork')
	await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
	await expectToast(page, 'Artwork deleted successfully')

	await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Artists' }).click()
	await artist.getByRole('link', { name: 'Delete Noor Haddad' }).click()
	await expect(page.getByRole('alertdialog')).toContainText('Delete Artist')
	await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
	await expectToast(page, 'Artist deleted successfully')
	await expect(page.getByText('Showing 8 of 8 artists')).toBeVisible()
})

test('newsletter, page content, about blocks and users', async ({ page, request }) => {
	await request.post('/api/newsletter/subscribe', { data: { email: 'reader@example.com', name: 'Rita Reader' } })
	await loginAsAdmin(page)
	const nav = page.getByRole('navigation', { name: 'Admin sections' })
	await nav.getByRole('link', { name: 'Newsletter' }).click()
	for (const column of ['Name', 'Email', 'Subscribed', 'Actions'])
		await expect(page.getByRole('columnheader', { name: column })).toBeVisible()
	await page.getByRole('searchbox', { name: 'Search subscribers' }).fill('nobody')
	await page.getByRole('button', { name: 'Search' }).click()
	await expect(page.getByText('No subscribers found matching your search')).toBeVisible()
	await page.getByRole('searchbox', { name: 'Search subscribers' }).fill('rita')
	await page.getByRole('button', { name: 'Search' }).click()
	await expect(page.getByRole('cell', { name: 'reader@example.com', exact: true })).toBeVisible()
	const download = page.waitForEvent('download')
	await page.getByRole('link', { name: 'Export', exact: true }).click()
	expect((await download).suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/)
	await expectToast(page, 'Subscribers exported successfully')
	await page.getByRole('link', { name: 'Delete reader@example.com' }).click()
	await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
	await expectToast(page, 'Subscriber deleted successfully')
	await expect(page.getByText('No subscribers yet')).toBeVisible()

	await nav.getByRole('link', { name: 'Page Content' }).click()
	await expect(page.getByText('Always Visible')).toBeVisible()
	await expect(page.getByText('3 image(s) uploaded')).toBeVisible()
	await page.getByRole('link', { name: 'Edit Content' }).click()
	await expect(page.getByLabel('Gallery Hours')).toHaveAttribute('placeholder', 'Mon-Fri: 10AM-6PM, Sat-Sun: 12PM-8PM')
	await page.getByLabel('Page Title').fill('Art that lasts')
	await page.getByRole('button', { name: 'Save Changes' }).click()
	await expectToast(page, 'Page content updated successfully')
	await page.getByRole('button', { name: 'Hide from menu: Gallery' }).click()
	await expectToast(page, 'Page hidden successfully')
	await page.getByRole('button', { name: 'Show in menu: Gallery' }).click()
	await expectToast(page, 'Page shown successfully')

	await page.getByRole('link', { name: 'About', exact: true }).click()
	await page.getByRole('link', { name: 'Add New Block' }).click()
	await expect(page.getByText('The new block is added at the end; you can reorder it later.')).toBeVisible()
	await page.getByLabel('Title *').fill('Our studio')
	await page.getByLabel('Content *').fill('A shared workshop.')
	await page.getByRole('button', { name: 'Add Block' }).click()
	await expectToast(page, 'Block created successfully')
	await expect(page.getByText('#5')).toBeVisible()
	await page.getByRole('button', { name: 'Move up Our studio' }).click()
	await expectToast(page, 'Block moved up successfully')
	await page.getByRole('button', { name: 'Hide Our studio' }).click()
	await expectToast(page, 'Block hidden successfully')
	// Keyboard drag: space picks up, arrow moves 25 px steps, space drops. Each step waits for the sortable list's
	// announcement (its live region), not for a fixed time, so a busy machine does not drop a key.
	const announced = () => page.locator('[id^="DndLiveRegion"]').textContent()
	await page.getByRole('button', { name: 'Drag to reorder Our studio' }).focus()
	await page.keyboard.press('Space')
	await expect
		.poll(announced)
		.toMatch(/^(Picked up draggable item|Draggable item (\d+) was moved over droppable area \2\.)/)
	for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowDown')
	await expect.poll(announced).toMatch(/^Draggable item (\d+) was moved over droppable area (?!\1\.)\d+\./)
	await page.keyboard.press('Space')
	await expect.poll(announced).toMatch(/was dropped over droppable area/)
	await expectToast(page, 'Blocks reordered successfully')
	await page.getByRole('link', { name: 'Delete Our studio' }).click()
	await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to delete this block?')
	await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
	await expectToast(page, 'Block deleted successfully')

	await nav.getByRole('link', { name: 'User Management' }).click()
	await expect(page.getByText('Manage admin user accounts and credentials')).toBeVisible()
	await page.getByRole('link', { name: 'Edit admin' }).click()
	await page.getByLabel('Email').fill('admin@meridian.example')
	await page.getByLabel('New Password').fill('another-password-1')
	await page.getByLabel('Current Password').fill('wrong-password')
	await page.getByRole('button', { name: 'Save Changes' }).click()
	await expect(page.getByText('Current password is incorrect')).toBeVisible()
	await page.getByLabel('New Password').fill('')
	await page.getByRole('button', { name: 'Save Changes' }).click()
	await expectToast(page, 'User updated successfully')
	await expect(page.getByText('admin@meridian.example')).toBeVisible()
})

test('alt text and focal point are written beside an image and reach the public page', async ({
	page,
	request,
	server,
}) => {
	const artwork = server.readDb().artworks.find((a: { slug: string }) => a.slug === 'source')
	await clearAltText(request, server, artwork.featured_image)
	await loginAsAdmin(page)
	await page.goto(`/admin/artworks/${artwork.id}/edit`)
	const images = page.getByRole('group', { name: /^Images \(/ })
	await expect(images.getByText('No alt text')).toBeVisible()
	await images.getByRole('button', { name: /^Describe .*: alt text and focal point$/ }).click()
	const dialog = page.getByRole('dialog')
	await dialog.getByLabel('Alt text').fill('A spring rising between grey stones')
	await dialog.getByLabel('Focal point from the left (0 to 1)').fill('0.3')
	await dialog.getByRole('button', { name: 'Save' }).click()
	await expectToast(page, 'Image details saved')
	await expect(dialog).toBeHidden()
	await expect(images.getByText('No alt text')).toHaveCount(0)
	await expect(images.getByText('Alt text', { exact: true })).toBeVisible()
	// The edit form was not sent by the dialog: it is still open, unsaved.
	await expect(page.getByRole('button', { name: 'Update Artwork' })).toBeVisible()

	await page.goto('/artwork/source')
	await expect(page.getByTestId('main-image').getByRole('img')).toHaveAttribute(
		'alt',
		'A spring rising between grey stones',
	)
	// Works are shown whole on the public pages: the focal point is kept for the crops of hero images.
	await page.goto('/collection?q=source')
	await expect(page.getByRole('img', { name: 'A spring rising between grey stones' })).toBeVisible()
	const file = server.readDb().files.find((f: { url: string }) => f.url === artwork.featured_image)
	expect(file).toMatchObject({ alt_text: 'A spring rising between grey stones', focal_x: 0.3, focal_y: 0.5 })
})

test('with JavaScript the forms check their fields in the browser, with the messages the server gives', async ({
	page,
}) => {
	await loginAsAdmin(page)
	const posts: string[] = []
	page.on('request', (request) => {
		if (request.method() === 'POST') posts.push(request.url())
	})

	await page.goto('/admin/artworks/new')
	await page.getByRole('button', { name: 'Add Artwork' }).click()
	await expect(page.getByText('Title is required')).toBeVisible()
	await expect(page.getByText('Artist is required')).toBeVisible()
	await expect(page.getByLabel('Title *')).toHaveAttribute('aria-invalid', 'true')
	// A corrected field loses its message as it is typed.
	await page.getByLabel('Title *').fill('Night Study')
	await expect(page.getByText('Title is required')).toHaveCount(0)
	await expect(page.getByLabel('Title *')).not.toHaveAttribute('aria-invalid')
	// Only the required fields are required: a blank slug or medium is fine.
	await expect(page.getByLabel('Slug')).not.toHaveAttribute('required')

	await page.goto('/admin/exhibitions/new')
	await page.getByLabel('Title *').fill('Backwards')
	await page.getByLabel('Start Date').fill('2026-05-10T10:00')
	await page.getByLabel('End Date').fill('2026-05-01T10:00')
	await page.getByRole('button', { name: 'Add Exhibition' }).click()
	await expect(page.getByText('End date must be after the start date')).toBeVisible()
	expect(posts).toEqual([])

	// Cancel is never stopped by the checks.
	await page.getByLabel('Title *').fill('')
	await page.getByRole('button', { name: 'Cancel' }).click()
	await expect(page).toHaveURL(/\/admin\/exhibitions$/)
	posts.length = 0

	await page.goto('/admin/pages?tab=about&block=new')
	await page.getByLabel('Title *').fill('Only a title')
	await page.getByRole('button', { name: 'Add Block' }).click()
	await expect(page.getByText('Title and content are required')).toBeVisible()
	await page.goto('/admin/users?edit=1')
	await page.getByLabel('New Password').fill('short')
	await page.getByRole('button', { name: 'Save Changes' }).click()
	await expect(page.getByText('New password must be at least 8 characters')).toBeVisible()
	expect(posts).toEqual([])
})

test('exhibitions: Status offers From dates first; a show saved under it runs by its dates and reads On view', async ({
	page,
	server,
}) => {
	const day = (days: number) => `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T10:00`
	await loginAsAdmin(page)
	await page.goto('/admin/exhibitions/new')
	const status = page.getByLabel('Status')
	await expect(status.locator('option')).toHaveText(['From dates', 'Upcoming', 'Past'])
	await expect(status).toHaveValue('upcoming')
	await page.getByLabel('Title *').fill('Dated by Their Days')
	await page.getByLabel('Start Date').fill(day(-2))
	await page.getByLabel('End Date').fill(day(12))
	await status.selectOption({ label: 'From dates' })
	await page.getByLabel('Opening').fill('Opening reception Thursday 6–8 pm')
	await page.getByRole('button', { name: 'Add Exhibition' }).click()
	await expectToast(page, 'Exhibition created successfully')
	const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Dated by Their Days' }) })
	await expect(card).toContainText('On view')
	const stored = server.readDb().exhibitions.find((e: { title: string }) => e.title === 'Dated by Their Days')
	expect(stored).toMatchObject({ status: 'auto', opening: 'Opening reception Thursday 6–8 pm' })

	await card.getByRole('link', { name: 'Edit Dated by Their Days' }).click()
	await expect(page.getByLabel('Status')).toHaveValue('auto')
	await expect(page.getByLabel('Opening')).toHaveValue('Opening reception Thursday 6–8 pm')

	// Leave the shared demo as it was.
	await page.goto('/admin/exhibitions')
	await card.getByRole('link', { name: 'Delete Dated by Their Days' }).click()
	await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
	await expectToast(page, 'Exhibition deleted successfully')
})

test('identity: the colour picker fills the accent colour, and Save Identity answers with a toast', async ({
	page,
	server,
}) => {
	const before = server.readDb().settings
	await loginAsAdmin(page)
	await page.goto('/admin/pages?tab=home')
	const identity = page.getByRole('form', { name: 'Identity' })
	await identity.getByLabel('Pick the accent colour').fill('#336699')
	await expect(identity.getByLabel('Accent Colour', { exact: true })).toHaveValue('#336699')
	await identity.getByLabel('Typeface').selectOption('serif')
	await identity.getByRole('button', { name: 'Save Identity' }).click()
	await expectToast(page, 'Identity updated successfully')
	expect(server.readDb().settings).toMatchObject({ accent_color: '#336699', typeface: 'serif' })

	// A colour that is not #rrggbb is refused in the browser, beside the field.
	await identity.getByLabel('Accent Colour', { exact: true }).fill('blue')
	await identity.getByRole('button', { name: 'Save Identity' }).click()
	await expect(identity.getByText('Accent colour must be a hex colour such as #1a2b3c')).toBeVisible()

	// Leave the shared demo as it was.
	await identity.getByLabel('Accent Colour', { exact: true }).fill(before.accent_color)
	await identity.getByLabel('Typeface').selectOption(before.typeface)
	await identity.getByRole('button', { name: 'Save Identity' }).click()
	await expectToast(page, 'Identity updated successfully')
	// The first save's toast can still be showing: wait for the write itself.
	await expect
		.poll(() => server.readDb().settings)
		.toMatchObject({ accent_color: before.accent_color, typeface: before.typeface })
})
