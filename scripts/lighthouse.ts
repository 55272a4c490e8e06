// `npm run lighthouse`: starts the built server on a fresh demo seed, waits until
// the image variants and tiles are made, then runs Lighthouse 12 (mobile profile,
// offline, Chromium from CHROME_PATH) on the home page, the collection, one
// exhibition and one artwork. Figures, not assertions; not part of `npm test`.
//
// Lighthouse slows the CPU 4x to stand for a mid-tier phone, a factor meant for a fast desktop host; it prints the
// host's benchmark index (Lighthouse's "CPU/Memory Power"), and --cpu sets another factor, as Lighthouse's
// docs/throttling.md advises for a slower host (its table: 1000-1500 is a low-end desktop, 2x for a mid-tier phone).
//
// Beside Lighthouse's figures the table gives the JavaScript a page loads once its scripts start (compressed, the
// sum of `scripts/page-weight.ts`'s modules): a public page starts them on the visitor's first act, after
// Lighthouse's run, so Lighthouse's own byte count leaves them out.
//
//   npm run lighthouse -- [--runs 3] [--url http://host:port] [--no-wait] [--details] [--reduced-motion] [--cpu 4] [/path ...]
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { startServer as startBuiltServer, stopServer, waitForLog } from './bench-support.ts'
import { pageWeight } from './page-weight.ts'
import { ensureBuild } from './site-build.ts'

// Lighthouse's audit details are a union of many shapes; the --details report reads a few of their fields loosely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any
type Figures = {
	version: string
	performance: number | null
	lcp?: number
	cls?: number
	tbt?: number
	bytes?: number
	benchmarkIndex?: number
}

const args = process.argv.slice(2)
const option = (name: string, fallback: string) => {
	const i = args.indexOf(name)
	if (i === -1) return fallback
	const [value] = args.splice(i, 2).slice(1)
	return value
}
const flag = (name: string) => {
	const i = args.indexOf(name)
	if (i !== -1) args.splice(i, 1)
	return i !== -1
}
const runs = Number(option('--runs', '3'))
let base = option('--url', '')
const noWait = flag('--no-wait')
const details = flag('--details')
// The home page's slideshow changes the screen every 2 s, which Speed Index counts; a visitor who prefers reduced
// motion sees one still image.
const reducedMotion = flag('--reduced-motion')
const cpuSlowdown = Number(option('--cpu', '4'))
const paths = args.length > 0 ? args : ['/', '/collection', '/exhibition/colour-as-place', '/artwork/morning-field']

process.env.CHROME_PATH ??= '/usr/bin/chromium'
// Said before the server starts: a browser that cannot be spawned ends the process from an event, past any `finally`.
if (!fs.existsSync(process.env.CHROME_PATH)) {
	console.error(`No browser at ${process.env.CHROME_PATH}: install Chromium (Debian: chromium) or set CHROME_PATH.`)
	process.exit(1)
}

// A run where Lighthouse could not measure a figure (it reports an error for that audit) prints n/a there.
const figure = (value: unknown, format: (v: number) => string) =>
	typeof value === 'number' && Number.isFinite(value) ? format(value) : 'n/a'

let server: Awaited<ReturnType<typeof startServer>> | null = null
if (!base) {
	ensureBuild()
	server = await startServer()
	base = server.url
}
try {
	// One visit each first, as a returning visitor's server would have seen.
	for (const p of paths) await fetch(base + p).then((r) => r.arrayBuffer())
	const rows: (Partial<Figures> & { path: string; js?: number })[] = []
	const benchmarkIndexes: number[] = []
	for (const p of paths) {
		const results: (Figures & { performance: number })[] = []
		let failed = 0
		for (let i = 0; i < runs; i++) {
			const result = await audit(base + p)
			// A run Lighthouse could not score (no paint seen, a page error) is counted, not averaged in.
			if (result.benchmarkIndex) benchmarkIndexes.push(result.benchmarkIndex)
			if (result.performance === null) failed++
			else results.push({ ...result, performance: result.performance })
		}
		if (failed > 0) console.log(`${p}: ${failed} of ${runs} run(s) could not be scored`)
		results.sort((a, b) => a.performance - b.performance)
		// Each run's score, blocking time and host benchmark index, lowest score first: one page's runs can differ by ten
		// points, and a shared host's speed changes from one run to the next.
		console.log(
			`${p}: ${results.map((r) => `${r.performance} (TBT ${Math.round(r.tbt ?? 0)} ms, index ${figure(r.benchmarkIndex, (v) => String(Math.round(v)))})`).join(', ')}`,
		)
		rows.push({ path: p, ...results[Math.floor(results.length / 2)], js: (await pageWeight(base, p)).jsBytes })
	}
	benchmarkIndexes.sort((a, b) => a - b)
	console.log(
		`\nLighthouse ${rows[0]?.version} mobile, CPU slowed ${cpuSlowdown}x, median of ${runs} run(s) per page;` +
			` host benchmark index ${Math.round(benchmarkIndexes[0] ?? 0)}-${Math.round(benchmarkIndexes.at(-1) ?? 0)}` +
			` (median ${Math.round(benchmarkIndexes[Math.floor(benchmarkIndexes.length / 2)] ?? 0)})`,
	)
	console.log('page'.padEnd(34), 'perf', '   LCP ms', ' CLS  ', '    TBT ms', '   bytes KB', '  JS KB')
	for (const r of rows) {
		console.log(
			r.path.padEnd(34),
			figure(r.performance, String).padStart(4),
			figure(r.lcp, (v) => String(Math.round(v))).padStart(9),
			figure(r.cls, (v) => v.toFixed(3)).padStart(6),
			figure(r.tbt, (v) => String(Math.round(v))).padStart(10),
			figure(r.bytes, (v) => (v / 1024).toFixed(1)).padStart(11),
			figure(r.js, (v) => (v / 1024).toFixed(1)).padStart(7),
		)
	}
} finally {
	await server?.stop()
}

