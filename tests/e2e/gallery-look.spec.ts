import { type Page } from '@playwright/test'
import { expect, hydrate, test } from './fixtures.ts'

/** The design system (docs/public-site.md), measured in the browser: whole works, an opaque lightbox, the site's own fonts, no shift. */

/** Loads every image on the page (lazy ones too) and answers each artwork image's box and natural size. */
async function artworkImageBoxes(page: Page) {
	return page.evaluate(async () => {
		const images = [
			...document.querySelectorAll<HTMLImageElement>(
				'[data-testid="works-grid"] img, [data-testid="gallery-grid"] img, [data-testid="main-image"] img',
			),
		]
		for (const img of images) img.loading = 'eager'
		await Promise.all(images.map((img) => img.decode().catch(() => {})))
		// Tiles the layout hides at this width (the exhibition gallery's preview) are not drawn at all.
		return images
			.filter((img) => img.getClientRects().length > 0)
			.map((img) => {
				const box = img.getBoundingClientRect()
				return {
					src: img.currentSrc,
					box: box.width / box.height,
					natural: img.naturalWidth / img.naturalHeight,
					fit: getComputedStyle(img).objectFit,
				}
			})
	})
}

for (const width of [1440, 390]) {
	test(`works are never cropped at ${width} px: each image's box has its own proportions`, async ({ page }) => {
		await page.setViewportSize({ width, height: 900 })
		for (const path of [
			'/collection',
			'/artist/amara-okafor',
			'/exhibition/colour-as-place',
			'/artwork/morning-field',
		]) {
			await page.goto(path)
			const boxes = await artworkImageBoxes(page)
			expect(boxes.length, `artwork images on ${path}`).toBeGreaterThan(0)
			for (const b of boxes) {
				expect(Number.isFinite(b.natural), `${b.src} loaded`).toBe(true)
				const off = Math.abs(b.box / b.natural - 1)
				expect(off, `${path}: ${b.src} is drawn at ${b.box.toFixed(3)} for ${b.natural.toFixed(3)}`).toBeLessThan(0.02)
			}
		}
	})
}

test('the works grid has two columns on a phone', async ({ page }) => {
	await page.setViewportSize({ width: 390, height: 844 })
	await page.goto('/collection')
	const lefts = await page
		.getByTestId('works-grid')
		.locator(':scope > li')
		.evaluateAll((items) => [...new Set(items.map((li) => Math.round(li.getBoundingClientRect().left)))])
	expect(lefts).toHaveLength(2)
	// The search does not push the art below the fold.
	const first = await page.getByTestId('works-grid').locator('img').first().boundingBox()
	expect(first!.y).toBeLessThan(844 / 2)
})

