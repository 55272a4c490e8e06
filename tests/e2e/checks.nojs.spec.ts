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

test("without JavaScript: 'From dates' fixes a status against its dates from the report and from the form", async ({
	page,
	server,
}) => {
	const day = (days: number) => `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T10:00`
	const statusOf = (title: string) =>
		server.readDb().exhibitions.find((e: { title: string }) => e.title === title).status
	await loginThroughForm(page)
	for (const title of ['Long Gone From Report', 'Long Gone From Form']) {
		await page.goto('/admin/exhibitions/new')
		await page.getByLabel('Title *').fill(title)
		await page.getByLabel('Start Date').fill(day(-30))
		await page.getByLabel('End Date').fill(day(-3))
		await page.getByLabel('Status').selectOption({ label: 'Upcoming' })
		await page.getByRole('button', { name: 'Add Exhibition' }).click()
		await expect(page).toHaveURL(/\/admin\/exhibitions$/)
		expect(statusOf(title)).toBe('upcoming')
	}

	await page.goto('/admin/checks')
	await page.getByRole('button', { name: /^From dates: Long Gone From Report/ }).click()
	await expect(page).toHaveURL(/\/admin\/checks$/)
	await expectToast(page, 'Exhibition updated: From dates')
	expect(statusOf('Long Gone From Report')).toBe('auto')
	await expect(page.getByRole('button', { name: /^From dates: Long Gone From Report/ })).toHaveCount(0)

	await page.getByRole('link', { name: 'Long Gone From Form' }).click()
	await expect(page).toHaveURL(/\/admin\/exhibitions\/\d+\/edit$/)
	await page.getByRole('button', { name: /^From dates: It says upcoming/ }).click()
	await expectToast(page, 'Exhibition updated: From dates')
	await expect(page.getByLabel('Status')).toHaveValue('auto')
	expect(statusOf('Long Gone From Form')).toBe('auto')
})
