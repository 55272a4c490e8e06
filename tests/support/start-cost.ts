// What one test server costs: `node scripts/node.js tests/support/start-cost.ts [starts] [--empty]`.
// Starts the built server the way the integration tests do (a copy of the seeded demo template, or SEED=empty), several
// times one after another, and prints for each the time from spawn to listening and the CPU time the process used
// until it listened and until it went quiet (what it does in the background after listening: the daily backup, the
// image backfill). CPU time does not depend on what else the machine runs; wall time does, so compare medians.
// With --postgres, a throwaway cluster is started and each server gets its own database on it, copied from the
// seeded template database as on the PostgreSQL tier.
import fs from 'node:fs'
import { ensureBuild } from '../../scripts/site-build.ts'
import { startPostgres } from './postgres.ts'
import { preparePostgresTemplate, prepareTemplate, startServer } from './server.ts'

const starts = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 5)
const seed = process.argv.includes('--empty') ? 'empty' : 'demo'

const cpuMs = (pid: number) => {
	try {
		const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
		return (Number(fields[11]) + Number(fields[12])) * 10
	} catch {
		return NaN
	}
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

ensureBuild()
await prepareTemplate()
const cluster = process.argv.includes('--postgres') ? await startPostgres() : null
if (cluster) {
	process.env.TEST_STORE = 'postgres'
	process.env.TEST_POSTGRES_URL = cluster.url
	// --no-template: each database migrated and written record by record, as before the template database.
	if (!process.argv.includes('--no-template'))
		process.env.TEST_POSTGRES_TEMPLATE = await preparePostgresTemplate(cluster.url)
}
// ownMs: the CPU this (the test's) process spent making the server's folders and database and starting it.
const rows: { listenMs: number; cpuListen: number; cpuQuiet: number; quietMs: number; ownMs: number }[] = []
for (let i = 0; i < starts; i++) {
	const t0 = performance.now()
	const cpu0 = process.cpuUsage()
	const server = await startServer({ seed })
	const listenMs = performance.now() - t0
	const own = process.cpuUsage(cpu0)
	const ownMs = Math.round((own.user + own.system) / 1000)
	const cpuListen = cpuMs(server.pid)
	// Quiet: no CPU used for two seconds in a row (or 60 s passed).
	let last = cpuListen
	let still = 0
	const waitStart = performance.now()
	while (still < 2000 && performance.now() - waitStart < 60_000) {
		await new Promise((r) => setTimeout(r, 250))
		const now = cpuMs(server.pid)
		still = now === last ? still + 250 : 0
		last = now
	}
	const quietMs = performance.now() - t0 - 2000
	await server.stop()
	rows.push({ listenMs, cpuListen, cpuQuiet: last, quietMs, ownMs })
	if (i === 0) {
		const lines = server
			.logs()
			.split('\n')
			.filter((l) => l.trim())
		console.log(`server log of the first start:\n  ${lines.join('\n  ')}`)
	}
	console.log(
		`start ${i + 1}: listening after ${listenMs.toFixed(0)} ms (CPU ${cpuListen} ms); quiet after ${quietMs.toFixed(0)} ms (CPU ${last} ms); the test process's CPU ${ownMs} ms`,
	)
}
console.log(
	`median of ${starts} (${seed}): listening after ${median(rows.map((r) => r.listenMs)).toFixed(0)} ms, CPU to listen ${median(rows.map((r) => r.cpuListen))} ms, CPU until quiet ${median(rows.map((r) => r.cpuQuiet))} ms, the test process's CPU ${median(rows.map((r) => r.ownMs))} ms; load ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
)
await cluster?.destroy()
