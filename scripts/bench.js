// `npm run bench`: starts the built server on a copy of the demo data and prints
// start-up time, resident memory and throughput figures. Figures, not assertions.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ensureBuild } from './start.js'
import { closeAgent, load, memoryOf, startServer, stopServer } from './bench-support.js'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)

ensureBuild()
const base = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-bench-'))

const first = await startServer(base, { SEED: 'demo' })
console.log(`first start (seeds the demo gallery): ${(first.ms / 1000).toFixed(2)} s`)
await stopServer(first)

const server = await startServer(base)
console.log(`warm start (existing data): ${(server.ms / 1000).toFixed(2)} s`)
console.log(`resident memory after start: ${memoryOf(server.child.pid).rss.toFixed(1)} MiB`)

for (const pathname of ['/', '/collection', '/api/artworks', '/api/file/1?w=640']) {
	await load(server.port, pathname, { connections: CONNECTIONS, seconds: SECONDS }) // warm-up (variants, JIT)
	const r = await load(server.port, pathname, { connections: CONNECTIONS, seconds: SECONDS })
	console.log(
		`${pathname.padEnd(20)} ${String(r.rps).padStart(6)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   non-200 ${r.errors}   (${CONNECTIONS} connections, ${SECONDS} s)`,
	)
}
console.log(`resident memory after load: ${memoryOf(server.child.pid).rss.toFixed(1)} MiB`)
await stopServer(server)
closeAgent()
fs.rmSync(base, { recursive: true, force: true })
