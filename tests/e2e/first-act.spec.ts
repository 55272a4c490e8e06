import { type Page } from '@playwright/test'
import { HYDRATION, hydrated, openQuietly, settle, threeTimes } from './first-act-helpers.ts'
import { expect, test } from './fixtures.ts'

/**
 * When the scripts start (docs/decisions/012-scripts-on-first-act.md): a public page waits for the visitor's
 * first act, the back office and a page that needs its scripts (the slideshow, a flashed toast, a field with an
 * error) start them once loaded. These tests open their pages in a page of their own, which does not act for
 * them as the fixture's does.
 */
// A moving element's page starts its scripts this long after it has shown (MOTION_START_MS in DeferredScripts).
const MOTION_START_MS = 2000

for (const path of ['/collection', '/exhibition/colour-as-place', '/artwork/morning-field', '/contact']) {
	test(`${path} runs no script until the visitor's first act, and hydrates after a pointer move`, async ({
		context,
	}) => {
		const { page, scripts, errors } = await openQuietly(context, path)
		await settle(page)
		expect(scripts).toEqual([])
		await expect(hydrated(page)).toHaveCount(0)
		await expect(page.locator('#app-scripts')).toHaveAttribute('data-scripts', 'waiting')
		await page.mouse.move(120, 200)
		await expect(hydrated(page)).toHaveCount(1, HYDRATION)
		expect(scripts.length).toBeGreaterThan(0)
		expect(errors).toEqual([])
	})
}

test('a key press starts a public page, and the page hydrates', async ({ context }) => {
	const { page, scripts } = await openQuietly(context, '/exhibitions')
	await settle(page)
	expect(scripts).toEqual([])
	await page.keyboard.press('Tab')
	await expect(hydrated(page)).toHaveCount(1, HYDRATION)
})

