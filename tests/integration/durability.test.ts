import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { api } from '../support/api.ts'
import { startServer, type TestServer } from '../support/server.ts'
import { journalFiles, readStore, storeDir } from '../support/store.ts'

/**
 * The durability promises of the store (docs/architecture.md, 'The path of a write') (snapshots + journal): a
 * refused write changes nothing, kill -9 at any moment loses no acknowledged
 * write and leaves data that starts, and a change across collections lands
 * all or nothing, also across a crash.
 */
function subscribe(url: string, email: string) {
	return fetch(`${url}/api/newsletter/subscribe`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify({ email }),
	})
}

function lockPid(server: TestServer): number {
	return JSON.parse(fs.readFileSync(path.join(server.dataDir, 'server.lock'), 'utf8')).pid
}

function restart(server: TestServer, env?: Record<string, string>) {
	return startServer({ seed: 'none', dataDir: server.dataDir, uploadsDir: server.uploadsDir, env })
}

/** Every exhibition and artwork points only at artists that exist: no half-applied artist deletion. */
function expectConsistent(db: Record<string, any>) {
	const artists = new Set(db.artists.map((a: any) => String(a.id)))
	for (const e of db.exhibitions)
		for (const id of e.assigned_artists) expect(artists.has(id), `exhibition ${e.id}`).toBe(true)
	for (const w of db.artworks) if (w.artist_id !== null) expect(artists.has(String(w.artist_id))).toBe(true)
}

