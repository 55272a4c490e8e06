import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mayUse } from '#app/server/permissions.server.ts'
import { readRouteRulesFrom } from '#app/server/route-rules.server.ts'
import { routeHandleOf } from '#app/utils/route-rules.ts'
import { importServerBuild } from '../../node-server/build.ts'
import { api, signIn } from '../support/api.ts'
import { routeFiles } from '../support/routes.ts'
import { ADMIN_USERNAME, ROOT, startServer, type TestServer } from '../support/server.ts'

/**
 * Users and roles, and the activity log (docs/admin.md, "Users and roles" and
 * "Activity log"): every admin route and /api/admin path walked as an editor
 * and as an admin, the last admin kept, one-time passwords, disabled users,
 * and the log's recording, filters, paging, CSV and retention.
 */

// The seeded record each `$param` of a route stands for.
const PARAM_TABLES: Record<string, string> = {
	exhibitions: 'exhibitions',
	artists: 'artists',
	artworks: 'artworks',
	'viewing-rooms': 'viewing_rooms',
	images: 'files',
	user: 'users',
	newsletter: 'subscribers',
	enquiries: 'enquiries',
	'about-blocks': 'about_blocks',
	contacts: 'contacts',
}

function realUrl(url: string, db: Record<string, any>) {
	const [path, query] = url.split('?')
	const parts = path!.split('/')
	for (let i = 1; i < parts.length; i++) {
		if (parts[i] !== '1') continue
		const table = PARAM_TABLES[parts[i - 1]!]
		const first = table ? db[table]?.[0] : undefined
		if (first) parts[i] = String(first.id)
		else if (parts[i - 1] === 'recipients') {
			const room = db.viewing_rooms?.find((r: any) => r.recipients?.length)
			if (room) parts[i] = String(room.recipients[0].id)
		} else if (parts[i - 1] === 'pages') parts[i] = 'about'
	}
	return parts.join('/') + (query !== undefined ? `?${query}` : '')
}

async function cookieOf(res: Response) {
	return res.headers
		.getSetCookie()
		.find((c) => c.startsWith('gallery_session='))
		?.split(';')[0]
}

