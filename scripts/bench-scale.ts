// `npm run bench:scale`: the same requests on the demo gallery and on a grown one
// (10,000 artworks, 300 exhibitions, 100,000 subscribers, and the history of years of use: 50 revisions of every
// artwork and exhibition, 10,000 activity entries, 20,000 enquiries and a sent campaign's 100,000 deliveries), built
// in a temporary folder from a schema-version-1 db.json, printed side by side. Figures, not assertions.
// `--no-history` leaves the history out (the grown gallery as it was measured before it had any).
// Page timings are uncached renders: the servers run with the page cache off.
// Resident memory is read three times, each after SETTLE_SECONDS with nothing asked: once the start-up backup is made,
// after all the requests (the 10-connection load last), and after queueing a campaign to every subscriber; the peak
// (VmHWM) beside them. The servers run as `npm start` runs them (SERVER_NODE_FLAGS, serverEnv).
//
// `--store postgres` measures the grown gallery a second time with its records in PostgreSQL (written straight into
// a new database with the store's own writer), in the same run, so that the two columns share the machine's load. The
// cluster is a throwaway one started from the machine's PostgreSQL binaries, or the server at `--database-url`
// (a maintenance address: a database of the run's own is made there and dropped at the end).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import postgres from 'postgres'
import { createDatabaseOn, type PostgresCluster, postgresAvailable, startPostgres } from '../tests/support/postgres.ts'
import { GROWN_HISTORY } from './grown-gallery.ts'
import { ensureBuild } from './site-build.ts'
import {
	closeAgent,
	load,
	login,
	memoryOf,
	nodeOutput,
	request,
	root,
	sequential,
	startServer,
	startupBackup,
	stopServer,
	waitForLog,
} from './bench-support.ts'

const COUNT = Number(process.env.BENCH_REQUESTS ?? 30)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 5)
// A page keys only on the parameters it reads, so a query string of its own would
// no longer miss the cache: the cache is turned off instead.
const env = { TRUST_PROXY: '1', PAGE_CACHE_MB: '0' }

const args = process.argv.slice(2)
const option = (name: string) => {
	const i = args.indexOf(name)
	return i >= 0 ? args[i + 1] : undefined
}
const wantsPostgres = option('--store') === 'postgres' || Boolean(option('--database-url'))
const history = !args.includes('--no-history')

ensureBuild()
const base = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-bench-scale-'))

/** Starts the first time (seed or migration) and stops; answers that start's time and what `read` found. */
type Target = { artistSlug: string; largestArtistSlug: string; artworkId: number }

async function firstStart(
	folder: string,
	read: (port: number) => Promise<Target>,
	extraEnv: Record<string, string> = {},
) {
	const server = await startServer(folder, { ...env, ...extraEnv, SEED: 'demo' })
	const found = await read(server.port)
	// Both galleries have images: their variants and tiles are made now, so that the figures are taken without it.
	await waitForLog(server, /Images ready/)
	await stopServer(server)
	return { ms: server.ms, ...found }
}

