import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCookie } from '../support/admin.ts'
import { api } from '../support/api.ts'
import { restartWith } from '../support/scene.ts'
import { startServer, type TestServer } from '../support/server.ts'

/**
 * Holds on reserved works (docs/admin.md, "Holds"): set through /api and the
 * admin form, never public, and ended by the server itself when their time
 * passes, with no request needed, also across a restart. The tests move the
 * server's clock to a hold's end rather than wait for it (`moveClock`,
 * tests/support/server.ts).
 */
const SECRET_NAME = 'Zephyrine Okonkwo-Hale'

type Work = { id: number; slug: string; title: string; is_visible: boolean; availability: string }

/** Polls the stored records (no HTTP request) until `check` holds. */
async function waitForDisk(server: TestServer, check: (db: Record<string, any>) => boolean, timeoutMs = 20_000) {
	const until = Date.now() + timeoutMs
	for (;;) {
		const db = server.readDb()
		if (check(db)) return db
		if (Date.now() > until) throw new Error('The stored records did not change in time')
		await new Promise((r) => setTimeout(r, 200))
	}
}

/** `s` seconds after the server's time now (its clock may have been moved ahead of this process's). */
const inSeconds = (server: TestServer, s: number) => new Date(server.now() + s * 1000).toISOString()
/**
 * How far before a hold's end the tests move the server's clock: the rest of the way, the server's own timer
 * (planned again for the moved clock) must find the end by itself.
 */
const TIMER_LEAD_MS = 200

