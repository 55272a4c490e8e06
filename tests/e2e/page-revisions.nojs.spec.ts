import { expectToast } from './admin-helpers.ts'
import { expect, loginAsAdmin, test } from './fixtures.ts'
import { otherEditor } from './revisions-helpers.ts'
import { screenshotsAtBothWidths } from './screens.ts'

test.use({ serverGroup: 'page-revisions' })

/**
 * Page Content edited together without JavaScript (docs/admin.md, 'History and conflicts'): a stale
 * save comes back with my values and the choice, and the history restores a version after a
 * confirmation. accessibility.spec.ts checks the history screen with axe.
 */

test('without JavaScript a stale page save keeps my values, Keep theirs drops them, Save mine anyway wins', async ({
	page,
	request,
}) => {
	const editor = await otherEditor(request)
	// The page's version the form opens with is kept as a revision, so the notice can name the fields changed since.
	await editor.update('pages/gallery', { description: 'A description' })
	await loginAsAdmin(page)
	await page.goto('/admin/pages?tab=gallery')
	await editor.update('pages/gallery', { description: 'Their description' })
	await page.getByLabel('Title').fill('My Gallery')
	await page.getByRole('button', { name: 'Save Changes' }).click()
	const notice = page.getByRole('alert').filter({ hasText: 'since you opened it' })
	await expect(notice).toContainText(/Changed by admin at .+ UTC since you opened it/)
	await expect(notice).toContainText('Your changes were not saved. They are still in the form below.')
	await expect(notice).toContainText('Description')
	await expect(page.getByLabel('Title')).toHaveValue('My Gallery')
	await screenshotsAtBothWidths(page, 'page-conflict', { height: 1000 })
	await notice.getByRole('link', { name: 'Keep theirs' }).click()
	await expect(page.getByLabel('Description')).toHaveValue('Their description')

	await page.getByLabel('Title').fill('My Gallery')
	await editor.update('pages/gallery', { description: 'Their second description' })
	await page.getByRole('button', { name: 'Save Changes' }).click()
	await page
		.getByRole('alert')
		.filter({ hasText: 'since you opened it' })
		.getByRole('button', { name: 'Save mine anyway' })
		.click()
	await expectToast(page, 'Page content updated successfully')
	expect((await editor.get('pages/gallery')).title).toBe('My Gallery')
})

test('without JavaScript staff open a page history from its tab, compare a version and restore it', async ({
	page,
	request,
}) => {
	const editor = await otherEditor(request)
	await editor.update('pages/artists', { title: 'Artists Then' })
	await editor.update('pages/artists', { title: 'Artists Now' })
	await loginAsAdmin(page)
	await page.goto('/admin/pages?tab=artists')
	await page.getByRole('link', { name: 'History of the Artists page' }).click()
	await expect(page.getByRole('heading', { name: 'History: Artists page' })).toBeVisible()
	const versions = page.getByRole('link', { name: /^Compare version/ })
	await versions.nth(1).click()
	await expect(page.getByRole('row', { name: /Title/ })).toContainText('Artists Then')
	await expect(page.getByRole('row', { name: /Title/ })).toContainText('Changed')
	await screenshotsAtBothWidths(page, 'page-history', { height: 1000 })
	await page.getByRole('link', { name: 'Restore this version' }).click()
	await expect(page.getByRole('heading', { name: /^Restore version \d+\?$/ })).toBeVisible()
	await page.getByRole('button', { name: /^Yes, restore version/ }).click()
	await expectToast(page, 'Version restored: this is now version')
	await expect(page).toHaveURL(/\/admin\/pages\?tab=artists$/)
	expect((await editor.get('pages/artists')).title).toBe('Artists Then')
})
