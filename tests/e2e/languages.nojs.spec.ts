import { expect, test } from './languages-server.ts'

test('a visitor switches the page’s language without JavaScript, and its links stay in the language', async ({
	page,
}) => {
	await page.goto('/exhibitions')
	await expect(page.locator('html')).toHaveAttribute('lang', 'en')
	await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Deutsch' }).click()
	await expect(page).toHaveURL(/\/de\/exhibitions$/)
	await expect(page.locator('html')).toHaveAttribute('lang', 'de')
	await expect(page.getByRole('heading', { name: 'Kommende Ausstellungen' })).toBeVisible()
	await expect(
		page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Künstler' }),
	).toHaveAttribute('href', '/de/artists')
	// A card's link goes to the German page of the same exhibition.
	await page.locator('a[href^="/de/exhibition/"]').first().click()
	await expect(page).toHaveURL(/\/de\/exhibition\/[^/]+$/)
	const slug = new URL(page.url()).pathname.split('/').at(-1)
	await expect(
		page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: 'Deutsch' }),
	).toHaveAttribute('aria-current', 'page')
	await page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: 'English' }).click()
	await expect(page).toHaveURL(new RegExp(`/exhibition/${slug}$`))
	await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})
