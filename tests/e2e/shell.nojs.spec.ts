import { expect, test } from './fixtures.ts'

test('the mobile menu works with JavaScript off', async ({ page }) => {
	await page.setViewportSize({ width: 390, height: 800 })
	await page.goto('/')
	const mobile = page.getByRole('navigation', { name: 'Mobile' })
	await expect(mobile).toBeHidden()
	await page.getByText('Menu', { exact: true }).click()
	await expect(mobile).toBeVisible()
	await mobile.getByRole('link', { name: 'Contact' }).click()
	await expect(page).toHaveURL(/\/contact$/)
	await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
})

test('the home page and its footer are complete without JavaScript', async ({ page }) => {
	await page.goto('/')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Art that stays with you')
	// The first slide shows, named by its own alt text (the demo describes every hero image).
	const slideshow = page.getByRole('region', { name: 'Slideshow' })
	await expect(
		slideshow.getByRole('img', {
			name: 'Installation view of Colour as Place: Harmattan, Morning Field and Still Water',
		}),
	).toBeVisible()
	await expect(
		page.getByRole('contentinfo').getByRole('list', { name: 'Collaborators' }).getByRole('listitem'),
	).toHaveCount(5)
})