describe('users and roles', () => {
	let server: TestServer
	let client: ReturnType<typeof api>
	let adminToken: string
	let editor: { id: number; username: string; password: string; token: string; cookie: string }
	// The routes the server runs, with their modules' rules (`handle.role`), as the server reads them.
	let routes: Awaited<ReturnType<typeof importServerBuild>>['routes']

	beforeAll(async () => {
		routes = (await importServerBuild(ROOT)).routes
		readRouteRulesFrom(routes)
		server = await startServer({ seed: 'demo' })
		client = api(server)
		adminToken = await client.login()
	})
	afterAll(() => server?.stop())

	it('creates a user over the API with a one-time password shown once, stored only as a hash', async () => {
		const res = await client.post('/api/admin/user', {
			token: adminToken,
			json: { username: 'Editor-One', email: 'editor@example.com', role: 'editor' },
		})
		expect(res.status, res.text).toBe(201)
		expect(res.body.user).toMatchObject({
			username: 'Editor-One',
			email: 'editor@example.com',
			role: 'editor',
			disabled: false,
			must_change_password: true,
		})
		expect(res.body.user).not.toHaveProperty('password_hash')
		expect(res.body.password).toMatch(/^\S{12,}$/)
		expect(JSON.stringify(server.readDb().users)).not.toContain(res.body.password)
		expect(res.headers.get('cache-control')).toBe('no-store')

		const clash = await client.refused(() =>
			client.post('/api/admin/user', {
				token: adminToken,
				json: { username: 'editor-one', email: '', role: 'editor' },
			}),
		)
		expect(clash.status).toBe(409)
		const badRole = await client.refused(() =>
			client.post('/api/admin/user', { token: adminToken, json: { username: 'someone', email: '', role: 'owner' } }),
		)
		expect(badRole.status).toBe(400)
		expect(badRole.body.fields.role).toBe('Role must be admin or editor')
		editor = { id: res.body.user.id, username: 'Editor-One', password: res.body.password, token: '', cookie: '' }
	})

	it('makes a one-time password holder choose a new password before anything else, on the web and the API', async () => {
		// API: the token works only for the own account until the password is changed.
		const token = await client.login(editor.username, editor.password)
		const blocked = await client.get('/api/admin/artists', { token })
		expect(blocked.status).toBe(403)
		expect(blocked.body.code).toBe('PASSWORD_CHANGE_REQUIRED')
		expect(blocked.body.error).toMatch(/choose a new password/)

		// Web: the sign-in leads to the change-password screen, and every admin page redirects there.
		const web = await signIn(server, editor.username, editor.password)
		expect(web.res.status).toBe(302)
		expect(web.res.headers.get('location')).toBe('/admin/password')
		// The image uploader answers JSON, so it refuses rather than redirects.
		const upload = await fetch(`${server.url}/admin/uploads`, {
			method: 'POST',
			headers: { Cookie: web.cookie! },
			body: new URLSearchParams({ intent: 'delete', id: '1' }),
		})
		expect(upload.status).toBe(403)
		expect((await upload.json()).code).toBe('PASSWORD_CHANGE_REQUIRED')
		const page = await fetch(`${server.url}/admin/exhibitions`, {
			headers: { Cookie: web.cookie! },
			redirect: 'manual',
		})
		expect(page.status).toBe(302)
		expect(page.headers.get('location')).toBe('/admin/password')
		const screen = await fetch(`${server.url}/admin/password`, { headers: { Cookie: web.cookie! } })
		const html = await screen.text()
		expect(html).toContain('Choose a new password')
		expect(html).toContain('You signed in with a one-time password: choose your own before you continue.')
		expect(html).not.toContain('aria-label="Admin sections"')

		const mismatch = await fetch(`${server.url}/admin/password`, {
			method: 'POST',
			headers: { Cookie: web.cookie! },
			body: new URLSearchParams({ password: 'editor-password-1', confirm: 'editor-password-2' }),
			redirect: 'manual',
		})
		expect(mismatch.status).toBe(400)
		expect(await mismatch.text()).toContain('The passwords do not match')

		const done = await fetch(`${server.url}/admin/password`, {
			method: 'POST',
			headers: { Cookie: web.cookie! },
			body: new URLSearchParams({ password: 'editor-password-1', confirm: 'editor-password-1' }),
			redirect: 'manual',
		})
		expect(done.status).toBe(302)
		expect(done.headers.get('location')).toBe('/admin/exhibitions')
		const cookie = (await cookieOf(done))!
		expect(cookie).toBeTruthy()
		// The change ended the old sessions and the old token.
		expect((await client.get('/api/admin/user/' + editor.id, { token })).status).toBe(401)
		const after = await fetch(`${server.url}/admin/exhibitions`, { headers: { Cookie: cookie }, redirect: 'manual' })
		expect(after.status).toBe(200)
		editor.password = 'editor-password-1'
		editor.cookie = cookie
		editor.token = await client.login(editor.username, editor.password)
		expect((await client.get('/api/admin/artists', { token: editor.token })).status).toBe(200)
	})

	it('lets a one-time password be replaced over the API with PUT on the own account', async () => {
		const created = await client.post('/api/admin/user', {
			token: adminToken,
			json: { username: 'scripted', email: '', role: 'editor' },
		})
		const token = await client.login('scripted', created.body.password)
		const changed = await client.put(`/api/admin/user/${created.body.user.id}`, {
			token,
			json: { password: 'scripted-password-1', currentPassword: created.body.password },
		})
		expect(changed.status, changed.text).toBe(200)
		expect(changed.body.must_change_password).toBe(false)
		expect((await client.get('/api/admin/artists', { token: changed.body.token })).status).toBe(200)
		// An editor may not make themselves an admin.
		const promote = await client.refused(() =>
			client.put(`/api/admin/user/${created.body.user.id}`, { token: changed.body.token, json: { role: 'admin' } }),
		)
		expect(promote.status).toBe(403)
		// Nor delete their own account: deleting users is the admin's (the role table).
		const own = await client.refused(() =>
			client.del(`/api/admin/user/${created.body.user.id}`, { token: changed.body.token }),
		)
		expect(own.status).toBe(403)
		expect(own.body).toEqual({ error: 'Your role does not allow this', code: 'FORBIDDEN' })
		expect((await client.get('/api/admin/artists', { token: changed.body.token })).status).toBe(200)
	})

	const adminRoutes = routeFiles('admin').filter((r) => !['admin', 'admin._index', 'admin.logout'].includes(r.name))
	const apiRoutes = routeFiles('api').filter((r) => r.name.startsWith('api.admin.'))
	const pathOf = (url: string) => url.split('?')[0]!

	it('has every back-office route say its role or be for admins only', () => {
		const backOffice = Object.values(routes).filter(
			(r) => r && (r.id.startsWith('routes/admin/') || r.id.startsWith('routes/api/api.admin.')),
		)
		expect(backOffice.length).toBeGreaterThan(80)
		const unsaid: string[] = []
		for (const route of backOffice) {
			const { role } = routeHandleOf(route!.module.handle)
			expect([undefined, 'admin', 'editor'], route!.id).toContain(role)
			if (role === undefined) unsaid.push(route!.id.replace(/^routes\/(admin|api)\//, ''))
		}
		// A route that says nothing is for admins only (the walk below proves an editor is refused each of them).
		expect(unsaid).toEqual(
			expect.arrayContaining(['admin.users', 'admin.import', 'admin.backup._index', 'api.admin.user._index']),
		)
		for (const name of unsaid.filter((n) => n !== 'admin'))
			expect(
				mayUse('editor', pathOf(realUrl(adminRoutes.concat(apiRoutes).find((r) => r.name === name)!.url, {}))),
				name,
			).toBe(false)
	})

	it('derives the routes it walks from app/routes, admin-only ones included', () => {
		expect(adminRoutes.length).toBeGreaterThan(15)
		expect(apiRoutes.length).toBeGreaterThan(15)
		const urls = [...adminRoutes, ...apiRoutes].map((r) => r.url)
		for (const url of ['/admin/users', '/admin/activity?index', '/api/admin/activity', '/api/admin/user?index']) {
			expect(urls).toContain(url)
		}
		// The table itself, on its own words.
		for (const path of [
			'/admin/users',
			'/admin/backup',
			'/admin/activity',
			'/admin/import',
			'/admin/newsletter/export',
		]) {
			expect(mayUse('editor', path), path).toBe(false)
		}
		for (const path of [
			'/admin/newsletter/campaigns/3',
			'/admin/newsletter/campaigns',
			'/admin/newsletter/4/export',
			'/api/admin/campaigns/1/send',
			'/api/admin/newsletter/4/export',
			'/admin/contacts/1/export',
			'/api/admin/contacts/1/export',
		]) {
			expect(mayUse('editor', path), path).toBe(false)
		}
		for (const path of ['/api/admin/import', '/api/admin/user/1', '/api/admin/activity', '/admin/backup/download']) {
			expect(mayUse('editor', path), path).toBe(false)
		}
		for (const path of [
			'/admin/exhibitions',
			'/admin/artworks/1/edit',
			'/admin/viewing-rooms',
			'/admin/enquiries',
			'/admin/pages',
			'/admin/uploads',
			'/admin/documents/price-list',
			'/admin/reports/stock.pdf',
			'/admin/reports/stock.csv',
			'/admin/exhibitions/2/history',
			'/api/admin/artworks',
			'/api/admin/home-settings',
			'/admin/newsletter',
			'/api/admin/newsletter',
			'/api/admin/newsletter/4',
			'/admin/contacts',
			'/admin/contacts/1',
			'/admin/contacts/1/merge',
			'/api/admin/contacts/1',
			'/api/admin/contacts/1/timeline',
		]) {
			expect(mayUse('editor', path), path).toBe(true)
		}
	})

	it('as an editor, answers 403 exactly where the table says, on every admin route and /api/admin path', async () => {
		const db = server.readDb()
		const headers = { Cookie: editor.cookie }
		for (const route of adminRoutes) {
			const url = realUrl(route.url, db)
			const forbidden = !mayUse('editor', pathOf(url))
			if (route.hasLoader) {
				const res = await fetch(`${server.url}${url}`, { headers, redirect: 'manual' })
				await res.arrayBuffer()
				if (forbidden) expect(res.status, `GET ${url}`).toBe(403)
				else expect(res.status, `GET ${url}`).not.toBe(403)
			}
			if (route.hasLoader && forbidden) {
				// A client-side navigation asks for the page's data URL: the role check must see the page behind it.
				const [path, query] = url.split('?')
				const dataUrl = `${path}.data${query !== undefined ? `?${query}` : ''}`
				const res = await fetch(`${server.url}${dataUrl}`, { headers, redirect: 'manual' })
				await res.arrayBuffer()
				expect(res.status, `GET ${dataUrl}`).toBe(403)
			}
			if (route.hasAction && forbidden) {
				const before = server.fingerprint()
				const res = await fetch(`${server.url}${url}`, {
					method: 'POST',
					headers,
					body: new URLSearchParams({ intent: 'delete', id: '1' }),
					redirect: 'manual',
				})
				await res.arrayBuffer()
				expect(res.status, `POST ${url}`).toBe(403)
				expect(server.fingerprint(), `POST ${url} changed the store`).toBe(before)
			}
		}
		const forbiddenPage = await fetch(`${server.url}/admin/users`, { headers })
		expect(forbiddenPage.status).toBe(403)
		const html = await forbiddenPage.text()
		expect(html).toContain('Not allowed')
		expect(html).toContain('Your role does not give access to this page.')

		for (const route of apiRoutes) {
			const url = realUrl(route.url, db)
			const forbidden = !mayUse('editor', pathOf(url)) && url !== `/api/admin/user/${editor.id}`
			if (!forbidden) {
				const res = await client.get(url, { token: editor.token })
				expect(res.status, `GET ${url}`).not.toBe(403)
				continue
			}
			const statuses: number[] = []
			for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
				const before = server.fingerprint()
				const res = await client.call(method, url, { token: editor.token, json: method === 'GET' ? undefined : {} })
				statuses.push(res.status)
				expect([403, 405], `${method} ${url} answered ${res.status}`).toContain(res.status)
				if (res.status === 403) expect(res.body).toEqual({ error: 'Your role does not allow this', code: 'FORBIDDEN' })
				expect(server.fingerprint(), `${method} ${url} changed the store`).toBe(before)
			}
			expect(statuses, url).toContain(403)
		}
	})

	it('shows an editor only the sections of their role', async () => {
		const html = await (await fetch(`${server.url}/admin/exhibitions`, { headers: { Cookie: editor.cookie } })).text()
		for (const label of [
			'Exhibitions',
			'Artists',
			'Artworks',
			'Enquiries',
			'Viewing Rooms',
			'Page Content',
			'Checks',
			'Newsletter',
		]) {
			expect(html).toContain(`>${label}<`)
		}
		for (const label of ['User Management', 'Backups', 'Activity Log']) expect(html).not.toContain(`>${label}<`)
		// The readers' list, without its exports or the campaigns.
		const readers = await (await fetch(`${server.url}/admin/newsletter`, { headers: { Cookie: editor.cookie } })).text()
		expect(readers).toContain('Newsletter Subscribers')
		expect(readers).not.toContain('href="/admin/newsletter/export"')
		expect(readers).not.toContain('href="/admin/newsletter/campaigns"')
		expect(readers).not.toMatch(/href="\/admin\/newsletter\/\d+\/export"/)
		// A contact's page, without 'Export data'.
		const contact = await (await fetch(`${server.url}/admin/contacts/1`, { headers: { Cookie: editor.cookie } })).text()
		expect(contact).toContain('Merge…')
		expect(contact).not.toContain('Export data')
	})

	it('as an admin, answers no admin route or /api/admin path with 403', async () => {
		const db = server.readDb()
		const { cookie } = await signIn(server)
		for (const route of adminRoutes) {
			const url = realUrl(route.url, db)
			if (route.hasLoader) {
				const res = await fetch(`${server.url}${url}`, { headers: { Cookie: cookie! }, redirect: 'manual' })
				await res.arrayBuffer()
				expect(res.status, `GET ${url}`).not.toBe(403)
			}
		}
		for (const route of apiRoutes) {
			const url = realUrl(route.url, db)
			const res = await client.get(url, { token: adminToken })
			expect(res.status, `GET ${url}`).not.toBe(403)
		}
		const html = await (await fetch(`${server.url}/admin/exhibitions`, { headers: { Cookie: cookie! } })).text()
		for (const label of ['User Management', 'Backups', 'Activity Log', 'Newsletter'])
			expect(html).toContain(`>${label}<`)
	})

	it('never lets the last active admin be disabled, deleted or made an editor', async () => {
		const admin = server.readDb().users.find((u: any) => u.username === ADMIN_USERNAME)
		for (const json of [{ role: 'editor' }, { disabled: true }]) {
			const res = await client.refused(() => client.put(`/api/admin/user/${admin.id}`, { token: adminToken, json }))
			expect(res.status).toBe(400)
			expect(res.body).toEqual({
				error: 'The last active admin cannot be disabled, deleted or made an editor',
				code: 'LAST_ADMIN',
			})
		}
		const del = await client.refused(() => client.del(`/api/admin/user/${admin.id}`, { token: adminToken }))
		expect(del.status).toBe(400)

		const { cookie } = await signIn(server)
		const bodies: Record<string, string>[] = [
			{ intent: 'disable', id: String(admin.id) },
			{ intent: 'role', id: String(admin.id), role: 'editor' },
			{ intent: 'delete', id: String(admin.id) },
		]
		for (const body of bodies) {
			const before = server.fingerprint()
			const res = await fetch(`${server.url}/admin/users`, {
				method: 'POST',
				headers: { Cookie: cookie! },
				body: new URLSearchParams(body),
			})
			expect(res.status, body.intent).toBe(400)
			expect(await res.text()).toContain('The last active admin cannot be disabled, deleted or made an editor')
			expect(server.fingerprint()).toBe(before)
		}
	})

	it('ends a disabled user’s sessions and tokens at once, and a deleted one’s', async () => {
		const check = async () => ({
			api: (await client.get('/api/admin/artists', { token: editor.token })).status,
			web: (await fetch(`${server.url}/admin/exhibitions`, { headers: { Cookie: editor.cookie }, redirect: 'manual' }))
				.status,
		})
		expect(await check()).toEqual({ api: 200, web: 200 })
		const disabled = await client.put(`/api/admin/user/${editor.id}`, { token: adminToken, json: { disabled: true } })
		expect(disabled.status, disabled.text).toBe(200)
		expect(disabled.body.disabled).toBe(true)
		expect(await check()).toEqual({ api: 401, web: 302 })
		expect(server.readDb().sessions.filter((s: any) => s.user_id === editor.id)).toEqual([])
		const refused = await client.post('/api/auth/login', {
			json: { username: editor.username, password: editor.password },
		})
		expect(refused.status).toBe(401)

		const enabled = await client.put(`/api/admin/user/${editor.id}`, { token: adminToken, json: { disabled: false } })
		expect(enabled.body.disabled).toBe(false)
		editor.token = await client.login(editor.username, editor.password)
		editor.cookie = (await signIn(server, editor.username, editor.password)).cookie!
		expect(await check()).toEqual({ api: 200, web: 200 })

		// Role change over the web: the editor becomes an admin, then back.
		const { cookie } = await signIn(server)
		const promote = await fetch(`${server.url}/admin/users`, {
			method: 'POST',
			headers: { Cookie: cookie! },
			body: new URLSearchParams({ intent: 'role', id: String(editor.id), role: 'admin' }),
			redirect: 'manual',
		})
		expect(promote.status).toBe(302)
		expect((await client.get('/api/admin/activity', { token: editor.token })).status).toBe(200)
		const demote = await client.put(`/api/admin/user/${editor.id}`, { token: adminToken, json: { role: 'editor' } })
		expect(demote.body.role).toBe('editor')
		expect((await client.get('/api/admin/activity', { token: editor.token })).status).toBe(403)

		const deleted = await client.del(`/api/admin/user/${editor.id}`, { token: adminToken })
		expect(deleted.status).toBe(200)
		expect(deleted.body).toEqual({ success: true })
		expect(await check()).toEqual({ api: 401, web: 302 })
		expect((await client.get(`/api/admin/user/${editor.id}`, { token: adminToken })).status).toBe(404)
	})

	it('writes every user change in the activity log, by the acting user', async () => {
		const res = await client.get(`/api/admin/activity?user=${ADMIN_USERNAME}&per_page=1000`, { token: adminToken })
		expect(res.status).toBe(200)
		const summaries = res.body.filter((e: any) => e.entity === 'user').map((e: any) => `${e.kind}: ${e.summary}`)
		expect(summaries).toContain('create: Created user Editor-One (editor)')
		expect(summaries).toContain('update: Updated user Editor-One: disabled')
		expect(summaries).toContain('update: Updated user Editor-One: enabled')
		expect(summaries).toContain('update: Updated user Editor-One: role admin')
		expect(summaries).toContain('delete: Deleted user Editor-One')
		const own = await client.get('/api/admin/activity?user=editor-one&kind=update', { token: adminToken })
		expect(own.body.map((e: any) => e.summary)).toContain('Editor-One chose a new password')
	})
})

describe('activity log', () => {
	let server: TestServer
	let client: ReturnType<typeof api>
	let token: string

	beforeAll(async () => {
		server = await startServer({ seed: 'demo' })
		client = api(server)
		token = await client.login()
	})
	afterAll(() => server?.stop())

	it('records sign-ins and failed sign-ins with the name typed and the client address', async () => {
		const failed = await signIn(server, '=HYPERLINK("http://evil")', 'wrong-password')
		expect(failed.res.status).toBe(401)
		await signIn(server)
		const res = await client.get('/api/admin/activity?kind=sign-in-failed', { token })
		expect(res.status).toBe(200)
		expect(res.body[0]).toMatchObject({
			kind: 'sign-in-failed',
			user_id: null,
			username: '=HYPERLINK("http://evil")',
			summary: 'Failed sign-in as "=HYPERLINK("http://evil")"',
		})
		expect(res.body[0].ip).toMatch(/127\.0\.0\.1/)
		const ins = await client.get('/api/admin/activity?kind=sign-in', { token })
		expect(ins.body.map((e: any) => e.summary)).toEqual(['admin signed in (web)', 'admin signed in (API token)'])
		expect(ins.body[0].ip).toMatch(/127\.0\.0\.1/)
	})

	it('records CSV exports and backup downloads', async () => {
		const { cookie } = await signIn(server)
		for (const path of ['/admin/enquiries/export', '/admin/newsletter/export']) {
			const res = await fetch(`${server.url}${path}`, { headers: { Cookie: cookie! } })
			expect(res.status).toBe(200)
			await res.arrayBuffer()
		}
		const made = await fetch(`${server.url}/admin/backup`, {
			method: 'POST',
			headers: { Cookie: cookie! },
			body: new URLSearchParams(),
			redirect: 'manual',
		})
		expect(made.status).toBe(302)
		const download = await fetch(`${server.url}/admin/backup/download`, { headers: { Cookie: cookie! } })
		expect(download.status).toBe(200)
		await download.arrayBuffer()
		const exports = await client.get('/api/admin/activity?kind=export', { token })
		expect(exports.body.map((e: any) => e.summary)).toEqual([
			expect.stringMatching(/^Exported the newsletter subscribers \(\d+\) as CSV$/),
			expect.stringMatching(/^Exported the enquiries \(\d+\) as CSV$/),
		])
		const downloads = await client.get('/api/admin/activity?kind=backup-download', { token })
		expect(downloads.body[0].summary).toMatch(/^Downloaded backup \S+\.tar\.gz$/)
		expect(downloads.body[0].username).toBe(ADMIN_USERNAME)
	})

	it('filters by user, kind and days, pages like the subscriber list, and refuses a bad filter with 400', async () => {
		const all = await client.get('/api/admin/activity?per_page=2', { token })
		expect(all.status).toBe(200)
		expect(all.body).toHaveLength(2)
		const total = Number(all.headers.get('x-total-count'))
		expect(total).toBeGreaterThan(4)
		expect(all.headers.get('link')).toContain('rel="next"')
		const second = await client.get('/api/admin/activity?per_page=2&page=2', { token })
		expect(second.body[0].id).toBeLessThan(all.body[1].id)

		const today = new Date().toISOString().slice(0, 10)
		const inDay = await client.get(`/api/admin/activity?from=${today}&to=${today}`, { token })
		expect(Number(inDay.headers.get('x-total-count'))).toBe(total)
		expect((await client.get('/api/admin/activity?from=2001-01-01&to=2001-01-02', { token })).body).toEqual([])
		const byUser = await client.get('/api/admin/activity?user=ADMIN', { token })
		expect(byUser.body.length).toBeGreaterThan(0)
		expect(byUser.body.every((e: any) => e.username === 'admin')).toBe(true)

		const badKind = await client.get('/api/admin/activity?kind=coffee', { token })
		expect(badKind.status).toBe(400)
		expect(badKind.body.error).toMatch(/^kind must be one of create/)
		const badDate = await client.get('/api/admin/activity?from=yesterday', { token })
		expect(badDate.status).toBe(400)
		expect(badDate.body.fields.from).toBe('from must be a date as YYYY-MM-DD')
	})

	it('shows the log newest first with its filters and links, and exports the filtered list as safe CSV', async () => {
		const { cookie } = await signIn(server)
		const page = await fetch(`${server.url}/admin/activity?kind=sign-in-failed`, { headers: { Cookie: cookie! } })
		expect(page.status).toBe(200)
		const html = await page.text()
		expect(html).toContain('Activity Log')
		expect(html).toContain('Times are in UTC.')
		expect(html).toContain('From (UTC)')
		expect(html).toContain('Client address')
		expect(html).toContain('Failed sign-in')
		expect(html).toContain('1 entry')
		expect(html).not.toContain('Downloaded backup')

		const bad = await fetch(`${server.url}/admin/activity?from=nope`, { headers: { Cookie: cookie! } })
		expect(bad.status).toBe(200)
		expect(await bad.text()).toContain('from must be a date as YYYY-MM-DD')

		const csv = await fetch(`${server.url}/admin/activity/export?kind=sign-in-failed`, { headers: { Cookie: cookie! } })
		expect(csv.status).toBe(200)
		expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
		expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="activity-\d{4}-\d{2}-\d{2}\.csv"$/)
		const lines = (await csv.text()).trim().split('\r\n')
		expect(lines[0]).toBe('"Time (UTC)","User","Kind","What","Record","Record ID","Client Address"')
		expect(lines).toHaveLength(2)
		expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`)
		expect(lines[1]).toContain('"sign-in-failed"')
		const exported = await client.get('/api/admin/activity?kind=export', { token })
		expect(exported.body[0].summary).toBe('Exported the activity log as CSV')
	})

	it('links a user change to the user’s edit card', async () => {
		const { cookie } = await signIn(server)
		const created = await client.post('/api/admin/user', {
			token,
			json: { username: 'linked', email: '', role: 'editor' },
		})
		const html = await (
			await fetch(`${server.url}/admin/activity?kind=create`, { headers: { Cookie: cookie! } })
		).text()
		expect(html).toContain(`href="/admin/users?edit=${created.body.user.id}"`)
	})
})

describe('activity log retention and links', () => {
	it('drops entries older than ACTIVITY_KEEP_DAYS at start, and links records to their edit or history screen', async () => {
		const day = 24 * 60 * 60 * 1000
		let artwork = 0
		// Entries days old, written before the first start: no interface backdates an activity entry.
		const scene = (db: Record<string, any>) => {
			artwork = db.artworks[0].id
			const entries: [number, string, number | null][] = [
				[40, 'artwork', artwork],
				[20, 'artwork', artwork],
				[5, 'artwork', 99999],
			]
			db.activity = entries.map(([age, entity, id], i) => ({
				id: db.next_ids.activity + i,
				at: new Date(Date.now() - age * day).toISOString(),
				user_id: null,
				username: 'system',
				kind: i === 2 ? 'delete' : 'update',
				entity,
				entity_id: id,
				summary: `${age} days ago`,
				ip: null,
			}))
			db.next_ids.activity += entries.length
		}
		const server = await startServer({ seed: 'demo', scene, env: { ACTIVITY_KEEP_DAYS: '30' } })
		try {
			const kept = server.readDb().activity.map((e: any) => e.summary)
			expect(kept).toEqual(['20 days ago', '5 days ago'])
			const { cookie } = await signIn(server)
			const html = await (
				await fetch(`${server.url}/admin/activity?user=system`, { headers: { Cookie: cookie! } })
			).text()
			expect(html).toContain(`href="/admin/artworks/${artwork}/edit"`)
			expect(html).toContain('href="/admin/artworks/99999/history"')
		} finally {
			await server.stop()
		}
	})
})
