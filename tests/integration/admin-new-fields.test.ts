import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCookie, startServer, TEMPLATE_DIR, type TestServer } from '../support/server.ts'

/** A date `days` from today (UTC) as a datetime-local input sends it. */
function dayFromToday(days: number, time = '10:00') {
	return `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${time}`
}

/** The option values of a select, in order. */
function optionValues(html: string, name: string) {
	const select = new RegExp(`<select[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(html)
	return [...(select?.[1] ?? '').matchAll(/<option[^>]*value="([^"]*)"/g)].map((m) => m[1])
}

/** The number a counter of an admin list shows. */
function stat(html: string, label: string) {
	return Number(new RegExp(`data-stat="${label}">(\\d+)<`).exec(html)?.[1])
}

/** The `<input>` tag of a field, by name. */
function inputTag(html: string, name: string) {
	return new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? ''
}

describe('the back office offers the new fields, without JavaScript', () => {
	let server: TestServer
	let cookie: string
	beforeAll(async () => {
		server = await startServer({ seed: 'demo' })
		cookie = (await adminCookie(server))!
	})
	afterAll(() => server?.stop())

	const page = async (path: string) => {
		const res = await fetch(`${server.url}${path}`, { headers: { Cookie: cookie } })
		expect(res.status).toBe(200)
		return res.text()
	}
	const post = (path: string, body: URLSearchParams | FormData) =>
		fetch(`${server.url}${path}`, { method: 'POST', headers: { Cookie: cookie }, body, redirect: 'manual' })
	/** The page a redirect lands on, with its flash toast. */
	const landing = async (res: Response) => {
		const toast = res.headers
			.getSetCookie()
			.find((c) => c.startsWith('gallery_toast='))!
			.split(';')[0]!
		const to = await fetch(`${server.url}${res.headers.get('location')}`, {
			headers: { Cookie: `${cookie}; ${toast}` },
		})
		return to.text()
	}

	it('the exhibition form offers From dates first, keeps Upcoming as the default, and stores status auto and the opening line', async () => {
		const form = await page('/admin/exhibitions/new')
		expect(optionValues(form, 'status')).toEqual(['auto', 'upcoming', 'past'])
		expect(form).toMatch(/<option value="auto">From dates<\/option>/)
		expect(form).toMatch(/<option value="upcoming" selected="">Upcoming<\/option>/)
		expect(form).toContain('Opening')
		expect(inputTag(form, 'opening')).toContain('maxLength="200"')

		const res = await post(
			'/admin/exhibitions/new',
			new URLSearchParams({
				intent: 'save',
				title: 'Dated Show',
				status: 'auto',
				start_date: dayFromToday(-40),
				end_date: dayFromToday(-10),
				opening: 'Opening reception Thursday 6–8 pm',
				is_visible: 'true',
			}),
		)
		expect(res.status).toBe(302)
		expect(await landing(res)).toContain('Exhibition created successfully')
		const stored = server.readDb().exhibitions.find((e: { title: string }) => e.title === 'Dated Show')
		expect(stored).toMatchObject({ status: 'auto', opening: 'Opening reception Thursday 6–8 pm' })
		const edit = await page(`/admin/exhibitions/${stored.id}/edit`)
		expect(edit).toMatch(/<option value="auto" selected="">From dates<\/option>/)
		expect(inputTag(edit, 'opening')).toContain('value="Opening reception Thursday 6–8 pm"')
	})

	it('the exhibitions list counts, badges and filters a show by what it reads as today: one running under auto is On view, with Upcoming', async () => {
		const before = await page('/admin/exhibitions')
		const res = await post(
			'/admin/exhibitions/new',
			new URLSearchParams({
				intent: 'save',
				title: 'Running Today',
				status: 'auto',
				start_date: dayFromToday(-3),
				end_date: dayFromToday(20),
				is_visible: 'true',
			}),
		)
		expect(res.status).toBe(302)
		const after = await page('/admin/exhibitions')
		expect(stat(after, 'Upcoming')).toBe(stat(before, 'Upcoming') + 1)
		expect(stat(after, 'Past')).toBe(stat(before, 'Past'))

		const card = await page('/admin/exhibitions?q=Running+Today')
		expect(card).toContain('>On view<')
		expect(await page('/admin/exhibitions?q=Running+Today&status=upcoming')).toContain('Running Today')
		expect(await page('/admin/exhibitions?q=Running+Today&status=past')).toContain('No exhibitions found')

		// An auto show whose dates are over reads as past (the one saved by the test before).
		expect(await page('/admin/exhibitions?q=Dated+Show&status=past')).toContain('>Past<')
	})

	it('the artist form stores a sort name', async () => {
		const form = await page('/admin/artists/new')
		expect(form).toContain('Leave empty to sort by the last word of the name')
		const res = await post(
			'/admin/artists/new',
			new URLSearchParams({
				intent: 'save',
				name: 'Vincent van Gogh',
				sort_name: 'Gogh, Vincent van',
				is_visible: 'true',
			}),
		)
		expect(res.status).toBe(302)
		const stored = server.readDb().artists.find((a: { name: string }) => a.name === 'Vincent van Gogh')
		expect(stored.sort_name).toBe('Gogh, Vincent van')
	})

	it('the artwork form offers the categories in use, once each', async () => {
		const form = await page('/admin/artworks/new')
		expect(inputTag(form, 'category')).toContain('list="artwork-categories"')
		const list = /<datalist id="artwork-categories">([\s\S]*?)<\/datalist>/.exec(form)?.[1] ?? ''
		const offered = [...list.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1])
		const stored = [
			...new Set(
				server
					.readDb()
					.artworks.map((a: { category: string }) => a.category)
					.filter(Boolean),
			),
		] as string[]
		expect(stored.length).toBeGreaterThan(0)
		expect([...offered].sort()).toEqual([...stored].sort())
	})

	it('the Home tab saves the identity: accent colour, typeface and an uploaded logo, with a toast', async () => {
		const tab = await page('/admin/pages?tab=home')
		expect(tab).toContain('Identity')
		expect(optionValues(tab, 'typeface')).toEqual(['grotesk', 'serif', 'modern'])

		const body = new FormData()
		body.append('intent', 'identity')
		body.append('logo', '')
		body.append('accent_color', '#B4232A')
		body.append('typeface', 'serif')
		body.append(
			'files',
			new Blob([fs.readFileSync(`${TEMPLATE_DIR}/uploads/1.jpg`)], { type: 'image/jpeg' }),
			'logo.jpg',
		)
		const res = await post('/admin/pages?tab=home', body)
		expect(res.status).toBe(302)
		expect(await landing(res)).toContain('Identity updated successfully')
		const settings = server.readDb().settings
		expect(settings).toMatchObject({ accent_color: '#b4232a', typeface: 'serif' })
		expect(settings.logo).toMatch(/^\/api\/file\/\d+$/)
		const logoId = Number(settings.logo.split('/').pop())
		expect(server.readDb().files.some((f: { id: number }) => f.id === logoId)).toBe(true)

		// Removing the logo ("No image") deletes its file, which nothing else uses.
		const cleared = await post(
			'/admin/pages?tab=home',
			new URLSearchParams({ intent: 'identity', logo: '', accent_color: '', typeface: 'modern' }),
		)
		expect(cleared.status).toBe(302)
		expect(server.readDb().settings).toMatchObject({ logo: '', accent_color: '', typeface: 'modern' })
		expect(server.readDb().files.some((f: { id: number }) => f.id === logoId)).toBe(false)
	})

	it('a bad accent colour comes back with the message beside the field, and nothing is stored', async () => {
		const before = server.readDb().settings
		const res = await post(
			'/admin/pages?tab=home',
			new URLSearchParams({ intent: 'identity', logo: '', accent_color: 'red', typeface: 'grotesk' }),
		)
		expect(res.status).toBe(400)
		const html = await res.text()
		const input = inputTag(html, 'accent_color')
		expect(input).toContain('aria-invalid="true"')
		expect(input).toContain('value="red"')
		const errorId = /aria-describedby="[^"]*?([^" ]+-error)"/.exec(input)?.[1]
		expect(errorId).toBeTruthy()
		expect(html).toMatch(
			new RegExp(`<ul id="${errorId}"[^>]*><li>Accent colour must be a hex colour such as #1a2b3c</li></ul>`),
		)
		expect(server.readDb().settings).toEqual(before)
	})
})
