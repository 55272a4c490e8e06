// `npm run bench:scale`: the same requests on the demo gallery and on a grown one
// (10,000 artworks, 300 exhibitions, 100,000 subscribers), built in a temporary
// folder from a schema-version-1 db.json, printed side by side. Figures, not assertions.
// Page timings are uncached renders: the servers run with the page cache off.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { writeGrownGallery } from './grown-gallery.ts'
import { ensureBuild } from './site-build.ts'
import {
	closeAgent,
	load,
	login,
	memoryOf,
	request,
	sequential,
	startServer,
	startupBackup,
	stopServer,
	waitForLog,
} from './bench-support.ts'

const COUNT = Number(process.env.BENCH_REQUESTS ?? 30)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
// A page keys only on the parameters it reads, so a query string of its own would
// no longer miss the cache: the cache is turned off instead.
const env = { TRUST_PROXY: '1', PAGE_CACHE_MB: '0' }

ensureBuild()
const base = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-bench-scale-'))

/** Starts the first time (seed or migration) and stops; answers that start's time and what `read` found. */
type Target = { artistSlug: string; largestArtistSlug: string; artworkId: number }

async function firstStart(folder: string, read: (port: number) => Promise<Target>) {
	const server = await startServer(folder, { ...env, SEED: 'demo' })
	const found = await read(server.port)
	// Both galleries have images: their variants and tiles are made now, so that the figures are taken without it.
	await waitForLog(server, /Images ready/)
	await stopServer(server)
	return { ms: server.ms, ...found }
}

