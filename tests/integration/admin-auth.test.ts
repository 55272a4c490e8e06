import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routeFiles } from '../support/routes.ts'
import { signIn } from '../support/api.ts'
import { ADMIN_PASSWORD, adminCookie, startServer, TEMPLATE_DIR, type TestServer } from '../support/server.ts'

const multipart = () => {
	const form = new FormData()
	form.append('intent', 'save')
	form.append('title', 'Sneaky')
	form.append('name', 'Sneaky')
	form.append('artist_id', '1')
	return form
}

// Every admin action a signed-out visitor could try, with a body that would change data if accepted.
const ACTIONS: [string, () => BodyInit][] = [
	['/admin/exhibitions?index', () => new URLSearchParams({ intent: 'delete', id: '1' })],
	['/admin/exhibitions?index', () => new URLSearchParams({ intent: 'visibility', id: '1', is_visible: 'false' })],
	['/admin/exhibitions/new', multipart],
	['/admin/exhibitions/1/edit', multipart],
	['/admin/artists?index', () => new URLSearchParams({ intent: 'delete', id: '1' })],
	['/admin/artists/new', multipart],
	['/admin/artists/1/edit', multipart],
	['/admin/artworks?index', () => new URLSearchParams({ intent: 'visibility', id: '1', is_visible: 'false' })],
	['/admin/artworks/new', multipart],
	['/admin/artworks/1/edit', multipart],
	['/admin/newsletter?index', () => new URLSearchParams({ intent: 'delete', id: '1' })],
	['/admin/pages?tab=about', () => new URLSearchParams({ intent: 'delete', id: '1' })],
	[
		'/admin/pages?tab=about',
		() => new URLSearchParams({ intent: 'page-visibility', page: 'about', is_visible: 'false' }),
	],
	['/admin/pages?tab=home', () => new URLSearchParams({ intent: 'save-page', page: 'home', title: 'Hacked' })],
	['/admin/pages?tab=contact', () => new URLSearchParams({ intent: 'contact', email: 'x@evil.example' })],
	['/admin/pages?tab=about', () => new URLSearchParams({ intent: 'reorder', blocks: '[{"id":4,"sort_order":1}]' })],
	['/admin/users', () => new URLSearchParams({ id: '1', username: 'mallory', email: '' })],
	['/admin/uploads', () => new URLSearchParams({ intent: 'delete', id: '1' })],
	['/admin/logout', () => new URLSearchParams({})],
]

