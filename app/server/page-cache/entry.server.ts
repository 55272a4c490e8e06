import crypto from 'node:crypto'
import { type IncomingHttpHeaders, type OutgoingHttpHeaders, type ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { contentSecurityPolicy, hashInlineScripts } from './csp.server.ts'
import { chooseEncoding, type Encoding, notModified } from './request.server.ts'

/**
 * One rendered page as the cache keeps it: the body once plain, once gzip and
 * (made in the background) once Brotli, each with its strong ETag, and the
 * headers every visitor gets.
 */
export type PageEntry = {
	status: number
	/** The data version and day it was rendered for. */
	version: number
	day: number
	bodies: Record<Encoding, Buffer | null>
	tags: string[]
	heads: Record<Encoding, OutgoingHttpHeaders>
	/** What the entry costs in memory, roughly: bodies, key and headers. */
	bytes: number
}

export type RenderedPage = {
	status: number
	/** Headers of the response, lower-case names; Set-Cookie is never among them. */
	headers: Record<string, string | string[]>
	body: Buffer
	/** The nonce the page was rendered with, to be replaced by script hashes. */
	nonce: string
}

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)
const ENTRY_OVERHEAD = 2048

// Set per response, or per encoding, or replaced for the cache.
const OWN_HEADERS = new Set([
	'content-length',
	'content-encoding',
	'transfer-encoding',
	'etag',
	'cache-control',
	'vary',
	'date',
	'connection',
	'keep-alive',
	'strict-transport-security',
	'content-security-policy',
	'set-cookie',
])

export async function createEntry(
	page: RenderedPage,
	stamp: { version: number; day: number; key: string; cacheControl: string },
): Promise<PageEntry> {
	const isHtml = String(page.headers['content-type'] ?? '').startsWith('text/html')
	const { html, scriptSources } = isHtml
		? hashInlineScripts(page.body.toString('utf8'), page.nonce)
		: { html: null, scriptSources: [] }
	const identity = html === null ? page.body : Buffer.from(html, 'utf8')
	const hash = crypto.createHash('sha256').update(identity).digest('base64url').slice(0, 32)
	const common: OutgoingHttpHeaders = {}
	for (const [name, value] of Object.entries(page.headers)) if (!OWN_HEADERS.has(name)) common[name] = value
	common['content-security-policy'] = contentSecurityPolicy(scriptSources)
	common['cache-control'] = stamp.cacheControl
	common['vary'] = 'Accept-Encoding'
	const entry: PageEntry = {
		status: page.status,
		version: stamp.version,
		day: stamp.day,
		// The first visitor waits for gzip, so it is made at the default level; the smallest body, Brotli at its
		// highest quality, follows in the background and is what browsers take.
		bodies: { identity, gzip: await gzip(identity, { level: 6 }), br: null },
		tags: [`"${hash}"`, `"${hash}-gz"`, `"${hash}-br"`],
		heads: { identity: {}, gzip: {}, br: {} },
		bytes: 0,
	}
	const [plainTag, gzipTag, brTag] = entry.tags
	const length = (encoding: Encoding) => entry.bodies[encoding]?.length ?? 0
	entry.heads.identity = { ...common, etag: plainTag, 'content-length': length('identity') }
	entry.heads.gzip = { ...common, etag: gzipTag, 'content-encoding': 'gzip', 'content-length': length('gzip') }
	// Completed by addBrotli.
	entry.heads.br = { ...common, etag: brTag, 'content-encoding': 'br' }
	const headerBytes = JSON.stringify(entry.heads).length
	entry.bytes = identity.length + entry.bodies.gzip!.length + stamp.key.length * 2 + headerBytes + ENTRY_OVERHEAD
	return entry
}

/**
 * Adds the Brotli body (the best compression, made once, off the main thread). The window is no larger than the
 * page, so the encoder's memory follows the page's size rather than Brotli's 4 MiB default.
 */
export async function addBrotli(entry: PageEntry) {
	const plain = entry.bodies.identity!
	const window = Math.min(
		zlib.constants.BROTLI_DEFAULT_WINDOW,
		Math.max(zlib.constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(plain.length + 1))),
	)
	const body = await brotli(plain, {
		params: {
			[zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
			[zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
			[zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
			[zlib.constants.BROTLI_PARAM_LGWIN]: window,
		},
	})
	entry.heads.br = { ...entry.heads.br, 'content-length': body.length }
	entry.bodies.br = body
	entry.bytes += body.length
}

const HSTS = 'max-age=31536000'

/**
 * Answers from the entry: the body in the best encoding the client takes, or
 * 304 when If-None-Match holds the tag of that very body (a gzip tag never
 * validates the plain page); HEAD: the same headers, no body. The
 * Content-Length of a 304 is the one a 200 would have, as RFC 9110 allows.
 */
export function sendEntry(
	req: { method?: string; headers: IncomingHttpHeaders },
	res: ServerResponse,
	entry: PageEntry,
	secure: boolean,
) {
	const encoding = chooseEncoding(req.headers['accept-encoding'], entry.bodies.br !== null)
	const body = entry.bodies[encoding]!
	let head = entry.heads[encoding]
	if (secure) head = { ...head, 'strict-transport-security': HSTS }
	if (notModified(req.headers, String(head.etag))) {
		res.writeHead(304, head)
		res.end()
		return
	}
	res.writeHead(entry.status, head)
	if (req.method === 'HEAD') res.end()
	else res.end(body)
}