async function measure(name: string, folder: string, target: Target & { ms: number }) {
	// A server whose BACKUP_DIR holds no backup makes one at once: the figures are taken after it.
	fs.rmSync(path.join(folder, 'backups'), { recursive: true, force: true })
	const server = await startServer(folder, env)
	const { port } = server
	const backupMs = await startupBackup(folder)
	const token = await login(port)
	const auth = { Authorization: `Bearer ${token}` }
	let client = 0
	// A client address of its own per sign-up, so a per-address rate limit does not count here.
	const from = () => ({ 'X-Forwarded-For': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client++ & 255}` })
	const page = async (pathname: string) => {
		for (let i = 0; i < 5; i++) await request(port, 'GET', `${pathname}?warm=${i}`)
		return sequential(COUNT, (i) => request(port, 'GET', `${pathname}?bench=${i}`))
	}

	// How long a small read waits while writes go on (on a busy machine the maximum also holds scheduler noise).
	const reads: number[] = []
	let writing = true
	const poller = (async () => {
		while (writing) {
			reads.push((await request(port, 'GET', '/api/health')).ms)
			await new Promise((r) => setTimeout(r, 5))
		}
	})()
	const write = await sequential(COUNT, (i) =>
		request(port, 'PUT', `/api/admin/artworks/${target.artworkId}`, {
			body: { title: `Bench title ${i}` },
			headers: auth,
		}),
	)
	const signup = await sequential(COUNT, (i) =>
		request(port, 'POST', '/api/newsletter/subscribe', {
			body: { email: `bench-${name}-${i}@example.com`, name: 'Bench' },
			headers: from(),
		}),
	)
	writing = false
	await poller

	const rows = {
		'admin write (PUT one artwork)': write,
		'newsletter sign-up': signup,
		'/collection': await page('/collection'),
		'/artist/{slug}': await page(`/artist/${target.artistSlug}`),
		'/artist/{slug}, the largest (grown: 2,000 works)': await page(`/artist/${target.largestArtistSlug}`),
		'/exhibitions': await page('/exhibitions'),
		'/artists': await page('/artists'),
		'/ (home)': await page('/'),
		'GET /api/admin/newsletter': await sequential(COUNT, () =>
			request(port, 'GET', '/api/admin/newsletter', { headers: auth }),
		),
	}
	await load(port, '/collection', { connections: 10, seconds: 2 }) // warm-up
	const concurrent = await load(port, '/collection', { connections: 10, seconds: SECONDS })
	const memory = memoryOf(server.child.pid!)
	await stopServer(server)
	reads.sort((a, b) => a - b)
	const stall = { p95: reads[Math.floor(reads.length * 0.95)] ?? NaN, max: reads.at(-1) ?? NaN }
	return { firstMs: target.ms, startMs: server.ms, backupMs, rows, concurrent, memory, stall }
}

/**
 * "Send now" to every subscriber (the grown gallery's 100,000, none with an unsubscribe secret yet, so queueing gives
 * each one): the time until every delivery is written, and the median of public page requests made meanwhile. The
 * mail server is a port nobody listens on, so the sender only waits; what is measured is the queue.
 */
async function measureQueue(folder: string) {
	fs.rmSync(path.join(folder, 'backups'), { recursive: true, force: true })
	const server = await startServer(folder, {
		...env,
		SMTP_URL: 'smtp://127.0.0.1:9',
		PUBLIC_URL: 'https://gallery.example.org',
		NEWSLETTER_SEND_PER_MINUTE: '1',
	})
	const { port } = server
	await startupBackup(folder)
	const auth = { Authorization: `Bearer ${await login(port)}` }
	const created = JSON.parse(
		(await request(port, 'POST', '/api/admin/campaigns', { body: { subject: 'Bench campaign' }, headers: auth })).text,
	) as { id: number }
	const pages: number[] = []
	const t0 = performance.now()
	await request(port, 'POST', `/api/admin/campaigns/${created.id}/send`, { body: {}, headers: auth })
	let status = 'scheduled'
	let i = 0
	while (status === 'scheduled') {
		pages.push((await request(port, 'GET', `/exhibitions?queue=${i++}`)).ms)
		status = JSON.parse(
			(await request(port, 'GET', `/api/admin/campaigns/${created.id}`, { headers: auth })).text,
		).status
	}
	const queueMs = performance.now() - t0
	await stopServer(server)
	pages.sort((a, b) => a - b)
	return { queueMs, pageMedian: pages[Math.floor(pages.length / 2)] ?? NaN, pages: pages.length }
}

/** The slug of the artist with the most visible works (the demo has no grown artist: its largest stands in). */
function largestArtist(artworks: { artist_name: string }[]) {
	const counts = new Map<string, number>()
	for (const w of artworks) counts.set(w.artist_name, (counts.get(w.artist_name) ?? 0) + 1)
	const [name] = [...counts].sort((a, b) => b[1] - a[1])[0]!
	return name
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-|-$/g, '')
}

const demoDir = path.join(base, 'demo')
const demo = await measure(
	'demo',
	demoDir,
	await firstStart(demoDir, async (port) => ({
		artistSlug: JSON.parse((await request(port, 'GET', '/api/artists')).text)[0].slug,
		largestArtistSlug: largestArtist(JSON.parse((await request(port, 'GET', '/api/artworks')).text)),
		artworkId: JSON.parse((await request(port, 'GET', '/api/artworks')).text)[0].id,
	})),
)

const grownDir = path.join(base, 'grown')
const t0 = performance.now()
const built = await writeGrownGallery({
	dataDir: path.join(grownDir, 'data'),
	uploadsDir: path.join(grownDir, 'uploads'),
})
console.log(
	`grown gallery written in ${((performance.now() - t0) / 1000).toFixed(1)} s: db.json ${(built.bytes / 1024 / 1024).toFixed(1)} MB (schema version 1)`,
)
const grown = await measure('grown', grownDir, await firstStart(grownDir, async () => built))
const queue = await measureQueue(grownDir)

const ms = (r: { median: number; failed: number }) =>
	`${r.median.toFixed(1)} ms${r.failed ? ` (${r.failed} failed)` : ''}`
const table = [
	['request', 'demo', 'grown'],
	['---', '---', '---'],
	...(Object.keys(demo.rows) as (keyof typeof demo.rows)[]).map((key) => [
		key,
		ms(demo.rows[key]),
		ms(grown.rows[key]),
	]),
	['`/collection` at 10 connections', `${demo.concurrent.rps} req/s`, `${grown.concurrent.rps} req/s`],
	[
		'a read during writes (p95 / max)',
		`${demo.stall.p95.toFixed(1)} / ${demo.stall.max.toFixed(1)} ms`,
		`${grown.stall.p95.toFixed(1)} / ${grown.stall.max.toFixed(1)} ms`,
	],
	['first start (seed / migration)', `${(demo.firstMs / 1000).toFixed(2)} s`, `${(grown.firstMs / 1000).toFixed(2)} s`],
	['start-up', `${(demo.startMs / 1000).toFixed(2)} s`, `${(grown.startMs / 1000).toFixed(2)} s`],
	[
		'the backup made at start (in the server)',
		`${(demo.backupMs / 1000).toFixed(2)} s`,
		`${(grown.backupMs / 1000).toFixed(2)} s`,
	],
	[
		'queue a campaign to every subscriber (100,000 in grown) / median `/exhibitions` meanwhile',
		'—',
		`${(queue.queueMs / 1000).toFixed(2)} s / ${queue.pageMedian.toFixed(1)} ms (${queue.pages} requests)`,
	],
	[
		'resident memory (peak)',
		`${demo.memory.rss.toFixed(0)} MB (${demo.memory.peak.toFixed(0)})`,
		`${grown.memory.rss.toFixed(0)} MB (${grown.memory.peak.toFixed(0)})`,
	],
]
console.log(`\nmedians of ${COUNT} sequential requests; pages uncached\n`)
for (const row of table) console.log(`| ${row.join(' | ')} |`)
closeAgent()
fs.rmSync(base, { recursive: true, force: true })
