import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '../support/api.ts'
import { startServer, type TestServer } from '../support/server.ts'
import { replaceRecords, restartWith } from '../support/scene.ts'
import { adminCookie, multipart, png, streamUpload, uploadEntries } from '../support/uploads.ts'

/**
 * Files and records never drift apart (issue 8, item 6): after a refusal, a
 * deletion or a crash there is no file without a record, and the start-up
 * sweep removes what a crash left and reports records pointing at nothing.
 */
describe('files and records', () => {
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

	const fileIds = (): number[] => server.readDb().files.map((f: { id: number }) => f.id)
	const exists = (id: number) =>
		fileIds().includes(id) || uploadEntries(server).some((name) => name.startsWith(`${id}.`))
	async function uploadFile(category = 'exhibition') {
		const res = await client.post('/api/files/upload', {
			token,
			body: multipart({ category }, [{ bytes: await png(24, 24), name: 'x.png' }], 'file'),
		})
		expect(res.status).toBe(201)
		return res.body.file as { id: number; url: string }
	}
	const adminPost = (pathname: string, body: FormData | URLSearchParams) =>
		fetch(`${server.url}${pathname}`, { method: 'POST', headers: { Cookie: cookie }, body, redirect: 'manual' })

	it('a form refused without JavaScript stores none of the images sent with it', async () => {
		const before = { files: fileIds(), entries: uploadEntries(server) }
		const image = [{ bytes: await png(), name: 'new.png' }]
		const exhibition = await adminPost('/admin/exhibitions/new', multipart({ intent: 'save', title: ' ' }, image))
		expect(exhibition.status).toBe(400)
		expect(await exhibition.text()).toContain('Title is required')
		const home = await adminPost(
			'/admin/pages?tab=home',
			multipart({ intent: 'save-page', page: 'home', title: 'x'.repeat(201) }, image),
		)
		expect(home.status).toBe(400)
		// The home form comes back open, the message beside its field.
		expect(await home.text()).toMatch(
			/<input[^>]*aria-invalid="true"[^>]*name="title"|name="title"[^>]*aria-invalid="true"/,
		)
		expect(fileIds()).toEqual(before.files)
		expect(uploadEntries(server)).toEqual(before.entries)
	})

	it('deleting a record deletes the images only it used, never one another record uses', async () => {
		const [own, shared, profile, work] = [
			await uploadFile(),
			await uploadFile(),
			await uploadFile(),
			await uploadFile(),
		]
		const a = await client.post('/api/admin/exhibitions', {
			token,
			json: { title: 'Leaving', featured_image: own.url, gallery_images: [own.url, shared.url] },
		})
		const b = await client.post('/api/admin/exhibitions', {
			token,
			json: { title: 'Staying', gallery_images: [shared.url] },
		})
		const deleted = await adminPost(
			'/admin/exhibitions',
			new URLSearchParams({ intent: 'delete', id: String(a.body.id) }),
		)
		expect(deleted.status).toBe(302)
		expect(exists(own.id)).toBe(false)
		expect(exists(shared.id)).toBe(true)
		expect((await client.del(`/api/admin/exhibitions/${b.body.id}`, { token })).body).toEqual({ success: true })
		expect(exists(shared.id)).toBe(false)

		const artist = await client.post('/api/admin/artists', {
			token,
			json: { name: 'Short Stay', profile_image: profile.url },
		})
		const artwork = await client.post('/api/admin/artworks', {
			token,
			json: { title: 'Brief', artist_id: artist.body.id, year: 2024, images: [work.url] },
		})
		expect(artwork.status).toBe(201)
		await adminPost('/admin/artworks', new URLSearchParams({ intent: 'delete', id: String(artwork.body.id) }))
		expect(exists(work.id)).toBe(false)
		await client.del(`/api/admin/artists/${artist.body.id}`, { token })
		expect(exists(profile.id)).toBe(false)
		// Seeded images other records use are all still there.
		for (const id of [1, 2, 3]) expect(exists(id)).toBe(true)
	})

	it('a hero image taken off the home page is deleted unless another record uses it', async () => {
		const home = server.readDb().pages.home
		const seeded: string[] = home.hero_images
		const hero = await uploadFile('hero')
		const usedElsewhere = server.readDb().exhibitions.find((e: any) => e.featured_image).featured_image as string
		const save = (urls: string[], change: string) => {
			const body = new URLSearchParams({ intent: 'hero', change })
			for (const url of urls) body.append('hero_images', url)
			return adminPost('/admin/pages?tab=home&edit=home', body)
		}
		expect((await save([...seeded, hero.url, usedElsewhere], 'updated')).status).toBe(302)
		expect(server.readDb().pages.home.hero_image_ids).toContain(String(hero.id))
		expect((await save(seeded, 'removed')).status).toBe(302)
		expect(exists(hero.id)).toBe(false)
		expect(exists(Number(usedElsewhere.split('/').pop()))).toBe(true)
		expect(server.readDb().pages.home.hero_images).toEqual(seeded)
	})

	it('the start-up sweep removes what a killed upload and lost records left, and reports records pointing at nothing', async () => {
		// The sweep of UPLOADS_DIR; a bucket's sweep (with its grace period) is s3-files.test.ts's.
		const victim = await startServer({ seed: 'demo', files: 'disk' })
		const victimClient = api(victim)
		const victimToken = await victimClient.login()
		// An upload that never ends: the server streams it to a temp file when it is killed.
		const aborter = new AbortController()
		let sent = false
		const pending = streamUpload(
			victim,
			victimToken,
			{
				pull(controller) {
					if (sent) return new Promise<void>(() => {})
					sent = true
					controller.enqueue(new Uint8Array(256 * 1024))
				},
			},
			aborter.signal,
		).catch(() => null)
		const temps = () => uploadEntries(victim).filter((name) => name.startsWith('.upload-'))
		while (temps().length === 0) await new Promise((r) => setTimeout(r, 20))
		process.kill(victim.pid, 'SIGKILL')
		aborter.abort()
		await pending
		await victim.stop()
		const leftover = temps()
		expect(leftover).toHaveLength(1)

		// What a crash between writes could leave: bytes whose record is gone, a record whose bytes are gone.
		const db = victim.readDb()
		const lost = db.files.find((f: any) => db.exhibitions.some((e: any) => e.featured_image === f.url))
		const bare = db.files.find((f: any) => f.id !== lost.id)
		db.files = db.files.filter((f: any) => f.id !== lost.id)
		await replaceRecords(victim, db)
		fs.rmSync(path.join(victim.uploadsDir, bare.filename))
		// Variants and tiles: those of the lost record, a half-made folder, the WebP-only folder of earlier versions.
		const derived = (name: string) => path.join(victim.uploadsDir, 'derived', name)
		expect(fs.existsSync(derived(`${lost.id}/320.webp`)), 'the demo template made every variant').toBe(true)
		expect(fs.existsSync(derived(`${bare.id}/iiif/info.json`))).toBe(true)
		fs.mkdirSync(derived(`.tmp-${bare.id}-cut-short`), { recursive: true })
		fs.writeFileSync(derived(`.tmp-${bare.id}-cut-short/320.webp`), 'half')
		fs.mkdirSync(path.join(victim.uploadsDir, 'variants'), { recursive: true })
		fs.writeFileSync(path.join(victim.uploadsDir, 'variants', `${lost.id}-320.webp`), 'stale')
		fs.writeFileSync(path.join(victim.uploadsDir, `${db.next_ids.files + 50}.png`), 'not named by this database')

		const restarted = await restartWith(victim)
		try {
			const names = uploadEntries(restarted)
			expect(names).not.toContain(leftover[0])
			expect(names).not.toContain(lost.filename)
			// Moved out of sight as a deleted image's original is, for the hour a backup under way may need it.
			expect(fs.readdirSync(path.join(restarted.uploadsDir, 'deleted', lost.filename))).toHaveLength(1)
			expect(names).not.toContain('variants')
			const derivedNow = fs.readdirSync(path.join(restarted.uploadsDir, 'derived'))
			expect(derivedNow).not.toContain(String(lost.id))
			expect(derivedNow.filter((name) => name.startsWith('.tmp-'))).toEqual([])
			// A live file keeps its variants and tiles, even one whose original is missing.
			expect(derivedNow).toEqual(expect.arrayContaining(db.files.map((f: any) => String(f.id))))
			expect(derivedNow).toHaveLength(db.files.length)
			expect(names).toContain(`${db.next_ids.files + 50}.png`)
			// Warnings go to stderr, which may reach us after stdout's "listening" line.
			while (!restarted.logs().includes('left alone')) await new Promise((r) => setTimeout(r, 20))
			const logs = restarted.logs()
			expect(logs).toContain(`removed 5 leftover file(s)`)
			expect(logs).toContain(`file ${bare.id} (${bare.filename}) has no bytes in UPLOADS_DIR`)
			expect(logs).toMatch(new RegExp(`exhibition \\d+ points at /api/file/${lost.id}, which has no file record`))
			expect(logs).toContain(`left alone 1 file(s) no record names: ${db.next_ids.files + 50}.png`)
			expect((await fetch(`${restarted.url}/api/health`)).status).toBe(200)
		} finally {
			await restarted.stop()
		}
	})
})
