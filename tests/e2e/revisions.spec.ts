import { type Page } from '@playwright/test'
import { expectToast } from './admin-helpers.ts'
import { expect, loginAsAdmin, test } from './fixtures.ts'
import { otherEditor } from './revisions-helpers.ts'
import { axeViolations } from './axe.ts'
import { screenshotsAtBothWidths } from './screens.ts'

test.use({ serverGroup: 'revisions' })

/** Editing together (docs/admin.md, 'History and conflicts') with JavaScript on; revisions.nojs.spec.ts without. */

async function expectNoAxeViolations(page: Page) {
	expect(await axeViolations(page)).toEqual([])
}

test('saving over a newer version shows who changed it and what, keeps my values, and Save mine anyway wins', async ({
	page,
	request,
	server,
}) => {
	const editor = await otherEditor(request)
	const show = await editor.create('exhibitions', { title: 'Shared Show', location: 'Room 1', curator: 'Ines' })
	await loginAsAdmin(page)
	await page.goto(`/admin/exhibitions/${show.id}/edit`)
	await expect(page.getByRole('link', { name: 'History' })).toBeVisible()

	// Someone else saves first.
	await editor.update(`exhibitions/${show.id}`, { curator: 'Someone Else' })
	await page.getByLabel('Location').fill('My room')
	await page.getByRole('button', { name: 'Update Exhibition' }).click()

	const notice = page.getByRole('alert').filter({ hasText: 'since you opened it' })
	await expect(notice).toContainText(/Changed by admin at .+ UTC since you opened it/)
	await expect(notice.getByRole('list', { name: 'Fields that differ' })).toContainText('Curator: Ines → Someone Else')
	await expect(page.getByLabel('Location')).toHaveValue('My room')
	expect(server.readDb().exhibitions.find((e: { id: number }) => e.id === show.id).location).toBe('Room 1')
	await expectNoAxeViolations(page)
	await screenshotsAtBothWidths(page, 'edit-conflict')

	await notice.getByRole('button', { name: 'Save mine anyway' }).click()
	await expectToast(page, 'Exhibition updated successfully')
	const saved = server.readDb().exhibitions.find((e: { id: number }) => e.id === show.id)
	// Only what I changed is written: their curator stays.
	expect(saved).toMatchObject({ location: 'My room', curator: 'Someone Else', version: 3 })

	// Keep theirs: the page loads afresh with their values and mine are dropped.
	await page.goto(`/admin/exhibitions/${show.id}/edit`)
	await editor.update(`exhibitions/${show.id}`, { location: 'Their room' })
	await page.getByLabel('Location').fill('Mine again')
	await page.getByRole('button', { name: 'Update Exhibition' }).click()
	await page.getByRole('link', { name: 'Keep theirs' }).click()
	await expect(page.getByLabel('Location')).toHaveValue('Their room')
	await expect(page.getByRole('alert').filter({ hasText: 'since you opened it' })).toHaveCount(0)
})

test('for each field we both changed the notice shows their value beside mine, and keeps the one I pick', async ({
	page,
	request,
	server,
}) => {
	const editor = await otherEditor(request)
	const work = await editor.create('artworks', {
		title: 'Shared Work',
		artist_id: 1,
		year: 2020,
		medium: 'Ink',
		price: 39000,
	})
	await loginAsAdmin(page)
	await page.goto(`/admin/artworks/${work.id}/edit`)
	await editor.update(`artworks/${work.id}`, { title: 'Their Title', medium: 'Charcoal', price: 41000 })
	await page.getByLabel('Title *').fill('My Title')
	await page.getByLabel('Medium').fill('Graphite')
	await page.getByLabel('Edition', { exact: true }).fill('Edition of 5')
	await page.getByRole('button', { name: 'Update Artwork' }).click()

	const notice = page.getByRole('alert').filter({ hasText: 'since you opened it' })
	await expect(notice.getByRole('list', { name: 'Fields that differ' })).toContainText('Price: 39,000 → 41,000')
	const title = notice.getByRole('group', { name: 'Title' })
	await expect(title.getByRole('radio', { name: 'Keep mine: My Title' })).toBeChecked()
	await expect(title.getByRole('radio', { name: 'Keep theirs: Their Title' })).not.toBeChecked()
	const medium = notice.getByRole('group', { name: 'Medium' })
	await expect(medium.getByRole('radio', { name: 'Keep mine: Graphite' })).toBeChecked()
	await screenshotsAtBothWidths(page, 'edit-conflict-pick')

	await title.getByRole('radio', { name: 'Keep theirs: Their Title' }).check()
	await notice.getByRole('button', { name: 'Save mine anyway' }).click()
	await expectToast(page, 'Artwork updated successfully')
	expect(server.readDb().artworks.find((a: { id: number }) => a.id === work.id)).toMatchObject({
		title: 'Their Title',
		medium: 'Graphite',
		edition: 'Edition of 5',
		price: 41000,
	})
})

