import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeGrownGallery } from '../../scripts/grown-gallery.ts'
import { api, signIn } from '../support/api.ts'
import { copyTemplate, makeTempDir, runServerExpectingExit, startServer, type TestServer } from '../support/server.ts'

/**
 * The store's promises beyond crashes (see durability.test.ts): migration
 * from the single-file database, one writer per data folder, the session
 * secret, records checked inside the write, and lists a page at a time.
 */
const count = (text: string, needle: string) => text.split(needle).length - 1

describe('migration from a single db.json (schema version 1)', () => {
	it('migrates on first start, keeps the original beside it and loses nothing', async () => {
		const base = makeTempDir('migrate')
		const dataDir = path.join(base, 'data')
		const uploadsDir = path.join(base, 'uploads')
		await writeGrownGallery({
			dataDir,
			uploadsDir,
			artworks: 320,
			artists: 10,
			exhibitions: 8,
			subscribers: 300,
			images: 3,
		})
		const text = fs.readFileSync(path.join(dataDir, 'db.json'), 'utf8')
		const original = JSON.parse(text)
		// A migration a kill cut short left its temp folder: it never became the store and is thrown away.
		fs.mkdirSync(path.join(dataDir, 'store.424242.tmp'))
		fs.writeFileSync(path.join(dataDir, 'store.424242.tmp', 'artworks.json'), '{"half')

		const server = await startServer({ seed: 'none', dataDir, uploadsDir })
		try {
			expect(server.logs()).toMatch(/Migrated .*db\.json \(schema version 1\) to the store/)
			expect(fs.readFileSync(path.join(dataDir, 'db.v1.json'), 'utf8')).toBe(text)
			expect(fs.existsSync(path.join(dataDir, 'db.json'))).toBe(false)
			expect(fs.existsSync(path.join(dataDir, 'store.424242.tmp'))).toBe(false)
			const db = server.readDb()
			// Every record and field kept; fields added since schema version 1 (sales data) get their defaults.
			for (const name of ['exhibitions', 'artists', 'artworks', 'about_blocks', 'files', 'subscribers']) {
				expect(db[name], name).toMatchObject(original[name])
			}
			expect(db.pages).toMatchObject(original.pages)
			// Collections added since (enquiries, the activity record, viewing rooms, revisions) start counting at 1;
			// contacts, with their revisions and activity entries, are made at start for the active readers (docs/admin.md,
			// 'Contacts').
			const readers = original.subscribers.filter((s: any) => s.status === 'active').length
			expect(readers).toBeGreaterThan(0)
			expect(db.subscribers.filter((s: any) => s.contact_id).length).toBe(readers)
			expect({ ...db.next_ids, users: 0 }).toEqual({
				enquiries: 1,
				// One activity entry says so, however many readers.
				activity: 2,
				viewing_rooms: 1,
				revisions: readers + 1,
				campaigns: 1,
				deliveries: 1,
				contacts: readers + 1,
				fairs: 1,
				sales: 1,
				...original.next_ids,
				users: 0,
			})
			const works = await (await fetch(`${server.url}/api/artworks`)).json()
			expect(works).toHaveLength(original.artworks.filter((a: any) => a.is_visible).length)
			expect((await fetch(`${server.url}/artwork/artwork-7`)).status).toBe(200)

			// Past 300 artworks an exhibition's form offers the works assigned and those of its artists, not all of them.
			const show = original.exhibitions[0]
			const offered = original.artworks.filter(
				(a: any) =>
					show.assigned_artworks.includes(String(a.id)) || show.assigned_artists.includes(String(a.artist_id)),
			)
			const { cookie } = await signIn(server)
			const form = await (
				await fetch(`${server.url}/admin/exhibitions/${show.id}/edit`, { headers: { Cookie: cookie! } })
			).text()
			expect(count(form, 'name="assigned_artworks"')).toBe(offered.length)
			expect(offered.length).toBeLessThan(100)
			expect(form).toContain('The works of the assigned artists')
		} finally {
			await server.stop()
		}
		const again = await startServer({ seed: 'none', dataDir, uploadsDir })
		try {
			expect(again.logs()).not.toMatch(/Migrated/)
			expect(again.readDb().subscribers).toHaveLength(300)
		} finally {
			await again.stop()
		}
	})
})

