import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
	copyTemplate,
	makeTempDir,
	ROOT,
	runServerExpectingExit,
	startServer,
	type TestServer,
	testStore,
} from '../support/server.ts'
import { maintainedNode } from '#app/server/runtime.server.ts'
import { restartWith } from '../support/scene.ts'
import { journalFiles, readStore, storeDir, storeFingerprint } from '../support/store.ts'

/** Checks of the JSON store's own files (the data folder's lock, db.json, snapshots, the journal) run on it alone. */
const onJsonStore = testStore() === 'json'

describe('the seeded site', () => {
	let server: TestServer
	beforeAll(async () => {
		// Bulk writes below go through newsletter sign-ups from one address: no sign-up limit here.
		server = await startServer({ seed: 'demo', env: { NEWSLETTER_SIGNUPS_PER_HOUR: '0' } })
	})
	afterAll(() => server?.stop())

	it('serves the home page with the seeded hero and upcoming exhibitions', async () => {
		const res = await fetch(server.url)
		expect(res.status).toBe(200)
		const html = await res.text()
		expect(html).toContain('Art that stays with you')
		expect(html).toContain('Upcoming Exhibitions')
		expect(html).toContain('View All Exhibitions')
		expect(html).toMatch(/<title>Home \| Meridian Gallery<\/title>/)
		const db = server.readDb()
		expect(db.pages.home.hero_images).toHaveLength(3)
		const upcomingTitles = db.exhibitions.filter((e: any) => e.status === 'upcoming').map((e: any) => e.title)
		for (const title of upcomingTitles.slice(0, 3)) expect(html).toContain(title)
	})

	it('seeds a believable demo gallery', async () => {
		const db = server.readDb()
		expect(db.exhibitions.filter((e: any) => e.status === 'upcoming').length).toBeGreaterThanOrEqual(3)
		expect(db.exhibitions.filter((e: any) => e.status === 'past').length).toBeGreaterThanOrEqual(3)
		for (const e of db.exhibitions) {
			expect(e.curator).not.toBe('')
			expect(e.location).not.toBe('')
			expect(e.start_date).toBeTruthy()
			expect(e.gallery_images.length).toBeGreaterThan(0)
		}
		expect(db.artists).toHaveLength(8)
		for (const a of db.artists) expect(a).toMatchObject({ bio: expect.any(String), specialty: expect.any(String) })
		expect(db.artworks).toHaveLength(30)
		expect(new Set(db.artworks.map((a: any) => a.category)).size).toBeGreaterThanOrEqual(4)
		expect(new Set(db.artworks.map((a: any) => a.year)).size).toBeGreaterThanOrEqual(4)
		expect(db.about_blocks).toHaveLength(4)
		expect(db.contact_info.email).not.toBe('')
		expect(db.pages.home.gallery_hours).not.toBe('')
		// Every referenced image is stored (in UPLOADS_DIR, or in the bucket).
		const stored = await server.fileEntries()
		for (const file of db.files) expect(stored, file.filename).toContain(file.filename)
	})

	it('serves uploaded images with their type, nosniff and a long cache', async () => {
		const res = await fetch(`${server.url}/api/file/1`)
		expect(res.status).toBe(200)
		expect(res.headers.get('content-type')).toBe('image/jpeg')
		expect(res.headers.get('x-content-type-options')).toBe('nosniff')
		expect(res.headers.get('cache-control')).toContain('max-age=31536000')
		expect(res.headers.get('content-security-policy')).toContain('sandbox')
		const variant = await fetch(`${server.url}/api/file/1?w=320`)
		expect(variant.headers.get('content-type')).toBe('image/webp')
		expect((await fetch(`${server.url}/api/file/99999`)).status).toBe(404)
		expect((await fetch(`${server.url}/api/file/..%2f..%2fdata%2fdb.json`)).status).toBe(404)
		// A viewing room's path keeps its link out of a Referer however it is spelled.
		for (const path of ['/viewing-room/nothing', '/%76iewing-room/nothing', '/Viewing-Room/nothing'])
			expect((await fetch(`${server.url}${path}`)).headers.get('referrer-policy'), path).toBe('no-referrer')
		expect((await fetch(`${server.url}/api/files/..%2F..%2Fpackage.json`)).status).toBe(404)
	})

	it('answers health', async () => {
		const res = await fetch(`${server.url}/api/health`)
		expect(res.status).toBe(200)
		expect(await res.json()).toEqual({ status: 'ok' })
	})

	it('answers an unknown path with the 404 page and logs the path', async () => {
		const res = await fetch(`${server.url}/no/such/page`)
		expect(res.status).toBe(404)
		const html = await res.text()
		expect(html).toContain('Oops! Page not found')
		expect(html).toContain('Return to Home')
		expect(html).toMatch(/<h1[^>]*>404<\/h1>/)
		expect(server.logs()).toContain('/no/such/page')
	})

	it('sends the security headers on every page, with a fresh nonce on a page rendered for one response', async () => {
		// The 404 page is never kept by the page cache; cached pages are checked in page-cache.test.ts.
		const res = await fetch(`${server.url}/no/such/page`)
		expect(res.headers.get('x-powered-by')).toBeNull()
		expect(res.headers.get('x-content-type-options')).toBe('nosniff')
		expect(res.headers.get('referrer-policy')).toBeTruthy()
		const csp = res.headers.get('content-security-policy') ?? ''
		expect(csp).toContain("frame-ancestors 'none'")
		const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
		expect(nonce).toBeTruthy()
		const html = await res.text()
		const scripts = html.match(/<script\b[^>]*>/g) ?? []
		expect(scripts.length).toBeGreaterThan(0)
		for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
		const again = await fetch(`${server.url}/no/such/page`)
		expect(again.headers.get('content-security-policy')).not.toBe(csp)
	})

	it('refuses cross-site writes', async () => {
		const res = await fetch(`${server.url}/api/newsletter/subscribe`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
			body: JSON.stringify({ email: 'x@example.com' }),
		})
		expect(res.status).toBe(403)
		expect(server.readDb().subscribers.some((s: any) => s.email === 'x@example.com')).toBe(false)
	})

	it('keeps every one of 200 concurrent writes', async () => {
		const before = server.readDb().subscribers.length
		const responses = await Promise.all(
			Array.from({ length: 200 }, (_, i) =>
				fetch(`${server.url}/api/newsletter/subscribe`, {
					method: 'POST',
					headers: { 'Content-Type': 'application/json' },
					body: JSON.stringify({ email: `reader${i}@example.com`, name: `Reader ${i}` }),
				}),
			),
		)
		expect(responses.map((r) => r.status)).toEqual(new Array(200).fill(201))
		const db = server.readDb()
		expect(db.subscribers.length).toBe(before + 200)
		const ids = db.subscribers.map((s: any) => s.id)
		expect(new Set(ids).size).toBe(ids.length)
		if (onJsonStore) expect(fs.readdirSync(storeDir(server.dataDir)).filter((f) => f.endsWith('.tmp'))).toEqual([])
	})

	// The data folder's lock: one server per JSON store (servers sharing PostgreSQL need none).
	it.runIf(onJsonStore)('refuses a second server on the same data folder', async () => {
		const { code, output } = await runServerExpectingExit({ DATA_DIR: server.dataDir, UPLOADS_DIR: server.uploadsDir })
		expect(code).toBe(1)
		expect(output).toMatch(/^Cannot start: Another server \(pid \d+\) is already using DATA_DIR/m)
	})
})

