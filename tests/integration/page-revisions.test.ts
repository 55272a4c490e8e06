import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCookie } from '../support/admin.ts'
import { api } from '../support/api.ts'
import { startServer, type TestServer } from '../support/server.ts'

/** Versions, revisions and conflicts of Page Content (docs/admin.md, 'History and conflicts'; docs/api.md). */
describe('page content versions, revisions and conflicts', () => {
	let server: TestServer
	let client: ReturnType<typeof api>
	let token: string
	let cookie: string

	beforeAll(async () => {
		server = await startServer({ seed: 'demo', env: { REVISIONS_KEEP: '4' } })
		client = api(server)
		token = await client.login()
		cookie = await adminCookie(server)
	})
	afterAll(() => server?.stop())

	const post = (path: string, fields: Record<string, string>) =>
		fetch(`${server.url}${path}`, {
			method: 'POST',
			headers: { Cookie: cookie },
			body: new URLSearchParams(fields),
			redirect: 'manual',
		})
	const savePage = (page: string, fields: Record<string, string>) =>
		post(`/admin/pages?tab=${page}`, { intent: 'save-page', page, is_visible: 'true', ...fields })
	const versionIn = (html: string) => Number(/<input type="hidden" name="version" value="(\d+)"\/>/.exec(html)?.[1])
	const screen = async (path: string) => (await fetch(`${server.url}${path}`, { headers: { Cookie: cookie } })).text()

	it('keeps a revision and an activity entry with each save of a page, and the last REVISIONS_KEEP of them', async () => {
		const start = (await client.get('/api/admin/pages/artists', { token })).body.version
		for (let i = 1; i <= 5; i++) {
			const res = await savePage('artists', { title: `Artists ${i}`, description: 'Meet them' })
			expect(res.status).toBe(302)
		}
		const db = server.readDb()
		const mine = db.revisions.filter((r: any) => r.entity === 'page' && r.entity_id === 3)
		expect(mine.map((r: any) => r.version)).toEqual([start + 2, start + 3, start + 4, start + 5])
		expect(mine.at(-1)).toMatchObject({ action: 'update', username: 'admin', record: { title: 'Artists 5' } })
		const activity = db.activity.filter((a: any) => a.entity === 'page' && a.entity_id === 3)
		expect(activity.at(-1)).toMatchObject({ kind: 'update', username: 'admin', summary: 'Updated artists page' })
		expect((await client.get('/api/admin/pages/artists', { token })).body.version).toBe(start + 5)
	})

	it('does not save a page over a newer version: my values come back, with who changed it, and "Save mine anyway" wins', async () => {
		const opened = versionIn(await screen('/admin/pages?tab=gallery'))
		expect(opened).toBeGreaterThanOrEqual(1)
		const theirs = await savePage('gallery', { title: 'Their Gallery', description: 'Theirs', version: String(opened) })
		expect(theirs.status).toBe(302)
		const before = server.fingerprint()
		const mine = await savePage('gallery', { title: 'My Gallery', description: 'Mine', version: String(opened) })
		expect(mine.status).toBe(409)
		expect(server.fingerprint()).toBe(before)
		const html = await mine.text()
		expect(html).toMatch(
			/Changed by admin at [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M UTC since you opened it/,
		)
		expect(html).toContain('Your changes were not saved. They are still in the form below.')
		expect(html).toContain('value="My Gallery"')
		expect(html).toContain('Keep theirs')
		expect(html).toContain('Save mine anyway')
		// The form keeps the version it was opened with: "Save mine anyway" writes what I changed since.
		expect(versionIn(html)).toBe(opened)
		expect(html).toMatch(/<legend[^>]*>Title<\/legend>/)
		expect((await client.get('/api/admin/pages/gallery', { token })).body.title).toBe('Their Gallery')

		const anyway = await savePage('gallery', {
			title: 'My Gallery',
			description: 'Mine',
			version: String(opened),
			merge: '1',
			'keep:title': 'mine',
			'keep:description': 'mine',
		})
		expect(anyway.status).toBe(302)
		expect((await client.get('/api/admin/pages/gallery', { token })).body).toMatchObject({
			title: 'My Gallery',
			version: opened + 2,
		})
	})

	it('"Save mine anyway" on a page writes only what I changed: their description stays', async () => {
		// A page saved once has a revision of the version the form opens with (before that, every field that differs is asked about).
		const page = (await client.get('/api/admin/pages/exhibitions', { token })).body
		const first = await savePage('exhibitions', { title: page.title, description: page.description })
		expect(first.status).toBe(302)
		const opened = versionIn(await screen('/admin/pages?tab=exhibitions'))
		const fields = { title: page.title, description: page.description, version: String(opened) }
		expect((await savePage('exhibitions', { ...fields, description: 'Their words' })).status).toBe(302)
		const mine = { ...fields, title: 'Shows' }
		const refused = await savePage('exhibitions', mine)
		expect(refused.status).toBe(409)
		const text = (await refused.text()).replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '')
		expect(text).toContain(`Description: ${page.description} → Their words`)
		expect((await savePage('exhibitions', { ...mine, merge: '1' })).status).toBe(302)
		expect((await client.get('/api/admin/pages/exhibitions', { token })).body).toMatchObject({
			title: 'Shows',
			description: 'Their words',
		})
	})

	it('refuses a stale save of the contact information and of the identity the same way', async () => {
		const info = (await client.get('/api/admin/pages/contact/info', { token })).body
		await client.put('/api/admin/pages/contact/info', { token, json: { phone: '+44 1' } })
		const contact = await post('/admin/pages?tab=contact', {
			intent: 'contact',
			email: 'mine@example.com',
			phone: '+44 2',
			instagram: '',
			address: '',
			version: String(info.version),
		})
		expect(contact.status).toBe(409)
		const html = await contact.text()
		expect(html).toContain('since you opened it')
		expect(html).toContain('value="mine@example.com"')
		expect((await client.get('/api/admin/pages/contact/info', { token })).body.phone).toBe('+44 1')

		const identity = (await client.get('/api/admin/pages/identity', { token })).body
		await client.put('/api/admin/pages/identity', { token, json: { accent_color: '#112233' } })
		const form = new FormData()
		for (const [k, v] of Object.entries({
			intent: 'identity',
			logo: '',
			accent_color: '#445566',
			typeface: 'serif',
			version: String(identity.version),
		}))
			form.append(k, v)
		const res = await fetch(`${server.url}/admin/pages?tab=home`, {
			method: 'POST',
			headers: { Cookie: cookie },
			body: form,
			redirect: 'manual',
		})
		expect(res.status).toBe(409)
		expect(await res.text()).toContain('Save mine anyway')
		expect((await client.get('/api/admin/pages/identity', { token })).body.accent_color).toBe('#112233')
	})

	describe('the API', () => {
		it('refuses a PUT with a stale If-Match or body version with 409 and the current page; a fresh one saves', async () => {
			const page = (await client.get('/api/admin/pages/exhibitions', { token })).body
			const fresh = await client.put('/api/admin/pages/exhibitions', {
				token,
				headers: { 'If-Match': `"${page.version}"` },
				json: { description: 'First' },
			})
			expect(fresh.status, fresh.text).toBe(200)
			expect(fresh.body).toMatchObject({ description: 'First', version: page.version + 1 })
			const before = server.fingerprint()
			const stale = await client.refused(() =>
				client.put('/api/admin/pages/exhibitions', {
					token,
					headers: { 'If-Match': `"${page.version}"` },
					json: { description: 'Second' },
				}),
			)
			expect(stale.status).toBe(409)
			expect(stale.body.code).toBe('CONFLICT')
			expect(stale.body.current).toMatchObject({ description: 'First', version: page.version + 1 })
			const staleBody = await client.refused(() =>
				client.put('/api/admin/home-settings', { token, json: { galleryHours: 'Never', version: 999 } }),
			)
			expect(staleBody.status).toBe(409)
			expect(staleBody.body.current.version).toEqual(expect.any(Number))
			expect(server.fingerprint()).toBe(before)
		})

		it('lets the last write win without a version', async () => {
			const info = (await client.get('/api/admin/pages/contact/info', { token })).body
			const a = await client.put('/api/admin/pages/contact/info', { token, json: { instagram: '@a' } })
			const b = await client.put('/api/admin/pages/contact/info', { token, json: { instagram: '@b' } })
			expect(a.status).toBe(200)
			expect(b.body).toMatchObject({ instagram: '@b', version: info.version + 2 })
		})
	})

	describe('the history screen', () => {
		it('lists the versions, compares one with the current page field by field, and restores it after a confirmation', async () => {
			await savePage('about', { title: 'About Then', description: 'Old words' })
			await savePage('about', { title: 'About Now', description: 'New words' })
			const tab = await screen('/admin/pages?tab=about')
			expect(tab).toContain('href="/admin/pages/about/history"')

			const history = await screen('/admin/pages/about/history')
			expect(history).toContain('History: About page')
			const old = server
				.readDb()
				.revisions.filter((r: any) => r.entity === 'page' && r.entity_id === 5)
				.find((r: any) => r.record.title === 'About Then')
			expect(history).toMatch(new RegExp(`Version (<!-- -->)?${old.version}<`))

			const compare = await screen(`/admin/pages/about/history?revision=${old.id}`)
			expect(compare).toContain('beside')
			expect(compare).toContain('About Then')
			expect(compare).toContain('About Now')
			expect(compare).toContain('Restore this version')
			const confirm = await screen(`/admin/pages/about/history?revision=${old.id}&confirm=1`)
			expect(confirm).toMatch(new RegExp(`Restore version (<!-- -->)?${old.version}(<!-- -->)?\\?`))

			const current = (await client.get('/api/admin/pages/about', { token })).body.version
			const restored = await post('/admin/pages/about/history', { intent: 'restore', revision: String(old.id) })
			expect(restored.status).toBe(302)
			expect(restored.headers.get('location')).toBe('/admin/pages?tab=about')
			expect((await client.get('/api/admin/pages/about', { token })).body).toMatchObject({
				title: 'About Then',
				description: 'Old words',
				version: current + 1,
			})
			const last = server
				.readDb()
				.revisions.filter((r: any) => r.entity === 'page' && r.entity_id === 5)
				.at(-1)
			expect(last).toMatchObject({ action: 'restore', version: current + 1 })
		})

		it('has a history for the contact information and the identity, and 404 for an unknown part', async () => {
			expect(await screen('/admin/pages/contact-info/history')).toContain('History: Contact information')
			expect(await screen('/admin/pages/identity/history')).toContain('History: Identity')
			const res = await fetch(`${server.url}/admin/pages/nowhere/history`, { headers: { Cookie: cookie } })
			expect(res.status).toBe(404)
		})
	})
})