test('the lightbox is opaque and captions the work; on touch screens it names pinch and swipe, and both work', async ({
	browser,
	server,
}) => {
	const context = await browser.newContext({
		baseURL: server.url,
		hasTouch: true,
		isMobile: true,
		viewport: { width: 390, height: 844 },
	})
	const page = await context.newPage()
	// Without the IIIF tiles the lightbox zooms the image itself (deep zoom handles its own gestures).
	await page.route(/\/iiif\//, (route) => route.abort())
	await page.goto('/artwork/morning-field')
	await hydrate(page)
	await page.getByTestId('main-image').click()
	const dialog = page.getByRole('dialog')
	await expect(dialog).toBeVisible()
	const backdrop = await page.getByTestId('lightbox-backdrop').evaluate((el) => {
		const box = el.getBoundingClientRect()
		return { color: getComputedStyle(el).backgroundColor, opacity: getComputedStyle(el).opacity, box }
	})
	expect(backdrop.color).toMatch(/^rgb\(\d+, \d+, \d+\)$/)
	expect(backdrop.opacity).toBe('1')
	expect(backdrop.box.width).toBeGreaterThanOrEqual(390)
	expect(backdrop.box.height).toBeGreaterThanOrEqual(844)
	await expect(dialog.getByTestId('lightbox-caption')).toHaveText(
		`Amara Okafor, Morning Field, ${new Date().getFullYear() - 1}`,
	)
	// On the phone the hint speaks of touch, not of a mouse wheel or keys.
	await expect(dialog.getByText('Pinch to zoom • Swipe to navigate • Tap × to close')).toBeVisible()
	await expect(dialog.getByText(/mouse wheel/)).toBeHidden()

	const stage = dialog.getByTestId('lightbox-stage')
	const counter = dialog.getByTestId('lightbox-counter')
	await expect(counter).toHaveText('1 of 2')
	const touch = (type: string, id: number, x: number) =>
		stage.dispatchEvent(type, { pointerId: id, pointerType: 'touch', isPrimary: id === 1, clientX: x, clientY: 400 })
	// A swipe to the left shows the next image.
	await touch('pointerdown', 1, 300)
	await touch('pointermove', 1, 150)
	await touch('pointerup', 1, 80)
	await expect(counter).toHaveText('2 of 2')
	// Two fingers spreading apart zoom in.
	await touch('pointerdown', 1, 150)
	await touch('pointerdown', 2, 250)
	await touch('pointermove', 2, 350)
	await touch('pointerup', 2, 350)
	await touch('pointerup', 1, 150)
	await expect(stage).toHaveAttribute('data-zoom', '2')
	await expect(counter).toHaveText('2 of 2')
	await context.close()
})

test('a first visit fetches at most two font files, all from the site itself, and nothing from elsewhere', async ({
	browser,
	server,
}) => {
	const context = await browser.newContext({ baseURL: server.url })
	const page = await context.newPage()
	const requests: string[] = []
	page.on('request', (r) => requests.push(r.url()))
	for (const path of ['/', '/collection', '/artwork/morning-field', '/exhibition/colour-as-place']) {
		await page.goto(path)
		await hydrate(page)
	}
	await page.evaluate(() => document.fonts.ready)
	const fonts = [...new Set(requests.filter((url) => /\.woff2?(\?|$)/.test(url)))]
	expect(fonts.length).toBeGreaterThan(0)
	expect(fonts.length).toBeLessThanOrEqual(2)
	for (const url of fonts) expect(url.startsWith(`${server.url}/assets/`)).toBe(true)
	expect(requests.filter((url) => !url.startsWith(server.url) && !url.startsWith('data:'))).toEqual([])
	// The page's text is set in the web font; only the upright file is preloaded (the italic, for titles of works,
	// comes when the page first sets italic text).
	expect(await page.evaluate(() => document.fonts.check('16px Inter'))).toBe(true)
	const preloaded = page.locator('link[rel="preload"][as="font"]')
	await expect(preloaded).toHaveCount(1)
	expect(await preloaded.getAttribute('href')).toMatch(/inter-latin-wght-400-700-[\w-]+\.woff2$/)
	await context.close()
})

test('on a phone the home slideshow takes a phone-sized image, and the toasts script waits for a toast', async ({
	browser,
	server,
}) => {
	const context = await browser.newContext({
		baseURL: server.url,
		viewport: { width: 412, height: 823 },
		deviceScaleFactor: 1.75,
	})
	const page = await context.newPage()
	const requests: string[] = []
	page.on('request', (r) => requests.push(r.url()))
	await page.goto('/')
	await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
	const slideshow = page.getByTestId('hero-slideshow')
	// A 3:2 band the width of the screen.
	const box = (await page.getByRole('region', { name: 'Slideshow' }).boundingBox())!
	expect(Math.abs(box.width / box.height - 1.5)).toBeLessThan(0.02)
	const first = slideshow.locator('img').first()
	await expect(first).toHaveJSProperty('complete', true)
	expect(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\?w=(320|640|960)&/)
	// Through its first turns, no slide is fetched at the desktop's 1920 px.
	await expect(slideshow).toHaveAttribute('data-index', '1', { timeout: 5000 })
	expect(requests.filter((url) => /\/api\/file\/\d+\?w=1920/.test(url))).toEqual([])
	// No toast, no toast script.
	expect(requests.filter((url) => /toast-stack/.test(url))).toEqual([])
	await context.close()
})

test('a phone that paints the header half-read sees no menu yet, so the menu does not shift when its summary arrives', async ({
	page,
}) => {
	await page.setViewportSize({ width: 390, height: 900 })
	await page.goto('/artwork/morning-field')
	// The menu as the parser leaves it between `<details>` and its `<summary>`: the browser's own "Details" summary.
	const { halfRead, whole } = await page.evaluate(() => {
		const menu = document.querySelector('[data-testid="mobile-menu"]')!
		const halfRead = menu.cloneNode(false) as HTMLElement
		menu.after(halfRead)
		const box = halfRead.getBoundingClientRect()
		halfRead.remove()
		const summary = menu.querySelector('summary')!.getBoundingClientRect()
		return { halfRead: [box.width, box.height], whole: [summary.width, summary.height] }
	})
	expect(halfRead).toEqual([0, 0])
	expect(whole[0]).toBeGreaterThan(30)
})

test('on a wide screen a half-read list of works is not shown, so its rows do not shrink when the rest arrives', async ({
	page,
}) => {
	await page.setViewportSize({ width: 1440, height: 900 })
	for (const path of ['/collection', '/exhibition/colour-as-place']) {
		await page.goto(path)
		// The list as the parser leaves it with only its first works read: no element after it yet.
		const { halfRead, whole } = await page.evaluate(() => {
			const grids = [...document.querySelectorAll('ul.works')]
			const whole = grids.map((grid) => getComputedStyle(grid).visibility)
			const halfRead = grids[0]!.cloneNode(false) as HTMLElement
			halfRead.append(...[...grids[0]!.children].slice(0, 2).map((li) => li.cloneNode(true)))
			const holder = document.createElement('div')
			holder.append(halfRead)
			document.body.append(holder)
			const style = getComputedStyle(halfRead).visibility
			holder.remove()
			return { halfRead: style, whole }
		})
		expect(halfRead, path).toBe('hidden')
		expect(whole.length, path).toBeGreaterThan(0)
		for (const visibility of whole) expect(visibility, path).toBe('visible')
	}
})

/** Counts the page's layout shifts from now on (and those already buffered), naming what moved; answers a reader. */
async function watchShifts(page: Page) {
	await page.evaluate(() => {
		type Shift = {
			value: number
			hadRecentInput: boolean
			sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
		}
		const seen = { shift: 0, moved: [] as string[] }
		Object.assign(window, { __shifts: seen })
		const describe = (node?: Node) =>
			node instanceof Element
				? `${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).split(' ').join('.')}` : ''}`
				: String(node?.nodeName)
		const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}×${r.height}`
		new PerformanceObserver((list) => {
			for (const entry of list.getEntries() as unknown as Shift[])
				if (!entry.hadRecentInput) {
					seen.shift += entry.value
					for (const s of entry.sources)
						seen.moved.push(`${describe(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`)
				}
		}).observe({ type: 'layout-shift', buffered: true })
	})
	return () => page.evaluate(() => (window as unknown as { __shifts: { shift: number; moved: string[] } }).__shifts)
}

