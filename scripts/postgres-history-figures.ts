// Throwaway measurement: the grown gallery with its history (bench:scale's) in PostgreSQL, written as
// `bench:scale -- --store postgres` writes it, measured without bench:scale's other columns (the demo, the JSON store),
// so that it takes a few minutes instead of a quarter of an hour:
// - the built server's start (twice) and its resident memory once the start-up backup is made (settled 5 s);
// - a campaign to the 100,000 readers queued by the server's worker, `/exhibitions` requested meanwhile, as bench:scale
//   does;
// - `--pages`: the public pages, uncached, 30 requests each after 5 to warm up; with `--json` the same gallery on the
//   JSON store too, the two servers taking turns (twice each), so that both see the machine's load alike;
// - `--in-process`: the same campaign queued in this process through the store's own code (`queueNextChunk`), each
//   change's time split into its phases: the change made on a draft, PostgreSQL's transaction (the statements and the
//   commit), and applying it to memory;
// - `--keep`: the cluster and the data folder kept until Ctrl-C, their addresses printed (to start a server by hand).
// The load average is printed beside every figure.
// `node scripts/node.js scripts/postgres-history-figures.ts [--no-server] [--pages [--json]] [--in-process] [--keep]`
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import postgres from 'postgres'
import { validateDatabase } from '#app/data/db-schema.ts'
import { migrate, writeDatabase } from '#app/data/postgres/store.server.ts'
import { startPostgres } from '../tests/support/postgres.ts'
import { writeGrownGallery } from './grown-gallery.ts'
import { ensureBuild } from './site-build.ts'
import {
	login,
	memoryOf,
	request,
	sequential,
	startServer,
	startupBackup,
	stopServer,
	waitForLog,
} from './bench-support.ts'

const args = process.argv.slice(2)
const load = () => `(load ${os.loadavg()[0]!.toFixed(2)})`
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const env = { TRUST_PROXY: '1', PAGE_CACHE_MB: '0' }

const base = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-pg-history-'))
const cluster = await startPostgres()
try {
	const url = await cluster.createDatabase()
	const dataDir = path.join(base, 'data')
	const t = performance.now()
	await writeGrownGallery({ dataDir, uploadsDir: path.join(base, 'uploads'), history: true })
	const legacy = path.join(dataDir, 'db.json')
	const checked = validateDatabase(JSON.parse(fs.readFileSync(legacy, 'utf8')))
	if (!checked.ok) throw new Error(`The grown gallery failed validation at ${checked.problem}`)
	fs.rmSync(legacy)
	const sql = postgres(url, { max: 1, onnotice: () => {} })
	await migrate(sql)
	await sql.begin((tx) => writeDatabase(tx as unknown as postgres.Sql, checked.data))
	await sql.end({ timeout: 5 })
	console.log(`written into PostgreSQL in ${seconds(performance.now() - t)} ${load()}`)

	const pgEnv = { ...env, DATABASE_URL: url }
	if (!args.includes('--no-server') || args.includes('--pages')) {
		ensureBuild()
		const first = await firstStart(base, pgEnv)
		console.log(`first start ${seconds(first)} ${load()}`)
	}
	if (!args.includes('--no-server')) {
		for (let i = 0; i < 2; i++) await startAndMemory(base, pgEnv)
		await queueOnServer(base, pgEnv)
	}
	if (args.includes('--pages')) {
		const targets: [string, string, Record<string, string>][] = [['PostgreSQL', base, pgEnv]]
		if (args.includes('--json')) {
			const jsonBase = path.join(base, 'json')
			await writeGrownGallery({
				dataDir: path.join(jsonBase, 'data'),
				uploadsDir: path.join(jsonBase, 'uploads'),
				history: true,
			})
			console.log(`JSON store's first start ${seconds(await firstStart(jsonBase, env))} ${load()}`)
			targets.push(['JSON', jsonBase, env])
		}
		for (let round = 0; round < 2; round++) for (const [label, folder, e] of targets) await pages(label, folder, e)
	}
	if (args.includes('--in-process')) await queueInProcess(url, base)
	if (args.includes('--keep')) {
		console.log(`kept: DATABASE_URL=${url} DATA_DIR=${dataDir}; Ctrl-C removes them`)
		const alive = setInterval(() => {}, 60_000)
		await new Promise((resolve) => process.once('SIGINT', resolve))
		clearInterval(alive)
	}
} finally {
	await cluster.destroy()
	fs.rmSync(base, { recursive: true, force: true })
}
// A store opened in this process (`--in-process`) keeps its pool and timers.
process.exit(0)

/** The first start (the migration, the contacts linked, the images' variants made); answers its time. */
async function firstStart(folder: string, extra: Record<string, string>) {
	const server = await startServer(folder, { ...extra, SEED: 'demo' })
	await waitForLog(server, /Images ready/)
	await stopServer(server)
	return server.ms
}

