import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '../support/api.ts'
import { startServer, type TestServer } from '../support/server.ts'

/**
 * Issue 21's data side and issue 22 item 12: exhibitions by their dates
 * (display_status, On view, opening), artists by sort_name with their
 * exhibitions, normalised categories, identity settings, paged public lists.
 */

const DAY = 24 * 60 * 60 * 1000
/** A date `days` from today (UTC), as the back office's date input sends it. */
const dayFromToday = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10)
const textOf = (html: string) =>
	html
		.replace(/<!-- -->/g, '')
		.replace(/&#x27;|&#39;/g, "'")
		.replace(/&quot;/g, '"')
		.replace(/&amp;/g, '&')

/** An `<a>` with both the href and the rel, in either order. */
const pageLink = (href: string, rel: 'next' | 'prev') =>
	new RegExp(`<a (?=[^>]*href="${href.replace(/[?]/g, '\\?')}")(?=[^>]*rel="${rel}")[^>]*>`)

let server: TestServer
let client: ReturnType<typeof api>
let token: string
const page = async (path: string) => {
	const res = await fetch(`${server.url}${path}`, { redirect: 'manual' })
	expect(res.status, path).toBe(200)
	return textOf(await res.text())
}
const ok = <T extends { status: number; body: any }>(answer: T, status = 200) => {
	expect(answer.status, JSON.stringify(answer.body)).toBe(status)
	return answer.body
}

beforeAll(async () => {
	server = await startServer({ seed: 'demo' })
	client = api(server)
	token = await client.login()
})
afterAll(() => server?.stop())

describe('exhibitions by their dates', () => {
	let artist: any
	let onView: any

	beforeAll(async () => {
		artist = ok(await client.post('/api/admin/artists', { token, json: { name: 'Oona Exhibited' } }), 201)
		const show = (title: string, start: number, end: number, extra: object = {}) =>
			client.post('/api/admin/exhibitions', {
				token,
				json: {
					title,
					status: 'auto',
					start_date: dayFromToday(start),
					end_date: dayFromToday(end),
					assigned_artists: [String(artist.id)],
					...extra,
				},
			})
		onView = ok(await show('Running Today', -3, 10, { opening: 'Opening reception Thursday 6-8 pm' }), 201)
		ok(await show('Starts Next Month', 30, 60), 201)
		ok(await show('Closed Last Year', -400, -370), 201)
	})

	it('answers display_status beside the stored status, in every public and admin answer', async () => {
		expect(onView).toMatchObject({
			status: 'auto',
			display_status: 'current',
			opening: 'Opening reception Thursday 6-8 pm',
		})
		expect(ok(await client.get(`/api/exhibitions/${onView.id}`)).display_status).toBe('current')
		expect(ok(await client.get(`/api/exhibitions/${onView.slug}`)).display_status).toBe('current')
		const publicList = ok(await client.get('/api/exhibitions'))
		const adminList = ok(await client.get('/api/admin/exhibitions', { token }))
		for (const e of [...publicList, ...adminList]) expect(['current', 'upcoming', 'past']).toContain(e.display_status)
		expect(publicList.find((e: any) => e.title === 'Starts Next Month').display_status).toBe('upcoming')
		expect(publicList.find((e: any) => e.title === 'Closed Last Year').display_status).toBe('past')
		const updated = ok(
			await client.put(`/api/admin/exhibitions/${onView.id}`, { token, json: { location: 'Main Hall' } }),
		)
		expect(updated.display_status).toBe('current')
		const toggled = ok(
			await client.patch(`/api/admin/exhibitions/${onView.id}/visibility`, { token, json: { is_visible: true } }),
		)
		expect(toggled.display_status).toBe('current')
		// The stored record keeps only the stored status.
		const stored = server.readDb().exhibitions.find((e: any) => e.id === onView.id)
		expect(stored.status).toBe('auto')
		expect(stored).not.toHaveProperty('display_status')
	})

	it('refuses an unknown status and an over-long opening line', async () => {
		const bad = await client.post('/api/admin/exhibitions', { token, json: { title: 'x', status: 'current' } })
		expect(bad.status).toBe(400)
		expect(bad.body.fields.status).toBe('Status must be upcoming, past or auto')
		const long = await client.post('/api/admin/exhibitions', { token, json: { title: 'x', opening: 'o'.repeat(201) } })
		expect(long.status).toBe(400)
		expect(long.body.fields.opening).toBe('Opening must be at most 200 characters')
	})

	it('shows a show running today under On view on /exhibitions, before the upcoming ones', async () => {
		const text = await page('/exhibitions')
		const onViewAt = text.indexOf('>On view</h2>')
		const upcomingAt = text.indexOf('>Upcoming Exhibitions</h2>')
		const pastAt = text.indexOf('>Past Exhibitions</h2>')
		expect(onViewAt).toBeGreaterThan(-1)
		expect(onViewAt).toBeLessThan(upcomingAt)
		const onViewSection = text.slice(onViewAt, upcomingAt)
		expect(onViewSection).toContain('Running Today')
		expect(onViewSection).toContain('data-status="current"')
		const upcoming = text.slice(upcomingAt, pastAt)
		expect(upcoming).not.toContain('Running Today')
		// The demo's Colour as Place opened 24 days ago: it is on view too.
		expect(onViewSection).toContain('Colour as Place')
		// Upcoming soonest first: the seeded show starting in 18 days comes before the one in 30.
		expect(upcoming.indexOf('Woven Time')).toBeGreaterThan(-1)
		expect(upcoming.indexOf('Woven Time')).toBeLessThan(upcoming.indexOf('Starts Next Month'))
		expect(text.slice(pastAt)).toContain('Closed Last Year')
	})

	it("includes what is on view in the home page's upcoming section, first", async () => {
		const text = await page('/')
		const section = text.slice(text.indexOf('upcoming-heading'))
		expect(section).toContain('Running Today')
		// What is on view (the demo's Colour as Place too) comes before the soonest upcoming show.
		expect(section.indexOf('Running Today')).toBeLessThan(section.indexOf('Woven Time'))
		expect(section.indexOf('Colour as Place')).toBeLessThan(section.indexOf('Woven Time'))
	})

	it('labels the exhibition page On view, never Upcoming Exhibition, with the opening under the dates', async () => {
		const text = await page(`/exhibition/${onView.slug}`)
		expect(text).toContain('data-status="current"')
		expect(text).toContain('On view')
		expect(text).not.toContain('Upcoming Exhibition')
		expect(text).toContain('Opening reception Thursday 6-8 pm')
	})

	it("writes the artist page's 'Exhibitions at the gallery' from the exhibitions that list the artist", async () => {
		const text = await page(`/artist/${artist.slug}`)
		const section = text.slice(text.indexOf('Exhibitions at the gallery'))
		const group = (key: string) => {
			const start = section.indexOf(`data-group="${key}"`)
			return start === -1 ? '' : section.slice(start, section.indexOf('</ul>', start))
		}
		expect(group('current')).toContain(`href="/exhibition/${onView.slug}"`)
		expect(group('upcoming')).toContain('Starts Next Month')
		const pastYear = new Date(Date.now() - 400 * DAY).getUTCFullYear()
		expect(group('past')).toMatch(new RegExp(`${pastYear} </span><a [^>]*href="/exhibition/closed-last-year"`))
		// A hidden exhibition is not listed.
		ok(await client.patch(`/api/admin/exhibitions/${onView.id}/visibility`, { token, json: { is_visible: false } }))
		expect(await page(`/artist/${artist.slug}`)).not.toContain('Running Today')
		ok(await client.patch(`/api/admin/exhibitions/${onView.id}/visibility`, { token, json: { is_visible: true } }))
	})
})

describe('artists by sort_name', () => {
	it('orders /artists by sort_name, else the last word of the name; the API keeps its order by name', async () => {
		ok(await client.post('/api/admin/artists', { token, json: { name: 'Anna Zzyzx' } }), 201)
		ok(await client.post('/api/admin/artists', { token, json: { name: 'Zed Aardvark' } }), 201)
		const filed = ok(
			await client.post('/api/admin/artists', { token, json: { name: 'Vincent van Gogh', sort_name: '  Aaab ' } }),
			201,
		)
		expect(filed.sort_name).toBe('Aaab')
		const text = await page('/artists')
		const at = (name: string) => text.indexOf(`>${name}<`)
		for (const name of ['Vincent van Gogh', 'Zed Aardvark', 'Anna Zzyzx']) expect(at(name), name).toBeGreaterThan(-1)
		expect(at('Vincent van Gogh')).toBeLessThan(at('Zed Aardvark'))
		expect(at('Zed Aardvark')).toBeLessThan(at('Anna Zzyzx'))
		const names = ok(await client.get('/api/artists')).map((a: any) => a.name)
		expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)))
	})
})

