// `npm run bench`: starts the built server on a copy of the demo data and prints
// start-up time, resident memory and throughput figures. Figures, not assertions.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureBuild } from './start.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 5) * 1000
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)

ensureBuild()
const base = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-bench-'))

function start(extraEnv) {
	const t0 = performance.now()
	const child = spawn(process.execPath, [path.join(root, 'server.js')], {
		cwd: root,
		env: {
			...process.env,
			NODE_ENV: 'production',
			PORT: '0',
			HOST: '127.0.0.1',
			DATA_DIR: path.join(base, 'data'),
			UPLOADS_DIR: path.join(base, 'uploads'),
			BACKUP_DIR: path.join(base, 'backups'),
			ADMIN_PASSWORD: 'bench-password-1',
			...extraEnv,
		},
		stdio: ['ignore', 'pipe', 'inherit'],
	})
	return new Promise((resolve, reject) => {
		let out = ''
		child.stdout.on('data', (c) => {
			out += c
			const m = /listening on http:\/\/[^:]+:(\d+)/.exec(out)
			if (m) resolve({ child, port: Number(m[1]), ms: performance.now() - t0 })
		})
		child.on('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)))
	})
}

function rssOf(pid) {
	const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
	return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024
}

async function load(port, pathname) {
	const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS })
	const latencies = []
	let errors = 0
	const end = Date.now() + DURATION_MS
	const one = () =>
		new Promise((resolve) => {
			const t = performance.now()
			http
				.get({ host: '127.0.0.1', port, path: pathname, agent }, (res) => {
					res.resume()
					res.on('end', () => {
						if (res.statusCode !== 200) errors++
						latencies.push(performance.now() - t)
						resolve()
					})
				})
				.on('error', () => {
					errors++
					resolve()
				})
		})
	await Promise.all(
		Array.from({ length: CONNECTIONS }, async () => {
			while (Date.now() < end) await one()
		}),
	)
	agent.destroy()
	latencies.sort((a, b) => a - b)
	const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]?.toFixed(1)
	return { rps: Math.round(latencies.length / (DURATION_MS / 1000)), p50: pct(0.5), p99: pct(0.99), errors }
}

const first = await start({ SEED: 'demo' })
console.log(`first start (seeds the demo gallery): ${(first.ms / 1000).toFixed(2)} s`)
first.child.kill('SIGTERM')
await new Promise((r) => first.child.once('exit', r))

const { child, port, ms } = await start({})
console.log(`warm start (existing data): ${(ms / 1000).toFixed(2)} s`)
console.log(`resident memory after start: ${rssOf(child.pid).toFixed(1)} MiB`)

for (const pathname of ['/', '/collection', '/api/artworks', '/api/file/1?w=640']) {
	await load(port, pathname) // warm-up (variants, JIT)
	const r = await load(port, pathname)
	console.log(
		`${pathname.padEnd(20)} ${String(r.rps).padStart(6)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   non-200 ${r.errors}   (${CONNECTIONS} connections, ${DURATION_MS / 1000} s)`,
	)
}
console.log(`resident memory after load: ${rssOf(child.pid).toFixed(1)} MiB`)
child.kill('SIGTERM')
await new Promise((r) => child.once('exit', r))
fs.rmSync(base, { recursive: true, force: true })
