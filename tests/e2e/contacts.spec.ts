import { expectToast } from './admin-helpers.ts'
import { expect, loginAsAdmin, test } from './fixtures.ts'

test.use({ serverGroup: 'admin' })

/** Contacts with JavaScript (docs/admin.md, 'Contacts'): the form's own checks, the contact's page, delete with a dialog. */

test('with JavaScript: the form checks in the browser, the contact is created, their page tells their history and they are erased after a confirmation', async ({
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

	const work = server.readDb().artworks.find((a: { is_visible: boolean }) => a.is_visible)
	const enquiry = await page.request.post('/api/enquiries', {
		data: {
			artwork_id: work.id,
			name: 'Oskar',
			email: 'OSKAR@lind.example',
			message: 'Could I see the work on Friday morning?',
		},
	})
	expect(enquiry.status()).toBe(201)

	await page.getByRole('link', { name: 'Oskar Lind', exact: true }).click()
	await expect(page.getByRole('heading', { name: 'Oskar Lind', level: 1 })).toBeVisible()
	const history = page.getByRole('region', { name: 'History' })
	await expect(history).toContainText(`Enquired about ${work.title}`)
	await expect(history).toContainText('Could I see the work on Friday morning?')
	await expect(page.getByRole('region', { name: 'Interests' })).toContainText(work.artist_name)
	const download = page.waitForEvent('download')
	await page.getByRole('link', { name: 'Export data' }).click()
	expect((await download).suggestedFilename()).toBe(`contact-${oskar.id}-data.json`)

	await page.getByRole('link', { name: 'Erase Oskar Lind' }).click()
	await expect(page.getByRole('alertdialog')).toContainText(
		'Are you sure you want to delete "Oskar Lind"? This action cannot be undone.',
	)
	await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
	await expectToast(page, 'Contact deleted successfully')
	expect(server.readDb().contacts.some((c: { id: number }) => c.id === oskar.id)).toBe(false)
	const kept = server
		.readDb()
		.enquiries.find((e: { message: string }) => e.message === 'Could I see the work on Friday morning?')
	expect(kept).toMatchObject({ name: '', email: '' })
})
