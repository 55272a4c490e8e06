import { expectToast } from './admin-helpers.ts'
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
