import { expect, test } from './fixtures.ts'

test('a visitor without JavaScript goes from home to an exhibition, an artist, an artwork and back, and subscribes', async ({
	page,
}) => {
	await page.goto('/')
	await page.getByRole('link', { name: 'Colour as Place' }).first().click()
	await expect(page).toHaveURL(/\/exhibition\/colour-as-place$/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Colour as Place')
	// The demo's show opened weeks ago: it reads as on view from its dates.
	await expect(page.getByText('On view', { exact: true })).toBeVisible()
	// Gallery images are plain links to a page of the image, named by their alt text.
	await expect(
		page
			.getByTestId('gallery-grid')
			.getByRole('link', { name: /in full size$/ })
			.first(),
	).toHaveAttribute('href', '/exhibition/colour-as-place/image/1')

	await page.getByRole('link', { name: 'Amara Okafor' }).click()
	await expect(page).toHaveURL(/\/artist\/amara-okafor$/)
	await expect(page.getByText("Explore Amara Okafor's collection of 4 artworks")).toBeVisible()
	await page.getByRole('link', { name: 'Morning Field' }).click()
	await expect(page).toHaveURL(/\/artwork\/morning-field$/)
	await expect(page.getByText('by Amara Okafor')).toBeVisible()
	await page.getByRole('link', { name: 'Next image' }).click()
	await expect(page).toHaveURL(/\?image=2$/)
	await expect(page.getByTestId('main-image').getByRole('img')).toHaveAttribute(
		'alt',
		'Morning Field by Amara Okafor, image 2 of 2',
	)

	await page.getByRole('link', { name: 'Back to Collection' }).click()
	await expect(page).toHaveURL(/\/collection$/)
	await page.getByPlaceholder('Search artworks, artists, or descriptions...').fill('okafor')
	await page.getByRole('button', { name: 'Search' }).click()
	await expect(page).toHaveURL(/\/collection\?q=okafor/)
	await expect(page.getByText('Showing 4 of 30 artworks')).toBeVisible()
	await page.getByText('Filters', { exact: true }).click()
	await page.getByLabel('Category').selectOption('Painting')
	await page.getByRole('button', { name: 'Search' }).click()
	await expect(page).toHaveURL(/category=Painting/)
	await page.getByRole('link', { name: 'Clear Filters' }).click()
	await expect(page.getByText('Showing 30 of 30 artworks')).toBeVisible()
	await expect(page.getByText('Page 1 of 2, works 1–24')).toBeVisible()
	await page.getByRole('link', { name: 'Next', exact: true }).click()
	await expect(page.getByText('Page 2 of 2, works 25–30')).toBeVisible()

	await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click()
	await page.getByLabel('Full Name').fill('Ada Lovelace')
	await page.getByLabel('Email Address *').fill(`nojs-${Date.now()}@example.com`)
	await page.getByRole('button', { name: 'Subscribe' }).click()
	await expect(page).toHaveURL(/\/contact$/)
	await expect(page.getByRole('status')).toContainText('Success!')
	await expect(page.getByRole('status')).toContainText('Thank you for subscribing to our newsletter!')
})

test('without JavaScript the +N tile lists every gallery image', async ({ page }) => {
	await page.goto('/exhibition/steel-and-felt')
	await page.getByTestId('more-7').click()
	await expect(page).toHaveURL(/gallery=all/)
	// The demo's exhibitions hold at most the uploader's 10 images.
	await expect(page.getByRole('link', { name: /in full size/ })).toHaveCount(10)
})

test("without JavaScript a work's image opens a page that shows it large, whole, with the site around it", async ({
	page,
}) => {
	await page.goto('/artwork/morning-field?image=2')
	await page.getByTestId('main-image').click()
	await expect(page).toHaveURL(/\/artwork\/morning-field\/image\/2$/)
	// The site around it: its header, footer and navigation.
	await expect(page.getByRole('banner')).toBeVisible()
	await expect(page.getByRole('contentinfo')).toBeVisible()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Morning Field')
	const image = page.getByRole('main').getByRole('img', { name: 'Morning Field by Amara Okafor, image 2 of 2' })
	await expect(image).toBeVisible()
	await expect(page.getByText('Image 2 of 2', { exact: true })).toBeVisible()
	// Whole: the image keeps its own proportions and fits the screen.
	const shown = await image.evaluate((img: HTMLImageElement) => ({
		ratio: img.clientWidth / img.clientHeight,
		natural: img.naturalWidth / img.naturalHeight,
		bottom: img.getBoundingClientRect().bottom,
		fit: getComputedStyle(img).objectFit,
	}))
	expect(Math.abs(shown.ratio - shown.natural)).toBeLessThan(0.02)
	expect(shown.fit).not.toBe('cover')
	await page.getByRole('link', { name: 'Next image' }).click()
	await expect(page).toHaveURL(/\/artwork\/morning-field\/image\/1$/)
	await page.getByRole('link', { name: 'Back to the work' }).click()
	await expect(page).toHaveURL(/\/artwork\/morning-field$/)
	// An image the work does not have is a page not found.
	const missing = await page.goto('/artwork/morning-field/image/3')
	expect(missing?.status()).toBe(404)
})

test("without JavaScript an exhibition's view opens a page of the image, and leads back to the show", async ({
	page,
}) => {
	await page.goto('/exhibition/colour-as-place')
	await page
		.getByTestId('gallery-grid')
		.getByRole('link', { name: /in full size$/ })
		.first()
		.click()
	await expect(page).toHaveURL(/\/exhibition\/colour-as-place\/image\/1$/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Colour as Place')
	await expect(page.getByRole('main').getByRole('img')).toBeVisible()
	await page.getByRole('link', { name: 'Back to the exhibition' }).click()
	await expect(page).toHaveURL(/\/exhibition\/colour-as-place#gallery$/)
})
