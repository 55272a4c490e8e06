// `npm run bench`: starts the built server on a copy of the demo data and prints
// start-up time, resident memory and throughput figures, then each public page
// side by side with a static file server (sirv) serving the very bytes the app
// served. Figures, not assertions.
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { ensureBuild } from './site-build.ts'
import {
	BENCH_PASSWORD,
	load as loadFor,
	median,
	memoryOf,
	root,
	startServer,
	startupBackup,
	stopServer,
	waitForLog,
} from './bench-support.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
// Distinct hostile query strings sent in the last phase (0 skips it).
const HOSTILE = Number(process.env.BENCH_HOSTILE ?? 24_000)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const ROUNDS = 2

ensureBuild()
const base = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-bench-'))

function freePort() {
	return new Promise<number>((resolve) => {
		const server = net.createServer().listen(0, '127.0.0.1', () => {
			const { port } = server.address() as net.AddressInfo
			server.close(() => resolve(port))
		})
	})
}

async function startSirv(dir: string) {
	const port = await freePort()
	const child = spawn(
		process.execPath,
		[
			path.join(root, 'node_modules/sirv-cli/bin.js'),
			dir,
			'--quiet',
			'--etag',
			'--host',
			'127.0.0.1',
			'--port',
			String(port),
		],
		{ cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
	)
	// Quiet, sirv-cli prints nothing: poll until it answers.
	for (let i = 0; i < 100; i++) {
		const ok = await fetch(`http://127.0.0.1:${port}/`).then(
			() => true,
			() => false,
		)
		if (ok) break
		await new Promise((r) => setTimeout(r, 50))
	}
	return { child, port, ms: 0, output: () => '' }
}

const load = (url: string, seconds = SECONDS) => loadFor(url, { connections: CONNECTIONS, seconds })

const fmt = (n: number) => Math.round(n).toLocaleString('en-US')

const first = await startServer(base, { SEED: 'demo' })
console.log(`first start (seeds the demo gallery): ${(first.ms / 1000).toFixed(2)} s`)
// The seed's image variants and tiles are made in the background; the figures below are taken without that work.
const imagesMs = await waitForLog(first, /Images ready/)
console.log(`demo images made in the background: ${((first.ms + imagesMs) / 1000).toFixed(1)} s after the start`)
await stopServer(first)

const app = await startServer(base)
const appUrl = `http://127.0.0.1:${app.port}`
console.log(`warm start (existing data): ${(app.ms / 1000).toFixed(2)} s`)
// Nor beside the backup a server makes at once when its BACKUP_DIR is empty.
await startupBackup(base)
console.log(`resident memory after start: ${memoryOf(app.child.pid!).rss.toFixed(1)} MiB`)

for (const pathname of ['/api/artworks', '/api/file/1?w=640']) {
	await load(appUrl + pathname, 1) // warm-up (variants, JIT)
	const r = await load(appUrl + pathname)
	console.log(
		`${pathname.padEnd(20)} ${fmt(r.rps).padStart(7)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   failed ${r.bad}`,
	)
}

// The pages of the issue: the three lists, one exhibition, one artwork.
type Listed = { slug: string; is_visible: boolean }
const db = {
	exhibitions: (await (await fetch(`${appUrl}/api/exhibitions`)).json()) as Listed[],
	artworks: (await (await fetch(`${appUrl}/api/artworks`)).json()) as Listed[],
}
const pick = (items: Listed[], slug: string) =>
	(items.find((i) => i.slug === slug) ?? items.find((i) => i.is_visible))!.slug
const pages = [
	'/',
	'/exhibitions',
	'/collection',
	`/exhibition/${pick(db.exhibitions, 'the-quiet-city')}`,
	`/artwork/${pick(db.artworks, 'crossing')}`,
]

// The very bytes the app serves to an anonymous visitor, as static files.
const staticDir = path.join(base, 'static')
fs.mkdirSync(staticDir)
const files: { pathname: string; file: string; bytes: number }[] = []
for (const [i, pathname] of pages.entries()) {
	const res = await fetch(appUrl + pathname)
	const body = Buffer.from(await res.arrayBuffer())
	files.push({ pathname, file: `/page-${i}.html`, bytes: body.length })
	fs.writeFileSync(path.join(staticDir, `page-${i}.html`), body)
}
const sirv = await startSirv(staticDir)
const sirvUrl = `http://127.0.0.1:${sirv.port}`

console.log(
	`\nPublic pages: the app against sirv serving the same bytes, alternating, ${CONNECTIONS} connections, ${SECONDS} s each, median of ${ROUNDS} rounds`,
)
console.log('| page | bytes | app req/s | static req/s | app / static | app p99 | static p99 |')
console.log('|---|---|---|---|---|---|---|')
for (const { pathname, file, bytes } of files) {
	await load(appUrl + pathname, 1)
	await load(sirvUrl + file, 1)
	const appRuns: Awaited<ReturnType<typeof load>>[] = []
	const staticRuns: Awaited<ReturnType<typeof load>>[] = []
	for (let round = 0; round < ROUNDS; round++) {
		appRuns.push(await load(appUrl + pathname))
		staticRuns.push(await load(sirvUrl + file))
	}
	const a = { rps: median(appRuns.map((r) => r.rps)), p99: median(appRuns.map((r) => r.p99)) }
	const s = { rps: median(staticRuns.map((r) => r.rps)), p99: median(staticRuns.map((r) => r.p99)) }
	const failed = [...appRuns, ...staticRuns].reduce((n, r) => n + r.bad, 0)
	console.log(
		`| \`${pathname}\` | ${fmt(bytes)} | ${fmt(a.rps)} | ${fmt(s.rps)} | ${((a.rps / s.rps) * 100).toFixed(1)}% | ${a.p99} ms | ${s.p99} ms |${failed ? ` ${failed} failed` : ''}`,
	)
}

// The first render after a write (through the page cache: render, hash, gzip) against a render
// for one visitor (a request the cache leaves alone: Express, React Router, streamed and compressed per
// request, the path every page took before the cache), one at a time, as a browser asks.
async function timedGet(pathname: string, headers?: Record<string, string>) {
	const t0 = performance.now()
	const res = await fetch(appUrl + pathname, { headers: { 'Accept-Encoding': 'gzip, deflate, br', ...headers } })
	await res.arrayBuffer()
	if (res.status !== 200) throw new Error(`${pathname}: ${res.status}`)
	return performance.now() - t0
}
const { token } = (await (
	await fetch(`${appUrl}/api/auth/login`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify({ username: 'admin', password: BENCH_PASSWORD }),
	})
).json()) as { token: string }
console.log('\nFirst render after a write, against a render for one visitor (median of 30, one at a time)')
for (const pathname of ['/', '/collection']) {
	const afterWrite: number[] = []
	const perVisitor: number[] = []
	for (let i = 0; i < 30; i++) {
		const put = await fetch(`${appUrl}/api/admin/pages/about`, {
			method: 'PUT',
			headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
			body: JSON.stringify({ content: `Bench ${i}` }),
		})
		if (put.status !== 200) throw new Error(`write: ${put.status}`)
		afterWrite.push(await timedGet(pathname))
		// An unsigned flash cookie: never answered from the cache, and shows nothing.
		perVisitor.push(await timedGet(pathname, { Cookie: 'gallery_toast=none' }))
	}
	console.log(
		`${pathname.padEnd(12)} after a write ${median(afterWrite).toFixed(1)} ms   for one visitor ${median(perVisitor).toFixed(1)} ms`,
	)
}