describe('start-up checks', () => {
	// The JSON store's own files; their counterpart on PostgreSQL follows.
	it.runIf(onJsonStore)(
		'refuses a single-file database (schema version 1) that fails validation before migrating anything',
		async () => {
			const { dataDir: template, uploadsDir } = copyTemplate('legacy')
			const dataDir = makeTempDir('legacy-db')
			const db = readStore(template)
			db.exhibitions.push({ id: 99, slug: 'bad', title: 'Broken record' })
			db.next_ids.exhibitions = 100
			const text = JSON.stringify(db)
			fs.writeFileSync(path.join(dataDir, 'db.json'), text)
			const refused = await runServerExpectingExit({ DATA_DIR: dataDir, UPLOADS_DIR: uploadsDir })
			expect(refused.code).toBe(1)
			expect(refused.output).toMatch(
				/Cannot start: The database .*db\.json failed validation at exhibitions\[\d+\] \(id 99\) field "status"/,
			)
			expect(fs.readdirSync(dataDir)).toEqual(['db.json'])
			expect(fs.readFileSync(path.join(dataDir, 'db.json'), 'utf8')).toBe(text)
			fs.writeFileSync(path.join(dataDir, 'db.json'), '{"schema_version": 1, "exhib')
			const broken = await runServerExpectingExit({ DATA_DIR: dataDir, UPLOADS_DIR: uploadsDir })
			expect(broken.output).toMatch(/not valid JSON/)
			expect(fs.readdirSync(dataDir)).toEqual(['db.json'])
		},
	)

	it.runIf(onJsonStore)(
		'refuses a store snapshot with a bad record, naming file, record and field, and changes no file',
		async () => {
			const { dataDir, uploadsDir } = copyTemplate('corrupt')
			const snapshot = path.join(storeDir(dataDir), 'artists.json')
			const artists = JSON.parse(fs.readFileSync(snapshot, 'utf8'))
			artists.records[1].name = ''
			fs.writeFileSync(snapshot, JSON.stringify(artists))
			const fingerprint = storeFingerprint(dataDir)
			const refused = await runServerExpectingExit({ DATA_DIR: dataDir, UPLOADS_DIR: uploadsDir })
			expect(refused.code).toBe(1)
			expect(refused.output).toMatch(
				/Cannot start: The store file .*artists\.json failed validation at record 2 \(id 2\) field "name"/,
			)
			fs.writeFileSync(snapshot, '{"schema_version":2,"unit":"artists","seq":0,"records":[\n{"id"')
			const notJson = await runServerExpectingExit({ DATA_DIR: dataDir, UPLOADS_DIR: uploadsDir })
			expect(notJson.output).toMatch(/Cannot start: The store file .*artists\.json is not valid JSON/)
			fs.writeFileSync(snapshot, JSON.stringify(artists))
			expect(storeFingerprint(dataDir)).toBe(fingerprint)
		},
	)

	it.runIf(onJsonStore)(
		'refuses a whole journal line with a bad record, naming file and line, and changes no file',
		async () => {
			const { dataDir, uploadsDir } = copyTemplate('journal')
			const segment = journalFiles(dataDir).at(-1)!
			const lines = fs.readFileSync(segment, 'utf8')
			const entry = JSON.parse(lines.trim().split('\n').at(-1)!)
			const bad = { seq: entry.seq + 1, at: entry.at, ops: [{ put: 'subscribers', record: { id: 1, email: 'x' } }] }
			fs.writeFileSync(segment, `${lines}${JSON.stringify(bad)}\n`)
			const fingerprint = storeFingerprint(dataDir)
			const refused = await runServerExpectingExit({ DATA_DIR: dataDir, UPLOADS_DIR: uploadsDir })
			expect(refused.code).toBe(1)
			expect(refused.output).toMatch(
				/Cannot start: The store journal .*journal-\d+\.jsonl line \d+ failed validation: change 1: subscribers record \(id 1\) field "email"/,
			)
			expect(storeFingerprint(dataDir)).toBe(fingerprint)
		},
	)

	it.runIf(!onJsonStore)(
		'refuses a record in the database that fails validation, naming collection, record and field',
		async () => {
			const refused = await startServer({
				seed: 'demo',
				scene: (db) => {
					db.artists[1].name = ''
				},
			}).catch((error: Error) => error.message)
			expect(refused).toMatch(
				/Cannot start: The database's artists record 2 \(id 2\) failed validation at field "name"/,
			)
		},
	)

	it('stops with one line naming a DATABASE_URL it cannot use', async () => {
		const dataDir = makeTempDir('database-url')
		const unreachable = await runServerExpectingExit({
			DATABASE_URL: 'postgres://gallery@127.0.0.1:1/gallery',
			DATA_DIR: dataDir,
		})
		expect(unreachable.code).toBe(1)
		expect(unreachable.output.trim()).toBe(
			'Cannot start: the database at DATABASE_URL cannot be used: connect ECONNREFUSED 127.0.0.1:1',
		)
		const malformed = await runServerExpectingExit({ DATABASE_URL: 'mysql://gallery@db/gallery', DATA_DIR: dataDir })
		expect(malformed.code).toBe(1)
		expect(malformed.output.trim()).toBe(
			'Cannot start: Invalid DATABASE_URL: must look like postgres://user:pass@host:port/database',
		)
	})

	it('stops with one line naming a bad variable', async () => {
		const { code, output } = await runServerExpectingExit({ PORT: 'eighty', DATA_DIR: makeTempDir('port') })
		expect(code).toBe(1)
		expect(output.trim()).toBe('Cannot start: Invalid PORT (got "eighty"): must be a whole number')
	})

	it('stops when a folder cannot be written', async () => {
		const base = makeTempDir('ro')
		const file = path.join(base, 'not-a-folder')
		fs.writeFileSync(file, 'x')
		const { code, output } = await runServerExpectingExit({ DATA_DIR: path.join(base, 'data'), UPLOADS_DIR: file })
		expect(code).toBe(1)
		expect(output.trim()).toMatch(/^Cannot start: UPLOADS_DIR \(.*\) is not a writable folder/)
	})

	it('creates the first admin with a generated password printed once, and seeds only pages with SEED=empty', async () => {
		const server = await startServer({ seed: 'empty', env: { ADMIN_PASSWORD: '' } })
		try {
			expect(server.logs()).toMatch(/Created the first admin "admin" with the generated password: \S{12,}/)
			// Set apart by a rule above and below, to be found at a glance.
			expect(server.logs()).toMatch(
				/\n={72}\nCreated the first admin "admin" with the generated password: \S+\n.+\n={72}\n/,
			)
			const db = server.readDb()
			expect(db.users).toHaveLength(1)
			expect(db.users[0].password_hash).toMatch(/^\$2[aby]\$/)
			expect(db.exhibitions).toEqual([])
			expect(Object.keys(db.pages)).toHaveLength(6)
			const html = await (await fetch(server.url)).text()
			expect(html).not.toMatch(/generated password/)
			// The sign-in page names no account, and the generated password must be changed at the first sign-in.
			const signIn = await (await fetch(`${server.url}/admin`)).text()
			expect(signIn).toContain('First sign-in')
			expect(signIn).not.toMatch(/username is|<code>admin<\/code>/)
			const password = /generated password: (\S+)/.exec(server.logs())![1]!
			const login = await fetch(`${server.url}/admin?index`, {
				method: 'POST',
				body: new URLSearchParams({ username: 'admin', password }),
				redirect: 'manual',
			})
			expect(login.status).toBe(302)
			expect(login.headers.get('location')).toBe('/admin/password')
			expect(server.readDb().users[0].must_change_password).toBe(true)
		} finally {
			await server.stop()
		}
		const again = await restartWith(server, undefined, { env: { ADMIN_PASSWORD: '' } })
		try {
			expect(again.logs()).not.toMatch(/Created the first admin/)
		} finally {
			await again.stop()
		}
	})
})