test('public pages do not shift while they load: cumulative layout shift is 0', async ({ page }) => {
	for (const width of [1440, 390]) {
		await page.setViewportSize({ width, height: 900 })
		for (const path of [
			'/',
			'/collection',
			'/artist/amara-okafor',
			'/exhibition/colour-as-place',
			'/artwork/morning-field',
		]) {
			await page.goto(path)
			const shifts = await watchShifts(page)
			await page.evaluate(() => document.fonts.ready.then(() => new Promise((resolve) => setTimeout(resolve, 500))))
			const { shift, moved } = await shifts()
			// What moved is named, so a shift seen only on a loaded machine can be traced.
			expect(shift, `CLS of ${path} at ${width} px; moved: ${moved.join('; ')}`).toBe(0)
		}
	}
})

test('scrolled through and back, the works do not shift: a work drawn as it comes near takes the room kept for it', async ({
	page,
}) => {
	for (const width of [1440, 390]) {
		await page.setViewportSize({ width, height: 900 })
		for (const path of ['/collection', '/artist/amara-okafor', '/exhibition/colour-as-place']) {
			await page.goto(path)
			const shifts = await watchShifts(page)
			const height = await page.evaluate(() => document.documentElement.scrollHeight)
			for (let y = 0; y < height; y += 400) {
				await page.mouse.wheel(0, 400)
				await page.waitForTimeout(100)
			}
			for (let y = height; y > 0; y -= 800) {
				await page.mouse.wheel(0, -800)
				await page.waitForTimeout(100)
			}
			await page.waitForTimeout(300)
			const { shift, moved } = await shifts()
			expect(shift, `CLS of ${path} at ${width} px, scrolled; moved: ${moved.join('; ')}`).toBe(0)
		}
	}
})

