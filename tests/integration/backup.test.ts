import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '../support/api.ts'
import { fingerprint, readTarGz, runCommand, writeTarGz } from '../support/backup.ts'
import { testBucket } from '../support/s3.ts'
import { readStore } from '../support/store.ts'
import {
	adminCookie,
	makeTempDir,
	runServerExpectingExit,
	startServer,
	testStore,
	type TestServer,
} from '../support/server.ts'

/**
 * Backups (docs/operations.md): npm run backup / npm run restore, daily backups and /admin/backup, against real
 * servers, on either store (moving a gallery between them: restore.test.ts).
 */

const png = (k: number) =>
	sharp({ create: { width: 16, height: 12, channels: 3, background: { r: k % 256, g: (k * 7) % 256, b: 90 } } })
		.png()
		.toBuffer()

function imageForm(bytes: Buffer, category: string) {
	const form = new FormData()
	form.append('category', category)
	form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'burst.png')
	return form
}

/** JSON with every object's keys in order: the same content compares equal however a record was built. */
function sortKeys(value: unknown): unknown {
	if (Array.isArray(value)) return value.map(sortKeys)
	if (value && typeof value === 'object') {
		return Object.fromEntries(
			Object.entries(value)
				.sort(([a], [b]) => (a < b ? -1 : 1))
				.map(([k, v]) => [k, sortKeys(v)]),
		)
	}
	return value
}

/** The endpoints a burst of writes changes, as one text: equal texts mean the same /api content. */
const CHANGING = ['/api/admin/artworks', '/api/artworks', '/api/files', '/api/admin/newsletter']
// Endpoints the burst leaves alone: the restored site must answer them exactly as the original does.
const STEADY = [
	'/api/exhibitions',
	'/api/exhibitions/1',
	'/api/artists',
	'/api/artists/1',
	'/api/artworks/1',
	'/api/about-blocks',
	'/api/page-content',
	'/api/files/hero-images',
]

async function read(server: TestServer, paths: string[], token: string) {
	const texts = await Promise.all(
		paths.map(async (p) => {
			const res = await fetch(`${server.url}${p}`, { headers: { Authorization: `Bearer ${token}` } })
			expect(res.status, p).toBe(200)
			// A file's placeholder is written by the background image queue whenever it is made (and made again after
			// a restore): derived, not content a write acknowledged.
			return `${p} ${JSON.stringify(sortKeys(await res.json()), (key, value) => (key === 'placeholder' ? undefined : value))}`
		}),
	)
	return texts.join('\n')
}

