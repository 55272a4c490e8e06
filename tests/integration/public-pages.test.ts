import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '../support/api.ts'
import { startServer, type TestServer } from '../support/server.ts'

/**
 * The public screens as a visitor without JavaScript gets them: every text
 * and state is checked in the first HTML response.
 */

/** A demo server whose records `edit` changed before it started (tests/support/scene.ts). */
function startEdited(edit: (db: any) => void, env: Record<string, string> = {}): Promise<TestServer> {
	return startServer({ seed: 'demo', scene: edit, env })
}

/** An empty gallery whose About page is hidden through the API, as staff would hide it. */
async function startEmptyWithoutAbout(): Promise<TestServer> {
	const server = await startServer({ seed: 'empty' })
	const client = api(server)
	const token = await client.login()
	const hiddenAbout = await client.put('/api/admin/pages/about', { token, json: { is_visible: false } })
	expect(hiddenAbout.status, hiddenAbout.text).toBe(200)
	return server
}

/** The page's HTML, and its text with React's comment separators removed and entities decoded. */
async function get(server: TestServer, path: string, init?: RequestInit) {
	const res = await fetch(`${server.url}${path}`, { redirect: 'manual', ...init })
	const html = await res.text()
	const text = html
		.replace(/<!-- -->/g, '')
		.replace(/&#x27;|&#39;/g, "'")
		.replace(/&quot;/g, '"')
		.replace(/&amp;/g, '&')
	return { res, status: res.status, html, text }
}

const count = (text: string, needle: string) => text.split(needle).length - 1

let demo: TestServer
let hidden: TestServer
let empty: TestServer
let db: any

beforeAll(async () => {
	;[demo, hidden, empty] = await Promise.all([
		startServer({ seed: 'demo' }),
		startEdited(
			(d) => {
				for (const page of ['artists', 'gallery', 'about']) d.pages[page].is_visible = false
				d.exhibitions.find((e: any) => e.slug === 'woven-time').is_visible = false
				d.artists.find((a: any) => a.slug === 'amara-okafor').is_visible = false
				d.artworks.find((a: any) => a.slug === 'morning-field').is_visible = false
				d.contact_info = { email: '', phone: '', instagram: '', address: '' }
				const colour = d.exhibitions.find((e: any) => e.slug === 'colour-as-place')
				// No image at all: the 'No featured image' line (with gallery images the first one is the hero, else a work).
				colour.featured_image = ''
				colour.gallery_images = []
				colour.assigned_artworks = []
				// No featured image and no views, but works: the first work is the hero, whole.
				const rivers = d.exhibitions.find((e: any) => e.slug === 'printed-rivers')
				rivers.featured_image = ''
				rivers.gallery_images = []
				colour.assigned_artists = ['1', '2', '999']
				colour.cta_link = ''
				const still = d.artworks.find((a: any) => a.artist_name === 'Amara Okafor' && a.slug !== 'morning-field')
				still.slug = 'amara-still-visible'
				const blank = d.artworks.find((a: any) => a.artist_name !== 'Amara Okafor')
				blank.slug = 'no-images'
				blank.images = ['blob:http://localhost/abc']
				blank.featured_image = 'blob:http://localhost/abc'
			},
			{ LIGHTBOX_DOWNLOAD: 'off' },
		),
		startEmptyWithoutAbout(),
	])
	db = demo.readDb()
}, 120_000)

afterAll(async () => {
	await Promise.all([demo?.stop(), hidden?.stop(), empty?.stop()])
})

describe('stylesheets', () => {
	/** The document's inline stylesheet: which one it is, and its rules. */
	const stylesheet = (html: string) => {
		const match = /<style data-stylesheet="(\w+)">([\s\S]*?)<\/style>/.exec(html)
		return { which: match?.[1], css: match?.[2] ?? '' }
	}

	it("gives a public page the public site's stylesheet, without the back office's classes", async () => {
		const [visitor, staff] = await Promise.all([get(demo, '/collection'), get(demo, '/admin')])
		const site = stylesheet(visitor.html)
		const backOffice = stylesheet(staff.html)
		expect(site.which).toBe('public')
		expect(backOffice.which).toBe('all')
		// The back office's upload fields and drop areas are styled there, never on a visitor's page.
		for (const rule of ['.file\\:', '.border-dashed{', '.font-mono{']) {
			expect(backOffice.css.replace(/\s/g, '')).toContain(rule)
			expect(site.css.replace(/\s/g, '')).not.toContain(rule)
		}
		// What both share: the typefaces, the works grid, and the classes the public pages use.
		for (const rule of ['@font-face', '.works', '.font-display', '.sr-only']) expect(site.css).toContain(rule)
		expect(site.css.length).toBeLessThan(backOffice.css.length)
	})
})

describe('navigation, footer and 404', () => {
	it('shows the five links, the footer and no Admin Login on a normal host', async () => {
		const { text } = await get(demo, '/')
		for (const label of ['Exhibitions', 'Artists', 'Gallery', 'About', 'Contact'])
			expect(text).toContain(`>${label}</a>`)
		expect(text).toContain('href="/collection"')
		expect(text).not.toContain('Admin Login')
		expect(text).toContain('Gallery Hours')
		expect(text).toContain('data-layout="full"')
	})

	it('shows Admin Login when the host name contains admin.', async () => {
		// fetch() cannot set Host; node:http can.
		const html = await new Promise<string>((resolve, reject) => {
			http
				.get(
					{ host: '127.0.0.1', port: demo.port, path: '/', headers: { host: `admin.localhost:${demo.port}` } },
					(res) => {
						let body = ''
						res.on('data', (chunk) => (body += chunk))
						res.on('end', () => resolve(body))
					},
				)
				.on('error', reject)
		})
		expect(html).toContain('Admin Login')
	})

	it('hides the links of hidden pages and uses the simple footer without contact info', async () => {
		const { text } = await get(hidden, '/')
		expect(text).not.toContain('href="/artists"')
		expect(text).not.toContain('href="/collection"')
		expect(text).not.toContain('href="/about"')
		expect(text).toContain('href="/exhibitions"')
		expect(text).toContain('href="/contact"')
		expect(text).toContain('data-layout="simple"')
	})

	it('answers an unknown path with 404 and Return to Home', async () => {
		const { status, text } = await get(demo, '/exhibition')
		expect(status).toBe(404)
		expect(text).toContain('Oops! Page not found')
		expect(text).toContain('Return to Home')
	})
})

describe('home', () => {
	it('renders hero, buttons and at most 3 upcoming exhibitions', async () => {
		const { text } = await get(demo, '/')
		expect(text).toContain(db.pages.home.title)
		expect(text).toMatch(/href="\/exhibitions"[^>]*>Exhibitions<\/a>/)
		expect(text).toMatch(/href="\/contact"[^>]*>Contact<\/a>/)
		expect(text).toContain('Upcoming Exhibitions')
		expect(text).toContain('View All Exhibitions')
		expect(text).toContain('data-testid="hero-slideshow"')
		const main = text.slice(text.indexOf('upcoming-heading'))
		expect(count(main, 'href="/exhibition/')).toBeLessThanOrEqual(3)
		for (const title of ['Colour as Place', 'Woven Time', 'The Quiet City']) expect(main).toContain(title)
		for (const title of ['Fired Earth', 'Printed Rivers']) expect(main).not.toContain(title)
		// The spec's heading stays; the demo's section leads with a show on view, and a line under it says so.
		expect(main).toMatch(
			/Upcoming Exhibitions<\/h2><p[^>]*data-testid="upcoming-holds"[^>]*>On view now, and opening soon</,
		)
	})

	it('shows the placeholder without hero images and never a hidden exhibition', async () => {
		expect((await get(empty, '/')).text).toContain('data-testid="hero-placeholder"')
		// A hero image's alt text may name the show it was taken in; no card or link to it appears.
		const home = (await get(hidden, '/')).text
		expect(home).not.toContain('href="/exhibition/woven-time"')
		expect(home.slice(home.indexOf('upcoming-heading'))).not.toContain('>Woven Time<')
	})
})

describe('/exhibitions', () => {
	it('splits cards into Upcoming and Past with badges, counts, curator and join button', async () => {
		const { text } = await get(demo, '/exhibitions')
		expect(text).toContain('<title>Exhibitions | Meridian Gallery</title>')
		expect(text).toContain('name="description"')
		// The demo's Colour as Place is running today: On view comes first, then Upcoming and Past.
		const onView = text.slice(text.indexOf('>On view</h2>'), text.indexOf('Upcoming Exhibitions'))
		const upcoming = text.slice(text.indexOf('Upcoming Exhibitions'), text.indexOf('Past Exhibitions'))
		const past = text.slice(text.indexOf('Past Exhibitions'))
		expect(onView).toContain('Colour as Place')
		expect(count(onView, 'data-status="current"')).toBe(1)
		expect(upcoming).toContain('Woven Time')
		expect(upcoming).not.toContain('Colour as Place')
		expect(upcoming).not.toContain('Fired Earth')
		expect(past).toContain('Fired Earth')
		expect(count(upcoming, 'data-status="upcoming"')).toBe(2)
		expect(count(past, 'data-status="past"')).toBe(3)
		expect(text).toContain('6 images')
		expect(text).toContain('Curated by Helena Marsh')
		expect(text).toContain('line-clamp-3')
		expect(count(text, 'Join as an Artist')).toBe(6)
		expect(text).toContain('href="https://example.com/open-call" target="_blank" rel="noopener noreferrer"')
		expect(text).toContain('href="/exhibition/colour-as-place"')
	})

	it('uses the defaults on an empty site and leaves out hidden exhibitions', async () => {
		const { text } = await get(empty, '/exhibitions')
		expect(text).toContain('>Exhibitions</h1>')
		expect(text).toContain('Discover our exhibitions')
		expect((await get(hidden, '/exhibitions')).text).not.toContain('Woven Time')
	})
})

describe('/exhibition/{slug}', () => {
	it('shows hero, badge, dates, cards, call for artists, featured artists and the gallery', async () => {
		const { status, text } = await get(demo, '/exhibition/colour-as-place')
		expect(status).toBe(200)
		// The demo's show opened 24 days ago: it reads On view, never Upcoming Exhibition.
		expect(text).toContain('data-status="current"')
		expect(text).toContain('On view')
		expect(text).not.toContain('Upcoming Exhibition')
		expect(text).toMatch(/<h1[^>]*>Colour as Place<\/h1>/)
		expect(text).toContain('Start Date')
		// The demo's dates are relative to the day it was seeded: read them back from the database.
		const colour = db.exhibitions.find((e: any) => e.slug === 'colour-as-place')
		const long = (iso: string) =>
			new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
		expect(text).toContain(long(colour.start_date))
		expect(text).toContain(`to ${long(colour.end_date)}`)
		// The show's card reads its dates in the same form as its page (GALLERY_LOCALE, en-US by default).
		const list = (await get(demo, '/exhibitions')).text
		const card = list.slice(list.indexOf('href="/exhibition/colour-as-place"'))
		expect(card.slice(0, card.indexOf('</article>'))).toContain(
			`${long(colour.start_date)} to ${long(colour.end_date)}`,
		)
		expect(text).toContain('Location')
		expect(text).toContain('Main Hall')
		expect(text).toContain('Curator')
		expect(text).toMatch(
			/href="https:\/\/example.com\/open-call" target="_blank" rel="noopener noreferrer"[^>]*>Join as Artist</,
		)
		expect(text).toContain('Featured Artists')
		expect(text).toContain('href="/artist/amara-okafor"')
		expect(text).toContain('Exhibition Gallery')
		expect(text).toContain('Click on any image to view in full size and navigate through the gallery')
		// Gallery tiles are plain links to a page of the image; 9 images: '+6' (small), '+4' (medium) and '+2' (large).
		// Without JavaScript a tile opens that page (the image large, in the site); it is named by the image's alt text
		// (the demo's first image is an installation view).
		expect(text).toMatch(
			/<a href="\/exhibition\/colour-as-place\/image\/1"[^>]*aria-label="View Installation view of Colour as Place: [^"]+ in full size"/,
		)
		expect(text).toContain('>+6</a>')
		expect(text).toContain('>+4</a>')
		expect(text).toContain('>+2</a>')
		expect(text).toMatch(/property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/api\/file\/\d+"/)
	})

	it('says Past Exhibition, and lists every image with ?gallery=all', async () => {
		const { text } = await get(demo, '/exhibition/steel-and-felt')
		expect(text).toContain('Past Exhibition')
		expect(text).not.toContain('Join as Artist<')
		expect(text).toContain('>+5</a>')
		const all = await get(demo, '/exhibition/steel-and-felt?gallery=all')
		expect(count(all.text, 'in full size"')).toBe(10)
		expect(all.text).not.toContain('>+5</a>')
	})

	it('shows the no-image block, unlinked hidden artists and the Artist {id} fallback', async () => {
		const { text } = await get(hidden, '/exhibition/colour-as-place')
		// The spec's block, as a line of text: no grey band stands in for a picture.
		expect(text).toContain('No featured image')
		expect(text).toContain('data-testid="no-featured-image"')
		expect(text).not.toContain('data-testid="exhibition-hero"')
		expect(text).toContain('Amara Okafor')
		expect(text).not.toContain('href="/artist/amara-okafor"')
		expect(text).toContain('href="/artist/lukas-brenner"')
		expect(text).toContain('Artist 999')
		// Call for artists without a link falls back to the contact page.
		expect(text).toMatch(/href="\/contact"[^>]*>Join as Artist</)
	})

	it('shows the first work of a show without a featured image or views as its hero, whole', async () => {
		const { text } = await get(hidden, '/exhibition/printed-rivers')
		expect(text).not.toContain('No featured image')
		const hero = /data-testid="exhibition-hero">([\s\S]*?)<\/div>/.exec(text)?.[1] ?? ''
		// The show's first work (Delta), never cropped: contained in the band, not covering it.
		expect(hero).toContain('alt="Delta')
		expect(hero).toContain('object-contain')
		expect(hero).not.toContain('object-cover')
	})

	it('gives a card without an image of its own the first work in the show, and a card with none no box at all', async () => {
		const { text } = await get(hidden, '/exhibitions')
		const card = (slug: string) =>
			new RegExp(`<article[^>]*>((?:(?!</article>)[\\s\\S])*?href="/exhibition/${slug}"[\\s\\S]*?)</article>`).exec(
				text,
			)?.[1] ?? ''
		expect(card('printed-rivers')).toContain('alt="')
		expect(card('printed-rivers')).toContain('<img')
		expect(card('colour-as-place')).toContain('Colour as Place')
		expect(card('colour-as-place')).not.toContain('<img')
		expect(text).not.toContain('No featured image')
	})

	it('answers 404 with the not-found state for unknown and hidden exhibitions', async () => {
		for (const [server, path] of [
			[demo, '/exhibition/no-such-show'],
			[hidden, '/exhibition/woven-time'],
		] as const) {
			const { status, text } = await get(server, path)
			expect(status).toBe(404)
			expect(text).toContain('Exhibition Not Found')
			expect(text).toMatch(/href="\/exhibitions"[^>]*>Back to Exhibitions/)
		}
	})
})

describe('/artists and /artist/{slug}', () => {
	it('lists visible artists with image, name, specialty, bio and social links', async () => {
		const { text } = await get(demo, '/artists')
		expect(text).toContain('<title>Artists | Meridian Gallery</title>')
		for (const a of db.artists) expect(text).toContain(`href="/artist/${a.slug}"`)
		expect(text).toContain('line-clamp-3')
		expect(text).toContain(
			'href="https://www.instagram.com/amara.okafor.studio" target="_blank" rel="noopener noreferrer"',
		)
	})

	it('uses the defaults and a first-letter placeholder', async () => {
		const { text } = await get(empty, '/artists')
		expect(text).toContain('>Artists</h1>')
		expect(text).toContain('Meet our talented artists')
	})

	it('redirects to / when the artists page is hidden', async () => {
		const { status, res } = await get(hidden, '/artists')
		expect(status).toBe(302)
		expect(res.headers.get('location')).toBe('/')
	})

	it('shows the artist with social links and Featured Works', async () => {
		const { text } = await get(demo, '/artist/amara-okafor')
		expect(text).toMatch(/<h1[^>]*>Amara Okafor<\/h1>/)
		expect(text).toContain('Painting')
		expect(text).toContain('Featured Works')
		const works = db.artworks.filter((w: any) => w.artist_name === 'Amara Okafor')
		expect(text).toContain(`Explore Amara Okafor's collection of ${works.length} artworks`)
		for (const w of works) expect(text).toContain(`href="/artwork/${w.slug}"`)
		expect(text).toContain('property="og:image"')
		// Email opens in the same tab.
		const lukas = await get(demo, '/artist/lukas-brenner')
		expect(lukas.text).toMatch(/<a href="mailto:[^"]+" aria-label="Lukas Brenner on Email"/)
	})

	it('answers 404 with the not-found state for unknown and hidden artists', async () => {
		for (const [server, path] of [
			[demo, '/artist/nobody'],
			[hidden, '/artist/amara-okafor'],
		] as const) {
			const { status, text } = await get(server, path)
			expect(status).toBe(404)
			expect(text).toContain('Artist Not Found')
			expect(text).toMatch(/href="\/artists"[^>]*>Back to Artists/)
		}
	})
})

describe('/collection', () => {
	it('shows the search form, filters from the artworks, the count and the first page', async () => {
		const { text } = await get(demo, '/collection')
		expect(text).toContain('>Gallery</h1>')
		expect(text).toContain('placeholder="Search artworks, artists, or descriptions..."')
		expect(text).toContain('method="get"')
		expect(text).toContain('Filters')
		expect(text).toContain('All Categories')
		expect(text).toContain('All Artists')
		for (const c of ['Painting', 'Sculpture', 'Print', 'Photography', 'Textile', 'Mixed Media', 'Ceramics'])
			expect(text).toContain(`<option value="${c}">`)
		// 'Showing X of Y' counts the works matching the filters; the page gives its own range.
		expect(text).toContain('Showing 30 of 30 artworks')
		expect(text).toContain('Page 1 of 2, works 1–24')
		expect(text).not.toContain('Clear Filters')
		expect(text).toContain('line-clamp-2')
		const second = await get(demo, '/collection?page=2')
		expect(second.text).toContain('Showing 30 of 30 artworks')
		expect(second.text).toContain('Page 2 of 2, works 25–30')
	})

	it('filters by text, category and artist through the URL', async () => {
		const byText = await get(demo, '/collection?q=okafor')
		const amara = db.artworks.filter((w: any) => w.artist_name === 'Amara Okafor').length
		expect(byText.text).toContain(`Showing ${amara} of 30 artworks`)
		expect(byText.text).toContain('Clear Filters')
		const byCategory = await get(demo, '/collection?category=Ceramics')
		const ceramics = db.artworks.filter((w: any) => w.category === 'Ceramics')
		expect(byCategory.text).toContain(`Showing ${ceramics.length} of 30 artworks`)
		expect(byCategory.text).toContain('<option value="Ceramics" selected="">')
		const both = await get(demo, `/collection?artist=${encodeURIComponent('Amara Okafor')}&category=Ceramics`)
		expect(both.text).toContain('No artworks found matching your criteria.')
		expect(both.text).toContain('Showing 0 of 30 artworks')
	})

	it('never fails on odd input', async () => {
		for (const path of [
			'/collection?page=999',
			'/collection?page=-1',
			`/collection?q=${'%'.repeat(3)}`,
			`/collection?q=${'x'.repeat(3000)}`,
		]) {
			expect((await get(demo, path)).status).toBe(200)
		}
	})

	it('redirects to / when the gallery page is hidden', async () => {
		const { status, res } = await get(hidden, '/collection?q=x')
		expect(status).toBe(302)
		expect(res.headers.get('location')).toBe('/')
	})
})

describe('/artwork/{slug}', () => {
	it('shows images, details, About This Work, the artist card and both buttons', async () => {
		const w = db.artworks.find((a: any) => a.slug === 'morning-field')
		const { text } = await get(demo, '/artwork/morning-field')
		expect(text).toMatch(/<h1[^>]*>Morning Field<\/h1>/)
		expect(text).toContain('by Amara Okafor')
		expect(text).toContain(String(w.year))
		expect(text).toContain(w.medium)
		// Structured dimensions in both units; the free-text size only when there are none.
		expect(text).toContain(`${w.height} × ${w.width} cm (`)
		expect(text).not.toContain(`>${w.size}<`)
		expect(text).toContain('About This Work')
		expect(text).toMatch(/data-testid="artist-card"[^>]*href="\/artist\/amara-okafor"/)
		expect(text).toMatch(/href="\/collection"[^>]*>Back to Collection/)
		expect(text).toMatch(/href="\/artist\/amara-okafor"[^>]*>View Artist Profile/)
		// Without JavaScript, thumbnails and arrows link to ?image=N.
		expect(text).toContain('href="/artwork/morning-field?image=2"')
		expect(text).toContain('aria-label="Previous image"')
		expect(text).toContain('property="og:image"')
	})

	it('chooses the main image with ?image=N', async () => {
		const w = db.artworks.find((a: any) => a.slug === 'morning-field')
		const { text } = await get(demo, '/artwork/morning-field?image=2')
		// Without JavaScript the image opens a page of it, large, in the site (never the bare file).
		expect(text).toMatch(/href="\/artwork\/morning-field\/image\/2"[^>]*data-testid="main-image"/)
		expect(text).toContain(`${w.images[1]}?w=`)
		// No alt text written for this image: the title and artist stand in.
		expect(text).toContain('alt="Morning Field by Amara Okafor, image 2 of 2"')
	})

	it('does not link a hidden artist, ignores blob: images and shows the placeholder', async () => {
		const still = await get(hidden, '/artwork/amara-still-visible')
		expect(still.status).toBe(200)
		expect(still.text).toContain('by Amara Okafor')
		expect(still.text).not.toContain('href="/artist/amara-okafor"')
		expect(still.text).not.toContain('View Artist Profile')
		const blank = await get(hidden, '/artwork/no-images')
		expect(blank.text).toContain('No image available')
		expect(blank.text).not.toContain('blob:')
	})

	it('answers 404 with the not-found state for unknown and hidden artworks', async () => {
		for (const [server, path] of [
			[demo, '/artwork/nothing-here'],
			[hidden, '/artwork/morning-field'],
		] as const) {
			const { status, text } = await get(server, path)
			expect(status).toBe(404)
			expect(text).toContain('Artwork Not Found')
			expect(text).toContain("The artwork you're looking for doesn't exist or has been removed.")
			expect(text).toMatch(/href="\/collection"[^>]*>Back to Collection/)
		}
	})
})

describe("the lightbox's Download", () => {
	it('gives a web-size JPEG named after the work, never the master file', async () => {
		const res = await fetch(`${demo.url}/artwork/still-water/download/1`)
		expect(res.status).toBe(200)
		expect(res.headers.get('content-type')).toBe('image/jpeg')
		expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[a-z]+-still-water-\d{4}\.jpg"$/)
		const body = Buffer.from(await res.arrayBuffer())
		expect([...body.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
		// Web size: at most 1920 px wide (the JPEG's frame header gives its width), smaller than the original.
		const sof = body.findIndex((b, i) => b === 0xff && (body[i + 1] === 0xc0 || body[i + 1] === 0xc2))
		expect(body.readUInt16BE(sof + 7)).toBeLessThanOrEqual(1920)
		// A work's second image has its number; an image it does not have, or a hidden work, is not found.
		const second = await fetch(`${demo.url}/artwork/morning-field/download/2`)
		expect(second.headers.get('content-disposition')).toMatch(/filename="okafor-morning-field-\d{4}-2\.jpg"/)
		expect((await fetch(`${demo.url}/artwork/morning-field/download/3`)).status).toBe(404)
		expect((await fetch(`${hidden.url}/artwork/morning-field/download/1`)).status).toBe(404)
	})

	it('is off with LIGHTBOX_DOWNLOAD=off', async () => {
		// The same work downloads where the setting is on (the first test's server).
		expect((await fetch(`${hidden.url}/artwork/amara-still-visible`)).status).toBe(200)
		expect((await fetch(`${hidden.url}/artwork/amara-still-visible/download/1`)).status).toBe(404)
	})
})

describe('/about', () => {
	it('shows the description and visible blocks in sort order', async () => {
		const { text } = await get(demo, '/about')
		expect(text).toContain('>About Us</h1>')
		expect(text).toContain('whitespace-pre-line')
		const blocks = [...db.about_blocks]
			.filter((b: any) => b.is_visible)
			.sort((a: any, b: any) => a.sort_order - b.sort_order)
		const positions = blocks.map((b: any) => text.indexOf(`>${b.title}</h2>`))
		expect(positions.every((p: number) => p > 0)).toBe(true)
		expect([...positions].sort((a, b) => a - b)).toEqual(positions)
	})

	it('renders block text as text, never HTML, and leaves out hidden blocks', async () => {
		const server = await startEdited((d) => {
			d.about_blocks[0].content = '<script>alert(1)</script><b>bold</b>'
			d.about_blocks[1].is_visible = false
			d.about_blocks[2].sort_order = -5
		})
		try {
			const before = demo.readDb().about_blocks
			const { text } = await get(server, '/about')
			expect(text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;b&gt;bold&lt;/b&gt;')
			// Nor in the data embedded for hydration.
			expect(text).not.toContain('<script>alert(1)')
			expect(text).not.toContain('</script><b>')
			expect(text).not.toContain(`>${before[1].title}</h2>`)
			expect(text.indexOf(`>${before[2].title}</h2>`)).toBeLessThan(text.indexOf(`>${before[0].title}</h2>`))
		} finally {
			await server.stop()
		}
	}, 60_000)

	it('redirects to / when the about page is hidden', async () => {
		const { status, res } = await get(empty, '/about')
		expect(status).toBe(302)
		expect(res.headers.get('location')).toBe('/')
	})
})

describe('/contact', () => {
	it('shows the contact information panel and the newsletter form', async () => {
		const { text } = await get(demo, '/contact')
		expect(text).toContain('<title>Contact Us | Meridian Gallery</title>')
		expect(text).toContain('Get in touch with us')
		expect(text).toContain('Contact Information')
		expect(text).toContain(db.contact_info.email)
		expect(text).toContain('Full Name')
		expect(text).toContain('Email Address *')
		expect(text).toContain('name="website"')
	})

	it('shows only the newsletter card without contact info', async () => {
		const { text } = await get(hidden, '/contact')
		expect(text).not.toContain('Contact Information')
		expect(text).toContain('Email Address *')
	})

	async function subscribe(server: TestServer, fields: Record<string, string>) {
		const res = await fetch(`${server.url}/contact`, {
			method: 'POST',
			redirect: 'manual',
			body: new URLSearchParams(fields),
			headers: { 'content-type': 'application/x-www-form-urlencoded' },
		})
		const cookie = res.headers.get('set-cookie')?.split(';')[0] ?? ''
		const next = res.status === 302 ? await get(server, res.headers.get('location')!, { headers: { cookie } }) : null
		return { res, next, body: res.status === 302 ? '' : await res.text() }
	}

	it('subscribes, then refuses the same email, and flashes the toasts', async () => {
		const email = `visitor-${Date.now()}@example.com`
		const ok = await subscribe(demo, { name: 'Ada', email })
		expect(ok.res.status).toBe(302)
		expect(ok.res.headers.get('location')).toBe('/contact')
		expect(ok.next!.text).toContain('Success!')
		expect(ok.next!.text).toContain('Thank you for subscribing to our newsletter!')
		expect(demo.readDb().subscribers.filter((s: any) => s.email === email)).toHaveLength(1)
		const again = await subscribe(demo, { email: email.toUpperCase() })
		expect(again.next!.text).toContain('Already Subscribed')
		expect(again.next!.text).toContain('This email is already subscribed to our newsletter.')
		expect(demo.readDb().subscribers.filter((s: any) => s.email.toLowerCase() === email)).toHaveLength(1)
	})

	it('shows validation messages beside the fields', async () => {
		const bad = await subscribe(demo, { name: 'Ada', email: 'not-an-email' })
		expect(bad.res.status).toBe(400)
		expect(bad.body).toContain('Please enter a valid email address')
		const missing = await subscribe(demo, { name: 'Ada' })
		expect(missing.res.status).toBe(400)
		expect(missing.body).toContain('Email is required')
	})

	it('stores nothing when the honeypot is filled', async () => {
		const before = demo.readDb().subscribers.length
		const bot = await subscribe(demo, { email: 'bot@example.com', website: 'http://spam.example' })
		expect(bot.res.status).toBe(302)
		expect(demo.readDb().subscribers).toHaveLength(before)
	})

	it('uses the defaults on an empty site', async () => {
		const { text } = await get(empty, '/contact')
		expect(text).toContain('>Contact Us</h1>')
		expect(text).toContain('Get in touch with us')
	})
})
