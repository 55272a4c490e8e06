import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCookie, jsonLdOf } from '../support/admin.ts'
import { api } from '../support/api.ts'
import { restartWith } from '../support/scene.ts'
import { loadAverages, runServerExpectingExit, startServer, type TestServer } from '../support/server.ts'

/**
 * Scheduled publishing and preview (docs/admin.md, 'Scheduled publishing and
 * preview'): a visible record with a publish time still to come is on no
 * public surface until then, and on all of them after it, with no request
 * needed, the page cache following, also across a restart; signed-in staff
 * preview what is not public yet; the back office works in GALLERY_TIMEZONE.
 * The tests move the server's clock to a publish time rather than wait for it
 * (`moveClock`, tests/support/server.ts).
 */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
/** `s` seconds after the server's time now (its clock may have been moved ahead of this process's). */
const inSeconds = (server: TestServer, s: number) => new Date(server.now() + s * 1000).toISOString()
/**
 * How soon after its time a scheduled record is public on a server's pages: within about a second, in either store
 * (docs/operations.md, 'Background jobs and limits on several servers'); the same bound as the test of several
 * servers.
 */
const PUBLIC_WITHIN_MS = 1500
/**
 * How far ahead the tests schedule a time: the checks made before it (a dozen requests, or a stop) must be done by
 * then on a loaded machine with every record in PostgreSQL. It costs no waiting: the test moves the clock over it.
 */
const LEAD_SECONDS = 60
/**
 * How far before a publish time the tests move the server's clock: the rest of the way, the server's own timer
 * (planned again for the moved clock) must find the time by itself.
 */
const TIMER_LEAD_MS = 250

/**
 * Moves the server's clock to just before `iso`, then waits, making no request, until the server's log says a publish
 * time came, and fails when that is later than PUBLIC_WITHIN_MS after `iso` (the log is polled every 25 ms, from the
 * time on).
 */
async function publishedWithinBound(server: TestServer, iso: string) {
	await server.moveClock(Math.max(0, Date.parse(iso) - server.now() - TIMER_LEAD_MS))
	// The publish time on this process's clock, which the move did not change.
	const due = Date.parse(iso) - server.clockOffsetMs()
	const line = /Scheduled publishing: \d+ publish time\(s\) came/
	await sleep(Math.max(0, due - Date.now()))
	while (!line.test(server.logs())) {
		if (Date.now() - due > PUBLIC_WITHIN_MS) {
			throw new Error(
				`No publish time noted ${PUBLIC_WITHIN_MS} ms after it came (load averages ${loadAverages()}). Server log:\n${server.logs()}`,
			)
		}
		await sleep(25)
	}
}

type Answer = { status: number; html: string; headers: Headers }

