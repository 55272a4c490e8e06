import { type IncomingMessage, type ServerResponse } from 'node:http'
import { type RouterContextProvider } from 'react-router'
import type express from 'express'
import { publicDataVersion } from '#app/data/db.server.ts'
import { SESSION_COOKIE } from '#app/server/auth.server.ts'
import { renderRequestOf } from '#app/server/framework/render-request.server.ts'
import { TOAST_COOKIE } from '#app/server/toast.server.ts'
import { addBrotli, createEntry, type PageEntry, type RenderedPage, sendEntry } from './entry.server.ts'
import { createPageStore } from './page-store.server.ts'
import { canonicalTarget, pageKey, protocolOf } from './request.server.ts'
import { nowMs } from '#app/utils/clock.ts'
import { dayEndsAt, galleryTimeZone } from '#app/utils/time-zone.ts'

/**
 * The page cache (docs/operations.md, 'The page cache'), in front of the framework.
 *
 * - `answer(req, res)` runs first for every request, before Express: a page in
 *   the cache, rendered for the current data, is sent from memory at once.
 * - `render` is the last Express middleware before React Router: a cacheable request
 *   the cache could not answer is rendered once (others asking for the same
 *   page meanwhile wait for that render), kept, and sent from the cache.
 * Anything not the same for every visitor is never kept: a request with a
 * session or flash cookie, the back office, the API, and any response that is
 * not a 200 page, sets a cookie or says it is private.
 */
export type PageCacheOptions = {
	maxBytes: number
	/** Seconds a CDN may keep a page (CDN_MAX_AGE); undefined: no CDN directives. */
	cdnMaxAge: number | undefined
	trustProxy: boolean
	/** The gallery's time zone (GALLERY_TIMEZONE): pages are rendered afresh at its midnight. Default: read from the environment. */
	timeZone?: string
	/** The React Router request handler (a fetch Request in, a Response out). */
	handle: (request: Request, context: RouterContextProvider) => Promise<Response>
	getLoadContext: (req: express.Request, res: express.Response) => RouterContextProvider
}

type Rendered = { entry: PageEntry } | { page: RenderedPage; headers: Headers }

const KEY = Symbol('page cache key')
const ANSWERED = Symbol('answered from the page cache')
type Marked = { [KEY]?: string; [ANSWERED]?: true }

export function cacheControl(cdnMaxAge: number | undefined) {
	const browser = 'public, max-age=0, must-revalidate'
	return cdnMaxAge ? `${browser}, s-maxage=${cdnMaxAge}, stale-while-revalidate=${cdnMaxAge * 10}` : browser
}

