import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { api } from '../support/api.ts'
import { canMount, mountSkipReason, mountSmallDisk } from '../support/disk.ts'
import { makeTempDir, runServerExpectingExit, startServer } from '../support/server.ts'

/**
 * A full DATA_DIR, on a real full file system (a small tmpfs): health says so
 * while writes fail, the image queue keeps what it made and saves it once
 * there is room, and a start on a full disk ends in one line, leaving nothing.
 */

function subscribe(url: string, email: string) {
	return fetch(`${url}/api/newsletter/subscribe`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify({ email }),
	})
}

const health = async (url: string) => (await fetch(`${url}/api/health`)).status

describe.skipIf(!canMount)('a full disk', () => {
	it('health answers 503 while writes fail, and the image queue keeps its variants and saves them once there is room', async () => {
		const disk = mountSmallDisk('full-data', 16)
		const base = makeTempDir('full-data-rest')
		const server = await startServer({
			seed: 'empty',
			dataDir: path.join(disk.dir, 'data'),
			uploadsDir: path.join(base, 'uploads'),
			env: { BACKUP_DIR: path.join(base, 'backups'), NEWSLETTER_SIGNUPS_PER_HOUR: '0' },
		})
		try {
			const client = api(server)
			const token = await client.login()
			expect(await health(server.url)).toBe(200)
			// A large image: its variants and tiles take a while, and the disk fills meanwhile.
			const image = await sharp({
				create: {
					width: 3000,
					height: 2200,
					channels: 3,
					background: '#777',
					noise: { type: 'gaussian', mean: 128, sigma: 40 },
				},
			})
				.jpeg()
				.toBuffer()
			const form = new FormData()
			form.append('category', 'artwork')
			form.append('file', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'large.jpg')
			const uploaded = await client.post('/api/files/upload', { token, body: form })
			expect(uploaded.status, uploaded.text).toBe(201)
			const id = uploaded.body.file.id as number
			disk.fill()
			// Writes now fail (the last partly used page of the journal takes a few more lines first).
			let refused = 0
			for (let i = 0; i < 200 && refused === 0; i++) {
				if ((await subscribe(server.url, `full${i}@example.com`)).status >= 500) refused++
			}
			expect(refused, 'a write failed on the full disk').toBe(1)
			expect((await subscribe(server.url, 'again@example.com')).status).toBe(500)
			expect(await health(server.url)).toBe(503)

			// The queue made the variants and tiles but could not save their record: it keeps them, and retries.
			await expect
				.poll(() => server.logs(), { timeout: 120_000, interval: 100 })
				.toMatch(
					/Could not save the sizes and placeholders of 1 image\(s\) .*ENOSPC.*their variants and tiles are kept/,
				)
			const derived = path.join(server.uploadsDir, 'derived', String(id))
			expect(fs.existsSync(path.join(derived, 'iiif', 'info.json'))).toBe(true)
			const made = fs.readdirSync(derived).sort()
			expect(made.length).toBeGreaterThan(4)
			await new Promise((r) => setTimeout(r, 1500))
			expect(fs.readdirSync(derived).sort(), 'nothing removed').toEqual(made)
			// A visit gets a variant that was made, and nothing is made again.
			const variant = await fetch(`${server.url}/api/file/${id}?w=320&fm=webp`)
			expect(variant.headers.get('content-type')).toBe('image/webp')

			disk.free()
			await expect.poll(() => health(server.url), { timeout: 10_000 }).toBe(200)
			expect((await subscribe(server.url, 'room@example.com')).status).toBe(201)
			await expect
				.poll(() => server.readDb().files.find((f: any) => f.id === id)?.placeholder, {
					timeout: 30_000,
					interval: 250,
				})
				.toMatch(/^data:image\/webp;base64,/)
			expect(server.readDb().files.find((f: any) => f.id === id)).toMatchObject({ width: 3000, height: 2200 })
			expect(fs.readdirSync(derived).sort()).toEqual(made)
		} finally {
			await server.stop()
			disk.unmount()
		}
		// Image work on a shared machine: no timing is asserted, only given room.
	}, 240_000)

	it('a start on a full disk ends in one "Cannot start" line and leaves no lock file behind', async () => {
		const disk = mountSmallDisk('full-start', 1)
		const base = makeTempDir('full-start-rest')
		try {
			const dataDir = path.join(disk.dir, 'data')
			fs.mkdirSync(dataDir)
			disk.fill()
			const { code, output } = await runServerExpectingExit({
				DATA_DIR: dataDir,
				UPLOADS_DIR: path.join(base, 'uploads'),
				BACKUP_DIR: path.join(base, 'backups'),
			})
			expect(code).toBe(1)
			expect(output.trim().split('\n'), output).toHaveLength(1)
			expect(output).toMatch(/^Cannot start: .*the disk is full.*ENOSPC/)
			expect(output).not.toMatch(/\n\s+at /)
			expect(fs.readdirSync(dataDir), 'no server.lock.<pid>.tmp left').toEqual([])
		} finally {
			disk.unmount()
		}
	})
})

describe.skipIf(canMount)('a full disk', () => {
	it.skip(`health, the image queue and start-up on a full disk: ${mountSkipReason}`, () => {})
})
