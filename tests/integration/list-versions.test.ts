import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCookie } from '../support/admin.ts'
import { api } from '../support/api.ts'
import { startServer, type TestServer } from '../support/server.ts'

/** The lists' Hide/Show and Delete buttons check versions (docs/admin.md, 'History and conflicts'; docs/api.md). */
describe('list buttons and versions', () => {
	let server: TestServer
	let client: ReturnType<typeof api>
	let token: string
	let cookie: string

	beforeAll(async () => {
		server = await startServer({ seed: 'demo' })
		client = api(server)
		token = await client.login()
		cookie = await adminCookie(server)
	})
	afterAll(() => server?.stop())

	async function newExhibition(title: string) {
		const created = await client.post('/api/admin/exhibitions', {
			token,
			json: { title, description: 'Quiet rooms', location: 'Room 1' },
		})
		expect(created.status, created.text).toBe(201)
		return created.body as { id: number; version: number }
	}

	/** Posts a list button and follows its redirect: the list's HTML with the toast. */
	async function press(path: string, fields: Record<string, string>) {
		const res = await fetch(`${server.url}${path}`, {
			method: 'POST',
			headers: { Cookie: cookie },
			body: new URLSearchParams(fields),
			redirect: 'manual',
		})
		expect(res.status).toBe(302)
		const set = res.headers.getSetCookie().map((c) => c.split(';')[0])
		const page = await fetch(new URL(res.headers.get('location')!, server.url), {
			headers: { Cookie: [cookie, ...set].join('; ') },
		})
		return page.text()
	}

	it('carries each record version in its row: Hide and Delete forms and the Delete link', async () => {
		const e = await newExhibition('Row Version Show')
		const html = await (await fetch(`${server.url}/admin/exhibitions`, { headers: { Cookie: cookie } })).text()
		expect(html).toContain(`delete=${e.id}&amp;version=${e.version}`)
		const confirm = await (
			await fetch(`${server.url}/admin/exhibitions?delete=${e.id}&version=${e.version}`, {
				headers: { Cookie: cookie },
			})
		).text()
		expect(confirm).toMatch(/<input type="hidden" name="version" value="1"\/>/)
	})

	it('a stale Hide changes nothing and says who changed the record and when; a fresh one hides it', async () => {
		const e = await newExhibition('Stale Hide Show')
		await client.put(`/api/admin/exhibitions/${e.id}`, { token, json: { curator: 'Someone' } })
		const before = server.fingerprint()
		const html = await press('/admin/exhibitions', {
			intent: 'visibility',
			id: String(e.id),
			is_visible: 'false',
			version: '1',
		})
		expect(server.fingerprint()).toBe(before)
		expect(html).toMatch(
			/Stale Hide Show was changed by admin at [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M UTC since you opened this list\. Nothing was changed: look at it again\./,
		)
		expect((await client.get(`/api/admin/exhibitions/${e.id}`, { token })).body.is_visible).toBe(true)
		const fresh = await press('/admin/exhibitions', {
			intent: 'visibility',
			id: String(e.id),
			is_visible: 'false',
			version: '2',
		})
		expect(fresh).toContain('Exhibition hidden successfully')
		expect((await client.get(`/api/admin/exhibitions/${e.id}`, { token })).body.is_visible).toBe(false)
	})

	it('a stale Delete keeps the record; a fresh one deletes it', async () => {
		const e = await newExhibition('Stale Delete Show')
		await client.put(`/api/admin/exhibitions/${e.id}`, { token, json: { curator: 'Someone' } })
		const html = await press('/admin/exhibitions', { intent: 'delete', id: String(e.id), version: '1' })
		expect(html).toContain('Stale Delete Show was changed by admin at')
		expect(html).toContain('Nothing was changed: look at it again.')
		expect((await client.get(`/api/admin/exhibitions/${e.id}`, { token })).status).toBe(200)
		const fresh = await press('/admin/exhibitions', { intent: 'delete', id: String(e.id), version: '2' })
		expect(fresh).toContain('Exhibition deleted successfully')
		expect((await client.refused(() => client.get(`/api/admin/exhibitions/${e.id}`, { token }))).status).toBe(404)
	})

	it('the API visibility and DELETE calls take If-Match or version and answer a stale one with 409 CONFLICT', async () => {
		const e = await newExhibition('API Stale Show')
		await client.put(`/api/admin/exhibitions/${e.id}`, { token, json: { curator: 'Someone' } })
		const before = server.fingerprint()
		const patch = await client.refused(() =>
			client.patch(`/api/admin/exhibitions/${e.id}/visibility`, {
				token,
				headers: { 'If-Match': '"1"' },
				json: { is_visible: false },
			}),
		)
		expect(patch.status).toBe(409)
		expect(patch.body.code).toBe('CONFLICT')
		expect(patch.body.current).toMatchObject({ id: e.id, version: 2, curator: 'Someone' })
		const bodyVersion = await client.refused(() =>
			client.patch(`/api/admin/exhibitions/${e.id}/visibility`, { token, json: { is_visible: false, version: 1 } }),
		)
		expect(bodyVersion.status).toBe(409)
		const del = await client.refused(() =>
			client.del(`/api/admin/exhibitions/${e.id}`, { token, headers: { 'If-Match': '"1"' } }),
		)
		expect(del.status).toBe(409)
		expect(del.body.current.version).toBe(2)
		expect(server.fingerprint()).toBe(before)

		const fresh = await client.patch(`/api/admin/exhibitions/${e.id}/visibility`, {
			token,
			headers: { 'If-Match': '"2"' },
			json: { is_visible: false },
		})
		expect(fresh.status, fresh.text).toBe(200)
		const gone = await client.del(`/api/admin/exhibitions/${e.id}`, { token, json: { version: 3 } })
		expect(gone.status, gone.text).toBe(200)
		const artist = (await client.post('/api/admin/artists', { token, json: { name: 'Any Version Artist' } })).body
		expect((await client.del(`/api/admin/artists/${artist.id}`, { token })).status).toBe(200)
	})
})