describe('one writer per data folder', () => {
	it('of two servers starting together on a stale lock, exactly one starts', async () => {
		const { dataDir, uploadsDir } = copyTemplate('stale-lock')
		// The pid of a process that has ended, on this host: a server killed with kill -9.
		const gone = spawnSync(process.execPath, ['-e', '']).pid!
		fs.writeFileSync(path.join(dataDir, 'server.lock'), JSON.stringify({ pid: gone, host: os.hostname() }))
		const results = await Promise.allSettled([
			startServer({ seed: 'none', dataDir, uploadsDir }),
			startServer({ seed: 'none', dataDir, uploadsDir }),
		])
		const started = results.filter((r) => r.status === 'fulfilled').map((r) => r.value)
		try {
			expect(started).toHaveLength(1)
			const refused = results.find((r) => r.status === 'rejected')!.reason as Error
			expect(refused.message).toMatch(/Cannot start: Another server \(pid \d+\) is already using DATA_DIR/)
		} finally {
			await Promise.all(started.map((s) => s.stop()))
		}
	})

	it('holds a lock written on another host while it is fresh, and takes it over once it is stale', async () => {
		const { dataDir, uploadsDir } = copyTemplate('host-lock')
		const lock = path.join(dataDir, 'server.lock')
		fs.writeFileSync(lock, JSON.stringify({ pid: 1, host: 'other-container' }))
		const refused = await runServerExpectingExit({ DATA_DIR: dataDir, UPLOADS_DIR: uploadsDir })
		expect(refused.code).toBe(1)
		expect(refused.output).toMatch(/Another server \(pid 1 on host other-container\) is already using DATA_DIR/)
		// Its holder refreshes a lock every 10 seconds; one untouched for two minutes is left by a server that is gone.
		const past = new Date(Date.now() - 120_000)
		fs.utimesSync(lock, past, past)
		const server = await startServer({ seed: 'none', dataDir, uploadsDir })
		try {
			expect(JSON.parse(fs.readFileSync(lock, 'utf8')).host).toBe(os.hostname())
		} finally {
			await server.stop()
		}
	})

	it('refuses an empty session secret file, and writes a new secret whole', async () => {
		const { dataDir, uploadsDir } = copyTemplate('secret')
		const secret = path.join(dataDir, 'session-secret')
		fs.writeFileSync(secret, '\n')
		const refused = await runServerExpectingExit({ DATA_DIR: dataDir, UPLOADS_DIR: uploadsDir })
		expect(refused.code).toBe(1)
		expect(refused.output).toMatch(/Cannot start: The session secret .*session-secret is empty/)
		expect(fs.readFileSync(secret, 'utf8')).toBe('\n')
		fs.rmSync(secret)
		const server = await startServer({ seed: 'none', dataDir, uploadsDir })
		try {
			expect(fs.readFileSync(secret, 'utf8')).toMatch(/^[0-9a-f]{64}$/)
			expect(fs.statSync(secret).mode & 0o777).toBe(0o600)
			expect(fs.readdirSync(dataDir).filter((f) => f.endsWith('.tmp'))).toEqual([])
		} finally {
			await server.stop()
		}
	})
})