async function startAndMemory(folder: string, extra: Record<string, string>) {
	fs.rmSync(path.join(folder, 'backups'), { recursive: true, force: true })
	const server = await startServer(folder, extra)
	const backupMs = await startupBackup(folder)
	await new Promise((r) => setTimeout(r, 5000))
	const memory = memoryOf(server.child.pid!)
	await stopServer(server)
	console.log(
		`start ${seconds(server.ms)} ${load()}, backup at start ${seconds(backupMs)}, resident memory settled ${memory.rss.toFixed(0)} MB (peak ${memory.peak.toFixed(0)} MB) ${load()}`,
	)
}

/** As bench:scale's measureQueue: "Send now" to every reader, `/exhibitions` asked meanwhile, until queued. */
async function queueOnServer(folder: string, extra: Record<string, string>) {
	fs.rmSync(path.join(folder, 'backups'), { recursive: true, force: true })
	const server = await startServer(folder, {
		...extra,
		SMTP_URL: 'smtp://127.0.0.1:9',
		PUBLIC_URL: 'https://gallery.example.org',
		NEWSLETTER_SEND_PER_MINUTE: '1',
	})
	await startupBackup(folder)
	const { port } = server
	const auth = { Authorization: `Bearer ${await login(port)}` }
	const created = JSON.parse(
		(await request(port, 'POST', '/api/admin/campaigns', { body: { subject: 'Bench campaign' }, headers: auth })).text,
	) as { id: number }
	const times: number[] = []
	const t = performance.now()
	await request(port, 'POST', `/api/admin/campaigns/${created.id}/send`, { body: {}, headers: auth })
	for (let i = 0, status = 'scheduled'; status === 'scheduled'; i++) {
		times.push((await request(port, 'GET', `/exhibitions?queue=${i}`)).ms)
		status = JSON.parse((await request(port, 'GET', `/api/admin/campaigns/${created.id}`, { headers: auth })).text)
			.status as string
	}
	const ms = performance.now() - t
	await stopServer(server)
	times.sort((a, b) => a - b)
	console.log(
		`campaign to 100,000 readers queued by the server in ${seconds(ms)}, /exhibitions median ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms (${times.length} requests) ${load()}`,
	)
}

async function pages(label: string, folder: string, extra: Record<string, string>) {
	fs.rmSync(path.join(folder, 'backups'), { recursive: true, force: true })
	const server = await startServer(folder, extra)
	await startupBackup(folder)
	const figures: string[] = []
	for (const pathname of ['/collection', '/collection?q=river', '/exhibitions', '/artists', '/', '/artist/artist-2']) {
		const join = pathname.includes('?') ? '&' : '?'
		for (let i = 0; i < 5; i++) await request(server.port, 'GET', `${pathname}${join}warm=${i}`)
		const r = await sequential(30, (i) => request(server.port, 'GET', `${pathname}${join}bench=${i}`))
		figures.push(`${pathname} ${r.median.toFixed(1)}${r.failed ? ` (${r.failed} failed)` : ''}`)
	}
	await stopServer(server)
	console.log(`${label}: ${figures.join(', ')} ms (medians) ${load()}`)
}

async function queueInProcess(url: string, folder: string) {
	Object.assign(process.env, {
		NODE_ENV: 'production',
		DATABASE_URL: url,
		DATA_DIR: path.join(folder, 'data'),
		UPLOADS_DIR: path.join(folder, 'uploads'),
		BACKUP_DIR: path.join(folder, 'backups'),
		ADMIN_PASSWORD: 'bench-password-1',
	})
	const { ready } = await import('#app/data/db.server.ts')
	const { createCampaign, scheduleCampaign, queueNextChunk } = await import('#app/data/campaigns.server.ts')
	const { CampaignSchema } = await import('#app/schemas/campaign.ts')
	let t = performance.now()
	const store = await ready()
	console.log(`store opened in this process in ${seconds(performance.now() - t)} ${load()}`)
	// Each change's phases: made on its draft (`make`), the transaction around it, applied to memory after it.
	const phases = { make: 0, transaction: 0, apply: 0 }
	const write = store.writer.write.bind(store.writer)
	let written = 0
	store.writer.write = async (make, s) => {
		const start = performance.now()
		let made = 0
		await write(() => {
			const m = performance.now()
			const entries = make()
			made += performance.now() - m
			return entries
		}, s)
		written = performance.now()
		phases.make += made
		phases.transaction += written - start - made
	}
	const campaign = await createCampaign(CampaignSchema.parse({ subject: 'Figures' }), null)
	await scheduleCampaign(campaign.id, null, null)
	Object.assign(phases, { make: 0, transaction: 0, apply: 0 })
	const before = store.count('deliveries')
	t = performance.now()
	let changes = 0
	for (let done = false; !done; changes++) {
		done = await queueNextChunk(campaign.id)
		phases.apply += performance.now() - written
	}
	console.log(
		`${store.count('deliveries') - before} deliveries queued in this process in ${changes} changes, ${seconds(performance.now() - t)}: made ${seconds(phases.make)}, PostgreSQL's transactions ${seconds(phases.transaction)}, applied ${seconds(phases.apply)} ${load()}`,
	)
}