async function measure(
	name: string,
	folder: string,
	target: Target & { ms: number },
	extraEnv: Record<string, string> = {},
) {
	// A server whose BACKUP_DIR holds no backup makes one at once: the figures are taken after it.
	fs.rmSync(path.join(folder, 'backups'), { recursive: true, force: true })
	const server = await startServer(folder, { ...env, ...extraEnv })
	const { port } = server
	const backupMs = await startupBackup(folder)
	const afterStart = await settledMemory(server.child.pid!)
	const token = await login(port)
	const auth = { Authorization: `Bearer ${token}` }
	let client = 0
	// A client address of its own per sign-up, so a per-address rate limit does not count here.
	const from = () => ({ 'X-Forwarded-For': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client++ & 255}` })
	// Pages are uncached (PAGE_CACHE_MB=0): every request is rendered, a search too (its own parameters kept first).
	const page = async (pathname: string) => {
		const join = pathname.includes('?') ? '&' : '?'
		for (let i = 0; i < 5; i++) await request(port, 'GET', `${pathname}${join}warm=${i}`)
		return sequential(COUNT, (i) => request(port, 'GET', `${pathname}${join}bench=${i}`))
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
		// A word in a fifth of the grown gallery's titles (scripts/grown-gallery.ts): 2,000 works found, a page shown.
		'/collection?q=harbour (a search)': await page('/collection?q=harbour'),
		'/artist/{slug}': await page(`/artist/${target.artistSlug}`),
		'/artist/{slug}, the largest (grown: 2,000 works)': await page(`/artist/${target.largestArtistSlug}`),
		'/exhibitions': await page('/exhibitions'),
		'/artists': await page('/artists'),
		'/ (home)': await page('/'),
		'GET /api/admin/newsletter': await sequential(COUNT, () =>
			request(port, 'GET', '/api/admin/newsletter', { headers: auth }),
		),
	}
	const collection = `http://127.0.0.1:${port}/collection`
	await load(collection, { connections: 10, seconds: 2 }) // warm-up
	const concurrent = await load(collection, { connections: 10, seconds: SECONDS })
	const afterLoad = await settledMemory(server.child.pid!)
	const memory = { afterStart: afterStart.rss, afterLoad: afterLoad.rss, peak: afterLoad.peak }
	await stopServer(server)
	reads.sort((a, b) => a - b)
	const stall = { p95: reads[Math.floor(reads.length * 0.95)] ?? NaN, max: reads.at(-1) ?? NaN }
	return { firstMs: target.ms, startMs: server.ms, backupMs, rows, concurrent, memory, stall }
}

/**
 * Resident memory once the server has been left alone for SETTLE_SECONDS (what it keeps, not what a burst of work
 * took for a moment), and its peak since it started (VmHWM), in MiB.
 */
async function settledMemory(pid: number) {
	await new Promise((r) => setTimeout(r, SETTLE_SECONDS * 1000))
	return memoryOf(pid)
}

/**
 * "Send now" to every subscriber (the grown gallery's 100,000, none with an unsubscribe secret yet, so queueing gives
 * each one): the time until every delivery is written, and the median of public page requests made meanwhile. The
 * mail server is a port nobody listens on, so the sender only waits; what is measured is the queue.
 */
async function measureQueue(folder: string, extraEnv: Record<string, string> = {}) {
	fs.rmSync(path.join(folder, 'backups'), { recursive: true, force: true })
	const server = await startServer(folder, {
		...env,
		...extraEnv,
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
	const memory = await settledMemory(server.child.pid!)
	await stopServer(server)
	pages.sort((a, b) => a - b)
	return { queueMs, pageMedian: pages[Math.floor(pages.length / 2)] ?? NaN, pages: pages.length, memory }
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

/** The cluster and a new database on it for the PostgreSQL column; null (with one line said) when there is none. */
async function openPostgres(): Promise<{ url: string; close: () => Promise<void> } | null> {
	const given = option('--database-url')
	let cluster: PostgresCluster | null = null
	try {
		if (!given && !postgresAvailable()) throw new Error('no PostgreSQL binaries on this machine')
		const maintenance = given ?? (cluster = await startPostgres()).url
		const url = await createDatabaseOn(maintenance, `gallery_bench_${process.pid}`)
		return {
			url,
			close: async () => {
				if (cluster) return cluster.destroy()
				const sql = postgres(maintenance, { max: 1, onnotice: () => {} })
				await sql.unsafe(`DROP DATABASE IF EXISTS gallery_bench_${process.pid} WITH (FORCE)`)
				await sql.end({ timeout: 5 })
			},
		}
	} catch (error) {
		await cluster?.destroy()
		console.log(`PostgreSQL cannot be started (${(error as Error).message}): measuring the JSON store alone.`)
		return null
	}
}

const cpus = os.cpus().length
const loadNow = () => os.loadavg().map((n) => n.toFixed(2))
const loadAtStart = loadNow()
const pg = wantsPostgres ? await openPostgres() : null

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

/**
 * Writes the grown gallery into `folder` (or, with `url`, into that PostgreSQL database) by scripts/write-grown.ts, in
 * a process of its own: made here, its 388 MB would slow this process's client of every request timed afterwards.
 */
async function writeGrown(folder: string, url?: string) {
	const args = [path.join(root, 'scripts/node.js'), 'scripts/write-grown.ts', folder]
	if (url) args.push('--database-url', url)
	if (!history) args.push('--no-history')
	const out = await nodeOutput(args, 'Writing the grown gallery')
	return JSON.parse(out.trim().split('\n').at(-1)!) as Target & { bytes: number }
}

const grownDir = path.join(base, 'grown')
const t0 = performance.now()
const built = await writeGrown(grownDir)
console.log(
	`grown gallery written in ${((performance.now() - t0) / 1000).toFixed(1)} s: db.json ${(built.bytes / 1024 / 1024).toFixed(1)} MB (schema version 1), ${history ? `with history: ${GROWN_HISTORY.revisionsPerRecord} revisions of every artwork and exhibition, ${GROWN_HISTORY.activity} activity entries, ${GROWN_HISTORY.enquiries} enquiries, a sent campaign's deliveries` : 'without history'}`,
)

const grown = await measure('grown', grownDir, await firstStart(grownDir, async () => built))
const queue = await measureQueue(grownDir)

const pgDir = path.join(base, 'grown-postgres')
let onPg: { grown: typeof grown; queue: typeof queue } | null = null
if (pg) {
	try {
		const pgEnv = { DATABASE_URL: pg.url }
		const t = performance.now()
		const written = await writeGrown(pgDir, pg.url)
		console.log(`grown gallery written into PostgreSQL in ${((performance.now() - t) / 1000).toFixed(1)} s`)
		const measured = await measure('pg', pgDir, await firstStart(pgDir, async () => written, pgEnv), pgEnv)
		onPg = { grown: measured, queue: await measureQueue(pgDir, pgEnv) }
	} finally {
		await pg.close()
	}
}
const loadAtEnd = loadNow()

const ms = (r: { median: number; failed: number }) =>
	`${r.median.toFixed(1)} ms${r.failed ? ` (${r.failed} failed)` : ''}`
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`
const rate = (r: { rps: number; bad: number }) => `${Math.round(r.rps)} req/s${r.bad ? ` (${r.bad} failed)` : ''}`
/** A row: the demo's and the grown gallery's figures on the JSON store, then (with PostgreSQL) its own and the ratio. */
const row = (label: string, d: string, g: string, p?: string | null, r?: string | null) =>
	onPg ? [label, d, g, p ?? '—', r ?? '—'] : [label, d, g]
const seconds = (n: number) => `${(n / 1000).toFixed(2)} s`
const mb = (n: number) => `${n.toFixed(0)} MB`
const table = [
	onPg
		? ['request', 'demo (JSON)', 'grown (JSON)', 'grown (PostgreSQL)', 'PostgreSQL / JSON']
		: ['request', 'demo', 'grown'],
	onPg ? ['---', '---', '---', '---', '---'] : ['---', '---', '---'],
	...(Object.keys(demo.rows) as (keyof typeof demo.rows)[]).map((key) =>
		row(
			key,
			ms(demo.rows[key]),
			ms(grown.rows[key]),
			onPg && ms(onPg.grown.rows[key]),
			onPg && ratio(onPg.grown.rows[key].median, grown.rows[key].median),
		),
	),
	row(
		'`/collection` at 10 connections',
		rate(demo.concurrent),
		rate(grown.concurrent),
		onPg && rate(onPg.grown.concurrent),
		onPg && ratio(onPg.grown.concurrent.rps, grown.concurrent.rps),
	),
	row(
		'a read during writes (p95 / max)',
		`${demo.stall.p95.toFixed(1)} / ${demo.stall.max.toFixed(1)} ms`,
		`${grown.stall.p95.toFixed(1)} / ${grown.stall.max.toFixed(1)} ms`,
		onPg && `${onPg.grown.stall.p95.toFixed(1)} / ${onPg.grown.stall.max.toFixed(1)} ms`,
	),
	row(
		'first start (seed / migration)',
		seconds(demo.firstMs),
		seconds(grown.firstMs),
		onPg && seconds(onPg.grown.firstMs),
	),
	row(
		'start-up',
		seconds(demo.startMs),
		seconds(grown.startMs),
		onPg && seconds(onPg.grown.startMs),
		onPg && ratio(onPg.grown.startMs, grown.startMs),
	),
	row(
		'the backup made at start (in the server)',
		seconds(demo.backupMs),
		seconds(grown.backupMs),
		onPg && seconds(onPg.grown.backupMs),
	),
	row(
		'queue a campaign to every subscriber (100,000 in grown) / median `/exhibitions` meanwhile',
		'—',
		`${seconds(queue.queueMs)} / ${queue.pageMedian.toFixed(1)} ms (${queue.pages} requests)`,
		onPg && `${seconds(onPg.queue.queueMs)} / ${onPg.queue.pageMedian.toFixed(1)} ms (${onPg.queue.pages} requests)`,
	),
	row(
		'resident memory after start (the start-up backup made, settled)',
		mb(demo.memory.afterStart),
		mb(grown.memory.afterStart),
		onPg && mb(onPg.grown.memory.afterStart),
	),
	row(
		'resident memory after the requests above (settled)',
		mb(demo.memory.afterLoad),
		mb(grown.memory.afterLoad),
		onPg && mb(onPg.grown.memory.afterLoad),
	),
	row(
		'resident memory, peak (start and requests)',
		mb(demo.memory.peak),
		mb(grown.memory.peak),
		onPg && mb(onPg.grown.memory.peak),
	),
	row(
		'resident memory after queueing the campaign (settled / peak)',
		'—',
		`${mb(queue.memory.rss)} / ${mb(queue.memory.peak)}`,
		onPg && `${mb(onPg.queue.memory.rss)} / ${mb(onPg.queue.memory.peak)}`,
	),
]
console.log(
	`\nmedians of ${COUNT} sequential requests; pages uncached; memory settled: read after ${SETTLE_SECONDS} s with nothing asked`,
)
console.log(
	`machine: ${cpus} cores, load average (1/5/15 min) ${loadAtStart.join(' ')} at the start, ${loadAtEnd.join(' ')} at the end\n`,
)
for (const line of table) console.log(`| ${line.join(' | ')} |`)
closeAgent()
fs.rmSync(base, { recursive: true, force: true })