describe('artwork holds', () => {
	let server: TestServer
	let client: ReturnType<typeof api>
	let token: string
	let cookie: string
	let works: Work[]
	const page = async (path: string, init?: RequestInit) => {
		const res = await fetch(`${server.url}${path}`, { redirect: 'manual', ...init })
		return { status: res.status, html: (await res.text()).replace(/<!-- -->/g, ''), res }
	}
	const admin = (path: string) => page(path, { headers: { Cookie: cookie } })
	const onDisk = (db: Record<string, any>, id: number) => db.artworks.find((a: { id: number }) => a.id === id)

	beforeAll(async () => {
		server = await startServer({ seed: 'demo' })
		client = api(server)
		token = await client.login()
		cookie = await adminCookie(server)
		works = (await client.get('/api/admin/artworks', { token })).body.filter((w: Work) => w.is_visible)
	})
	afterAll(() => server?.stop())

	it('shows an empty list of holds ending soon on the back office landing page', async () => {
		const landing = await admin('/admin/exhibitions')
		expect(landing.status).toBe(200)
		expect(landing.html).toContain('Holds ending within 7 days')
		expect(landing.html).toContain('No holds end in the next 7 days.')
	})

	it('refuses a bad hold with 400 and the field named, and changes nothing', async () => {
		const work = works[0]!
		const badDate = await client.refused(() =>
			client.put(`/api/admin/artworks/${work.id}`, {
				token,
				json: { availability: 'reserved', hold_for: 'A collector', hold_until: 'next tuesday' },
			}),
		)
		expect(badDate.status).toBe(400)
		expect(badDate.body.fields.hold_until).toEqual(expect.any(String))
		const longName = await client.refused(() =>
			client.put(`/api/admin/artworks/${work.id}`, {
				token,
				json: { availability: 'reserved', hold_for: 'x'.repeat(201) },
			}),
		)
		expect(longName.status).toBe(400)
		expect(longName.body.fields.hold_for).toBe('Held for must be at most 200 characters')
	})

	it('keeps a hold only while the work is reserved: another availability clears it', async () => {
		const work = works[1]!
		const held = await client.put(`/api/admin/artworks/${work.id}`, {
			token,
			json: { availability: 'reserved', hold_for: 'A collector', hold_until: '2099-01-01T12:00:00Z' },
		})
		expect(held.status).toBe(200)
		expect(held.body).toMatchObject({ hold_for: 'A collector', hold_until: '2099-01-01T12:00:00.000Z' })
		// An unrelated change keeps it (a PUT merges over the stored work).
		const renamed = await client.put(`/api/admin/artworks/${work.id}`, { token, json: { medium: 'Oil on linen' } })
		expect(renamed.body).toMatchObject({ hold_for: 'A collector', hold_until: '2099-01-01T12:00:00.000Z' })
		const sold = await client.put(`/api/admin/artworks/${work.id}`, { token, json: { availability: 'sold' } })
		expect(sold.body).toMatchObject({ availability: 'sold', hold_for: '', hold_until: null })
		// Setting a hold on a work that is not reserved keeps nothing of it.
		const available = await client.put(`/api/admin/artworks/${work.id}`, {
			token,
			json: { availability: 'available', hold_for: 'Someone', hold_until: '2099-01-01T12:00:00Z' },
		})
		expect(available.body).toMatchObject({ availability: 'available', hold_for: '', hold_until: null })
	})

	it('ends a hold by itself when its time passes, with no request, and the public pages follow', async () => {
		const work = works[2]!
		// A minute ahead, so the checks below are surely made while it is held: the clock is moved over it after.
		const until = inSeconds(server, 60)
		const held = await client.put(`/api/admin/artworks/${work.id}`, {
			token,
			json: { availability: 'reserved', hold_for: SECRET_NAME, hold_until: until },
		})
		expect(held.status).toBe(200)

		// While held: the public page (now in the page cache) says Reserved and never who for, nor until when.
		const before = await page(`/artwork/${work.slug}`)
		expect(before.status).toBe(200)
		expect(before.html).toContain('Reserved')
		for (const path of [
			`/artwork/${work.slug}`,
			'/collection',
			'/sitemap.xml',
			`/iiif/artwork/${work.slug}/manifest.json`,
		]) {
			const res = await page(path)
			expect(res.html, path).not.toContain(SECRET_NAME)
		}
		const one = await client.get(`/api/artworks/${work.id}`)
		expect(one.body.availability).toBe('reserved')
		expect(one.body).not.toHaveProperty('hold_for')
		expect(one.body).not.toHaveProperty('hold_until')
		const list = await client.get('/api/artworks')
		expect(list.text).not.toContain(SECRET_NAME)
		expect(list.text).not.toContain('hold_until')
		// With an admin token the public API is the staff's view: the hold shows.
		expect((await client.get(`/api/artworks/${work.id}`, { token })).body.hold_for).toBe(SECRET_NAME)

		// No request from here on: the clock comes to the hold's end, and the data on disk changes by itself.
		expect(server.now(), 'the checks while held took too long').toBeLessThan(Date.parse(until))
		await server.moveClock(Math.max(0, Date.parse(until) - server.now() - TIMER_LEAD_MS))
		const db = await waitForDisk(server, (d) => onDisk(d, work.id).availability === 'available')
		expect(onDisk(db, work.id)).toMatchObject({ availability: 'available', hold_for: '', hold_until: null })
		// Every write is in the activity log too (docs/admin.md, 'History and conflicts'): the hold's own entry is this one.
		const entry = db.activity.find(
			(a: { entity_id: number; kind: string }) => a.entity_id === work.id && a.kind === 'hold-ended',
		)
		expect(entry).toMatchObject({
			user_id: null,
			username: 'system',
			kind: 'hold-ended',
			entity: 'artwork',
			summary: `Hold for ${SECRET_NAME} on ${work.title} ended; the work is available again`,
		})
		expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(Date.parse(until))
		expect(Date.parse(entry.at)).toBeLessThanOrEqual(server.now())
		// The log line follows the write that the disk already shows.
		await expect.poll(() => server.logs(), { timeout: 10_000 }).toContain(`Hold ended: ${work.title}`)

		// The cached page follows, as after an edit.
		const after = await page(`/artwork/${work.slug}`)
		expect(after.html).toMatch(/data-testid="sales">[\s\S]*?Available/)
		expect(after.html).not.toMatch(/data-testid="sales">[^<]*Reserved/)
		expect((await client.get(`/api/admin/artworks/${work.id}`, { token })).body).toMatchObject({
			availability: 'available',
			hold_for: '',
			hold_until: null,
		})
	})

	it('saves a hold from the admin form without JavaScript and shows a bad date beside its field', async () => {
		const form = new URLSearchParams({
			intent: 'save',
			title: 'Held Form Work',
			artist_id: '1',
			year: '2024',
			availability: 'reserved',
			price_display: 'on_request',
			currency: 'EUR',
			dimension_unit: 'cm',
			hold_for: 'Mr Ansel Brightwater',
			hold_until: '2099-03-04T18:30',
			is_visible: 'true',
		})
		const saved = await fetch(`${server.url}/admin/artworks/new`, {
			method: 'POST',
			headers: { Cookie: cookie },
			body: form,
			redirect: 'manual',
		})
		expect(saved.status).toBe(302)
		const record = server.readDb().artworks.find((a: { title: string }) => a.title === 'Held Form Work')
		expect(record).toMatchObject({ hold_for: 'Mr Ansel Brightwater', hold_until: '2099-03-04T18:30:00.000Z' })

		const edit = await admin(`/admin/artworks/${record.id}/edit`)
		expect(edit.html).toContain('Hold (reserved works only)')
		expect(edit.html).toMatch(/name="hold_for"[^>]*value="Mr Ansel Brightwater"/)
		expect(edit.html).toMatch(
			/type="datetime-local"[^>]*name="hold_until"[^>]*value="2099-03-04T18:30"|name="hold_until"[^>]*value="2099-03-04T18:30"/,
		)

		form.set('hold_until', '2099-13-45T99:99')
		const bad = await fetch(`${server.url}/admin/artworks/${record.id}/edit`, {
			method: 'POST',
			headers: { Cookie: cookie },
			body: form,
		})
		expect(bad.status).toBe(400)
		const html = await bad.text()
		expect(html).toMatch(/name="hold_until"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="hold_until"/)
		const describedBy =
			/name="hold_until"[^>]*aria-describedby="([^"]+)"|aria-describedby="([^"]+)"[^>]*name="hold_until"/.exec(html)
		const ids = (describedBy?.[1] ?? describedBy?.[2] ?? '').split(' ')
		const messages = ids
			.map((id) => new RegExp(`id="${id}"[^>]*>([\\s\\S]*?)</(p|ul)>`).exec(html)?.[1]?.replace(/<[^>]+>/g, ''))
			.join(' ')
		expect(messages).toContain('Must be a valid date')
		// Nothing changed.
		expect(server.readDb().artworks.find((a: { id: number }) => a.id === record.id).hold_until).toBe(
			'2099-03-04T18:30:00.000Z',
		)
	})

	it('lists holds in the artworks list, filters works on hold, and shows those ending within 7 days on the landing page', async () => {
		const [soon, later, far] = [works[3]!, works[4]!, works[5]!]
		const hold = (w: Work, holdFor: string, until: string) =>
			client.put(`/api/admin/artworks/${w.id}`, {
				token,
				json: { availability: 'reserved', hold_for: holdFor, hold_until: until },
			})
		expect((await hold(later, 'Later Collector', inSeconds(server, 5 * 24 * 3600))).status).toBe(200)
		expect((await hold(soon, 'Soon Collector', inSeconds(server, 2 * 24 * 3600))).status).toBe(200)
		expect((await hold(far, 'Far Collector', inSeconds(server, 10 * 24 * 3600))).status).toBe(200)

		const list = await admin('/admin/artworks?availability=on_hold')
		expect(list.status).toBe(200)
		expect(list.html).toContain('<option value="on_hold" selected="">On hold</option>')
		for (const name of ['Soon Collector', 'Later Collector', 'Far Collector', 'Mr Ansel Brightwater'])
			expect(list.html).toMatch(new RegExp(`data-testid="hold-line"[^>]*>.*?for ${name} until`))
		expect(list.html).toMatch(/for Mr Ansel Brightwater until Mar 4, 2099, 6:30 PM UTC/)
		const shown = [...list.html.matchAll(/data-testid="hold-line"/g)].length
		expect(shown).toBe(4)
		// The search finds a work by whom it is held for.
		const search = await admin('/admin/artworks?q=Far+Collector')
		expect(search.html).toContain(far.title)
		expect([...search.html.matchAll(/data-testid="hold-line"/g)].length).toBe(1)

		const landing = await admin('/admin/exhibitions')
		const rows = [...landing.html.matchAll(/data-testid="hold-ending-soon"[\s\S]*?<\/tr>/g)].map((m) => m[0])
		expect(rows).toHaveLength(2)
		expect(rows[0]).toContain(`href="/admin/artworks/${soon.id}/edit"`)
		expect(rows[0]).toContain(soon.title)
		expect(rows[0]).toContain('Soon Collector')
		expect(rows[1]).toContain(`href="/admin/artworks/${later.id}/edit"`)
		expect(rows[1]).toContain('Later Collector')
		expect(landing.html).not.toContain('Far Collector')
		expect(landing.html).not.toContain('No holds end in the next 7 days.')

		// None of it reaches the public.
		for (const path of ['/collection', `/artwork/${soon.slug}`, '/api/artworks'])
			expect((await page(path)).html).not.toMatch(/Soon Collector|Later Collector|Far Collector|Ansel Brightwater/)
	})
})

