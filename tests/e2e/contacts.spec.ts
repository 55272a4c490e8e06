import { expectToast } from './admin-helpers.ts'
import { expect, loginAsAdmin, test } from './fixtures.ts'

test.use({ serverGroup: 'admin' })

/** Contacts with JavaScript (docs/admin.md, 'Contacts'): the form's own checks, the contact's page, delete with a dialog. */

test('with JavaScript: the form checks in the browser, the contact is created, opened and deleted after a confirmation', async ({
	page,
	server,
}) => {
	await loginAsAdmin(page)
	await page.goto('/admin/contacts/new')
	await page.getByRole('button', { name: 'Add Contact' }).click()
	await expect(page.getByText('Name is required').first()).toBeVisible()
	await page.getByLabel('Name *').fill('Oskar Lind')
	await page.getByLabel('Email', { exact: true }).fill('oskar@lind.example')
	await page.getByLabel('Press').check()
	await page.getByRole('button', { name: 'Add Contact' }).click()
	await expectToast(page, 'Contact created successfully')
	const oskar = server.readDb().contacts.find((c: { name: string }) => c.name === 'Oskar Lind')
	expect(oskar).toMatchObject({ email: 'oskar@lind.example', kinds: ['press'] })

	await page.getByRole('link', { name: 'Oskar Lind', exact: true }).click()
	await expect(page.getByRole('heading', { name: 'Oskar Lind', level: 1 })).toBeVisible()
	await page.getByRole('link', { name: 'All contacts' }).click()
	const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Oskar Lind' }) })
	await card.getByRole('link', { name: 'Delete Oskar Lind' }).click()
	await expect(page.getByRole('alertdialog')).toContainText(
		'Are you sure you want to delete "Oskar Lind"? This action cannot be undone.',
	)
	await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
	await expectToast(page, 'Contact deleted successfully')
	expect(server.readDb().contacts.some((c: { id: number }) => c.id === oskar.id)).toBe(false)
})
