// Shared by `npm run bench` and `npm run bench:scale`: start the built server on
// given folders, time requests, read its memory. Figures, never assertions.
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { repositoryRoot } from '../node-server/root.ts'
import { SERVER_ENTRY, SERVER_NODE_FLAGS, serverEnv } from './site-build.ts'

export const root = repositoryRoot(import.meta.url)
export const BENCH_PASSWORD = 'bench-password-1'

export type BenchServer = { child: ChildProcess; port: number; ms: number; output: () => string }
export type Answer = { status: number; text: string; ms: number }

/** Starts the built server (build/node/server.js); resolves when it listens, with the time that took. */
export function startServer(base: string, extraEnv: Record<string, string> = {}): Promise<BenchServer> {
	const t0 = performance.now()
	const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
		cwd: root,
		env: serverEnv({
			...process.env,
			NODE_ENV: 'production',
			PORT: '0',
			HOST: '127.0.0.1',
			DATA_DIR: path.join(base, 'data'),
			UPLOADS_DIR: path.join(base, 'uploads'),
			BACKUP_DIR: path.join(base, 'backups'),
			ADMIN_PASSWORD: BENCH_PASSWORD,
			...extraEnv,
		}),
		stdio: ['ignore', 'pipe', 'inherit'],
	})
	return new Promise((resolve, reject) => {
		let out = ''
		child.stdout!.on('data', (c) => {
			out += c
			const m = /listening on http:\/\/[^:]+:(\d+)/.exec(out)
			if (m) resolve({ child, port: Number(m[1]), ms: performance.now() - t0, output: () => out })
		})
		child.on('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)))
	})
}

/** Waits until the server's log matches `pattern` (background work, such as the image backfill, reports there). */
export async function waitForLog(server: BenchServer, pattern: RegExp, timeoutMs = 600_000) {
	const t0 = performance.now()
	while (!pattern.test(server.output())) {
		if (performance.now() - t0 > timeoutMs) throw new Error(`no ${pattern} in the server log after ${timeoutMs} ms`)
		await new Promise((r) => setTimeout(r, 50))
	}
	return performance.now() - t0
}

export async function stopServer(server: BenchServer) {
	if (server.child.exitCode !== null) return
	const exited = new Promise((r) => server.child.once('exit', r))
	server.child.kill('SIGTERM')
	await exited
}

/**
 * Waits for the backup a server makes as soon as it has started (its BACKUP_DIR is empty), so that it does not run
 * beside the figures; resolves with the milliseconds it took from the call.
 */
export async function startupBackup(base: string, timeoutMs = 300_000) {
	const t0 = performance.now()
	const dir = path.join(base, 'backups')
	const done = () => fs.existsSync(dir) && fs.readdirSync(dir).some((n) => /^gallery-backup-.*\.tar\.gz$/.test(n))
	while (!done()) {
		if (performance.now() - t0 > timeoutMs) throw new Error(`no start-up backup in ${dir} after ${timeoutMs} ms`)
		await new Promise((r) => setTimeout(r, 50))
	}
	return performance.now() - t0
}

/** Resident memory now and at its peak, in MiB. */
export function memoryOf(pid: number) {
	const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
	const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0)
	return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 }
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })

/** One request; resolves with status, body text and milliseconds. */
export function request(
	port: number,
	method: string,
	pathname: string,
	{ body, headers = {} }: { body?: unknown; headers?: Record<string, string | number> } = {},
): Promise<Answer> {
	return new Promise((resolve, reject) => {
		const t = performance.now()
		const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body)
		const req = http.request(
			{
				host: '127.0.0.1',
				port,
				method,
				path: pathname,
				agent,
				headers: {
					...(payload !== undefined
						? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) }
						: {}),
					...headers,
				},
			},
			(res) => {
				const chunks: Buffer[] = []
				res.on('data', (c) => chunks.push(c))
				res.on('end', () =>
					resolve({
						status: res.statusCode ?? 0,
						text: Buffer.concat(chunks).toString('utf8'),
						ms: performance.now() - t,
					}),
				)
			},
		)
		req.on('error', reject)
		if (payload !== undefined) req.write(payload)
		req.end()
	})
}

export function median(values: number[]) {
	const sorted = [...values].sort((a, b) => a - b)
	return sorted[Math.floor(sorted.length / 2)] ?? NaN
}

/** Median milliseconds of `count` sequential requests made by `make(i)`; a non-2xx answer is counted. */
export async function sequential(count: number, make: (i: number) => Promise<Answer>) {
	const times: number[] = []
	let failed = 0
	for (let i = 0; i < count; i++) {
		const res = await make(i)
		if (res.status < 200 || res.status >= 300) failed++
		times.push(res.ms)
	}
	return { median: median(times), max: Math.max(...times), failed }
}

/**
 * Runs a Node.js script of this repository (`args`: its path, then its arguments) in a process of its own, from the
 * repository's root, and answers what it printed; its errors go to this process's, and any exit code but 0 throws.
 */
export async function nodeOutput(args: string[], what: string): Promise<string> {
	const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] })
	let out = ''
	child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk))
	const code = await new Promise<number | null>((resolve, reject) => child.once('error', reject).once('close', resolve))
	if (code !== 0) throw new Error(`${what} failed (exit code ${code})`)
	return out
}

/**
 * Requests per second and latency percentiles (ms) of `connections` clients repeating a GET of `url` for `seconds`,
 * by autocannon in a process of its own: its work (it shares the machine with the server) is then the same whatever
 * this process holds. In this process, what a benchmark had held before (the grown gallery's 388 MB, parsed to be
 * written into PostgreSQL) cost its collections enough to halve the figure of the column after it.
 */
export async function load(url: string, { connections = 20, seconds = 5 } = {}) {
	const bin = path.join(root, 'node_modules/autocannon/autocannon.js')
	const out = await nodeOutput(
		[bin, '--json', '--connections', String(connections), '--duration', String(seconds), url],
		'autocannon',
	)
	const r = JSON.parse(out) as {
		requests: { average: number }
		latency: { p50: number; p99: number }
		non2xx: number
		errors: number
		timeouts: number
	}
	return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, bad: r.non2xx + r.errors + r.timeouts }
}

export async function login(port: number): Promise<string> {
	const res = await request(port, 'POST', '/api/auth/login', { body: { username: 'admin', password: BENCH_PASSWORD } })
	if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`)
	return JSON.parse(res.text).token
}

export function closeAgent() {
	agent.destroy()
}
