import { expect, test } from './fixtures.ts'
import { screenshotsAtBothWidths } from './screens.ts'

test('the navigation reaches every public page', async ({ page }) => {
	await page.goto('/')
	const nav = page.getByRole('navigation', { name: 'Main' })
	for (const [label, path] of [
		['Exhibitions', '/exhibitions'],
		['Artists', '/artists'],
		['Gallery', '/collection'],
		['About', '/about'],
		['Contact', '/contact'],
	] as const) {
		await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', path)
	}
	await expect(nav.getByRole('link', { name: 'Admin Login' })).toHaveCount(0)
	await nav.getByRole('link', { name: 'Exhibitions', exact: true }).click()
	await expect(page).toHaveURL(/\/exhibitions$/)
})

test('the home page shows the hero and at most three upcoming exhibitions', async ({ page }) => {
	await page.goto('/')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Art that stays with you')
	await expect(page.getByRole('link', { name: 'Exhibitions', exact: true }).last()).toBeVisible()
	const upcoming = page.getByRole('region', { name: 'Upcoming Exhibitions' }).getByRole('listitem')
	await expect(upcoming).toHaveCount(3)
	await expect(page.getByRole('link', { name: 'View All Exhibitions' })).toHaveAttribute('href', '/exhibitions')
})

test('the footer shows the gallery, hours, contact info, five collaborators and a copyright', async ({ page }) => {
	await page.goto('/')
	const footer = page.getByRole('contentinfo')
	await expect(footer.getByRole('link', { name: /Meridian Gallery home/ })).toBeVisible()
	await expect(footer).toContainText('A contemporary art gallery showing living artists')
	await expect(footer).toContainText('Tue-Fri: 10AM-6PM, Sat-Sun: 12PM-8PM')
	await expect(footer.getByRole('link', { name: 'hello@meridian.example' })).toHaveAttribute(
		'href',
		'mailto:hello@meridian.example',
	)
	await expect(footer).toContainText('+44 20 7946 0321')
	await expect(footer).toContainText('@meridian.gallery')
	await expect(footer).toContainText('12 Printworks Lane')
	await expect(footer.getByRole('list', { name: 'Collaborators' }).getByRole('listitem')).toHaveCount(5)
	await expect(footer).toContainText(`© ${new Date().getFullYear()} Meridian Gallery`)
})

test('the mobile menu opens, and closes when a link is clicked', async ({ page }) => {
	await page.setViewportSize({ width: 390, height: 800 })
	await page.goto('/')
	await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
	await page.getByText('Menu', { exact: true }).click()
	const mobile = page.getByRole('navigation', { name: 'Mobile' })
	await expect(mobile).toBeVisible()
	await mobile.getByRole('link', { name: 'About' }).click()
	await expect(page).toHaveURL(/\/about$/)
	await expect(mobile).toBeHidden()
})

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
	const response = await page.goto('/this/does/not/exist')
	expect(response?.status()).toBe(404)
	await expect(page.getByRole('heading', { name: '404' })).toBeVisible()
	await expect(page.getByText('Oops! Page not found')).toBeVisible()
	await page.getByRole('link', { name: 'Return to Home' }).click()
	await expect(page).toHaveURL(/\/$/)
})

test('pages carry their stylesheet inline and keep it across client-side navigation', async ({ page }) => {
	const stylesheets: string[] = []
	page.on('request', (request) => {
		if (request.resourceType() === 'stylesheet') stylesheets.push(request.url())
	})
	await page.goto('/')
	const styled = () => page.locator('body').evaluate((body) => getComputedStyle(body).display)
	expect(await styled()).toBe('flex')
	await page.waitForFunction(() => (window as { __reactRouterContext?: unknown }).__reactRouterContext !== undefined)
	await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click()
	await expect(page).toHaveURL(/\/about$/)
	expect(await styled()).toBe('flex')
	await expect(page.locator('head style')).toHaveCount(1)
	expect(await page.locator('head style').evaluate((style) => style.textContent?.length ?? 0)).toBeGreaterThan(10_000)
	expect(stylesheets).toEqual([])
})

test('the back office sets its headings in the site’s own type, not Times', async ({ page }) => {
	await page.setViewportSize({ width: 1440, height: 900 })
	await page.goto('/admin')
	const fontOf = (selector: string) =>
		page
			.locator(selector)
			.first()
			.evaluate((e) => getComputedStyle(e).fontFamily)
	await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
	expect(await fontOf('h1')).toMatch(/^"?Inter"?,/)
	await screenshotsAtBothWidths(page, 'admin-login', { fullPage: false, height: 800 })
})