// A price list of 30 works with images (docs/admin.md, 'Documents'): made on the server, one at a time.
{
	const auth = { Authorization: `Bearer ${token}` }
	const listed = (await (await fetch(`${appUrl}/api/admin/artworks`, { headers: auth })).json()) as {
		id: number
		featured_image: string
	}[]
	const ids = listed.filter((a) => a.featured_image).map((a) => a.id)
	const image = listed.find((a) => a.featured_image)!.featured_image
	while (ids.length < 30) {
		const res = await fetch(`${appUrl}/api/admin/artworks`, {
			method: 'POST',
			headers: { ...auth, 'Content-Type': 'application/json' },
			body: JSON.stringify({ title: `Bench study ${ids.length}`, artist_id: 1, images: [image], price: 900 }),
		})
		ids.push(((await res.json()) as { id: number }).id)
	}
	const body = ids
		.slice(0, 30)
		.map((id) => `ids=${id}`)
		.join('&')
	const times: number[] = []
	let bytes = 0
	for (let i = 0; i < 10; i++) {
		const t0 = performance.now()
		const res = await fetch(`${appUrl}/admin/documents/price-list`, {
			method: 'POST',
			headers: { ...auth, 'Content-Type': 'application/x-www-form-urlencoded' },
			body,
		})
		bytes = (await res.arrayBuffer()).byteLength
		if (res.status !== 200) throw new Error(`price list: ${res.status}`)
		times.push(performance.now() - t0)
	}
	console.log(
		`\nprice list of 30 works with images (PDF): median ${median(times).toFixed(0)} ms of 10, ${(bytes / 1024 / 1024).toFixed(2)} MB`,
	)
}

