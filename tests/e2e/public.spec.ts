import { type Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/** Counts full document loads after the call, to prove a change happened without one. */
function watchDocumentRequests(page: Page) {
	const documents: string[] = []
	page.on('request', (request) => {
		if (request.resourceType() === 'document') documents.push(request.url())
	})
	return documents
}

test('the hero slideshow advances every 2 seconds, loops and can be paused', async ({ page }) => {
	await page.goto('/')
	const slideshow = page.getByTestId('hero-slideshow')
	await expect(slideshow).toHaveAttribute('data-index', '0')
	await expect(slideshow).toHaveAttribute('data-index', '1', { timeout: 3500 })
	await expect(slideshow).toHaveAttribute('data-index', '2', { timeout: 3500 })
	await expect(slideshow).toHaveAttribute('data-index', '0', { timeout: 3500 })
	await page.getByRole('button', { name: 'Pause slideshow' }).click()
	const paused = await slideshow.getAttribute('data-index')
	await page.waitForTimeout(2500)
	await expect(slideshow).toHaveAttribute('data-index', paused!)
})

test('the slideshow waits for the next slide to load before fading to it', async ({ page }) => {
	const heroes: { id: number }[] = await (await page.request.get('/api/files/hero-images')).json()
	expect(heroes.length).toBeGreaterThan(1)
	let release = () => {}
	const released = new Promise<void>((resolve) => (release = resolve))
	const held: string[] = []
	await page.route(new RegExp(`/api/file/${heroes[1]!.id}\\?`), async (route) => {
		held.push(route.request().url())
		await released
		await route.continue()
	})
	await page.goto('/')
	const slideshow = page.getByTestId('hero-slideshow')
	await expect.poll(() => held.length).toBeGreaterThan(0)
	// Well past its 2 s, the first slide stays while the second is still on its way.
	await page.waitForTimeout(3000)
	await expect(slideshow).toHaveAttribute('data-index', '0')
	release()
	await expect(slideshow).toHaveAttribute('data-index', '1')
	await expect(slideshow.locator('img').nth(1)).toHaveJSProperty('complete', true)
})

test('the slideshow does not rotate for visitors who prefer reduced motion', async ({ page }) => {
	await page.emulateMedia({ reducedMotion: 'reduce' })
	await page.goto('/')
	await page.waitForTimeout(2600)
	await expect(page.getByTestId('hero-slideshow')).toHaveAttribute('data-index', '0')
})

test('the mobile menu opens, and closes on a link click', async ({ page }) => {
	await page.setViewportSize({ width: 390, height: 800 })
	await page.goto('/')
	const menu = page.getByRole('navigation', { name: 'Mobile' })
	await expect(menu).toBeHidden()
	await page.getByText('Menu', { exact: true }).click()
	await expect(menu).toBeVisible()
	await page.getByText('Menu', { exact: true }).click()
	await expect(menu).toBeHidden()
	await page.getByText('Menu', { exact: true }).click()
	await menu.getByRole('link', { name: 'Artists' }).click()
	await expect(page).toHaveURL(/\/artists$/)
	await expect(page.getByRole('heading', { level: 1, name: 'Artists' })).toBeVisible()
	await expect(menu).toBeHidden()
})

test('the collection filters as the visitor types, without a page load, and keeps the state in the URL', async ({
	page,
}) => {
	await page.goto('/collection')
	await expect(page.getByTestId('collection-count')).toHaveText('Showing 30 of 30 artworks')
	const documents = watchDocumentRequests(page)
	await page.getByPlaceholder('Search artworks, artists, or descriptions...').pressSequentially('okafor', { delay: 30 })
	await expect(page).toHaveURL(/\/collection\?q=okafor/)
	await expect(page.getByTestId('collection-count')).toHaveText(/Showing 4 of 30 artworks/)
	await page.getByText('Filters', { exact: true }).click()
	await page.getByLabel('Category').selectOption('Ceramics')
	await expect(page).toHaveURL(/category=Ceramics/)
	await expect(page.getByText('No artworks found matching your criteria.')).toBeVisible()
	await page.getByRole('link', { name: 'Clear Filters' }).click()
	await expect(page).toHaveURL(/\/collection$/)
	await expect(page.getByTestId('collection-count')).toHaveText('Showing 30 of 30 artworks')
	await expect(page.getByPlaceholder('Search artworks, artists, or descriptions...')).toHaveValue('')
	await expect(page.getByLabel('Category')).toHaveValue('')
	expect(documents).toEqual([])
})

test('the exhibition gallery opens a lightbox dialog with keys, zoom, rotation and focus return', async ({ page }) => {
	// Colour as Place shows nine images: its two installation views, its six works and a detail.
	await page.goto('/exhibition/colour-as-place')
	// The second tile (staff may have written its alt text, which the link's name reads).
	const tile = page.getByTestId('gallery-grid').getByRole('link').nth(1)
	await tile.click()
	const dialog = page.getByRole('dialog')
	await expect(dialog).toBeVisible()
	await expect(dialog).toContainText('Use mouse wheel to zoom • Arrow keys to navigate • R to rotate • ESC to close')
	const counter = dialog.getByTestId('lightbox-counter')
	await expect(counter).toHaveText('2 of 9')
	// Focus is inside the dialog and stays there.
	await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true)
	for (let i = 0; i < 12; i++) await page.keyboard.press('Tab')
	await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true)

	await page.keyboard.press('ArrowRight')
	await expect(counter).toHaveText('3 of 9')
	await page.keyboard.press('ArrowLeft')
	await page.keyboard.press('ArrowLeft')
	await page.keyboard.press('ArrowLeft')
	await expect(counter).toHaveText('9 of 9')
	await page.keyboard.press('ArrowRight')
	await expect(counter).toHaveText('1 of 9')

	const stage = dialog.getByTestId('lightbox-stage')
	await page.keyboard.press('+')
	await expect(stage).toHaveAttribute('data-zoom', '1.2')
	await page.keyboard.press('=')
	await expect(stage).toHaveAttribute('data-zoom', '1.44')
	await page.keyboard.press('-')
	await expect(stage).toHaveAttribute('data-zoom', '1.2')
	for (let i = 0; i < 20; i++) await dialog.getByRole('button', { name: 'Zoom in' }).click()
	await expect(stage).toHaveAttribute('data-zoom', '5')
	for (let i = 0; i < 20; i++) await page.keyboard.press('-')
	await expect(stage).toHaveAttribute('data-zoom', '0.5')
	await page.keyboard.press('r')
	await expect(stage).toHaveAttribute('data-rotation', '90')
	await dialog.getByRole('button', { name: 'Rotate' }).click()
	await expect(stage).toHaveAttribute('data-rotation', '180')
	await stage.hover()
	await page.mouse.wheel(0, -200)
	await expect(stage).toHaveAttribute('data-zoom', '0.6')
	await expect(dialog.getByRole('link', { name: 'Download image 1' })).toHaveAttribute('download', 'artwork-1.jpg')
	await dialog.getByRole('button', { name: 'Show image 4' }).click()
	await expect(counter).toHaveText('4 of 9')

	await page.keyboard.press('Escape')
	await expect(dialog).toBeHidden()
	await expect(tile).toBeFocused()
})