describe('durability', () => {
	it('a write the disk refuses answers 5xx and changes nothing, in memory or on disk', async () => {
		const server = await startServer({ seed: 'empty' })
		try {
			expect((await subscribe(server.url, 'first@example.com')).status).toBe(201)
			const before = server.fingerprint()
			// The journal segment being written turns into a folder: the next append fails as on a broken disk.
			const segment = journalFiles(server.dataDir).at(-1)!
			fs.renameSync(segment, `${segment}.aside`)
			fs.mkdirSync(segment)
			const refused = await subscribe(server.url, 'lost@example.com')
			expect(refused.status).toBe(500)
			expect(await refused.json()).toEqual({ error: 'Internal server error' })
			fs.rmdirSync(segment)
			fs.renameSync(`${segment}.aside`, segment)
			expect(server.fingerprint()).toBe(before)
			// Memory was not changed either: the refused email can subscribe now, and the next write does not carry it.
			expect((await subscribe(server.url, 'second@example.com')).status).toBe(201)
			expect(server.readDb().subscribers.map((s: any) => s.email)).toEqual(['first@example.com', 'second@example.com'])
		} finally {
			await server.stop()
		}
	})

	it('kill -9 during writes and compactions never loses an acknowledged write nor leaves data that cannot start', async () => {
		// A tiny journal limit folds it into the snapshots all the time, so the kill also lands in a compaction.
		// The writes are newsletter sign-ups from one address: no sign-up limit here.
		const env = { STORE_JOURNAL_BYTES: '4096', NEWSLETTER_SIGNUPS_PER_HOUR: '0' }
		const server = await startServer({ seed: 'empty', env })
		// Acknowledged: answered 201, however long that took. Sent: every write that reached the wire.
		const acknowledged: string[] = []
		const sent = new Set<string>()
		let writing = 8
		const writers = Array.from({ length: writing }, async (_, w) => {
			try {
				for (let i = 0; ; i++) {
					const email = `w${w}-${i}@example.com`
					sent.add(email)
					try {
						const res = await subscribe(server.url, email)
						if (res.status === 201) acknowledged.push(email)
					} catch {
						return // the server is gone
					}
				}
			} finally {
				writing--
			}
		})
		// Enough writes for a few compactions (a sign-up's line is about 200 bytes), then the kill: triggered by a
		// count, never by a clock, so a slow machine only makes the test take longer.
		while (acknowledged.length < 60 && writing > 0) await new Promise((r) => setTimeout(r, 10))
		expect(acknowledged.length, 'the writers stopped before the kill').toBeGreaterThanOrEqual(60)
		process.kill(lockPid(server), 'SIGKILL')
		await Promise.all(writers)
		await server.stop()

		const restarted = await restart(server, env)
		try {
			const stored = new Set(restarted.readDb().subscribers.map((s: any) => s.email))
			// Every write acknowledged before the kill (and the ones answered while it landed) is there.
			for (const email of acknowledged) expect(stored.has(email), email).toBe(true)
			// And nothing that was never sent.
			for (const email of stored) expect(sent.has(String(email)), String(email)).toBe(true)
			// The restarted server finds a reader by address (readers live in a scratch file, found by a hash of it):
			// an acknowledged sign-up made again is refused as already subscribed, in any case.
			for (const email of [acknowledged[0]!, acknowledged.at(-1)!.toUpperCase()]) {
				expect((await subscribe(restarted.url, email)).status, email).toBe(409)
			}
			expect((await fetch(`${restarted.url}/api/health`)).status).toBe(200)
			// The snapshots moved on, so the journal does not grow without end.
			expect(
				JSON.parse(fs.readFileSync(path.join(storeDir(server.dataDir), 'subscribers.json'), 'utf8')).seq,
			).toBeGreaterThan(0)
		} finally {
			await restarted.stop()
		}
	}, 300_000)

	it('kill -9 while artists are deleted (artists, exhibitions and artworks change together) leaves every change whole', async () => {
		const env = { STORE_JOURNAL_BYTES: '4096' }
		const server = await startServer({ seed: 'demo', env })
		const client = api(server)
		const token = await client.login()
		// Forty artists, each with an artwork, all assigned to exhibitions.
		const ids: number[] = []
		for (let i = 0; i < 40; i++) {
			const artist = await client.post('/api/admin/artists', { token, json: { name: `Crash Artist ${i}` } })
			ids.push(artist.body.id)
			await client.post('/api/admin/artworks', { token, json: { title: `Crash Work ${i}`, artist_id: artist.body.id } })
		}
		const assigned = ids.map(String)
		for (const half of [assigned.slice(0, 20), assigned.slice(20)]) {
			await client.post('/api/admin/exhibitions', { token, json: { title: 'Crash Show', assigned_artists: half } })
		}
		const deleted: number[] = []
		const deleting = (async () => {
			for (const id of ids) {
				try {
					const res = await client.del(`/api/admin/artists/${id}`, { token })
					if (res.status === 200) deleted.push(id)
				} catch {
					return
				}
			}
		})()
		while (deleted.length < 3) await new Promise((r) => setTimeout(r, 5))
		process.kill(lockPid(server), 'SIGKILL')
		await deleting
		await server.stop()

		const restarted = await restart(server, env)
		try {
			const db = restarted.readDb()
			expectConsistent(db)
			const remaining = new Set(db.artists.map((a: any) => a.id))
			for (const id of deleted) expect(remaining.has(id)).toBe(false)
			expect((await fetch(`${restarted.url}/api/health`)).status).toBe(200)
		} finally {
			await restarted.stop()
		}
	})

	it('kill -9 while records are edited and enquiries sent keeps every acknowledged edit with its revision and log entry, and every enquiry', async () => {
		// Revisions, the activity log and enquiries live in a scratch file of the server, not in memory
		// (docs/decisions/016-history-out-of-memory.md): the journal and the snapshots still hold them, each with the
		// change that made it, through compactions and a kill. Each enquirer speaks from an address of its own.
		const env = { STORE_JOURNAL_BYTES: '4096', REVISIONS_KEEP: '3', TRUST_PROXY: '1' }
		const server = await startServer({ seed: 'empty', env })
		const client = api(server)
		const token = await client.login()
		const ids: number[] = []
		for (let i = 0; i < 4; i++) {
			ids.push((await client.post('/api/admin/exhibitions', { token, json: { title: `Edited ${i}` } })).body.id)
		}
		// The newest version each edit was acknowledged with, per exhibition.
		const acknowledged = new Map<number, number>()
		let editing = ids.length
		const editors = ids.map(async (id) => {
			try {
				for (let i = 0; ; i++) {
					try {
						const res = await client.put(`/api/admin/exhibitions/${id}`, {
							token,
							json: { title: `Edited ${id}.${i}` },
						})
						if (res.status === 200) acknowledged.set(id, res.body.version)
					} catch {
						return // the server is gone
					}
				}
			} finally {
				editing--
			}
		})
		const enquiries: number[] = []
		let killed = false
		const enquirer = (async () => {
			for (let i = 0; !killed; i++) {
				try {
					const res = await client.post('/api/enquiries', {
						json: { name: `Sender ${i}`, email: `sender${i}@example.com`, message: 'Is it available?' },
						headers: { 'X-Forwarded-For': `198.51.100.${i % 250}` },
					})
					if (res.status === 201) enquiries.push(res.body.enquiry.id)
				} catch {
					return // the server is gone
				}
			}
		})()
		while ((Math.min(...ids.map((id) => acknowledged.get(id) ?? 0)) < 8 || enquiries.length < 5) && editing > 0) {
			await new Promise((r) => setTimeout(r, 10))
		}
		expect(editing, 'the editors stopped before the kill').toBe(ids.length)
		process.kill(lockPid(server), 'SIGKILL')
		killed = true
		await Promise.all([...editors, enquirer])
		await server.stop()

		const restarted = await restart(server, env)
		try {
			const again = api(restarted)
			const token = await again.login()
			for (const id of ids) {
				const record = (await again.get(`/api/admin/exhibitions/${id}`, { token })).body
				expect(record.version).toBeGreaterThanOrEqual(acknowledged.get(id)!)
				const revisions = (await again.get(`/api/admin/exhibitions/${id}/revisions`, { token })).body
				// The record and its newest revision are one change: never one without the other.
				expect(revisions.map((r: any) => r.version)).toEqual([record.version, record.version - 1, record.version - 2])
				const newest = await again.get(`/api/admin/exhibitions/${id}/revisions/${revisions[0].id}`, { token })
				expect(newest.body.record.title).toBe(record.title)
			}
			// Every edit is in the log with it: one entry for the creation, one for each later version.
			const log = (await again.get('/api/admin/activity?per_page=1000', { token })).body as any[]
			for (const id of ids) {
				const record = (await again.get(`/api/admin/exhibitions/${id}`, { token })).body
				const entries = log.filter((e) => e.entity === 'exhibition' && e.entity_id === id)
				expect(entries.map((e) => e.kind).sort()).toEqual([
					'create',
					...Array.from({ length: record.version - 1 }, () => 'update'),
				])
			}
			for (const id of enquiries) expect((await again.get(`/api/admin/enquiries/${id}`, { token })).status).toBe(200)
			const inbox = await again.get('/api/admin/enquiries?per_page=1000', { token })
			expect(Number(inbox.headers.get('X-Total-Count'))).toBeGreaterThanOrEqual(enquiries.length)
			// The revisions' snapshot was written from the scratch file at least once before the kill.
			expect(
				JSON.parse(fs.readFileSync(path.join(storeDir(server.dataDir), 'revisions.json'), 'utf8')).seq,
			).toBeGreaterThan(0)
		} finally {
			await restarted.stop()
		}
	}, 300_000)

	it('a change cut off half-way through its journal line is not applied at all, and the server starts', async () => {
		const server = await startServer({ seed: 'demo' })
		const client = api(server)
		const token = await client.login()
		const artist = server.readDb().artists.find((a: any) => a.slug === 'amara-okafor')
		const before = readStore(server.dataDir)
		expect((await client.del(`/api/admin/artists/${artist.id}`, { token })).status).toBe(200)
		await server.stop()
		// A crash during that append: only the first half of its line reached the disk (and nothing after it, such as
		// the release of the artist's image that follows the deletion).
		const segment = journalFiles(server.dataDir).at(-1)!
		const text = fs.readFileSync(segment, 'utf8')
		const start = text.lastIndexOf('\n', text.indexOf('"delete":"artists"')) + 1
		const line = text.slice(start, text.indexOf('\n', start) + 1)
		expect(line).toContain('"delete":"artists"')
		expect(line).toContain('"put":"exhibitions"')
		fs.writeFileSync(segment, text.slice(0, start + Math.floor(line.length / 2)))

		const restarted = await restart(server)
		try {
			const db = restarted.readDb()
			expect(db.artists).toEqual(before.artists)
			expect(db.exhibitions).toEqual(before.exhibitions)
			expect(db.artworks).toEqual(before.artworks)
			// The torn half is cut off, and new changes follow whole lines only.
			expect(fs.readFileSync(segment, 'utf8')).toBe(text.slice(0, start))
			expect((await subscribe(restarted.url, 'after@example.com')).status).toBe(201)
		} finally {
			await restarted.stop()
		}
		const again = await restart(server)
		try {
			expect(again.readDb().subscribers.some((s: any) => s.email === 'after@example.com')).toBe(true)
		} finally {
			await again.stop()
		}
	})

	it('a crash between two snapshot files of one compaction loses and repeats nothing', async () => {
		const server = await startServer({ seed: 'demo' })
		const client = api(server)
		const token = await client.login()
		const artist = server.readDb().artists.find((a: any) => a.slug === 'mei-tanaka')
		expect((await client.del(`/api/admin/artists/${artist.id}`, { token })).status).toBe(200)
		await server.stop()
		const after = readStore(server.dataDir)
		// The compaction wrote the exhibitions' snapshot (with the deletion in it), then the server died:
		// artists.json and artworks.json are still the old ones, and the journal still holds the change.
		const seq = Math.max(
			...fs
				.readFileSync(journalFiles(server.dataDir).at(-1)!, 'utf8')
				.trim()
				.split('\n')
				.map((l) => JSON.parse(l).seq),
		)
		const file = path.join(storeDir(server.dataDir), 'exhibitions.json')
		const old = JSON.parse(fs.readFileSync(file, 'utf8'))
		fs.writeFileSync(file, JSON.stringify({ ...old, seq, records: after.exhibitions }))

		const restarted = await restart(server)
		try {
			const db = restarted.readDb()
			expect(db.artists.some((a: any) => a.id === artist.id)).toBe(false)
			expect(db.exhibitions).toEqual(after.exhibitions)
			expect(db.artworks).toEqual(after.artworks)
			expectConsistent(db)
		} finally {
			await restarted.stop()
		}
	})
})