export function createPageCache(options: PageCacheOptions) {
	const entries = createPageStore<PageEntry>(options.maxBytes)
	const renders = new Map<string, { version: number; day: number; result: Promise<Rendered> }>()
	const headerValue = cacheControl(options.cdnMaxAge)
	const keyOptions = { trustProxy: options.trustProxy, privateCookies: [SESSION_COOKIE, TOAST_COOKIE] }
	const stats = { hits: 0, renders: 0, brotli: 0 }
	// Only a page still kept under its key is worth compressing, and its new size counts.
	const kept = (entry: PageEntry, key: string) => entries.peek(key) === entry
	const brotli = brotliQueue(kept, (entry, key) => {
		stats.brotli++
		if (kept(entry, key)) entries.set(key, entry)
	})

	// A page rendered yesterday may show yesterday's date (the footer's year, what is on view): days count like
	// writes, and end at midnight in the gallery's time zone, as exhibitions' display status counts them
	// (docs/public-site.md, 'The gallery's today').
	const timeZone = options.timeZone ?? galleryTimeZone()
	let day = 0
	let dayEnds = 0
	const today = () => {
		const now = nowMs()
		if (now >= dayEnds) {
			dayEnds = dayEndsAt(timeZone, now)
			day++
		}
		return day
	}
	const isCurrent = (entry: { version: number; day: number }) =>
		entry.version === publicDataVersion() && entry.day === today()

	function send(req: IncomingMessage, res: ServerResponse, entry: PageEntry) {
		;(res as Marked)[ANSWERED] = true
		sendEntryTo(req, res, entry, protocolOf(req, options.trustProxy) === 'https')
	}

	/** Before Express: answers from the cache and returns true, or marks the request for `render` and returns false. */
	function answer(req: IncomingMessage, res: ServerResponse): boolean {
		// Forwarded headers count only behind a trusted proxy (`TRUST_PROXY`, docs/operations.md), also for absolute links.
		if (!options.trustProxy) {
			if (req.headers['x-forwarded-host'] !== undefined) delete req.headers['x-forwarded-host']
			if (req.headers['x-forwarded-proto'] !== undefined) delete req.headers['x-forwarded-proto']
		}
		const key = pageKey(req, keyOptions)
		if (key === null) return false
		const entry = entries.get(key)
		if (entry && isCurrent(entry)) {
			stats.hits++
			send(req, res, entry)
			// Brotli at its highest quality costs far more than the render: only pages asked for again earn it.
			if (entry.bodies.br === null) brotli.add(entry, key)
			return true
		}
		;(req as Marked)[KEY] = key
		return false
	}

	async function renderOnce(req: express.Request, res: express.Response, key: string, version: number, day: number) {
		stats.renders++
		const request = renderRequestOf(req, canonicalTarget(req.originalUrl))
		const response = await options.handle(request, options.getLoadContext(req, res))
		// A body that fails part-way (a render error after the shell went out) rejects here: nothing is kept.
		const body = Buffer.from(await response.arrayBuffer())
		const nonce = String(res.locals.cspNonce ?? '')
		const headers: Record<string, string> = {}
		response.headers.forEach((value, name) => (headers[name] = value))
		const page: RenderedPage = { status: response.status, headers: { ...headersOf(res), ...headers }, body, nonce }
		if (!isShareable(response)) return { page, headers: response.headers }
		const entry = await createEntry(page, { version, day, key, cacheControl: headerValue })
		if (isCurrent(entry)) entries.set(key, entry)
		return { entry }
	}

	/** The last Express middleware before React Router; an error on the way goes to Express's error answers. */
	function render(req: express.Request, res: express.Response, next: express.NextFunction) {
		renderOrPass(req, res, next).catch(next)
	}

	async function renderOrPass(req: express.Request, res: express.Response, next: express.NextFunction) {
		const key = (req as Marked)[KEY]
		if (key === undefined) return next()
		// Kept since `answer` looked (by a render that ended meanwhile)?
		const entry = entries.get(key)
		if (entry && isCurrent(entry)) {
			stats.hits++
			return send(req, res, entry)
		}
		const version = publicDataVersion()
		const day = today()
		let job = renders.get(key)
		const leader = !job || job.version !== version || job.day !== day
		if (leader) {
			const created = { version, day, result: renderOnce(req, res, key, version, day) }
			renders.set(key, created)
			void created.result.finally(() => renders.get(key) === created && renders.delete(key)).catch(() => {})
			job = created
		}
		let rendered: Rendered
		try {
			rendered = await job!.result
		} catch (error) {
			return leader ? next(error) : next()
		}
		if ('entry' in rendered) return send(req, res, rendered.entry)
		// Not the same for every visitor: the leader sends what it rendered, the others render their own.
		if (!leader) return next()
		res.status(rendered.page.status)
		for (const [name, value] of rendered.headers) if (name !== 'set-cookie') res.append(name, value)
		for (const cookie of rendered.headers.getSetCookie()) res.append('Set-Cookie', cookie)
		res.end(req.method === 'HEAD' ? undefined : rendered.page.body)
	}

	return {
		answer,
		render,
		/** For compression(): a response from the cache is compressed already. */
		answered: (res: ServerResponse) => (res as Marked)[ANSWERED] === true,
		/** One line for the log (SIGUSR2): how full the cache is and how it is used. */
		describe: () =>
			`page cache: ${entries.count} pages, ${entries.bytes} of ${entries.maxBytes} bytes, ${stats.hits} answered from memory, ${stats.renders} rendered, ${stats.brotli} compressed with Brotli`,
	}
}

function sendEntryTo(req: IncomingMessage, res: ServerResponse, entry: PageEntry, secure: boolean) {
	// Headers set for this response by earlier middleware give way to the entry's.
	for (const name of res.getHeaderNames()) res.removeHeader(name)
	sendEntry(req as Parameters<typeof sendEntry>[0], res, entry, secure)
}

function headersOf(res: express.Response) {
	const headers: Record<string, string | string[]> = {}
	for (const [name, value] of Object.entries(res.getHeaders()))
		if (value !== undefined) headers[name] = typeof value === 'number' ? String(value) : value
	return headers
}

const SHAREABLE_TYPES = ['text/html', 'text/x-script']

/** A 200 page or route data, with no cookie and nothing that asks not to be shared. */
function isShareable(response: Response) {
	const type = response.headers.get('content-type') ?? ''
	const cacheControl = response.headers.get('cache-control') ?? ''
	return (
		response.status === 200 &&
		SHAREABLE_TYPES.some((t) => type.startsWith(t)) &&
		!response.headers.has('set-cookie') &&
		!/no-store|no-cache|private/i.test(cacheControl)
	)
}

/**
 * Brotli bodies are made one at a time off the main thread, for pages asked
 * for again after their first render; when many pages wait, the extra ones
 * stay gzip-only rather than queueing without bound, until they are asked for
 * again.
 */
function brotliQueue(
	wanted: (entry: PageEntry, key: string) => boolean,
	done: (entry: PageEntry, key: string) => void,
	maxWaiting = 32,
) {
	const waiting: [PageEntry, string][] = []
	const queued = new WeakSet<PageEntry>()
	let running = false
	const next = () => {
		const item = waiting.shift()
		if (!item) {
			running = false
			return
		}
		running = true
		if (!wanted(...item)) return next()
		addBrotli(item[0])
			.then(() => done(...item))
			.catch(() => {})
			.finally(next)
	}
	return {
		add(entry: PageEntry, key: string) {
			if (queued.has(entry) || waiting.length >= maxWaiting) return
			queued.add(entry)
			waiting.push([entry, key])
			if (!running) next()
		},
	}
}