console.log(`\nresident memory after load: ${memoryOf(app.child.pid!).rss.toFixed(1)} MiB`)

/** User and system CPU the server process has used so far, in milliseconds. */
function cpuMsOf(pid: number) {
	const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
	return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
}

// Hostile query strings: every request a URL nobody asked for before (searches that find nothing, tracking
// parameters and made-up parameters on the largest pages), as a crawler or an attacker sends them. The server
// must stay under 300 MB resident (docs/decisions/004-storage-layout.md) and keep answering real pages from memory.
if (HOSTILE > 0) {
	const kinds = [
		(r: string) => `/collection?q=${r}`,
		(r: string) => `/collection?utm_source=${r}`,
		(r: string) => `/?fbclid=${r}`,
		(r: string) => `/artwork/${pick(db.artworks, 'crossing')}?ref=${r}&page=2`,
		(r: string) => `/collection?availability=sold&q=${r.slice(0, 3)}&utm_campaign=${r}`,
	]
	const step = Math.max(1, Math.round(HOSTILE / 12))
	const workers = 8
	const times: number[] = []
	let sent = 0
	let failed = 0
	const cpu0 = cpuMsOf(app.child.pid!)
	const t0 = performance.now()
	console.log(`\n${fmt(HOSTILE)} hostile query strings, ${workers} at a time: resident memory as they arrive`)
	console.log('| requests | seconds | req/s | server CPU ms per request | resident MiB | peak MiB |')
	console.log('|---|---|---|---|---|---|')
	let mark = { at: t0, cpu: cpu0, sent: 0 }
	const report = () => {
		const now = performance.now()
		const cpu = cpuMsOf(app.child.pid!)
		const { rss, peak } = memoryOf(app.child.pid!)
		console.log(
			`| ${fmt(sent)} | ${((now - t0) / 1000).toFixed(0)} | ${fmt(((sent - mark.sent) * 1000) / (now - mark.at))} | ${((cpu - mark.cpu) / (sent - mark.sent)).toFixed(1)} | ${rss.toFixed(0)} | ${peak.toFixed(0)} |`,
		)
		mark = { at: now, cpu, sent }
	}
	await Promise.all(
		Array.from({ length: workers }, async () => {
			while (sent < HOSTILE) {
				const i = sent++
				const pathname = kinds[i % kinds.length]!(crypto.randomBytes(8).toString('hex'))
				const t = performance.now()
				const res = await fetch(appUrl + pathname, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
				await res.arrayBuffer()
				times.push(performance.now() - t)
				if (res.status >= 500) failed++
				if ((i + 1) % step === 0) report()
			}
		}),
	)
	const cpuPerRequest = (cpuMsOf(app.child.pid!) - cpu0) / HOSTILE
	console.log(
		`hostile queries: median ${median(times).toFixed(1)} ms, server CPU ${cpuPerRequest.toFixed(1)} ms per request, ${failed} answered 5xx`,
	)
	await new Promise((r) => setTimeout(r, 5000))
	const real: number[] = []
	for (let i = 0; i < 30; i++) real.push(await timedGet('/collection'))
	const { rss, peak } = memoryOf(app.child.pid!)
	console.log(
		`after the hostile queries: /collection median ${median(real).toFixed(1)} ms, resident ${rss.toFixed(1)} MiB (peak ${peak.toFixed(1)} MiB)`,
	)
}
await stopServer(sirv)
await stopServer(app)
fs.rmSync(base, { recursive: true, force: true })