/** The versions of the Node.js binaries running in a process group but `except` (Linux: each process's /proc entry). */
function nodeVersionsInGroup(group: number, except: number): string[] {
	const versions: string[] = []
	for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name) && Number(name) !== except)) {
		try {
			const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
			// The fifth field after the command's closing parenthesis is the process group.
			const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
			if (Number(fields[2]) !== group) continue
			const exe = fs.readlinkSync(`/proc/${pid}/exe`)
			if (path.basename(exe) === 'node') versions.push(execFileSync(exe, ['--version'], { encoding: 'utf8' }).trim())
		} catch {
			// The process ended while it was read.
		}
	}
	return versions
}

describe('npm start', () => {
	// A process manager or container runtime signals npm alone; npm passes the signal to its script, and the server
	// (a child of scripts/start.ts) must stop with it rather than hold the port.
	for (const signal of ['SIGTERM', 'SIGINT'] as const) {
		it(`stops the server it started when npm alone gets ${signal}`, async () => {
			const base = makeTempDir('npm-start')
			const npm = spawn('npm', ['start', '--silent'], {
				cwd: ROOT,
				env: {
					...process.env,
					// The machine's own Node.js first, as on a fresh machine (this workplace's is 20): npm start must still
					// run the server on the Node.js that npm install brought.
					PATH: (process.env.PATH ?? '')
						.split(path.delimiter)
						.filter((dir) => !dir.includes('node_modules'))
						.join(path.delimiter),
					NODE_ENV: 'production',
					PORT: '0',
					HOST: '127.0.0.1',
					SEED: 'empty',
					ADMIN_PASSWORD: 'npm-start-password-1',
					DATA_DIR: path.join(base, 'data'),
					UPLOADS_DIR: path.join(base, 'uploads'),
					BACKUP_DIR: path.join(base, 'backups'),
				},
				stdio: ['ignore', 'pipe', 'pipe'],
				// A process group of its own, so that whatever is left can be cleared below.
				detached: true,
			})
			let output = ''
			npm.stdout!.on('data', (chunk) => (output += chunk))
			npm.stderr!.on('data', (chunk) => (output += chunk))
			const exited = new Promise<void>((resolve) => npm.on('exit', () => resolve()))
			try {
				await expect.poll(() => /listening on http:\/\/[^:]+:(\d+)/.exec(output), { timeout: 60_000 }).toBeTruthy()
				const port = /listening on http:\/\/[^:]+:(\d+)/.exec(output)![1]
				expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200)
				// Every Node.js process npm started (the launcher, the server) is a maintained one (contract section 1);
				// npm itself runs on the machine's own.
				const versions = nodeVersionsInGroup(npm.pid!, npm.pid!)
				expect(versions.length).toBeGreaterThanOrEqual(2)
				for (const version of versions) expect(maintainedNode(version), version).toBe(true)
				npm.kill(signal)
				await exited
				await expect
					.poll(
						() =>
							fetch(`http://127.0.0.1:${port}/api/health`).then(
								() => 'answering',
								() => 'stopped',
							),
						{
							timeout: 10_000,
						},
					)
					.toBe('stopped')
			} finally {
				try {
					process.kill(-npm.pid!, 'SIGKILL')
				} catch {
					// The group is gone: nothing was left behind.
				}
			}
		})
	}
})

describe('behind a reverse proxy', () => {
	it('accepts a same-site write whose public host arrives as X-Forwarded-Host only when TRUST_PROXY is on', async () => {
		const request = (url: string, email: string) =>
			fetch(`${url}/api/newsletter/subscribe`, {
				method: 'POST',
				headers: {
					'Content-Type': 'application/json',
					Origin: 'https://gallery.example',
					'X-Forwarded-Host': 'gallery.example',
					'X-Forwarded-Proto': 'https',
				},
				body: JSON.stringify({ email }),
			})
		const proxied = await startServer({ seed: 'empty', env: { TRUST_PROXY: '1' } })
		const direct = await startServer({ seed: 'empty' })
		try {
			expect((await request(proxied.url, 'a@example.com')).status).toBe(201)
			expect((await request(direct.url, 'b@example.com')).status).toBe(403)
			expect(direct.readDb().subscribers).toEqual([])
		} finally {
			await Promise.all([proxied.stop(), direct.stop()])
		}
	})
})
