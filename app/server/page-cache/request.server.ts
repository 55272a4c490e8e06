import { type IncomingMessage } from 'node:http'
import { type TLSSocket } from 'node:tls'
import fresh from 'fresh'
import Negotiator from 'negotiator'
import { canonicalQuery, isCachedPage } from './page-params.ts'

/**
 * What the page cache reads from a request: whether it may be answered from
 * the cache at all, its key, and how the answer is negotiated.
 */
export type KeyOptions = {
	/** With TRUST_PROXY, the app renders links from X-Forwarded-Proto/-Host: they join the key. */
	trustProxy: boolean
	/** A request carrying any of these cookies (a session, a pending flash message) is always rendered fresh. */
	privateCookies: readonly string[]
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim()

/** 'https' or 'http', as Express works it out with the same TRUST_PROXY setting. */
export function protocolOf(req: IncomingMessage, trustProxy: boolean): 'http' | 'https' {
	const forwarded = trustProxy ? first(req.headers['x-forwarded-proto'])?.toLowerCase() : undefined
	if (forwarded === 'https' || forwarded === 'http') return forwarded
	return (req.socket as TLSSocket).encrypted ? 'https' : 'http'
}

/**
 * The key of a request the cache may answer, or null. Keys hold everything a
 * rendered page may depend on: the protocol and host (absolute links, the
 * 'Admin Login' button of an admin host), the path and the query parameters
 * the page reads, in a stable order (page-params.ts); other parameters are
 * left out, and the page is rendered without them (`canonicalTarget`).
 */
export function pageKey(req: IncomingMessage, options: KeyOptions): string | null {
	if (req.method !== 'GET' && req.method !== 'HEAD') return null
	const url = req.url ?? ''
	if (url.charCodeAt(0) !== 47 /* '/' */) return null
	const cookie = req.headers.cookie
	if (cookie && options.privateCookies.some((name) => cookie.includes(`${name}=`))) return null
	const mark = url.indexOf('?')
	const path = mark === -1 ? url : url.slice(0, mark)
	if (!isCachedPage(path)) return null
	const host = (req.headers.host ?? '').toLowerCase()
	const forwarded = options.trustProxy
		? `${req.headers['x-forwarded-proto'] ?? ''}|${req.headers['x-forwarded-host'] ?? ''}`.toLowerCase()
		: ''
	const query = mark === -1 ? '' : canonicalQuery(path, url.slice(mark + 1))
	return `${protocolOf(req, options.trustProxy)}|${host}|${forwarded}|${path}?${query}`
}

/** The path and the query parameters the page reads, as the page is rendered for the cache: `/collection?q=a`. */
export function canonicalTarget(url: string): string {
	const mark = url.indexOf('?')
	if (mark === -1) return url
	const path = url.slice(0, mark)
	const query = canonicalQuery(path, url.slice(mark + 1))
	return query ? `${path}?${query}` : path
}

export type Encoding = 'br' | 'gzip' | 'identity'
type PreferredEncoding = (available: string[], options: { preferred: string[] }) => string | undefined

/** Brotli when offered and ready, else gzip, else the plain body (negotiator: RFC 9110 Accept-Encoding, q=0 refuses). */
export function chooseEncoding(header: string | undefined, brotliReady: boolean): Encoding {
	const available: Encoding[] = brotliReady ? ['br', 'gzip', 'identity'] : ['gzip', 'identity']
	const negotiator = new Negotiator({ headers: { 'accept-encoding': header } })
	// negotiator 1.x breaks ties by the server's preference; @types/negotiator (0.6) does not know that option yet.
	const encoding = negotiator.encoding.bind(negotiator) as unknown as PreferredEncoding
	// When the client refuses every coding, identity included, it still gets the plain page.
	return (encoding(available, { preferred: available }) as Encoding | undefined) ?? 'identity'
}

/**
 * Whether a conditional request may be answered 304 for the body it would get
 * (`etag`: the tag of the encoding chosen for it, never another encoding's).
 * `fresh` compares If-None-Match weakly, as RFC 9110 asks. Only that header is
 * handed over: a request's `Cache-Control: no-cache` (which fetch() adds to
 * every conditional request) is addressed to caches on the way, and the origin
 * validating the client's copy is exactly what it asks for.
 */
export function notModified(headers: IncomingMessage['headers'], etag: string): boolean {
	const ifNoneMatch = headers['if-none-match']
	return ifNoneMatch !== undefined && fresh({ 'if-none-match': ifNoneMatch }, { etag })
}
