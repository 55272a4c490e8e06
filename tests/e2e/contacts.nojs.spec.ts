import { expectToast } from './admin-helpers.ts'
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/server.ts'
import { expect, loginAsAdmin, test } from './fixtures.ts'

test.use({ serverGroup: 'admin' })

/** Contacts with JavaScript off (docs/admin.md, 'Contacts'): the list's GET form, the plain add and edit form, the page. */

test('without JavaScript: find contacts by search, kind and tag, add one, see their page, edit it, refuse a taken email', async ({
	page,
	server,
}) => {
	await loginAsAdmin(page)
	await page.getByRole('navigation').getByRole('link', { name: 'Contacts' }).first().click()
	await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible()
	const total = server.readDb().contacts.length
	await expect(page.locator('[data-stat="Total Contacts"]')).toHaveText(String(total))

	await page.getByLabel('Kind', { exact: true }).selectOption('institution')
	await page.getByRole('button', { name: 'Apply' }).click()
	await expect(page).toHaveURL(/kind=institution/)
	await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Jonas Keller'])
	await page.getByRole('link', { name: 'Clear Filters' }).click()
	await page.getByLabel('Tag', { exact: true }).selectOption('sculpture')
	await page.getByRole('button', { name: 'Apply' }).click()
	await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Anika Desai'])
	await page.getByRole('link', { name: 'Clear Filters' }).click()
	await page.getByRole('searchbox').fill('HAFENHALLE')
	await page.getByRole('button', { name: 'Apply' }).click()
	await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Jonas Keller'])

	await page.getByRole('link', { name: 'Add Contact' }).click()
	await page.getByLabel('Name *').fill('Lea Fournier')
	await page.getByLabel('Email', { exact: true }).fill('not-an-address')
	await page.getByRole('button', { name: 'Add Contact' }).click()
	await expect(page.getByText('Please enter a valid email address').first()).toBeVisible()
	expect(server.readDb().contacts).toHaveLength(total)

	await page.getByLabel('Email', { exact: true }).fill('lea@fournier.example')
	await page.getByLabel('Organisation').fill('Fondation Lumen')
	await page.getByLabel('Collector').check()
	await page.getByLabel('Institution').check()
	await page.getByLabel('Tags', { exact: true }).fill('paris, photography')
	await page.getByLabel('Notes').fill('Saw the harbour series at the fair.')
	await page.getByRole('button', { name: 'Add Contact' }).click()
	await expectToast(page, 'Contact created successfully')
	const lea = server.readDb().contacts.find((c: { name: string }) => c.name === 'Lea Fournier')
	expect(lea).toMatchObject({ kinds: ['collector', 'institution'], tags: ['paris', 'photography'], version: 1 })

	await page.getByRole('link', { name: 'Lea Fournier', exact: true }).click()
	await expect(page).toHaveURL(new RegExp(`/admin/contacts/${lea.id}$`))
	await expect(page.getByRole('heading', { name: 'Lea Fournier', level: 1 })).toBeVisible()
	await expect(page.getByText('Fondation Lumen')).toBeVisible()
	await expect(page.getByRole('link', { name: 'lea@fournier.example' })).toHaveAttribute(
		'href',
		'mailto:lea@fournier.example',
	)
	await expect(page.getByText('Saw the harbour series at the fair.')).toBeVisible()

	await page.getByRole('link', { name: 'Edit', exact: true }).click()
	await expect(page.getByLabel('Tags', { exact: true })).toHaveValue('paris, photography')
	// Another contact's email, in another case, is refused beside the field and nothing is saved.
	await page.getByLabel('Email', { exact: true }).fill('Helena.Vasquez@EXAMPLE.com')
	await page.getByRole('button', { name: 'Update Contact' }).click()
	await expect(page.getByText('is already the email of the contact "Helena Vasquez"').first()).toBeVisible()
	expect(server.readDb().contacts.find((c: { id: number }) => c.id === lea.id).email).toBe('lea@fournier.example')
	await page.getByLabel('Email', { exact: true }).fill('lea@fournier.example')
	await page.getByLabel('Phone').fill('+33 1 23 45 67 89')
	await page.getByRole('button', { name: 'Update Contact' }).click()
	await expectToast(page, 'Contact updated successfully')
	expect(server.readDb().contacts.find((c: { id: number }) => c.id === lea.id)).toMatchObject({
		phone: '+33 1 23 45 67 89',
		version: 2,
	})
})

test('without JavaScript: merge one contact into another after a confirmation', async ({ page, server }) => {
	await loginAsAdmin(page)
	const login = await page.request.post('/api/auth/login', {
		data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
	})
	const { token } = (await login.json()) as { token: string }
	const create = async (data: Record<string, unknown>) =>
		(await (
			await page.request.post('/api/admin/contacts', { data, headers: { Authorization: `Bearer ${token}` } })
		).json()) as { id: number }
	const kept = await create({ name: 'Ines Moreau', email: 'ines@moreau.example', kinds: ['collector'] })
	const other = await create({ name: 'I. Moreau', email: 'ines.moreau@work.example', tags: ['lyon'] })

	await page.goto(`/admin/contacts/${kept.id}`)
	await page.getByRole('link', { name: 'Merge…' }).click()
	await page.getByLabel('Name, email or organisation').fill('moreau')
	await page.getByRole('button', { name: 'Find' }).click()
	await expect(page.getByRole('link', { name: 'Merge Ines Moreau into Ines Moreau' })).toHaveCount(0)
	await page.getByRole('link', { name: 'Merge I. Moreau into Ines Moreau' }).click()
	const dialog = page.getByRole('alertdialog')
	await expect(dialog).toContainText('Merge I. Moreau into Ines Moreau?')
	await expect(dialog).toContainText('This cannot be undone.')
	await dialog.getByRole('button', { name: 'Merge' }).click()
	await expectToast(page, 'Contacts merged successfully')
	await expect(page.getByRole('heading', { name: 'Ines Moreau', level: 1 })).toBeVisible()
	await expect(page.getByText('ines.moreau@work.example')).toBeVisible()
	const contacts = server.readDb().contacts as { id: number; other_emails: string[]; tags: string[] }[]
	expect(contacts.some((c) => c.id === other.id)).toBe(false)
	expect(contacts.find((c) => c.id === kept.id)).toMatchObject({
		other_emails: ['ines.moreau@work.example'],
		tags: ['lyon'],
	})
})