test('the artwork page switches images in place and zooms into the lightbox', async ({ page }) => {
	await page.goto('/artwork/morning-field')
	const documents = watchDocumentRequests(page)
	const main = page.getByTestId('main-image')
	// The first image has alt text written by staff; the second falls back to title and artist.
	const described = /^Morning Field: a grid of coloured panels/
	const fallback = 'Morning Field by Amara Okafor, image 2 of 2'
	await expect(main.getByRole('img')).toHaveAttribute('alt', described)
	await page.getByRole('link', { name: 'Next image' }).click()
	await expect(main.getByRole('img')).toHaveAttribute('alt', fallback)
	await page.getByRole('link', { name: 'Next image' }).click()
	await expect(main.getByRole('img')).toHaveAttribute('alt', described)
	await page.getByRole('link', { name: 'Previous image' }).click()
	await expect(main.getByRole('img')).toHaveAttribute('alt', fallback)
	await main.click()
	const dialog = page.getByRole('dialog')
	await expect(dialog.getByTestId('lightbox-counter')).toHaveText('2 of 2')
	await dialog.getByRole('button', { name: 'Close' }).click()
	await expect(dialog).toBeHidden()
	await expect(main).toBeFocused()
	expect(documents).toEqual([])
})

test('the lightbox shows Image not available for a broken image', async ({ page }) => {
	// Neither a variant nor the tiles can be had.
	await page.route(/\/api\/file\/\d+\?w=|\/iiif\//, (route) => route.fulfill({ status: 404, body: '' }))
	await page.goto('/exhibition/woven-time')
	// The tile's link is named by the image's alt text (the demo describes every image).
	await page
		.getByTestId('gallery-grid')
		.getByRole('link', { name: /in full size$/ })
		.first()
		.click()
	await expect(page.getByRole('dialog').getByText('Image not available')).toBeVisible()
})

test('the newsletter form subscribes through a fetcher, clears itself and shows the toast', async ({ page }) => {
	await page.goto('/contact')
	const email = `e2e-${Date.now()}@example.com`
	await page.getByLabel('Full Name').fill('Grace Hopper')
	await page.getByLabel('Email Address *').fill(email)
	await page.getByRole('button', { name: 'Subscribe' }).click()
	await expect(page.getByText('Thank you for subscribing to our newsletter!', { exact: true })).toBeVisible()
	await expect(page.getByLabel('Email Address *')).toHaveValue('')
	await page.getByLabel('Email Address *').fill(email)
	await page.getByRole('button', { name: 'Subscribe' }).click()
	await expect(page.getByText('This email is already subscribed to our newsletter.', { exact: true })).toBeVisible()
	await expect(page.getByLabel('Email Address *')).toHaveValue(email)
})

test('client navigation shows the page loading text', async ({ page }) => {
	await page.route(/\.data(\?|$)/, async (route) => {
		await new Promise((r) => setTimeout(r, 600))
		await route.continue()
	})
	await page.goto('/')
	await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Exhibitions' }).click()
	await expect(page.getByTestId('pending-indicator')).toHaveText('Loading exhibitions...')
	await expect(page.getByRole('heading', { level: 2, name: 'Past Exhibitions' })).toBeVisible()
})

test('the hero shows its placeholder when the hero images fail to load', async ({ page }) => {
	await page.route(/\/api\/file\/\d+\?w=/, (route) => route.abort())
	await page.goto('/')
	await expect(page.getByTestId('hero-placeholder')).toBeVisible()
	const slides = page.getByTestId('hero-slideshow').locator('img')
	await expect(slides.first()).toBeHidden()
})

test('the artwork lightbox loads deep zoom when it opens and zooms into the original’s full-resolution tiles', async ({
	page,
}) => {
	const viewerScripts: string[] = []
	const tiles: string[] = []
	const failed: string[] = []
	page.on('request', (r) => /openseadragon/i.test(r.url()) && viewerScripts.push(r.url()))
	page.on('response', (r) => {
		if (!r.url().includes('/iiif/3/')) return
		tiles.push(new URL(r.url()).pathname)
		if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`)
	})
	await page.goto('/artwork/morning-field')
	await page.waitForLoadState('networkidle')
	// The viewer is not part of the page's first JavaScript.
	expect(viewerScripts).toEqual([])

	await page.getByTestId('main-image').click()
	const dialog = page.getByRole('dialog')
	const stage = dialog.getByTestId('lightbox-stage')
	await expect(stage).toHaveAttribute('data-deep-zoom', 'ready')
	expect(viewerScripts).toHaveLength(1)
	for (let i = 0; i < 12; i++) await dialog.getByRole('button', { name: 'Zoom in' }).click()
	// Past the lightbox's 5x: up to one original pixel per screen pixel of the 4,000 px original.
	await expect.poll(async () => Number(await stage.getAttribute('data-zoom'))).toBeGreaterThan(5)
	const fullResolution = (path: string) => {
		const m = /\/\d+,\d+,(\d+),(\d+)\/(\d+),(\d+)\/0\/default\.jpg$/.exec(path)
		return Boolean(m && m[1] === m[3] && m[2] === m[4])
	}
	await expect.poll(() => tiles.some(fullResolution)).toBe(true)
	// Every control and key of the lightbox still works.
	await page.keyboard.press('r')
	await expect(stage).toHaveAttribute('data-rotation', '90')
	await page.keyboard.press('-')
	await expect.poll(async () => Number(await stage.getAttribute('data-zoom'))).toBeLessThan(5)
	const download = dialog.getByRole('link', { name: 'Download image 1' })
	await expect(download).toHaveAttribute('download', 'artwork-1.jpg')
	// A web-size JPEG that the server names after the work, never the master file.
	await expect(download).toHaveAttribute('href', /^\/artwork\/[a-z0-9-]+\/download\/1$/)
	await page.keyboard.press('ArrowRight')
	await expect(dialog.getByTestId('lightbox-counter')).toHaveText('2 of 2')
	await expect(stage).toHaveAttribute('data-deep-zoom', 'ready')
	await page.keyboard.press('Escape')
	await expect(dialog).toBeHidden()
	expect(failed).toEqual([])
})
