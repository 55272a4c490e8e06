import { expectToast } from './admin-helpers.ts'
import { expect, loginThroughForm, test } from './fixtures.ts'

/**
 * The back office's forms with the site in English and German, JavaScript off (docs/admin.md, 'Languages'): each
 * translatable field shows its German beside it and saves it. Axe and the screenshots: languages-content.spec.ts.
 */
test.use({ serverGroup: 'languages-content-nojs', serverEnv: { SITE_LANGUAGES: 'en,de' } })

test('without JavaScript: an exhibition is written in English and German', async ({ page, server }) => {
	await loginThroughForm(page)
	await page.goto('/admin/exhibitions/new')
	await page.getByLabel('Title *').fill('Tidewater')
	await page.getByLabel('Title (German)').fill('Gezeiten')
	await page.getByLabel('Description', { exact: true }).fill('New paintings of the sea.')
	await page.getByLabel('Description (German)').fill('Neue Bilder vom Meer.')
	await expect(page.getByLabel('Title (German)')).toHaveAttribute('lang', 'de')
	await page.getByRole('button', { name: 'Add Exhibition' }).click()
	await expectToast(page, 'Exhibition created successfully')
	const stored = server.readDb().exhibitions.find((e: { title: string }) => e.title === 'Tidewater')
	expect(stored.translations).toEqual({ de: { title: 'Gezeiten', description: 'Neue Bilder vom Meer.' } })

	await page.goto(`/admin/exhibitions/${stored.id}/edit`)
	await expect(page.getByLabel('Title (German)')).toHaveValue('Gezeiten')
	await expect(page.getByLabel('Description (German)')).toHaveValue('Neue Bilder vom Meer.')
})

test('without JavaScript: an artwork form shows German beside its title, medium, text and record lists', async ({
	page,
}) => {
	await loginThroughForm(page)
	await page.goto('/admin/artworks/1/edit')
	for (const label of ['Title (German)', 'Medium (German)', 'Description (German)', 'Provenance (German)'])
		await expect(page.getByLabel(label)).toBeAttached()
	await page.getByLabel('Medium (German)').fill('Öl auf Leinwand')
	await page.getByRole('button', { name: 'Update Artwork' }).click()
	await expectToast(page, 'Artwork updated successfully')
	await page.goto('/admin/artworks/1/edit')
	await expect(page.getByLabel('Medium (German)')).toHaveValue('Öl auf Leinwand')
})
