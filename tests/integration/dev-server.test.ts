import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeTempDir, ROOT } from '../support/server.ts'

/**
 * `npm run dev` is the production server with Vite in middleware mode (docs/operations.md, "Development"): it
 * starts, checks and seeds the data folder, and answers pages behind the same security headers and cross-site
 * check. One start, stopped at the end; the first render compiles the app from the sources, so it takes a while.
 */
describe('the development server', () => {
	let child: ChildProcess
	let url: string
	let log = ''

	beforeAll(async () => {
		const base = makeTempDir('dev')
		const env: NodeJS.ProcessEnv = { ...process.env }
		// This test runs under vitest, whose marker would keep the router's plugin out of Vite's config.
		for (const name of Object.keys(env)) if (name.startsWith('VITEST')) delete env[name]
		child = spawn('npm', ['run', 'dev'], {
			cwd: ROOT,
			// Its own process group, so that stopping it stops npm, the server and Vite's workers together.
			detached: true,
			env: {
				...env,
				NODE_ENV: 'development',
				PORT: '0',
				HOST: '127.0.0.1',
				DATA_DIR: path.join(base, 'data'),
				UPLOADS_DIR: path.join(base, 'uploads'),
				BACKUP_DIR: path.join(base, 'backups'),
				SEED: 'empty',
				TEST_NO_DAILY_BACKUP: '1',
			},
			stdio: ['ignore', 'pipe', 'pipe'],
		})
		url = await new Promise<string>((resolve, reject) => {
			const read = (chunk: Buffer) => {
				log += chunk.toString()
				const listening = /listening on (http:\/\/[^\s]+)/.exec(log)
				if (listening) resolve(listening[1]!)
			}
			child.stdout!.on('data', read)
			child.stderr!.on('data', read)
			child.on('exit', (code) => reject(new Error(`npm run dev ended (${code}) before it listened:\n${log}`)))
		})
	}, 120_000)

	afterAll(async () => {
		if (!child?.pid || child.exitCode !== null) return
		const ended = new Promise((resolve) => child.on('exit', resolve))
		process.kill(-child.pid, 'SIGTERM')
		await ended
	})

	it('answers a page from the sources behind the security headers', { timeout: 60_000 }, async () => {
		expect(log).toContain('Gallery site (development) listening')
		const res = await fetch(`${url}/`)
		const html = await res.text()
		expect(res.status, html.slice(0, 500)).toBe(200)
		expect(html).toContain('<title>Home | ')
		const csp = res.headers.get('content-security-policy') ?? ''
		const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
		expect(nonce).toBeTruthy()
		expect(html).toContain(`nonce="${nonce}"`)
		expect(csp).toContain("frame-ancestors 'none'")
		expect(res.headers.get('x-content-type-options')).toBe('nosniff')
		expect(res.headers.get('x-powered-by')).toBeNull()
		// The browser's modules come from the sources, through Vite.
		expect(html).toContain('/app/entry.client.tsx')
	})

	it('refuses a cross-site post and bounds a body, as in production', async () => {
		const crossSite = await fetch(`${url}/contact`, {
			method: 'POST',
			headers: { Origin: 'https://elsewhere.example' },
		})
		expect(crossSite.status).toBe(403)
		const big = await fetch(`${url}/contact`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
			body: 'x'.repeat(65 * 1024),
		})
		expect(big.status).toBe(413)
	})
})