async function audit(url: string): Promise<Figures> {
	const chrome = await chromeLauncher.launch({
		chromePath: process.env.CHROME_PATH,
		chromeFlags: [
			'--headless=new',
			'--no-sandbox',
			'--disable-gpu',
			'--disable-background-networking',
			'--disable-component-update',
			'--disable-sync',
			'--no-first-run',
			'--disable-quic',
			...(reducedMotion ? ['--force-prefers-reduced-motion'] : []),
		],
	})
	try {
		const result = await lighthouse(url, {
			port: chrome.port,
			output: 'json',
			logLevel: 'error',
			onlyCategories: ['performance'],
			throttling: { cpuSlowdownMultiplier: cpuSlowdown },
		} as Parameters<typeof lighthouse>[1])
		if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
		const audits: Record<string, Loose> = result.lhr.audits
		if (details) {
			const lcp = audits['largest-contentful-paint-element']?.details?.items ?? []
			console.log(`\n${url}`)
			for (const item of lcp) {
				for (const row of item.items ?? []) {
					if (row.node) console.log('  LCP element:', row.node.snippet)
					if (row.phase) console.log(`  ${row.phase}: ${Math.round(row.timing)} ms`)
				}
			}
			const observed: Loose = audits.metrics?.details?.items?.[0] ?? {}
			console.log(
				'  observed (unthrottled) FCP / LCP / Speed Index / load / trace end:',
				[
					observed.observedFirstContentfulPaint,
					observed.observedLargestContentfulPaint,
					observed.observedSpeedIndex,
					observed.observedLoad,
					observed.observedTraceEnd,
				]
					.map((v: number) => `${Math.round(v)} ms`)
					.join(' / '),
			)
			for (const id of [
				'first-contentful-paint',
				'speed-index',
				'largest-contentful-paint',
				'total-blocking-time',
				'cumulative-layout-shift',
			])
				console.log(`  ${id}: ${audits[id]?.displayValue} (score ${audits[id]?.score})`)
			for (const group of audits['mainthread-work-breakdown']?.details?.items ?? [])
				console.log(`  main thread: ${group.groupLabel} ${Math.round(group.duration)} ms`)
			for (const task of audits['long-tasks']?.details?.items ?? [])
				console.log(`  long task: ${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms, ${task.url}`)
			for (const id of ['render-blocking-resources', 'uses-responsive-images', 'network-requests']) {
				const items = audits[id]?.details?.items ?? []
				if (id === 'network-requests') {
					for (const r of items)
						console.log(`  ${r.resourceType ?? ''} ${Math.round(r.transferSize / 102.4) / 10} KB ${r.url}`)
				} else if (items.length) console.log(`  ${id}:`, items.map((i: Loose) => i.url).join(', '))
			}
		}
		const score = result.lhr.categories.performance?.score ?? null
		if (score === null) {
			// Say why: Lighthouse's own error for the run, or the metrics it could not compute.
			const unmeasured = Object.values(audits)
				.filter((a) => a.scoreDisplayMode === 'error')
				.map((a) => `${a.id}: ${a.errorMessage}`)
			console.log(`${url}: not scored (${[result.lhr.runtimeError?.code, ...unmeasured].filter(Boolean).join('; ')})`)
		}
		return {
			version: result.lhr.lighthouseVersion,
			performance: score === null ? null : Math.round(score * 100),
			lcp: audits['largest-contentful-paint'].numericValue,
			cls: audits['cumulative-layout-shift'].numericValue,
			tbt: audits['total-blocking-time'].numericValue,
			bytes: audits['total-byte-weight'].numericValue,
			benchmarkIndex: result.lhr.environment.benchmarkIndex,
		}
	} finally {
		await chrome.kill()
	}
}

// The same server start as the benchmarks (their flags and environment, the backup in the temp folder), on a
// fresh demo seed, waiting for the image variants and tiles unless --no-wait.
async function startServer() {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-lighthouse-'))
	const server = await startBuiltServer(dir, { SEED: 'demo', ADMIN_PASSWORD: 'lighthouse-password-1' })
	if (!noWait) {
		const ms = await waitForLog(server, /Images ready/)
		console.log(`Image variants and tiles ready ${(ms / 1000).toFixed(1)} s after the server answered`)
	}
	return {
		url: `http://127.0.0.1:${server.port}`,
		stop: async () => {
			await stopServer(server)
			fs.rmSync(dir, { recursive: true, force: true })
		},
	}
}