describe('writes on the demo gallery', () => {
	let server: TestServer
	let client: ReturnType<typeof api>
	let token: string
	beforeAll(async () => {
		// The sign-ups below come from one address: no sign-up limit here.
		server = await startServer({ seed: 'demo', env: { NEWSLETTER_SIGNUPS_PER_HOUR: '0' } })
		client = api(server)
		token = await client.login()
	})
	afterAll(() => server?.stop())

	it('answers 400 naming the field for a date outside the years 1000 to 9999, and stores nothing', async () => {
		const created = await client.refused(() =>
			client.post('/api/admin/exhibitions', { token, json: { title: 'Typo', start_date: '20255-05-01' } }),
		)
		expect(created.status).toBe(400)
		expect(created.body.fields).toEqual({ start_date: 'Must be a date between the years 1000 and 9999' })
		const id = server.readDb().exhibitions[0].id
		const updated = await client.refused(() =>
			client.put(`/api/admin/exhibitions/${id}`, { token, json: { end_date: '0999-01-01' } }),
		)
		expect(updated.body.fields).toEqual({ end_date: 'Must be a date between the years 1000 and 9999' })
	})

	it('merges a partial update inside the write: an image deleted while the update waited for its body stays deleted', async () => {
		const exhibition = server.readDb().exhibitions.find((e: any) => e.gallery_images.length > 1)
		const gone = exhibition.gallery_images[1] as string
		const fileId = Number(/\/api\/file\/(\d+)/.exec(gone)![1])
		let send!: (text: string) => void
		const body = new ReadableStream<Uint8Array>({
			start(controller) {
				send = (text) => {
					controller.enqueue(new TextEncoder().encode(text))
					controller.close()
				}
			},
		})
		const put = fetch(`${server.url}/api/admin/exhibitions/${exhibition.id}`, {
			method: 'PUT',
			headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
			body,
			duplex: 'half',
		} as RequestInit)
		// The update has read the exhibition and waits for its body; meanwhile the file is deleted.
		await new Promise((r) => setTimeout(r, 500))
		expect((await client.del(`/api/files/${fileId}`, { token })).status).toBe(200)
		send(JSON.stringify({ title: 'Renamed while waiting' }))
		const res = await put
		expect(res.status).toBe(200)
		const saved = await res.json()
		expect(saved.title).toBe('Renamed while waiting')
		expect(saved.gallery_images).not.toContain(gone)
		expect(server.readDb().exhibitions.find((e: any) => e.id === exhibition.id).gallery_images).not.toContain(gone)
	})

	it('pages the subscribers in the API and the back office, searches them, and exports every one as CSV', async () => {
		await Promise.all(
			Array.from({ length: 60 }, (_, i) =>
				client.post('/api/newsletter/subscribe', { json: { email: `page${i}@example.com`, name: `Pager ${i}` } }),
			),
		)
		const total = server.readDb().subscribers.length
		const second = await client.get('/api/admin/newsletter?page=2&per_page=50', { token })
		expect(second.status).toBe(200)
		expect(second.body).toHaveLength(Math.min(50, total - 50))
		expect(second.headers.get('x-total-count')).toBe(String(total))
		expect(second.headers.get('link')).toContain('rel="prev"')
		const found = await client.get('/api/admin/newsletter?q=PAGER%2011', { token })
		expect(found.body.map((s: any) => s.name)).toEqual(['Pager 11'])
		expect(found.headers.get('x-total-count')).toBe('1')

		const { cookie } = await signIn(server)
		const headers = { Cookie: cookie! }
		const html = await (await fetch(`${server.url}/admin/newsletter?page=2`, { headers })).text()
		const text = html.replace(/<!-- -->/g, '')
		expect(text).toContain(`Showing ${total} of ${total} subscribers`)
		expect(text).toContain(`Page 2 of ${Math.ceil(total / 50)}`)
		expect(count(html, 'aria-label="Delete ')).toBe(Math.min(50, total - 50))
		const searched = (await (await fetch(`${server.url}/admin/newsletter?q=pager+1`, { headers })).text()).replace(
			/<!-- -->/g,
			'',
		)
		expect(searched).toContain(`Showing 11 of ${total} subscribers`)
		const csv = await (await fetch(`${server.url}/admin/newsletter/export`, { headers })).text()
		expect(csv.trimEnd().split('\r\n')).toHaveLength(total + 1)
	})
})
