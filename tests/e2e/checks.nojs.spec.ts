import { expectToast } from './admin-helpers.ts'
import { expect, loginThroughForm, test } from './fixtures.ts'

/** Checks before publishing with JavaScript off (docs/admin.md, 'Checks before publishing'). */
test.use({ serverGroup: 'checks-nojs' })

test('without JavaScript: a problem saves an artist hidden with the reason beside the field; publish anyway', async ({
	page,
	server,
}) => {
	await loginThroughForm(page)
	await page.goto('/admin/artists/new')
	await page.getByLabel('Name *').fill('Nadia Ferro')
	await page.getByLabel('Bio').fill('Her catalogue: [the spring show](/exhibition/no-such-show).')
	await page.getByRole('button', { name: 'Add Artist' }).click()
	await expectToast(page, 'Artist created, but kept hidden')
	await expect(page.getByLabel('Bio')).toHaveAccessibleDescription(
		/Problem: The link to \/exhibition\/no-such-show leads to a page that does not exist \(404\)\./,
	)
	expect(server.readDb().artists.find((a: { name: string }) => a.name === 'Nadia Ferro').is_visible).toBe(false)
	await page.getByRole('button', { name: 'Publish anyway' }).click()
	await expectToast(page, 'Artist published anyway')
	expect(server.readDb().artists.find((a: { name: string }) => a.name === 'Nadia Ferro').is_visible).toBe(true)
})
