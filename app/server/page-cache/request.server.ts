import { type IncomingMessage } from 'node:http'
import { type TLSSocket } from 'node:tls'

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
 * 'Admin Login' button of an admin host), the path and the query, its
 * parameters in a stable order.
 */
export function pageKey(req: IncomingMessage, options: KeyOptions): string | null {
	if (req.method !== 'GET' && req.method !== 'HEAD') return null
	const url = req.url ?? ''
	if (url.charCodeAt(0) !== 47 /* '/' */) return null
	const cookie = req.headers.cookie
	if (cookie && options.privateCookies.some((name) => cookie.includes(`${name}=`))) return null
	const mark = url.indexOf('?')
	const path = mark === -1 ? url : url.slice(0, mark)
	if (!isPublicPath(path)) return null
	const query = mark === -1 ? '' : normaliseQuery(url.slice(mark + 1))
	const host = (req.headers.host ?? '').toLowerCase()
	const forwarded = options.trustProxy
		? `${req.headers['x-forwarded-proto'] ?? ''}|${req.headers['x-forwarded-host'] ?? ''}`.toLowerCase()
		: ''
	return `${protocolOf(req, options.trustProxy)}|${host}|${forwarded}|${path}?${query}`
}

/**
 * The back office and the API never come from the cache, however their path
 * is spelled: the router decodes it, ignores case and reads `\` as `/`.
 */
function isPublicPath(path: string) {
	let decoded: string
	try {
		decoded = decodeURIComponent(path)
	} catch {
		return false
	}
	const normal = decoded.toLowerCase().replace(/\\/g, '/').replace(/^\/+/, '/')
	return !normal.startsWith('/admin') && !normal.startsWith('/api')
}

/** Query parameters sorted by name (values of one name keep their order), in one spelling. */
export function normaliseQuery(raw: string): string {
	if (!raw) return ''
	const pairs = [...new URLSearchParams(raw)]
	pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
	return new URLSearchParams(pairs).toString()
}

export type Encoding = 'br' | 'gzip' | 'identity'

/** Brotli when offered and ready, else gzip, else the plain body (RFC 9110 Accept-Encoding, q=0 refuses). */
export function chooseEncoding(header: string | undefined, brotliReady: boolean): Encoding {
	if (!header) return 'identity'
	const weights = new Map<string, number>()
	for (const part of header.split(',')) {
		const [name = '', ...params] = part.split(';')
		const q = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='))
		weights.set(name.trim().toLowerCase(), q ? Number(q.slice(2)) || 0 : 1)
	}
	const accepts = (coding: string, alias?: string) =>
		(weights.get(coding) ?? (alias ? weights.get(alias) : undefined) ?? weights.get('*') ?? 0) > 0
	if (brotliReady && accepts('br')) return 'br'
	return accepts('gzip', 'x-gzip') ? 'gzip' : 'identity'
}

/** If-None-Match against the tags of one page (weak comparison, as RFC 9110 asks for this header). */
export function matchesAny(ifNoneMatch: string, tags: readonly string[]): boolean {
	if (ifNoneMatch.trim() === '*') return true
	return ifNoneMatch.split(',').some((tag) => tags.includes(tag.trim().replace(/^W\//, '')))
}
