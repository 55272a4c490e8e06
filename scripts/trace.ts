// `node scripts/node.js scripts/trace.ts`: what a slow phone's main thread spends its time on while a public
// page loads. Starts the built server on a fresh demo seed (or uses --url), waits for the image variants, then
// loads each page in Chromium as a phone (412 px wide, 4x slower CPU, like Lighthouse's mobile profile),
// records a Chrome performance trace and prints, for the tasks longer than 50 ms, where their time went
// (parsing HTML, style, layout, paint, script, garbage collection, image decoding...). Figures, not assertions.
// A public page starts its scripts on the visitor's first act (docs/decisions/012-scripts-on-first-act.md): by
// default nobody acts, as with Lighthouse; with --act a key is pressed a second after load and another 300 ms
// later, while the scripts run, and the time from each to the next paint (Event Timing, as INP reads it) is shown.
//
//   node scripts/node.js scripts/trace.ts [--url http://host:port] [--runs 3] [--save DIR] [--act] [/path ...]
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { startServer as startBuiltServer, stopServer, waitForLog } from './bench-support.ts'
import { ensureBuild } from './site-build.ts'

type TraceEvent = {
	name: string
	cat: string
	ph: string
	ts: number
	dur?: number
	pid: number
	tid: number
	args?: Record<string, unknown>
}

const args = process.argv.slice(2)
const option = (name: string, fallback: string) => {
	const i = args.indexOf(name)
	if (i === -1) return fallback
	const [value] = args.splice(i, 2).slice(1)
	return value
}
let base = option('--url', '')
const runs = Number(option('--runs', '1'))
const save = option('--save', '')
const actIndex = args.indexOf('--act')
const act = actIndex !== -1
if (act) args.splice(actIndex, 1)
const paths = args.length > 0 ? args : ['/', '/collection', '/exhibition/colour-as-place', '/artwork/morning-field']

// Trace event names, grouped as the DevTools summary groups them.
const CATEGORY: Record<string, string> = {
	ParseHTML: 'parse HTML',
	ParseAuthorStyleSheet: 'parse CSS',
	UpdateLayoutTree: 'style',
	RecalculateStyles: 'style',
	'Document::updateStyle': 'style',
	Layout: 'layout',
	PrePaint: 'paint',
	Paint: 'paint',
	PaintImage: 'paint',
	Layerize: 'paint',
	UpdateLayer: 'paint',
	UpdateLayerTree: 'paint',
	'LocalFrameView::RunPrePaintLifecyclePhase': 'paint',
	Commit: 'paint',
	HitTest: 'layout',
	EvaluateScript: 'script',
	'v8.compile': 'script compile',
	'v8.compileModule': 'script compile',
	'V8.CompileCode': 'script compile',
	'v8.produceModuleCache': 'script compile',
	'v8.evaluateModule': 'script',
	FunctionCall: 'script',
	TimerFire: 'script',
	EventDispatch: 'script',
	FireAnimationFrame: 'script',
	RunMicrotasks: 'script',
	'V8.Execute': 'script',
	MajorGC: 'GC',
	MinorGC: 'GC',
	'V8.GC_SCAVENGER': 'GC',
	'BlinkGC.AtomicPhase': 'GC',
	'ThreadState::performIdleLazySweep': 'GC',
	'Decode Image': 'image decode',
	ImageDecodeTask: 'image decode',
	'Decode LazyPixelRef': 'image decode',
	ResourceReceivedData: 'network',
	ResourceReceiveResponse: 'network',
	ResourceFinish: 'network',
	ResourceSendRequest: 'network',
	'FontCache::GetFontData': 'fonts',
	'FontFace::load': 'fonts',
	'CSSFontFace::LoadFinished': 'fonts',
	'ShapeResult::Create': 'fonts',
	'HarfBuzzShaper::ShapeText': 'fonts',
	'InlineNode::ShapeTextIncludingFirstLine': 'fonts',
	'LocalFrameView::performLayout': 'layout',
	'IntersectionObserverController::computeIntersections': 'layout',
	'Document::recalcStyle': 'style',
	'Document::rebuildLayoutTree': 'style',
	'Blink.PrePaint.UpdateTime': 'paint',
	'Blink.Paint.UpdateTime': 'paint',
	'Blink.CompositingInputs.UpdateTime': 'paint',
	CullRectUpdate: 'paint',
	'PaintArtifactCompositor::Update': 'paint',
	'HTMLDocumentParser::PumpTokenizerIfPossible': 'parse HTML',
	'Document::FinishedParsing': 'parse HTML',
	'ResourceFetcher::requestResource': 'resource requests',
	'ImageResourceContent::updateImage': 'image decode',
	'BitmapImage::dataChanged': 'image decode',
	'V8.PreParse': 'script compile',
	'V8.ParseProgram': 'script compile',
	'V8.ParseFunction': 'script compile',
	'V8.CompileIgnition': 'script compile',
	'V8.CompileIgnitionFinalization': 'script compile',
	'v8.run': 'script',
	'v8.callFunction': 'script',
	'FrameLoader::updateForSameDocumentNavigation': 'script',
}