describe('scheduled publishing', () => {
	let server: TestServer
	let client: ReturnType<typeof api>
	let token: string
	let cookie: string
	let artistId: number
	const page = async (path: string, init?: RequestInit): Promise<Answer> => {
		const res = await fetch(`${server.url}${path}`, { redirect: 'manual', ...init })
		return { status: res.status, html: (await res.text()).replace(/<!-- -->/g, ''), headers: res.headers }
	}
	const staff = (path: string) => page(path, { headers: { Cookie: cookie } })
	const countOf = (html: string) => Number(/Showing (\d+) of (\d+) artworks/.exec(html)?.[2])
	const nextYear = new Date().getUTCFullYear() + 1

	beforeAll(async () => {
		server = await startServer({ seed: 'demo', env: { GALLERY_TIMEZONE: 'Europe/London' } })
		client = api(server)
		token = await client.login()
		cookie = await adminCookie(server)
		const artists = (await client.get('/api/artists')).body as { id: number }[]
		artistId = artists[0]!.id
	})
	afterAll(() => server?.stop())

	it('takes publish_at on the admin API (ISO with an offset, or blank for none) and refuses anything else', async () => {
		const created = await client.post('/api/admin/artworks', {
			token,
			json: { title: 'Api Scheduled Work', artist_id: artistId, publish_at: '2099-06-01T18:00:00+02:00' },
		})
		expect(created.status).toBe(201)
		expect(created.body.publish_at).toBe('2099-06-01T16:00:00.000Z')
		const id = created.body.id as number
		expect((await client.get(`/api/admin/artworks/${id}`, { token })).body.publish_at).toBe('2099-06-01T16:00:00.000Z')
		// A PUT of other fields keeps it (the body is merged over the stored record).
		const renamed = await client.put(`/api/admin/artworks/${id}`, { token, json: { medium: 'Ink' } })
		expect(renamed.body.publish_at).toBe('2099-06-01T16:00:00.000Z')
		const bad = await client.refused(() =>
			client.put(`/api/admin/artworks/${id}`, { token, json: { publish_at: 'next tuesday' } }),
		)
		expect(bad.status).toBe(400)
		expect(bad.body.fields.publish_at).toBe('Publish at must be a date and time, such as 2026-06-01T18:00')
		// Scheduled: not public, but the admin token sees it on the public API too.
		expect((await client.get(`/api/artworks/${id}`)).status).toBe(404)
		expect((await client.get(`/api/artworks/${id}`, { token })).status).toBe(200)
		const cleared = await client.put(`/api/admin/artworks/${id}`, { token, json: { publish_at: null } })
		expect(cleared.body.publish_at).toBeNull()
		expect((await client.get(`/api/artworks/${id}`)).status).toBe(200)
		for (const collection of ['exhibitions', 'artists']) {
			const body = collection === 'exhibitions' ? { title: 'Api Scheduled Show' } : { name: `Api Scheduled Artist` }
			const made = await client.post(`/api/admin/${collection}`, {
				token,
				json: { ...body, publish_at: '2099-01-01T00:00:00Z' },
			})
			expect(made.status, made.text).toBe(201)
			expect(made.body.publish_at).toBe('2099-01-01T00:00:00.000Z')
		}
		const block = await client.post('/api/admin/about-blocks', {
			token,
			json: { title: 'Later', content: 'Soon', publish_at: '2099-01-01T00:00:00Z' },
		})
		expect(block.status).toBe(201)
		expect(block.body.publish_at).toBe('2099-01-01T00:00:00.000Z')
		const visibleBlocks = (await client.get('/api/about-blocks/visible')).body as { id: number }[]
		expect(visibleBlocks.map((b) => b.id)).not.toContain(block.body.id)
	})

	it('keeps a scheduled artwork and exhibition off every public surface, then shows them when their time comes, with no request', async () => {
		const at = inSeconds(server, LEAD_SECONDS)
		const work = (
			await client.post('/api/admin/artworks', {
				token,
				json: { title: 'Aaa Dawn Scheduled', artist_id: artistId, year: nextYear, publish_at: at },
			})
		).body as { id: number; slug: string }
		const show = (
			await client.post('/api/admin/exhibitions', {
				token,
				json: {
					title: 'Aaa Scheduled Show',
					status: 'auto',
					start_date: '2000-01-01T00:00:00Z',
					end_date: '2099-01-01T00:00:00Z',
					publish_at: at,
				},
			})
		).body as { id: number; slug: string }
		expect(work.slug).toBeTruthy()
		expect(show.slug).toBeTruthy()

		// Before: nowhere public. The list pages fetched now go into the page cache.
		const before = {
			artwork: await page(`/artwork/${work.slug}`),
			collection: await page('/collection'),
			apiList: await client.get('/api/artworks'),
			apiItem: await client.get(`/api/artworks/${work.id}`),
			sitemap: await page('/sitemap.xml'),
			manifest: await page(`/iiif/artwork/${work.slug}/manifest.json`),
			exhibitions: await page('/exhibitions'),
			exhibition: await page(`/exhibition/${show.slug}`),
			home: await page('/'),
			apiExhibitions: await client.get('/api/exhibitions'),
		}
		expect(server.now(), 'the checks before the time took too long').toBeLessThan(Date.parse(at))
		expect(before.artwork.status).toBe(404)
		expect(before.collection.status).toBe(200)
		expect(before.collection.html).not.toContain('Aaa Dawn Scheduled')
		const countBefore = countOf(before.collection.html)
		expect(countBefore).toBeGreaterThan(0)
		expect(before.apiList.body.map((w: { id: number }) => w.id)).not.toContain(work.id)
		expect(before.apiItem.status).toBe(404)
		expect(before.sitemap.html).not.toContain(`/artwork/${work.slug}`)
		expect(before.sitemap.html).not.toContain(`/exhibition/${show.slug}`)
		expect(before.manifest.status).toBe(404)
		expect(before.exhibitions.html).not.toContain('Aaa Scheduled Show')
		expect(before.exhibition.status).toBe(404)
		expect(before.home.html).not.toContain('Aaa Scheduled Show')
		expect(before.apiExhibitions.body.map((e: { id: number }) => e.id)).not.toContain(show.id)
		// Cached: asked again, the same pages come from memory.
		expect((await page('/collection')).html).not.toContain('Aaa Dawn Scheduled')

		// No request until the time has passed; the server notes it by itself, within its bound, and its pages follow.
		await publishedWithinBound(server, at)

		const artwork = await page(`/artwork/${work.slug}`)
		expect(artwork.status).toBe(200)
		expect(jsonLdOf(artwork.html).some((ld) => ld.name === 'Aaa Dawn Scheduled')).toBe(true)
		const collection = await page('/collection')
		expect(collection.html).toContain('Aaa Dawn Scheduled')
		expect(countOf(collection.html)).toBe(countBefore + 1)
		expect((await client.get('/api/artworks')).body.map((w: { id: number }) => w.id)).toContain(work.id)
		expect((await client.get(`/api/artworks/${work.id}`)).status).toBe(200)
		const sitemap = await page('/sitemap.xml')
		expect(sitemap.html).toContain(`/artwork/${work.slug}`)
		expect(sitemap.html).toContain(`/exhibition/${show.slug}`)
		const manifest = await page(`/iiif/artwork/${work.slug}/manifest.json`)
		expect(manifest.status).toBe(200)
		expect(manifest.html).toContain('Aaa Dawn Scheduled')
		expect((await page('/exhibitions')).html).toContain('Aaa Scheduled Show')
		expect((await page(`/exhibition/${show.slug}`)).status).toBe(200)
		expect((await page('/')).html).toContain('Aaa Scheduled Show')
		expect((await client.get('/api/exhibitions')).body.map((e: { id: number }) => e.id)).toContain(show.id)
	})

	it('shows what came due while the server was stopped once it starts again', async () => {
		const at = inSeconds(server, LEAD_SECONDS)
		const work = (
			await client.post('/api/admin/artworks', {
				token,
				json: { title: 'Aaa Restart Scheduled', artist_id: artistId, year: nextYear, publish_at: at },
			})
		).body as { id: number; slug: string }
		const show = (
			await client.post('/api/admin/exhibitions', {
				token,
				json: { title: 'Aaa Restart Show', status: 'auto', start_date: '2000-01-02T00:00:00Z', publish_at: at },
			})
		).body as { id: number; slug: string }
		expect((await page(`/artwork/${work.slug}`)).status).toBe(404)
		expect((await page('/exhibitions')).html).not.toContain('Aaa Restart Show')
		await server.stop()
		expect(server.now()).toBeLessThan(Date.parse(at))
		// The time passes while the server is stopped: it starts again with its clock 500 ms past it.
		const stoppedFor = Date.parse(at) - server.now() + 500
		server = await restartWith(server, undefined, {
			env: { GALLERY_TIMEZONE: 'Europe/London' },
			clockOffsetMs: server.clockOffsetMs() + stoppedFor,
		})
		client = api(server)
		token = await client.login()
		cookie = await adminCookie(server)
		expect((await page(`/artwork/${work.slug}`)).status).toBe(200)
		expect((await page('/collection')).html).toContain('Aaa Restart Scheduled')
		expect((await client.get(`/api/artworks/${work.id}`)).status).toBe(200)
		expect((await page('/sitemap.xml')).html).toContain(`/artwork/${work.slug}`)
		expect((await page('/exhibitions')).html).toContain('Aaa Restart Show')
		expect((await page(`/exhibition/${show.slug}`)).status).toBe(200)
	})

	it('lets signed-in staff preview a hidden or scheduled page under a banner, never cached; visitors get 404', async () => {
		const hidden = (
			await client.post('/api/admin/artworks', {
				token,
				json: { title: 'Hidden Preview Work', artist_id: artistId, is_visible: false },
			})
		).body as { slug: string }
		const later = (
			await client.post('/api/admin/exhibitions', {
				token,
				json: { title: 'Later Preview Show', publish_at: '2099-06-01T17:00:00Z' },
			})
		).body as { slug: string }
		const artist = (
			await client.post('/api/admin/artists', {
				token,
				json: { name: 'Preview Painter', is_visible: false },
			})
		).body as { slug: string }
		const pages = [
			{ path: `/artwork/${hidden.slug}`, title: 'Hidden Preview Work', reason: 'Hidden from visitors' },
			{
				path: `/exhibition/${later.slug}`,
				title: 'Later Preview Show',
				reason: 'Scheduled for Jun 1, 2099, 6:00 PM GMT+1',
			},
			{ path: `/artist/${artist.slug}`, title: 'Preview Painter', reason: 'Hidden from visitors' },
		]
		for (const { path, title, reason } of pages) {
			const visitor = await page(path)
			expect(visitor.status, path).toBe(404)
			expect(visitor.html).not.toContain(title)
			const preview = await staff(path)
			expect(preview.status, path).toBe(200)
			expect(preview.html).toContain(title)
			expect(preview.html).toMatch(/role="status"[^>]*>[\s\S]*?Preview: not public/)
			expect(preview.html).toContain(reason)
			const cacheControl = preview.headers.get('cache-control') ?? ''
			expect(cacheControl).toContain('no-store')
			expect(cacheControl).toContain('private')
			expect(cacheControl).not.toContain('public')
			expect(preview.headers.get('etag')).toBeNull()
			// The preview never entered the page cache: a visitor after it still gets 404.
			const after = await page(path)
			expect(after.status, path).toBe(404)
			expect(after.html).not.toContain(title)
			expect(after.html).not.toContain('Preview: not public')
		}
		// A public page shows staff no banner.
		const publicWork = (await client.get('/api/artworks')).body[0] as { slug: string }
		expect((await staff(`/artwork/${publicWork.slug}`)).html).not.toContain('Preview: not public')
	})

	it('takes Publish at in the gallery time zone from the form without JavaScript and marks the list "Scheduled for"', async () => {
		const form = new URLSearchParams({
			intent: 'save',
			title: 'Form Scheduled Work',
			artist_id: String(artistId),
			year: '2024',
			availability: 'reserved',
			hold_for: 'A collector',
			hold_until: '2099-06-02T09:30',
			price_display: 'on_request',
			currency: 'EUR',
			dimension_unit: 'cm',
			is_visible: 'true',
			publish_at: '2099-06-01T18:00',
		})
		const saved = await fetch(`${server.url}/admin/artworks/new`, {
			method: 'POST',
			headers: { Cookie: cookie },
			body: form,
			redirect: 'manual',
		})
		expect(saved.status).toBe(302)
		const record = server.readDb().artworks.find((a: { title: string }) => a.title === 'Form Scheduled Work')
		// 18:00 in London in June is 17:00 UTC.
		expect(record.publish_at).toBe('2099-06-01T17:00:00.000Z')
		// 'Hold until' is entered and shown in the same zone.
		expect(record.hold_until).toBe('2099-06-02T08:30:00.000Z')
		const list = await staff('/admin/artworks?q=Form+Scheduled')
		expect(list.html).toContain('Scheduled for Jun 1, 2099, 6:00 PM GMT+1')
		expect(list.html.replace(/<[^>]+>/g, '')).toContain('On hold for A collector until Jun 2, 2099, 9:30 AM GMT+1')
		const edit = await staff(`/admin/artworks/${record.id}/edit`)
		expect(edit.html).toContain('Publish at (Europe/London)')
		expect(edit.html).toMatch(
			/name="publish_at"[^>]*value="2099-06-01T18:00"|value="2099-06-01T18:00"[^>]*name="publish_at"/,
		)
		expect(edit.html).toMatch(
			/name="hold_until"[^>]*value="2099-06-02T09:30"|value="2099-06-02T09:30"[^>]*name="hold_until"/,
		)
		expect(edit.html).toContain('Date and time in Europe/London; blank for no end')

		form.set('publish_at', '2099-13-45T99:99')
		const bad = await fetch(`${server.url}/admin/artworks/${record.id}/edit`, {
			method: 'POST',
			headers: { Cookie: cookie },
			body: form,
		})
		expect(bad.status).toBe(400)
		expect((await bad.text()).replace(/<!-- -->/g, '')).toContain(
			'Publish at must be a date and time, such as 2026-06-01T18:00',
		)
		expect(server.readDb().artworks.find((a: { id: number }) => a.id === record.id).publish_at).toBe(
			'2099-06-01T17:00:00.000Z',
		)
	})

	it('refuses to start with a time zone it does not know, in one line', async () => {
		const { code, output } = await runServerExpectingExit({ GALLERY_TIMEZONE: 'Europe/Londn' })
		expect(code).not.toBe(0)
		expect(output.trim()).toBe(
			'Cannot start: Invalid GALLERY_TIMEZONE (got "Europe/Londn"): must be an IANA time zone name such as Europe/London, America/New_York or UTC',
		)
	})
})