describe('admin authentication', () => {
	let server: TestServer
	beforeAll(async () => {
		server = await startServer({ seed: 'demo' })
	})
	afterAll(() => server?.stop())

	it('refuses every admin action without a session and leaves the store byte for byte unchanged', async () => {
		const before = server.fingerprint()
		for (const [path, body] of ACTIONS) {
			const res = await fetch(`${server.url}${path}`, { method: 'POST', body: body(), redirect: 'manual' })
			const refused =
				[401, 403].includes(res.status) ||
				(res.status >= 300 &&
					res.status < 400 &&
					new URL(res.headers.get('location')!, server.url).pathname === '/admin')
			expect(refused, `${path} answered ${res.status}`).toBe(true)
		}
		const upload = new FormData()
		upload.append('category', 'hero')
		upload.append(
			'files',
			new Blob([fs.readFileSync(`${TEMPLATE_DIR}/uploads/1.jpg`)], { type: 'image/jpeg' }),
			'a.jpg',
		)
		expect((await fetch(`${server.url}/admin/uploads`, { method: 'POST', body: upload })).status).toBe(401)
		expect(server.fingerprint()).toBe(before)
	})

	it('answers 400 to a sign-in or an import sent as a form that is not one (multipart without its boundary)', async () => {
		const cookie = (await adminCookie(server))!
		for (const [path, session] of [
			['/admin?index', ''],
			['/admin/import', cookie],
		]) {
			const res = await fetch(`${server.url}${path}`, {
				method: 'POST',
				headers: { 'Content-Type': 'multipart/form-data; boundary=xyz', Cookie: session! },
				body: 'username=admin&password=x',
				redirect: 'manual',
			})
			expect(res.status, `${path} answered ${res.status}`).toBe(400)
		}
	})

	// Derived from app/routes/admin, so a new admin route cannot skip the check unnoticed.
	const adminRoutes = routeFiles('admin').filter((r) => !['admin', 'admin._index'].includes(r.name))

	it('finds the admin route modules it checks', () => {
		expect(adminRoutes.length).toBeGreaterThan(12)
		expect(adminRoutes.map((r) => r.url)).toContain('/admin/artworks/1/edit')
	})

	it('refuses every admin loader and action of every admin route file without a session', async () => {
		const before = server.fingerprint()
		for (const route of adminRoutes) {
			if (route.hasLoader) {
				const res = await fetch(`${server.url}${route.url}`, { redirect: 'manual' })
				const toLogin =
					res.status >= 300 &&
					res.status < 400 &&
					new URL(res.headers.get('location')!, server.url).pathname === '/admin'
				expect(toLogin || [401, 405].includes(res.status), `GET ${route.url} answered ${res.status}`).toBe(true)
				expect(res.headers.get('cache-control'), `GET ${route.url}`).toBe('no-store')
			}
			if (route.hasAction) {
				for (const body of [new URLSearchParams({ intent: 'delete', id: '1' }), multipart()]) {
					const res = await fetch(`${server.url}${route.url}`, { method: 'POST', body, redirect: 'manual' })
					const refused =
						[401, 403].includes(res.status) ||
						(res.status >= 300 &&
							res.status < 400 &&
							new URL(res.headers.get('location')!, server.url).pathname === '/admin')
					expect(refused, `POST ${route.url} answered ${res.status}`).toBe(true)
				}
			}
		}
		expect(server.fingerprint()).toBe(before)
	})

	it('redirects signed-out admin pages and the CSV export to the login screen', async () => {
		for (const path of [
			'/admin/exhibitions',
			'/admin/artists/new',
			'/admin/newsletter/export',
			'/admin/users',
			'/admin/pages?tab=about',
		]) {
			const res = await fetch(`${server.url}${path}`, { redirect: 'manual' })
			expect(res.status, path).toBe(302)
			expect(res.headers.get('location')).toBe('/admin')
		}
		const login = await fetch(`${server.url}/admin`)
		expect(login.status).toBe(200)
		expect(login.headers.get('cache-control')).toBe('no-store')
		const html = await login.text()
		expect(html).toContain('Admin Login')
		expect(html).toContain('Sign in to access the admin panel')
		expect(html).not.toContain(ADMIN_PASSWORD)
	})

	it('signs in with a new session each time, sends no-store, and the old cookie is useless after logout', async () => {
		const first = await signIn(server)
		expect(first.res.status).toBe(302)
		expect(first.res.headers.get('location')).toBe('/admin/exhibitions')
		const setCookie = first.cookies.find((c) => c.startsWith('gallery_session='))!
		expect(setCookie).toMatch(/HttpOnly/i)
		expect(setCookie).toMatch(/SameSite=Lax/i)
		const second = await signIn(server)
		expect(second.cookie).not.toBe(first.cookie)

		const page = await fetch(`${server.url}/admin/exhibitions`, { headers: { Cookie: first.cookie! } })
		expect(page.status).toBe(200)
		expect(page.headers.get('cache-control')).toBe('no-store')
		expect(await page.text()).toContain('Exhibition Management')

		// As the sign-out button sends it: an empty form (a post with no form type is refused with 415).
		const out = await fetch(`${server.url}/admin/logout`, {
			method: 'POST',
			headers: { Cookie: first.cookie!, 'Content-Type': 'application/x-www-form-urlencoded' },
			body: '',
			redirect: 'manual',
		})
		expect(out.status).toBe(302)
		const replay = await fetch(`${server.url}/admin/exhibitions`, {
			headers: { Cookie: first.cookie! },
			redirect: 'manual',
		})
		expect(replay.status).toBe(302)
		expect(replay.headers.get('location')).toBe('/admin')
		// The other session is untouched.
		expect(
			(await fetch(`${server.url}/admin/exhibitions`, { headers: { Cookie: second.cookie! }, redirect: 'manual' }))
				.status,
		).toBe(200)
	})

	it('refuses a cross-site post to an admin action even with a valid session', async () => {
		const { cookie } = await signIn(server)
		const before = server.fingerprint()
		const res = await fetch(`${server.url}/admin/exhibitions?index`, {
			method: 'POST',
			headers: { Cookie: cookie!, Origin: 'https://evil.example' },
			body: new URLSearchParams({ intent: 'delete', id: '1' }),
			redirect: 'manual',
		})
		expect(res.status).toBe(403)
		expect(server.fingerprint()).toBe(before)
	})

	it('answers a wrong password with Login Failed and throttles after ten failures with 429', async () => {
		const wrong = await signIn(server, 'throttled-user', 'nope')
		expect(wrong.res.status).toBe(401)
		expect(await wrong.res.text()).toContain('Invalid credentials')
		for (let i = 0; i < 9; i++) await signIn(server, 'throttled-user', 'nope')
		const blocked = await signIn(server, 'throttled-user', 'nope')
		expect(blocked.res.status).toBe(429)
		expect(blocked.res.headers.get('retry-after')).toBeTruthy()
		expect(await blocked.res.text()).toContain('Login Failed')
	})

	it('exports subscribers as a quoted CSV attachment', async () => {
		const { cookie } = await signIn(server)
		await fetch(`${server.url}/api/newsletter/subscribe`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({ email: 'csv@example.com', name: '=HYPERLINK("x")' }),
		})
		const res = await fetch(`${server.url}/admin/newsletter/export`, { headers: { Cookie: cookie! } })
		expect(res.status).toBe(200)
		expect(res.headers.get('content-disposition')).toMatch(
			/attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"/,
		)
		const csv = await res.text()
		expect(csv.split('\r\n')[0]).toBe('"Email","Name","Status","Subscribed At","Source"')
		expect(csv).toContain(`"csv@example.com","'=HYPERLINK(""x"")","active"`)
	})
})