test('the history lists versions, compares one with the current record field by field, and restores it after a confirmation', async ({
	page,
	request,
	server,
}) => {
	const editor = await otherEditor(request)
	const image = server.readDb().files[0].url as string
	const artist = await editor.create('artists', { name: 'Hist Painter', specialty: 'Oil', profile_image: image })
	await editor.update(`artists/${artist.id}`, { specialty: 'Watercolour', bio: 'Paints the sea.' })
	await loginAsAdmin(page)
	await page.goto(`/admin/artists/${artist.id}/edit`)
	await page.getByRole('link', { name: 'History' }).click()
	await expect(page.getByRole('heading', { name: 'History: Hist Painter' })).toBeVisible()
	const versions = page.getByRole('region', { name: 'Versions' })
	await expect(versions.getByRole('listitem')).toHaveCount(2)
	await expect(versions.getByRole('listitem').first()).toContainText('Version 2 · Updated by admin')
	await expect(versions.getByRole('listitem').first()).toContainText('Changed: Specialty, Bio')
	await expectNoAxeViolations(page)

	await page.getByRole('link', { name: 'Compare version 1' }).click()
	const compare = page.getByRole('region', { name: /Version 1 beside the current one/ })
	await expect(compare.locator('tr[data-changed]')).toHaveCount(2)
	await expect(compare.getByRole('row', { name: /Specialty/ })).toContainText('Changed')
	await expect(compare.getByRole('row', { name: /Specialty/ })).toContainText('Oil')
	await expect(compare.getByRole('row', { name: /Specialty/ })).toContainText('Watercolour')
	await expect(compare.getByRole('row', { name: /Profile image/ }).locator('img')).toHaveCount(2)
	await expectNoAxeViolations(page)
	await screenshotsAtBothWidths(page, 'history-compare')

	await compare.getByRole('link', { name: 'Restore this version' }).click()
	await expect(page.getByRole('heading', { name: 'Restore version 1?' })).toBeVisible()
	// Taken to the confirmation, focused.
	await expect(page.getByRole('form', { name: 'Restore version 1?' })).toBeFocused()
	await expect(page.getByRole('form', { name: 'Restore version 1?' })).toBeInViewport()
	await expectNoAxeViolations(page)
	await page.getByRole('button', { name: 'Yes, restore version 1' }).click()
	await expect(page).toHaveURL(new RegExp(`/admin/artists/${artist.id}/edit$`))
	await expectToast(page, 'Version restored: this is now version 3')
	await expect(page.getByLabel('Specialty')).toHaveValue('Oil')
})

test("a deleted record's history says so and brings it back", async ({ page, request, server }) => {
	const editor = await otherEditor(request)
	const work = await editor.create('artworks', { title: 'Vanished Work', artist_id: 1, year: 2019 })
	await editor.remove(`artworks/${work.id}`)
	await loginAsAdmin(page)
	await page.goto(`/admin/artworks/${work.id}/history`)
	await expect(page.getByRole('status')).toHaveText('This record was deleted. Choose a version below to restore it.')
	await page.getByRole('link', { name: 'Compare version 2' }).click()
	await expect(page.getByRole('region', { name: /beside the deleted record/ })).toBeVisible()
	await expectNoAxeViolations(page)
	await screenshotsAtBothWidths(page, 'history-deleted')
	await page.getByRole('link', { name: 'Restore this version' }).click()
	await page.getByRole('button', { name: 'Yes, restore version 2' }).click()
	await expectToast(page, 'Version restored: this is now version 3')
	expect(server.readDb().artworks.find((a: { id: number }) => a.id === work.id)).toMatchObject({
		slug: work.slug,
		title: 'Vanished Work',
	})
})