test('a tap on a link before the scripts start is an ordinary navigation', async ({ context }) => {
	const { page } = await openQuietly(context, '/collection')
	await settle(page)
	await page.getByRole('banner').getByRole('link', { name: 'Exhibitions' }).first().click()
	await expect(page).toHaveURL(/\/exhibitions$/)
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

// The tap on the field starts the scripts and the typing goes on while they start: React must not be asked to
// hydrate at once before React Router has decoded the page's data (entry.client.tsx), or the page never hydrates.
test('a search typed before the scripts start is still searched for', async ({ context }) => {
	const { page, errors } = await openQuietly(context, '/collection')
	await settle(page)
	const search = page.getByRole('searchbox', { name: 'Search' })
	// The tap on the field is the first act; the typing follows at once, while the scripts load.
	await search.click()
	await search.pressSequentially('river', { delay: 20 })
	await expect(hydrated(page)).toHaveCount(1, HYDRATION)
	await expect(page).toHaveURL(/[?&]q=river/)
	await expect(search).toHaveValue('river')
	await expect(page.locator('main').getByText('River Bend').first()).toBeVisible()
	expect(errors).toEqual([])
})

test('the slideshow turns by itself with no act: the home page starts its scripts when its first turn is due', async ({
	context,
}) => {
	const { page, scripts } = await openQuietly(context, '/')
	await expect(page.getByTestId('hero-slideshow')).toHaveAttribute('data-index', '1', { timeout: 8000 })
	await expect(hydrated(page)).toHaveCount(1, HYDRATION)
	expect(scripts.length).toBeGreaterThan(0)
	// Not before the first slide has shown for its 2 s (MOTION_START_MS): the main thread is the visitor's until then.
	const startedAfterLoad = await page.evaluate(() => {
		const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
		const entry = performance
			.getEntriesByType('resource')
			.find((r) => /\/assets\/entry\.client-[^/]*\.js$/.test(new URL(r.name).pathname))
		return entry && navigation ? entry.startTime - navigation.loadEventStart : null
	})
	expect(startedAfterLoad).toBeGreaterThanOrEqual(MOTION_START_MS - 5)
	// Its pause control works.
	await page.getByRole('button', { name: 'Pause slideshow' }).click()
	await expect(page.getByRole('button', { name: 'Play slideshow' })).toHaveAttribute('aria-pressed', 'true')
})

test('a visitor who prefers reduced motion sees one still image and no pause control, and no script runs', async ({
	context,
}) => {
	const page = await context.newPage()
	await page.emulateMedia({ reducedMotion: 'reduce' })
	const scripts: string[] = []
	page.on('request', (r) => {
		if (/\/assets\/.*\.js$/.test(new URL(r.url()).pathname)) scripts.push(r.url())
	})
	await page.goto('/')
	await settle(page)
	await expect(page.getByTestId('hero-slideshow')).toHaveAttribute('data-index', '0')
	await expect(page.getByRole('button', { name: /slideshow/ })).toBeHidden()
	expect(scripts).toEqual([])
	await expect(hydrated(page)).toHaveCount(0)
})

test('a flashed toast shows, and its page starts its scripts, with no act', async ({ context }) => {
	const page = await context.newPage()
	// The newsletter's honeypot answers as a sign-up would and stores nothing; the redirect is not followed, so
	// the toast waits for the page.
	const res = await page.request.post('/contact', {
		form: { email: 'first-act@example.com', website: 'https://example.com' },
		maxRedirects: 0,
	})
	expect(res.status()).toBe(302)
	await page.goto('/contact')
	await expect(hydrated(page)).toHaveCount(1, HYDRATION)
	await expect(page.getByText('Thank you for subscribing to our newsletter!', { exact: true })).toBeVisible()
})

test('a form answered with an error starts its page with no act', async ({ context }) => {
	const { page } = await openQuietly(context, '/contact')
	await settle(page)
	await expect(hydrated(page)).toHaveCount(0)
	// Sent as a browser without scripts sends it (no act on the page): the answer marks the field.
	await Promise.all([
		page.waitForURL('**/contact'),
		page.evaluate(() => {
			const form = document.getElementById('newsletter') as HTMLFormElement
			;(form.elements.namedItem('email') as HTMLInputElement).value = 'not an email'
			form.submit()
		}),
	])
	await expect(page.getByLabel('Email Address *')).toHaveAttribute('aria-invalid', 'true')
	await expect(hydrated(page)).toHaveCount(1, HYDRATION)
})

test('the back office hydrates at once', async ({ context }) => {
	const { page } = await openQuietly(context, '/admin')
	await expect(hydrated(page)).toHaveCount(1, HYDRATION)
	await expect(page.locator('#app-scripts')).toHaveAttribute('data-scripts', 'started')
})

// The visitor's first click on a work's image, right after the page has painted (no waiting for the scripts or the
// network): it opens the lightbox, as it does later, and never leaves the page for the bare file. Three tries each.
for (const [path, image] of [
	['/artwork/morning-field', (page: Page) => page.getByTestId('main-image')],
	['/exhibition/colour-as-place', (page: Page) => page.getByTestId('gallery-grid').getByRole('link').first()],
] as const) {
	test(`a first click on a work's image on ${path} opens the lightbox, 3 times of 3`, async ({ context }) => {
		for (let attempt = 1; attempt <= 3; attempt++) {
			const page = await context.newPage()
			const documents: string[] = []
			page.on('request', (request) => {
				if (request.resourceType() === 'document') documents.push(request.url())
			})
			await page.goto(path, { waitUntil: 'commit' })
			await image(page).click()
			await expect(page.getByRole('dialog'), `attempt ${attempt}`).toBeVisible(HYDRATION)
			expect(new URL(page.url()).pathname, `attempt ${attempt}`).toBe(path)
			expect(documents, `attempt ${attempt}: one page load`).toHaveLength(1)
			await page.close()
		}
	})
}

test('a filter chosen at once on the collection is applied, in place, and kept, 3 times of 3', async ({ context }) => {
	await threeTimes(context, '/collection', async (page, attempt, { documents }) => {
		await page.getByText('Filters', { exact: true }).click()
		await page.getByLabel('Availability').selectOption('sold')
		await expect(page, `attempt ${attempt}`).toHaveURL(/[?&]availability=sold/, HYDRATION)
		await expect(page.getByTestId('collection-count')).not.toHaveText('Showing 30 of 30 artworks')
		await expect(page.getByLabel('Availability')).toHaveValue('sold')
		expect(documents, `attempt ${attempt}: one page load`).toHaveLength(1)
	})
})

test('a thumbnail and an arrow clicked at once on an artwork page switch the image in place, 3 times of 3', async ({
	context,
}) => {
	const main = (page: Page) => page.getByTestId('main-image').getByRole('img')
	await threeTimes(context, '/artwork/morning-field', async (page, attempt, { documents }) => {
		const first = await main(page).getAttribute('alt')
		await page.getByRole('link', { name: 'Show image 2 of 2' }).click()
		await expect(main(page), `attempt ${attempt}`).toHaveAttribute(
			'alt',
			'Morning Field by Amara Okafor, image 2 of 2',
			HYDRATION,
		)
		await page.getByRole('link', { name: 'Next image' }).click()
		await expect(main(page)).toHaveAttribute('alt', first!)
		expect(documents, `attempt ${attempt}: one page load`).toHaveLength(1)
		expect(new URL(page.url()).pathname).toBe('/artwork/morning-field')
	})
})

test("the slideshow's pause pressed at once pauses it, 3 times of 3", async ({ context }) => {
	await threeTimes(context, '/', async (page, attempt) => {
		const show = page.getByTestId('hero-slideshow')
		await page.getByRole('button', { name: 'Pause slideshow' }).click()
		await expect(page.getByRole('button', { name: 'Play slideshow' }), `attempt ${attempt}`).toHaveAttribute(
			'aria-pressed',
			'true',
			HYDRATION,
		)
		// Paused: the slide does not change, well past the show's 2 s.
		const index = await show.getAttribute('data-index')
		await page.waitForTimeout(3000)
		await expect(show).toHaveAttribute('data-index', index!)
	})
})

test('the lightbox opened at once answers its keys at once: arrows move, Escape closes, 3 times of 3', async ({
	context,
}) => {
	await threeTimes(context, '/exhibition/colour-as-place', async (page, attempt) => {
		const tile = page.getByTestId('gallery-grid').getByRole('link').first()
		await tile.click()
		const dialog = page.getByRole('dialog')
		await expect(dialog, `attempt ${attempt}`).toBeVisible(HYDRATION)
		const counter = page.getByTestId('lightbox-counter')
		await expect(counter).toHaveText(/^1 of \d+$/)
		await page.keyboard.press('ArrowRight')
		await expect(counter, `attempt ${attempt}`).toHaveText(/^2 of \d+$/)
		await page.keyboard.press('ArrowLeft')
		await page.keyboard.press('ArrowLeft')
		await expect(counter).not.toHaveText(/^[12] of \d+$/)
		await page.keyboard.press('Escape')
		await expect(dialog).toBeHidden()
		await expect(tile).toBeFocused()
	})
})

test('a page that starts on load gets the page and its images before any script, and is hydrated after', async ({
	context,
}) => {
	// The home page's slideshow starts its scripts once loaded (the other public pages wait for the visitor's first
	// act, above); a page of the test's own, which does not act as the fixture's does.
	const page = await context.newPage()
	// Notes when the page's largest image has been decoded (the start script asks for it before adding the scripts).
	await page.addInitScript(() => {
		const decode = HTMLImageElement.prototype.decode
		HTMLImageElement.prototype.decode = function (this: HTMLImageElement) {
			const high = this.getAttribute('fetchpriority') === 'high'
			return decode.call(this).finally(() => {
				const seen = window as unknown as { decodedAt?: number }
				if (high) seen.decodedAt ??= performance.now()
			})
		}
	})
	await page.goto('/')
	await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
	const timing = await page.evaluate(() => {
		const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
		const scripts = performance
			.getEntriesByType('resource')
			.filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
		return {
			loaded: navigation.loadEventEnd,
			decoded: (window as unknown as { decodedAt?: number }).decodedAt ?? Number.NaN,
			firstScript: Math.min(...scripts.map((s) => s.startTime)),
			scripts: scripts.length,
		}
	})
	expect(timing.scripts).toBeGreaterThan(2)
	expect(timing.firstScript).toBeGreaterThanOrEqual(timing.loaded)
	expect(timing.decoded).toBeGreaterThan(0)
	expect(timing.firstScript).toBeGreaterThanOrEqual(timing.decoded)
	// And then hydrated.
	await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
	expect(await page.evaluate(() => '__reactRouterDataRouter' in window)).toBe(true)
})
