import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
	adminCookie,
	ADMIN_PASSWORD,
	ADMIN_USERNAME,
	startServer,
	TEMPLATE_DIR,
	type TestServer,
} from '../support/server.ts'

const signIn = adminCookie

describe('admin forms', () => {
	let server: TestServer
	let cookie: string
	beforeAll(async () => {
		server = await startServer({ seed: 'demo' })
		cookie = (await signIn(server))!
	})
	afterAll(() => server?.stop())

	it('Cancel deletes the files uploaded during the form session', async () => {
		const upload = new FormData()
		upload.append('category', 'exhibition')
		upload.append(
			'files',
			new Blob([fs.readFileSync(`${TEMPLATE_DIR}/uploads/1.jpg`)], { type: 'image/jpeg' }),
			'new.jpg',
		)
		const res = await fetch(`${server.url}/admin/uploads`, {
			method: 'POST',
			body: upload,
			headers: { Cookie: cookie },
		})
		expect(res.status).toBe(201)
		const { files } = (await res.json()) as { files: { id: number; url: string }[] }
		expect(server.readDb().files.some((f: { id: number }) => f.id === files[0]!.id)).toBe(true)
		const cancel = await fetch(`${server.url}/admin/exhibitions/new`, {
			method: 'POST',
			headers: { Cookie: cookie },
			body: new URLSearchParams({
				intent: 'cancel',
				session_uploads: String(files[0]!.id),
				gallery_images: files[0]!.url,
			}),
			redirect: 'manual',
		})
		expect(cancel.status).toBe(302)
		expect(cancel.headers.get('location')).toBe('/admin/exhibitions')
		expect(server.readDb().files.some((f: { id: number }) => f.id === files[0]!.id)).toBe(false)
	})

	it('shows the schema messages and never a 500 for bad input', async () => {
		const res = await fetch(`${server.url}/admin/artworks/new`, {
			method: 'POST',
			headers: { Cookie: cookie },
			body: new URLSearchParams({ intent: 'save', title: ' ', year: 'abc', artist_id: '' }),
		})
		expect(res.status).toBe(400)
		const html = await res.text()
		expect(html).toContain('Title is required')
		expect(html).toContain('Artist is required')
		const block = await fetch(`${server.url}/admin/pages?tab=about&block=new`, {
			method: 'POST',
			headers: { Cookie: cookie },
			body: new URLSearchParams({ intent: 'block-save', title: 'x', content: ' ' }),
		})
		expect(block.status).toBe(400)
		expect(await block.text()).toContain('Title and content are required')
	})

	it('shows every image whole: no card, thumbnail or preview of the back office crops one', async () => {
		const db = server.readDb()
		const artwork = db.artworks.find((a: { images: string[] }) => a.images.length > 1)
		const exhibition = db.exhibitions.find((e: { gallery_images: string[] }) => e.gallery_images.length > 0)
		// The inbox shows the work an enquiry is about.
		const enquiry = await fetch(`${server.url}/api/enquiries`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({ name: 'Ada', email: 'ada@example.com', message: 'Is it free?', artwork_id: artwork.id }),
		})
		expect(enquiry.status).toBe(201)
		const pages = [
			'/admin/artworks',
			'/admin/exhibitions',
			'/admin/enquiries',
			`/admin/artworks/${artwork.id}/edit`,
			`/admin/exhibitions/${exhibition.id}/edit`,
		]
		for (const page of pages) {
			const res = await fetch(`${server.url}${page}`, { headers: { Cookie: cookie } })
			expect(res.status, page).toBe(200)
			const images = (await res.text()).match(/<img [^>]*>/g) ?? []
			expect(images.length, page).toBeGreaterThan(0)
			for (const img of images) {
				expect(img, page).toContain('object-contain')
				expect(img, page).not.toContain('object-cover')
			}
		}
	})

	it('a password change keeps the acting admin signed in with a fresh session and ends the others', async () => {
		const other = (await signIn(server))!
		const res = await fetch(`${server.url}/admin/users`, {
			method: 'POST',
			headers: { Cookie: cookie },
			body: new URLSearchParams({
				id: '1',
				username: ADMIN_USERNAME,
				email: '',
				currentPassword: ADMIN_PASSWORD,
				password: 'a-brand-new-password',
			}),
			redirect: 'manual',
		})
		expect(res.status).toBe(302)
		const fresh = res.headers
			.getSetCookie()
			.find((c) => c.startsWith('gallery_session='))!
			.split(';')[0]!
		expect((await fetch(`${server.url}/admin/users`, { headers: { Cookie: fresh }, redirect: 'manual' })).status).toBe(
			200,
		)
		expect((await fetch(`${server.url}/admin/users`, { headers: { Cookie: other }, redirect: 'manual' })).status).toBe(
			302,
		)
		expect((await fetch(`${server.url}/admin/users`, { headers: { Cookie: cookie }, redirect: 'manual' })).status).toBe(
			302,
		)
		expect(await signIn(server, 'a-brand-new-password')).toBeTruthy()
	})
})
