import { expectToast } from './admin-helpers.ts'
import { expect, loginAsAdmin, test } from './fixtures.ts'
import { otherEditor } from './revisions-helpers.ts'
import { screenshot } from './screens.ts'

test.use({ serverGroup: 'revisions' })

/**
 * Editing together without JavaScript (docs/admin.md, 'History and conflicts'): the conflict choice is a
 * link and a submit button, the restore a confirmation page and a form. axe needs JavaScript in the page:
 * revisions.spec.ts checks the same screens with it.
 */

test('without JavaScript a conflicting save comes back with my values, and Save mine anyway wins', async ({
	page,
	request,
	server,
}) => {
	const editor = await otherEditor(request)
	const room = server.readDb().viewing_rooms[0]
	const work = await editor.create('artworks', { title: 'Plain Work', artist_id: 1, year: 2018, medium: 'Ink' })
	await loginAsAdmin(page)
	await page.goto(`/admin/artworks/${work.id}/edit`)
	await editor.update(`artworks/${work.id}`, { medium: 'Charcoal' })
	await page.getByLabel('Title *').fill('Plain Work, retitled')
	await page.getByRole('button', { name: 'Update Artwork' }).click()
	const notice = page.getByRole('alert').filter({ hasText: 'since you opened it' })
	await expect(notice).toContainText(/Changed by admin at .+ UTC since you opened it/)
	await expect(notice).toContainText('Medium: Ink → Charcoal')
	await expect(page.getByLabel('Title *')).toHaveValue('Plain Work, retitled')
	await notice.getByRole('button', { name: 'Save mine anyway' }).click()
	await expectToast(page, 'Artwork updated successfully')
	// Only what I changed is written: their medium stays.
	expect(server.readDb().artworks.find((a: { id: number }) => a.id === work.id)).toMatchObject({
		title: 'Plain Work, retitled',
		medium: 'Charcoal',
		version: 3,
	})

	// A field we both changed: their value beside mine, and the radio I pick decides.
	await page.goto(`/admin/artworks/${work.id}/edit`)
	await editor.update(`artworks/${work.id}`, { medium: 'Pastel', size: '30 x 40 cm' })
	await page.getByLabel('Medium').fill('Graphite')
	await page.getByRole('button', { name: 'Update Artwork' }).click()
	const medium = notice.getByRole('group', { name: 'Medium' })
	await expect(medium.getByRole('radio', { name: 'Keep mine: Graphite' })).toBeChecked()
	await medium.getByRole('radio', { name: 'Keep theirs: Pastel' }).check()
	await notice.getByRole('button', { name: 'Save mine anyway' }).click()
	await expectToast(page, 'Artwork updated successfully')
	expect(server.readDb().artworks.find((a: { id: number }) => a.id === work.id)).toMatchObject({
		medium: 'Pastel',
		size: '30 x 40 cm',
	})

	// The viewing room editor offers the same choice.
	if (room) {
		await page.goto(`/admin/viewing-rooms/${room.id}/edit`)
		await editor.update(`viewing-rooms/${room.id}`, { intro: 'Their intro' })
		await page.getByLabel('Intro', { exact: true }).fill('My intro')
		await page.getByRole('button', { name: 'Save Viewing Room' }).click()
		await expect(page.getByRole('alert').filter({ hasText: 'since you opened it' })).toContainText('Intro')
		await expect(page.getByLabel('Intro', { exact: true })).toHaveValue('My intro')
		await page.getByRole('link', { name: 'Keep theirs' }).click()
		await expect(page.getByLabel('Intro', { exact: true })).toHaveValue('Their intro')
	}
})

test('without JavaScript staff compare a version and restore it through the confirmation page', async ({
	page,
	request,
	server,
}) => {
	const editor = await otherEditor(request)
	const show = await editor.create('exhibitions', { title: 'Plain History', curator: 'Ada' })
	await editor.update(`exhibitions/${show.id}`, { curator: 'Bea' })
	await loginAsAdmin(page)
	await page.goto(`/admin/exhibitions/${show.id}/edit`)
	await page.getByRole('link', { name: 'History' }).click()
	await page.getByRole('link', { name: 'Compare version 1' }).click()
	await expect(page.getByRole('row', { name: /Curator/ })).toContainText('Changed')
	await page.setViewportSize({ width: 390, height: 800 })
	await page.getByRole('link', { name: 'Restore this version' }).click()
	await expect(page).toHaveURL(/confirm=1#restore$/)
	// The confirmation opens in view and focused, not below the fold of the comparison.
	const confirmation = page.getByRole('form', { name: 'Restore version 1?' })
	await expect(confirmation).toBeFocused()
	await expect(confirmation).toBeInViewport()
	await screenshot(page, 'restore-confirm-390', { fullPage: false })
	await page.getByRole('button', { name: 'Yes, restore version 1' }).click()
	await expectToast(page, 'Version restored: this is now version 3')
	await expect(page.getByLabel('Curator')).toHaveValue('Ada')
	expect(server.readDb().exhibitions.find((e: { id: number }) => e.id === show.id).curator).toBe('Ada')
})