describe('paged public lists', () => {
	it("pages an artist's works with rel=next and rel=prev links", async () => {
		const painter = ok(await client.post('/api/admin/artists', { token, json: { name: 'Prolific Painter' } }), 201)
		for (let i = 0; i < 30; i++) {
			ok(
				await client.post('/api/admin/artworks', {
					token,
					json: { title: `Study ${i + 1}`, artist_id: painter.id, year: 1990 + i },
				}),
				201,
			)
		}
		const first = await page(`/artist/${painter.slug}`)
		expect(first).toContain("Explore Prolific Painter's collection of 30 artworks")
		expect(first).toMatch(pageLink('/artist/prolific-painter?page=2', 'next'))
		expect(first).not.toContain('rel="prev"')
		// By year, newest first: 2019 on page 1, 1990 on page 2.
		expect(first).toContain('Study 30')
		expect(first).not.toContain('Study 1<')
		const second = await page(`/artist/${painter.slug}?page=2`)
		expect(second).toMatch(pageLink('/artist/prolific-painter', 'prev'))
		expect(second).not.toContain('rel="next"')
		expect(second).toContain('Study 1<')
	})

	it('pages the past exhibitions of /exhibitions, keeping On view and Upcoming on every page', async () => {
		for (let i = 0; i < 12; i++) {
			ok(
				await client.post('/api/admin/exhibitions', {
					token,
					json: { title: `Archive Show ${i + 1}`, status: 'past', start_date: `${2000 + i}-01-01` },
				}),
				201,
			)
		}
		const first = await page('/exhibitions')
		expect(first).toMatch(pageLink('/exhibitions?page=2', 'next'))
		// Latest first: the 2011 show on page 1, the 2000 one further on.
		expect(first).toContain('Archive Show 12')
		expect(first).not.toContain('Archive Show 1<')
		const second = await page('/exhibitions?page=2')
		expect(second).toMatch(pageLink('/exhibitions', 'prev'))
		expect(second).toContain('Archive Show 1<')
		expect(second).toContain('>On view</h2>')
		expect(second).toContain('>Upcoming Exhibitions</h2>')
	})
})