process.env.CHROME_PATH ??= '/usr/bin/chromium'
let server: Awaited<ReturnType<typeof startServer>> | null = null
if (!base) {
	ensureBuild()
	server = await startServer()
	base = server.url
}
const browser = await chromium.launch({
	executablePath: process.env.CHROME_PATH,
	args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
})
try {
	for (const p of paths) await fetch(base + p).then((r) => r.arrayBuffer())
	for (const p of paths) {
		for (let run = 0; run < runs; run++) {
			const { events, acts } = await trace(base + p)
			if (save) {
				fs.mkdirSync(save, { recursive: true })
				const name = (p.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home') + `-${run + 1}.json`
				fs.writeFileSync(path.join(save, name), JSON.stringify({ traceEvents: events }))
			}
			report(p, events)
			if (act)
				console.log(`  first acts, input to next paint: ${acts.map((a) => `${a.name} ${a.duration} ms`).join(', ')}`)
		}
	}
	console.log(
		`load average: ${os
			.loadavg()
			.map((v) => v.toFixed(2))
			.join(' ')}`,
	)
} finally {
	await browser.close()
	await server?.stop()
}

async function trace(url: string) {
	const context = await browser.newContext({
		viewport: { width: 412, height: 823 },
		deviceScaleFactor: 1.75,
		isMobile: true,
		hasTouch: true,
	})
	const page = await context.newPage()
	const cdp = await context.newCDPSession(page)
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
	await cdp.send('Network.enable')
	await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
	await browser.startTracing(page, {
		categories: [
			'devtools.timeline',
			'disabled-by-default-devtools.timeline',
			'v8.execute',
			'v8',
			'blink',
			'loading',
			'toplevel',
			'disabled-by-default-v8.compile',
		],
	})
	await page.goto(url, { waitUntil: 'load' })
	await page.evaluate(() => {
		const seen: { name: string; duration: number }[] = []
		Object.assign(window, { __acts: seen })
		new PerformanceObserver((list) => {
			for (const e of list.getEntries()) seen.push({ name: e.name, duration: e.duration })
		}).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
	})
	// Scripts start after the load event and the first image's decode (DeferredScripts), or on a public page at the
	// visitor's first act: with --act, a key a second after load and another while the scripts run.
	if (act) {
		await page.waitForTimeout(1000)
		await page.keyboard.press('Shift')
		await page.waitForTimeout(300)
		await page.keyboard.press('Tab')
	}
	await page.waitForSelector('html[data-hydrated]', { timeout: act ? 60_000 : 5000 }).catch(() => {})
	await page.waitForTimeout(1500)
	const acts = await page.evaluate(() => (window as unknown as { __acts: { name: string; duration: number }[] }).__acts)
	const buffer = await browser.stopTracing()
	await context.close()
	return { events: (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents, acts }
}

function report(p: string, events: TraceEvent[]) {
	// The page's renderer main thread: where the document's ParseHTML ran most.
	const parse = new Map<string, number>()
	for (const e of events)
		if (e.name === 'ParseHTML' && e.dur) parse.set(`${e.pid}:${e.tid}`, (parse.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur)
	const main = [...parse.entries()].sort((a, b) => b[1] - a[1])[0]?.[0]
	if (!main) return console.log(`${p}: no main thread found`)
	const thread = events
		.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && typeof e.dur === 'number')
		.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)
	const navigation =
		events.find((e) => e.name === 'navigationStart' && `${e.pid}:${e.tid}` === main)?.ts ?? thread[0]!.ts
	// Top-level tasks only (a RunTask may nest in another).
	const tasks: TraceEvent[] = []
	let taskEnd = 0
	for (const e of thread) {
		if ((e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.ts >= taskEnd) {
			tasks.push(e)
			taskEnd = e.ts + e.dur!
		}
	}
	const totals = new Map<string, number>()
	let tbt = 0
	const lines: string[] = []
	for (const task of tasks) {
		if (task.dur! < 50_000) continue
		tbt += task.dur! - 50_000
		const end = task.ts + task.dur!
		const inside = thread.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= end)
		const self = breakdown(task, inside)
		for (const [k, v] of self) totals.set(k, (totals.get(k) ?? 0) + v)
		const parts = [...self.entries()]
			.sort((a, b) => b[1] - a[1])
			.filter(([, v]) => v >= 2000)
			.map(([k, v]) => `${k} ${Math.round(v / 1000)}`)
		const script = inside.find(
			(e) => e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule' || e.name === 'FunctionCall',
		)
		const url = (script?.args?.data as { url?: string } | undefined)?.url ?? ''
		lines.push(
			`  ${String(Math.round(task.dur! / 1000)).padStart(4)} ms at ${String(Math.round((task.ts - navigation) / 1000)).padStart(5)} ms: ${parts.join(', ')}${url ? `  [${url.replace(base ?? '', '')}]` : ''}`,
		)
	}
	console.log(`\n${p} (4x CPU): long tasks, milliseconds by kind (own time)`)
	for (const line of lines) console.log(line)
	console.log(
		`  total in long tasks: ${[...totals.entries()]
			.sort((a, b) => b[1] - a[1])
			.map(([k, v]) => `${k} ${Math.round(v / 1000)}`)
			.join(', ')}`,
	)
	console.log(`  blocking time (sum of the part over 50 ms): ${Math.round(tbt / 1000)} ms`)
}

/** Each event's own time (its duration less its children's), summed by kind. */
function breakdown(task: TraceEvent, inside: TraceEvent[]) {
	const own = new Map<TraceEvent, number>()
	const stack: TraceEvent[] = [task]
	own.set(task, task.dur!)
	const ends = (e: TraceEvent | undefined) => (e ? e.ts + e.dur! : 0)
	for (const e of inside) {
		while (stack.length > 1 && e.ts >= ends(stack.at(-1))) stack.pop()
		const parent = stack.at(-1)!
		own.set(parent, own.get(parent)! - e.dur!)
		own.set(e, e.dur!)
		stack.push(e)
	}
	// An event without a kind of its own counts as its nearest ancestor's kind.
	const kindOf = new Map<TraceEvent, string>()
	const totals = new Map<string, number>()
	const ancestors: TraceEvent[] = []
	for (const e of [task, ...inside]) {
		while (ancestors.length && e.ts >= ends(ancestors.at(-1))) ancestors.pop()
		const parentKind = ancestors.length ? kindOf.get(ancestors.at(-1)!)! : 'other'
		const kind = CATEGORY[e.name] ?? (e.name.startsWith('V8.GC') ? 'GC' : parentKind)
		kindOf.set(e, kind)
		ancestors.push(e)
		totals.set(kind, (totals.get(kind) ?? 0) + Math.max(0, own.get(e)!))
	}
	return totals
}

async function startServer() {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-trace-'))
	const s = await startBuiltServer(dir, { SEED: 'demo', ADMIN_PASSWORD: 'trace-password-1' })
	const ms = await waitForLog(s, /Images ready/)
	console.log(`Image variants and tiles ready ${(ms / 1000).toFixed(1)} s after the server answered`)
	return {
		url: `http://127.0.0.1:${s.port}`,
		stop: async () => {
			await stopServer(s)
			fs.rmSync(dir, { recursive: true, force: true })
		},
	}
}
