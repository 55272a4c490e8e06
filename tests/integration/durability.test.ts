import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { startServer } from '../support/server.ts'

function subscribe(url: string, email: string) {
	return fetch(`${url}/api/newsletter/subscribe`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify({ email }),
	})
}

describe('durability', () => {
	it('a write the disk refuses answers 5xx and changes nothing, in memory or on disk', async () => {
		const server = await startServer({ seed: 'empty' })
		try {
			expect((await subscribe(server.url, 'first@example.com')).status).toBe(201)
			const before = fs.readFileSync(server.dbFile, 'utf8')
			const { pid } = JSON.parse(fs.readFileSync(path.join(server.dataDir, 'server.lock'), 'utf8'))
			// A folder where the temp file should go makes the write fail like a full or read-only disk.
			const blocker = path.join(server.dataDir, `db.json.${pid}.tmp`)
			fs.mkdirSync(blocker)
			const refused = await subscribe(server.url, 'lost@example.com')
			expect(refused.status).toBe(500)
			expect(await refused.json()).toEqual({ error: 'Internal server error' })
			expect(fs.readFileSync(server.dbFile, 'utf8')).toBe(before)
			fs.rmdirSync(blocker)
			// Memory was not changed either: the refused email can subscribe now, and the next write does not carry it.
			expect((await subscribe(server.url, 'second@example.com')).status).toBe(201)
			const emails = server.readDb().subscribers.map((s: any) => s.email)
			expect(emails).toEqual(['first@example.com', 'second@example.com'])
		} finally {
			await server.stop()
		}
	})

	it('kill -9 during writes never loses an acknowledged write or corrupts the file', async () => {
		// The writes are newsletter sign-ups from one address: no sign-up limit here.
		const server = await startServer({ seed: 'empty', env: { NEWSLETTER_SIGNUPS_PER_HOUR: '0' } })
		const acknowledged: string[] = []
		const { pid } = JSON.parse(fs.readFileSync(path.join(server.dataDir, 'server.lock'), 'utf8'))
		const writers = Array.from({ length: 8 }, async (_, w) => {
			for (let i = 0; ; i++) {
				const email = `w${w}-${i}@example.com`
				try {
					const res = await subscribe(server.url, email)
					if (res.status === 201) acknowledged.push(email)
				} catch {
					return // the server is gone
				}
			}
		})
		await new Promise((r) => setTimeout(r, 700))
		process.kill(pid, 'SIGKILL')
		await Promise.all(writers)
		await server.stop()
		expect(acknowledged.length).toBeGreaterThan(5)

		const restarted = await startServer({ seed: 'none', dataDir: server.dataDir, uploadsDir: server.uploadsDir })
		try {
			const stored = new Set(restarted.readDb().subscribers.map((s: any) => s.email))
			for (const email of acknowledged) expect(stored.has(email)).toBe(true)
			expect((await fetch(`${restarted.url}/api/health`)).status).toBe(200)
		} finally {
			await restarted.stop()
		}
	})
})