describe('categories', () => {
	it('normalises categories on write, so "painting" and "Painting" are one filter', async () => {
		const artistId = server.readDb().artists[0].id
		const create = async (category: string) =>
			ok(
				await client.post('/api/admin/artworks', {
					token,
					json: { title: `In ${category}`, artist_id: artistId, category },
				}),
				201,
			).category
		expect(await create('  painting ')).toBe('Painting')
		expect(await create('PAINTING')).toBe('Painting')
		expect(await create('works   on paper')).toBe('Works on paper')
		expect(await create('WORKS ON PAPER')).toBe('Works on paper')
		const text = await page('/collection')
		expect(text.split('>Painting</option>').length - 1).toBe(1)
		expect(text).not.toMatch(/>PAINTING<|>painting</)
		const filtered = await page('/collection?category=painting')
		expect(filtered).toContain('In PAINTING')
		expect(filtered).toContain('In   painting')
	})
})

describe('identity settings', () => {
	it('stores a logo, an accent colour and a typeface, and refuses bad values with a field message', async () => {
		const badHex = await client.put('/api/admin/pages/identity', { token, json: { accent_color: 'red' } })
		expect(badHex.status).toBe(400)
		expect(badHex.body).toMatchObject({
			error: 'Accent colour must be a hex colour such as #1a2b3c',
			fields: { accent_color: 'Accent colour must be a hex colour such as #1a2b3c' },
		})
		const shortHex = await client.put('/api/admin/pages/identity', { token, json: { accent_color: '#abc' } })
		expect(shortHex.status).toBe(400)
		const badFont = await client.put('/api/admin/pages/identity', { token, json: { typeface: 'comic' } })
		expect(badFont.status).toBe(400)
		expect(badFont.body.fields.typeface).toBe('Typeface must be one of grotesk, serif, modern')
		const badLogo = await client.put('/api/admin/pages/identity', { token, json: { logo: 'javascript:alert(1)' } })
		expect(badLogo.status).toBe(400)
		expect(badLogo.body.fields).toHaveProperty('logo')

		expect(ok(await client.get('/api/page-content')).identity).toEqual({
			logo: '',
			accent_color: '',
			typeface: 'grotesk',
		})
		const saved = ok(
			await client.put('/api/admin/pages/identity', {
				token,
				json: { logo: '/api/file/1', accentColor: '#A1B2C3', typeface: 'serif' },
			}),
		)
		// The back office's answer carries the identity's version (docs/api.md), one more with each save.
		expect(saved).toEqual({
			logo: '/api/file/1',
			accent_color: '#a1b2c3',
			typeface: 'serif',
			version: expect.any(Number),
		})
		// Fields not sent keep their value.
		expect(ok(await client.put('/api/admin/pages/identity', { token, json: { typeface: 'modern' } }))).toEqual({
			logo: '/api/file/1',
			accent_color: '#a1b2c3',
			typeface: 'modern',
			version: saved.version + 1,
		})
		expect(ok(await client.get('/api/page-content')).identity.typeface).toBe('modern')
		expect(server.readDb().settings).toMatchObject({ accent_color: '#a1b2c3', typeface: 'modern' })
		expect((await client.put('/api/admin/pages/identity', { json: { typeface: 'serif' } })).status).toBe(401)
	})
})
