import { expect, loginAsAdmin, test } from './fixtures.ts'
import { axeViolations } from './axe.ts'
import { screenshotsAtBothWidths as shoot } from './screens.ts'

/** Users and roles and the activity log in a real browser (docs/admin.md, "Users and roles", "Activity log"). */
test.use({ serverGroup: 'roles' })

test('an admin creates an editor, sees the one-time password once, and the editor chooses a new one', async ({
	page,
	browser,
	baseURL,
}) => {
	await loginAsAdmin(page)
	await page.goto('/admin/users')
	await page.getByRole('link', { name: 'Add User' }).click()
	await page.getByLabel('Username').fill('studio-editor')
	await page.getByLabel('Email').fill('studio@example.com')
	await page.getByLabel('Role', { exact: true }).selectOption('editor')
	expect(await axeViolations(page)).toEqual([])
	await shoot(page, 'users-new')
	await page.getByRole('button', { name: 'Create User' }).click()
	const panel = page.getByTestId('one-time-password')
	await expect(panel).toContainText('User studio-editor created')
	await expect(panel).toContainText('Their one-time password is shown only this once.')
	const password = (await panel.locator('code').textContent())!.trim()
	expect(password.length).toBeGreaterThan(11)
	expect(await axeViolations(page)).toEqual([])
	await shoot(page, 'users-created')

	// Shown once: the list again does not carry it.
	await page.goto('/admin/users')
	await expect(page.getByText('studio-editor', { exact: true })).toBeVisible()
	expect(await page.content()).not.toContain(password)
	expect(await axeViolations(page)).toEqual([])
	await shoot(page, 'users-list')

	const context = await browser.newContext({ baseURL })
	const editor = await context.newPage()
	await editor.goto('/admin')
	await editor.getByLabel('Username').fill('studio-editor')
	await editor.getByLabel('Password').fill(password)
	await editor.getByRole('button', { name: 'Sign In' }).click()
	await expect(editor.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
	await expect(editor).toHaveURL(/\/admin\/password$/)
	expect(await axeViolations(editor)).toEqual([])
	await shoot(editor, 'password-forced')
	// Any other page leads back here until the password is changed.
	await editor.goto('/admin/artworks')
	await expect(editor).toHaveURL(/\/admin\/password$/)
	await editor.getByLabel('New Password', { exact: true }).fill('studio-password-1')
	await editor.getByLabel('Repeat New Password').fill('studio-password-1')
	await editor.getByRole('button', { name: 'Save Password' }).click()
	await expect(editor).toHaveURL(/\/admin\/exhibitions$/)

	// The editor's navigation has the content sections only.
	const nav = editor.getByRole('navigation', { name: 'Admin sections', exact: true })
	await expect(nav.getByRole('link', { name: 'Exhibitions' })).toBeVisible()
	await expect(nav.getByRole('link', { name: 'Viewing Rooms' })).toBeVisible()
	for (const name of ['User Management', 'Backups', 'Activity Log']) {
		await expect(nav.getByRole('link', { name })).toHaveCount(0)
	}
	await shoot(editor, 'editor-nav')
	// The newsletter's readers, without their exports or the campaigns.
	await nav.getByRole('link', { name: 'Newsletter' }).click()
	await expect(editor.getByRole('heading', { name: 'Newsletter Subscribers' })).toBeVisible()
	await expect(editor.getByRole('link', { name: 'Campaigns' })).toHaveCount(0)
	await expect(editor.getByRole('link', { name: 'Export', exact: true })).toHaveCount(0)
	await expect(editor.getByRole('link', { name: /^Export data of / })).toHaveCount(0)
	expect(await axeViolations(editor)).toEqual([])
	await editor.goto('/admin/users')
	await expect(editor.getByRole('heading', { name: 'Not allowed' })).toBeVisible()
	await shoot(editor, 'editor-forbidden')
	await context.close()
})

test('the activity log filters, pages and is accessible', async ({ page }) => {
	await page.goto('/admin')
	await page.getByLabel('Username').fill('nobody-at-all')
	await page.getByLabel('Password').fill('wrong-password')
	await page.getByRole('button', { name: 'Sign In' }).click()
	await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials' }).first()).toBeVisible()
	await loginAsAdmin(page)
	await page.goto('/admin/activity')
	await expect(page.getByRole('heading', { name: 'Activity Log' })).toBeVisible()
	await expect(page.getByRole('columnheader', { name: 'Time', exact: true })).toBeVisible()
	expect(await axeViolations(page)).toEqual([])
	await shoot(page, 'activity')
	await page.getByLabel('Kind').selectOption('sign-in-failed')
	await page.getByRole('button', { name: 'Apply' }).click()
	await expect(page).toHaveURL(/kind=sign-in-failed/)
	const rows = page.getByTestId('activity-row')
	await expect(rows).toHaveCount(1)
	await expect(rows.first()).toContainText('nobody-at-all')
	await expect(rows.first()).toContainText('127.0.0.1')
	expect(await axeViolations(page)).toEqual([])
	await shoot(page, 'activity-filtered')
	const download = page.waitForEvent('download')
	await page.getByRole('link', { name: 'Export CSV' }).click()
	expect((await download).suggestedFilename()).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/)
	await page.goto('/admin/password')
	expect(await axeViolations(page)).toEqual([])
	await shoot(page, 'password-own')
})