describe('holds across a restart', () => {
	it('releases at start-up a hold that ended while the server was stopped', async () => {
		const first = await startServer({ seed: 'demo' })
		let second: TestServer | undefined
		try {
			const client = api(first)
			const token = await client.login()
			const work = (await client.get('/api/admin/artworks', { token })).body[0] as Work
			const until = inSeconds(first, 30)
			const held = await client.put(`/api/admin/artworks/${work.id}`, {
				token,
				json: { availability: 'reserved', hold_for: 'Restart Collector', hold_until: until },
			})
			expect(held.status).toBe(200)
			await first.stop()
			// Stopped before the hold ended: it is still on disk.
			const stopped = first.readDb().artworks.find((a: Work) => a.id === work.id)
			expect(stopped).toMatchObject({ availability: 'reserved', hold_until: new Date(until).toISOString() })
			// The hold ends while the server is stopped: it starts again with its clock 500 ms past the end.
			const stoppedFor = Date.parse(until) - first.now() + 500
			second = await restartWith(first, undefined, { clockOffsetMs: first.clockOffsetMs() + stoppedFor })
			// Released before the server listened: the disk says so as soon as it answers, no request made.
			const db = second.readDb()
			expect(db.artworks.find((a: Work) => a.id === work.id)).toMatchObject({
				availability: 'available',
				hold_for: '',
				hold_until: null,
			})
			expect(db.activity.filter((a: { kind: string }) => a.kind === 'hold-ended')).toEqual([
				expect.objectContaining({ kind: 'hold-ended', entity: 'artwork', entity_id: work.id, username: 'system' }),
			])
			const publicPage = await fetch(`${second.url}/artwork/${work.slug}`)
			expect(await publicPage.text()).toMatch(/data-testid="sales">[\s\S]*?Available/)
		} finally {
			await first.stop()
			await second?.stop()
		}
	})
})