describe('backups', () => {
	let origin: TestServer
	let token: string
	let archive: string
	// The server's bucket on the PostgreSQL tier, named here so the command reads the same one.
	let bucket: Record<string, string> = {}
	beforeAll(async () => {
		if (testStore() === 'postgres') bucket = testBucket(true)
		// On the JSON store's tier files on disk (compared byte for byte with the restored folder below); on the
		// PostgreSQL tier records in PostgreSQL and files in the server's bucket.
		// The burst goes on as long as the backup runs, a sign-up a step: past the hourly limit on a slow machine.
		origin = await startServer({ seed: 'demo', env: { ...bucket, NEWSLETTER_SIGNUPS_PER_HOUR: '1000' } })
		token = await api(origin).login()
	})
	afterAll(() => origin?.stop())

	it('takes a backup during a burst of writes that restores to identical /api content and byte-identical images', async () => {
		const client = api(origin)
		const uploaded = new Map<number, Buffer>()
		// The state after every single acknowledged write, in order; the backup must equal one of them.
		const states = [await read(origin, CHANGING, token)]
		const heroes: number[] = []
		let artworkImage = ''
		const upload = async (k: number, category: string) => {
			const bytes = await png(k)
			const res = await client.post('/api/files/upload', { token, body: imageForm(bytes, category) })
			expect(res.status).toBe(201)
			uploaded.set(res.body.file.id, bytes)
			return res.body.file as { id: number; url: string }
		}
		// Five writes per step, each captured once it is acknowledged.
		const step = async (k: number) => {
			const writes: (() => Promise<unknown>)[] = [
				async () => (artworkImage = (await upload(k, 'artwork')).url),
				async () => {
					const work = await client.post('/api/admin/artworks', {
						token,
						json: { title: `Burst ${k}`, artist_id: '1', year: '2024', images: [artworkImage] },
					})
					expect(work.status, work.text).toBe(201)
				},
				async () => {
					const res = await client.post('/api/newsletter/subscribe', { json: { email: `burst${k}@example.com` } })
					expect(res.status).toBe(201)
				},
				async () => heroes.push((await upload(1000 + k, 'hero')).id),
				// Deleting an upload the backup's records may hold races the archive's reads: the deleted original
				// keeps its bytes for the hour, where the backup still finds them (docs/operations.md, 'Uploads folder').
				async () => {
					const previous = heroes.at(-2)
					if (previous) expect((await client.del(`/api/files/${previous}`, { token })).status).toBe(200)
				},
			]
			for (const write of writes) {
				await write()
				states.push(await read(origin, CHANGING, token))
			}
		}
		archive = path.join(makeTempDir('archive'), 'during-burst.tar.gz')
		let k = 0
		await step(++k)
		const startedAt = states.length - 1
		let finishedAt = -1
		// With PostgreSQL the command reads the database itself (one transaction), not through the server.
		const onPostgres: Record<string, string> = origin.databaseUrl ? { DATABASE_URL: origin.databaseUrl, ...bucket } : {}
		const backup = runCommand('backup', ['--out', archive], origin, onPostgres).then((result) => {
			// A write in flight when the command ends gets the next index.
			finishedAt = states.length
			return result
		})
		while (finishedAt < 0 || k < 3) await step(++k)
		const result = await backup
		expect(result.stderr).toBe('')
		expect(result.code).toBe(0)
		expect(result.stdout).toMatch(
			origin.databaseUrl
				? /^Backup written to .*during-burst\.tar\.gz .*taken from PostgreSQL \(one consistent read\) and the bucket server-\S+ and verified\.$/m
				: /^Backup written to .*during-burst\.tar\.gz .*taken from the running server and verified\.$/m,
		)
		// Writes went on while the command ran.
		expect(finishedAt).toBeGreaterThan(startedAt + 1)

		const base = makeTempDir('restored')
		const target = { dataDir: path.join(base, 'data'), uploadsDir: path.join(base, 'uploads') }
		const restored = await runCommand('restore', [archive], target)
		expect(restored.stderr).toBe('')
		expect(restored.code).toBe(0)
		expect(restored.stdout).toMatch(/^Restored .*during-burst\.tar\.gz \(made .* by version \d+\.\d+\.\d+\): /m)
		// Variants and tiles are not in the archive: the restored server makes them again at its start.
		expect(restored.stdout).toContain(
			'Image variants and IIIF tiles are made again in the background when the server starts',
		)
		expect(fs.existsSync(path.join(target.uploadsDir, 'derived'))).toBe(false)

		const copy = await startServer({ seed: 'none', store: 'json', ...target })
		try {
			const copyToken = await api(copy).login()
			// One moment's state: exactly the state after some write, at or after the command started and before it ended.
			const moment = states.indexOf(await read(copy, CHANGING, copyToken))
			expect(moment, 'the restored /api content equals the state after one of the writes').toBeGreaterThanOrEqual(
				startedAt,
			)
			expect(moment).toBeLessThanOrEqual(finishedAt)
			expect(await read(copy, STEADY, copyToken)).toBe(await read(origin, STEADY, token))
			const files = (await api(copy).get('/api/files', { token: copyToken })).body as { id: number }[]
			expect(files.length).toBeGreaterThan(50)
			expect(copy.logs()).toContain(`Making variants and tiles of ${files.length} images in the background.`)
			const variant = `${copy.url}/api/file/${files[0]!.id}?w=320&fm=avif`
			let type = ''
			while (type !== 'image/avif') {
				type = (await fetch(variant, { method: 'HEAD' })).headers.get('Content-Type') ?? ''
				if (type !== 'image/avif') await new Promise((r) => setTimeout(r, 50))
			}
			for (const file of files) {
				const served = Buffer.from(await (await fetch(`${copy.url}/api/file/${file.id}`)).arrayBuffer())
				const original =
					uploaded.get(file.id) ?? Buffer.from(await (await fetch(`${origin.url}/api/file/${file.id}`)).arrayBuffer())
				expect(served.equals(original), `image ${file.id}`).toBe(true)
			}
		} finally {
			await copy.stop()
		}

		// The rest is about data folders: the JSON store's tier runs it.
		if (origin.databaseUrl) return
		// With no server running, the command reads the folders at rest (holding the lock) and changes nothing.
		const before = { data: fingerprint(target.dataDir), uploads: fingerprint(target.uploadsDir) }
		const atRest = await runCommand('backup', [], target)
		expect(atRest.code, atRest.stderr).toBe(0)
		const [, restArchive] = /^Backup written to (\S+) .*taken from DATA_DIR at rest and verified\.$/m.exec(
			atRest.stdout,
		)!
		expect(path.dirname(restArchive!)).toBe(path.join(base, 'backups'))
		expect({ data: fingerprint(target.dataDir), uploads: fingerprint(target.uploadsDir) }).toEqual(before)

		// Over a used site only with --force, which first moves the current content aside, into one folder beside
		// DATA_DIR.
		const forced = await runCommand('restore', [restArchive!, '--force'], target)
		expect(forced.code, forced.stderr).toBe(0)
		const aside = fs.readdirSync(base).filter((name) => name.includes('.before-restore-'))
		expect(aside).toHaveLength(1)
		expect(aside[0]).toMatch(/^data\.before-restore-/)
		const dataAside = path.join(aside[0]!, 'data')
		const uploadsAside = path.join(aside[0]!, 'uploads')
		expect(fingerprint(path.join(base, dataAside))).toEqual(before.data)
		expect(fingerprint(path.join(base, uploadsAside))).toEqual(before.uploads)
		expect(forced.stdout).toContain(`Moved the content of DATA_DIR aside to ${path.join(base, dataAside)}`)
		expect(forced.stdout).toContain(`Moved the content of UPLOADS_DIR aside to ${path.join(base, uploadsAside)}`)
		expect(fs.existsSync(path.join(target.dataDir, 'restore-incomplete'))).toBe(false)
		// The site came back as it was: the same database, written as a store of snapshots (no journal yet), and the
		// same images, byte for byte.
		expect(readStore(target.dataDir)).toEqual(readStore(path.join(base, dataAside)))
		expect(Object.keys(fingerprint(target.dataDir)).filter((name) => !name.endsWith('.json'))).toEqual(['store/'])
		expect(fingerprint(target.uploadsDir)).toEqual(
			Object.fromEntries(Object.entries(before.uploads).filter(([name]) => !name.startsWith('derived'))),
		)
	}, 240_000)

	// About data folders and their lock: the JSON store's tier runs it (restore.test.ts has PostgreSQL's refusals).
	it.runIf(testStore() === 'json')(
		'refuses a damaged, foreign or unsafe archive, a used folder without --force, and a running server, changing nothing',
		async () => {
			expect(archive, 'needs the archive of the previous test').toBeTruthy()
			const entries = await readTarGz(archive)
			const folder = makeTempDir('bad-archives')
			const bad = (name: string, write: (file: string) => void) => {
				const file = path.join(folder, name)
				write(file)
				return file
			}
			const flipped = bad('flipped.tar.gz', (file) => {
				const copy = entries.map((e) => ({ ...e, body: Buffer.from(e.body) }))
				const upload = copy.find((e) => e.path.startsWith('uploads/'))!
				const middle = upload.body.length >> 1
				upload.body[middle] = upload.body[middle]! ^ 0x01
				writeTarGz(file, copy)
			})
			const truncated = bad('truncated.tar.gz', (file) => {
				const bytes = fs.readFileSync(archive)
				fs.writeFileSync(file, bytes.subarray(0, bytes.length >> 1))
			})
			const dotdot = bad('dotdot.tar.gz', (file) =>
				writeTarGz(file, [...entries, { path: 'uploads/../../escaped.txt', type: 'File', body: Buffer.from('x') }], {
					manifest: true,
				}),
			)
			const symlink = bad('symlink.tar.gz', (file) =>
				writeTarGz(
					file,
					[
						...entries,
						{ path: 'uploads/999.jpg', type: 'SymbolicLink', linkpath: '/etc/passwd', body: Buffer.alloc(0) },
					],
					{ manifest: true },
				),
			)
			const foreign = bad('foreign.tar.gz', (file) =>
				writeTarGz(file, [{ path: 'notes/readme.txt', type: 'File', body: Buffer.from('holiday photos') }]),
			)

			const used = () => {
				const base = makeTempDir('used')
				fs.mkdirSync(path.join(base, 'data'))
				fs.mkdirSync(path.join(base, 'uploads'))
				fs.writeFileSync(path.join(base, 'data/db.json'), '{"the":"current site"}')
				fs.writeFileSync(path.join(base, 'uploads/1.jpg'), 'current image')
				return { base, dataDir: path.join(base, 'data'), uploadsDir: path.join(base, 'uploads') }
			}
			const running = await startServer({ seed: 'demo' })
			try {
				const cases: [string, string[], { base: string; dataDir: string; uploadsDir: string }, RegExp][] = [
					[
						'flipped byte',
						[flipped, '--force'],
						used(),
						/is not a usable backup: the checksum of uploads\/\S+ does not match/,
					],
					['truncated', [truncated, '--force'], used(), /is not a usable backup: it is damaged or truncated/],
					[
						'"../" entry',
						[dotdot, '--force'],
						used(),
						/is not a usable backup: it holds "uploads\/\.\.\/\.\.\/escaped\.txt", a "\.\." segment/,
					],
					[
						'symlink entry',
						[symlink, '--force'],
						used(),
						/is not a usable backup: it holds uploads\/999\.jpg, a symbolic link/,
					],
					['foreign archive', [foreign, '--force'], used(), /is not a usable backup: it is not a gallery backup/],
					[
						'used folders',
						[archive],
						used(),
						/DATA_DIR \(.*\) and UPLOADS_DIR \(.*\) are not empty; run again with --force/,
					],
					[
						'running server',
						[archive, '--force'],
						{ base: path.dirname(running.dataDir), dataDir: running.dataDir, uploadsDir: running.uploadsDir },
						/a server \(pid \d+\) is using DATA_DIR \(.*\); stop it first/,
					],
				]
				const ignoreBackups = (print: Record<string, string>) =>
					Object.fromEntries(Object.entries(print).filter(([name]) => !name.startsWith('backups')))
				const outcomes = await Promise.all(
					cases.map(async ([name, args, target, message]) => {
						const before = ignoreBackups(fingerprint(target.base))
						const result = await runCommand('restore', args, target)
						return {
							name,
							message,
							result,
							changed: JSON.stringify(ignoreBackups(fingerprint(target.base))) !== JSON.stringify(before),
						}
					}),
				)
				for (const { name, message, result, changed } of outcomes) {
					expect(result.code, name).toBe(1)
					expect(result.stdout, name).toBe('')
					expect(result.stderr.trim().split('\n'), `${name}: one line`).toHaveLength(1)
					expect(result.stderr, name).toMatch(/^Cannot restore: /)
					expect(result.stderr, name).toMatch(message)
					expect(changed, `${name} changed the folders`).toBe(false)
				}
				expect((await fetch(`${running.url}/api/health`)).status).toBe(200)
			} finally {
				await running.stop()
			}
		},
	)
})