test("a sold work's page says Sold with the red dot and no price wording at all", async ({ page, server }) => {
	const sold = server
		.readDb()
		.artworks.find(
			(w: { availability: string; price_display: string }) => w.availability === 'sold' && w.price_display !== 'hidden',
		)
	expect(sold, 'a sold work in the demo whose price display is not hidden').toBeTruthy()
	await page.goto(`/artwork/${sold.slug}`)
	await expect(page.getByTestId('sales')).toHaveText('Sold')
	await expect(page.getByText('Price on request')).toHaveCount(0)
	await expect(page.locator('main')).not.toContainText(/[€£$]\s?\d/)
	await page.goto('/collection?availability=sold')
	const mark = page.getByTestId('availability-mark').first()
	await expect(mark).toHaveText('Sold')
	expect(await mark.evaluate((el) => getComputedStyle(el).borderRadius)).not.toBe('0px')
})

test('after a refused enquiry, a successful retry leaves no message under the filled fields', async ({ page }) => {
	// The server checks the fields (the browser check held back), so the first answer is a 400 with messages.
	await page.route(/\/assets\/enquiry-validation-[\w-]+\.js$/, (route) => route.abort())
	await page.goto('/artwork/morning-field')
	// With JavaScript running: a click before hydration would be an ordinary post, and the page a new one.
	await hydrate(page)
	await page.getByLabel('Name *').focus()
	await page.getByRole('button', { name: 'Send Enquiry' }).click()
	await expect(page.getByText('Name is required')).toBeVisible()
	await page.getByLabel('Name *').fill('Dorothy Vaughan')
	await page.getByLabel('Email *').fill('dorothy@example.com')
	await page.getByRole('button', { name: 'Send Enquiry' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Enquiry sent' })).toBeVisible()
	await expect(page.getByText('Name is required')).toHaveCount(0)
	await expect(page.getByText('Please enter a valid email address')).toHaveCount(0)
	await expect(page.getByLabel('Name *')).not.toHaveAttribute('aria-invalid', 'true')
})

test('the site has a favicon: no page load asks for a missing file', async ({ page, server }) => {
	const missing: string[] = []
	page.on('response', (r) => {
		if (r.status() === 404) missing.push(r.url())
	})
	await page.goto('/')
	await page.goto('/collection')
	expect(missing).toEqual([])
	for (const path of ['/favicon.ico', '/favicon.svg'])
		expect((await page.request.get(`${server.url}${path}`)).status()).toBe(200)
})

for (const [width, height] of [
	[412, 823],
	[1440, 900],
] as const) {
	test(`at ${width} px the collection fetches first the work that fills most of its first screen, once`, async ({
		page,
	}) => {
		await page.setViewportSize({ width, height })
		const asked: string[] = []
		page.on('request', (request) => asked.push(request.url()))
		await page.goto('/collection')
		const { largest, preloads } = await page.evaluate(() => {
			const fileOf = (url: string) => /\/api\/file\/(\d+)/.exec(url)?.[1]
			// Each work's image area on the first screen (clipped to it).
			const shown = [...document.querySelectorAll<HTMLImageElement>('[data-testid="works-grid"] img')].map((img) => {
				const box = img.getBoundingClientRect()
				const visible = Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0))
				return { file: fileOf(img.src), area: visible * box.width, priority: img.getAttribute('fetchpriority') }
			})
			const largest = shown.sort((a, b) => b.area - a.area)[0]!
			const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=image]')]
				.filter((link) => !link.media || matchMedia(link.media).matches)
				.map((link) => fileOf(link.getAttribute('imagesrcset') ?? ''))
			return { largest, preloads }
		})
		expect(largest.area).toBeGreaterThan(0)
		expect(largest.priority).toBe('high')
		expect(preloads).toEqual([largest.file])
		// The preload names the very variant the picture takes: one download, not one of each format.
		expect(asked.filter((url) => url.includes(`/api/file/${largest.file}?`))).toHaveLength(1)
	})
}

test('on a phone the works at the top of both columns of the collection load at once, not lazily', async ({
	browser,
	server,
}) => {
	const context = await browser.newContext({ baseURL: server.url, viewport: { width: 412, height: 823 } })
	const page = await context.newPage()
	await page.goto('/collection')
	const tops = await page.getByTestId('works-grid').evaluate((grid) => {
		const items = [...grid.querySelectorAll(':scope > li')] as HTMLElement[]
		const columnTop = (left: boolean) =>
			items.find((li) => li.getBoundingClientRect().left < window.innerWidth / 2 === left)!
		return [columnTop(true), columnTop(false)].map((li) => li.querySelector('img')!.loading)
	})
	expect(tops).toEqual(['eager', 'eager'])
	await context.close()
})

test("on a phone an exhibition's hero takes a variant for its 45vh band, not the desktop's", async ({
	browser,
	server,
}) => {
	const context = await browser.newContext({
		baseURL: server.url,
		viewport: { width: 412, height: 823 },
		deviceScaleFactor: 1.75,
	})
	const page = await context.newPage()
	await page.goto('/exhibition/colour-as-place')
	const hero = page.locator('img[fetchpriority="high"]')
	await expect(hero).toHaveJSProperty('complete', true)
	expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).not.toMatch(/\?w=1920&/)
	await context.close()
})

test('on a phone the collection reads across, newest first: each work starts no higher than the one before it', async ({
	page,
}) => {
	await page.setViewportSize({ width: 390, height: 844 })
	await page.goto('/collection')
	const items = await page
		.getByTestId('works-grid')
		.locator(':scope > li')
		.evaluateAll((lis) =>
			lis.map((li) => {
				const box = li.getBoundingClientRect()
				return { top: box.top, left: box.left, bottom: box.bottom }
			}),
		)
	expect(items.length).toBeGreaterThan(8)
	// The first two works open the two columns, side by side.
	expect(items[0]!.top).toBeCloseTo(items[1]!.top, 0)
	expect(items[1]!.left).toBeGreaterThan(items[0]!.left + 100)
	for (const [i, item] of items.entries()) {
		if (i === 0) continue
		expect(item.top, `work ${i + 1} starts above work ${i}`).toBeGreaterThanOrEqual(items[i - 1]!.top - 0.5)
	}
	// Both columns end close together: no long tail on one side.
	const ends = [0, 1].map((column) =>
		Math.max(...items.filter((item) => (item.left > items[0]!.left + 100 ? 1 : 0) === column).map((i) => i.bottom)),
	)
	expect(Math.abs(ends[0]! - ends[1]!)).toBeLessThan(844 / 2)
})

for (const width of [1440, 390]) {
	test(`at ${width} px a tall work is centred in its column on the artwork page`, async ({ page }) => {
		await page.setViewportSize({ width, height: 900 })
		await page.goto('/artwork/standing-form')
		const { image, column } = await page.getByTestId('main-image').evaluate((link) => {
			const box = (el: Element) => {
				const r = el.getBoundingClientRect()
				return { left: r.left, right: r.right, width: r.width }
			}
			return { image: box(link.querySelector('img')!), column: box(link.parentElement!) }
		})
		// At 1440 a portrait at most 80vh high is much narrower than the column beside the caption; on a phone it
		// may fill the width.
		if (width === 1440) expect(image.width).toBeLessThan(column.width - 100)
		expect(Math.abs(image.left - column.left - (column.right - image.right))).toBeLessThan(2)
	})
}

test("the lightbox's script is fetched when a visitor reaches for the image, not with the page", async ({ page }) => {
	const scripts: string[] = []
	page.on('request', (request) => {
		if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
	})
	await page.goto('/artwork/morning-field')
	await page.waitForLoadState('networkidle')
	expect(scripts.filter((s) => /\/lightbox-[\w-]{8}\.js$/.test(s))).toEqual([])
	await page.getByTestId('main-image').hover()
	await expect.poll(() => scripts.some((s) => /\/lightbox-[\w-]{8}\.js$/.test(s))).toBe(true)
	await page.getByTestId('main-image').click()
	await expect(page.getByRole('dialog')).toBeVisible()
})