describe('daily backups and /admin/backup', () => {
	it('keeps exactly BACKUP_KEEP archives, lists them to signed-in staff and streams them only with a session', async () => {
		const base = makeTempDir('daily')
		const backupDir = path.join(base, 'backups')
		fs.mkdirSync(backupDir)
		for (const day of [1, 2, 3, 4, 5]) {
			fs.writeFileSync(path.join(backupDir, `gallery-backup-2020-01-0${day}T03-00-00-000Z.tar.gz`), `old ${day}`)
		}
		fs.writeFileSync(path.join(backupDir, 'notes.txt'), 'kept by the operator')
		// What a backup killed half-way two days ago left behind.
		const leftover = path.join(backupDir, '.gallery-backup-2020-01-06T03-00-00-000Z.tar.gz.1234.partial')
		fs.writeFileSync(leftover, 'half an archive')
		fs.utimesSync(leftover, new Date('2020-01-06'), new Date('2020-01-06'))
		const server = await startServer({
			seed: 'demo',
			dataDir: path.join(base, 'data'),
			uploadsDir: path.join(base, 'uploads'),
			env: { BACKUP_DIR: backupDir, BACKUP_KEEP: '3' },
		})
		try {
			// The newest archive is years old, so the server backs up as soon as it has started.
			const archives = () =>
				fs
					.readdirSync(backupDir)
					.filter((n) => n.startsWith('gallery-backup-'))
					.sort()
			await expect
				.poll(() => server.logs(), { timeout: 30_000 })
				.toMatch(/Daily backup written to .* \(3 older removed\)/)
			const kept = archives()
			expect(kept).toHaveLength(3)
			const [, , latest] = kept
			expect(kept.slice(0, 2)).toEqual([
				'gallery-backup-2020-01-04T03-00-00-000Z.tar.gz',
				'gallery-backup-2020-01-05T03-00-00-000Z.tar.gz',
			])
			expect(fs.readdirSync(backupDir)).toContain('notes.txt')
			expect(fs.existsSync(leftover)).toBe(false)

			for (const url of ['/admin/backup', '/admin/backup/download', `/admin/backup/download?name=${latest}`]) {
				const res = await fetch(`${server.url}${url}`, { redirect: 'manual' })
				expect(res.status, url).toBe(302)
				expect(res.headers.get('location'), url).toBe('/admin')
			}

			const cookie = (await adminCookie(server))!
			const page = await fetch(`${server.url}/admin/backup`, { headers: { Cookie: cookie } })
			expect(page.status).toBe(200)
			const html = await page.text()
			for (const name of kept) expect(html).toContain(name)
			expect(html).toContain('Download latest backup')

			const download = await fetch(`${server.url}/admin/backup/download`, { headers: { Cookie: cookie } })
			expect(download.status).toBe(200)
			expect(download.headers.get('content-type')).toBe('application/gzip')
			expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${latest}"`)
			expect(download.headers.get('cache-control')).toBe('no-store')
			expect(Buffer.from(await download.arrayBuffer()).equals(fs.readFileSync(path.join(backupDir, latest!)))).toBe(
				true,
			)
			const older = await fetch(`${server.url}/admin/backup/download?name=${kept[0]}`, { headers: { Cookie: cookie } })
			expect(await older.text()).toBe('old 4')
			for (const name of ['notes.txt', '../data/db.json', '%2e%2e%2fdata%2fdb.json']) {
				const res = await fetch(`${server.url}/admin/backup/download?name=${name}`, { headers: { Cookie: cookie } })
				expect(res.status, name).toBe(404)
			}

			// "Back up now": a plain form post (no JavaScript), refused cross-site, then a new latest backup and a toast.
			expect(html).toMatch(/<form [^>]*method="post"[^>]*>\s*<button type="submit"[^>]*>Back up now<\/button>/)
			const crossSite = await fetch(`${server.url}/admin/backup`, {
				method: 'POST',
				headers: {
					Cookie: cookie,
					Origin: 'https://elsewhere.example',
					'Content-Type': 'application/x-www-form-urlencoded',
				},
				body: '',
				redirect: 'manual',
			})
			expect(crossSite.status).toBe(403)
			expect(archives()).toEqual(kept)
			const now = await fetch(`${server.url}/admin/backup`, {
				method: 'POST',
				headers: { Cookie: cookie, Origin: server.url, 'Content-Type': 'application/x-www-form-urlencoded' },
				body: '',
				redirect: 'manual',
			})
			expect(now.status).toBe(302)
			expect(now.headers.get('location')).toBe('/admin/backup')
			const made = archives()
			expect(made).toHaveLength(3)
			const newest = made.at(-1)!
			expect(newest > latest!).toBe(true)
			const toast = now.headers
				.getSetCookie()
				.find((c) => c.startsWith('gallery_toast='))!
				.split(';')[0]!
			const after = await (
				await fetch(`${server.url}/admin/backup`, { headers: { Cookie: `${cookie}; ${toast}` } })
			).text()
			expect(after).toContain('Backup made')
			expect(after).toContain(`${newest} (`)
			const restored = await runCommand('restore', [path.join(backupDir, newest)], {
				dataDir: path.join(base, 'check/data'),
				uploadsDir: path.join(base, 'check/uploads'),
			})
			expect(restored.code, restored.stderr).toBe(0)
		} finally {
			await server.stop()
		}
	})

	it('stops start-up with one line when BACKUP_DIR cannot be written', async () => {
		const base = makeTempDir('backup-dir')
		const file = path.join(base, 'not-a-folder')
		fs.writeFileSync(file, 'x')
		const { code, output } = await runServerExpectingExit({
			DATA_DIR: path.join(base, 'data'),
			UPLOADS_DIR: path.join(base, 'uploads'),
			BACKUP_DIR: file,
		})
		expect(code).toBe(1)
		expect(output.trim()).toMatch(/^Cannot start: BACKUP_DIR \(.*\) is not a writable folder/)
	})
})
