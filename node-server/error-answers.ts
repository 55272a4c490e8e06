// Every /api path answers JSON (docs/api.md), even where the
// answer does not come from an /api route: an error raised around React Router
// rather than inside it (a path whose percent-encoding is broken, say) gets an
// answer in the shape of its surface (JSON under /api, plain text elsewhere,
// never a stack trace), and the router's own data URLs (`….data`) are not served
// under /api.
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import type { ErrorRequestHandler, RequestHandler } from 'express'

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/')

/** The methods pages and forms use; the API also takes PUT, PATCH and DELETE. TRACE, CONNECT and others never. */
const PAGE_METHODS = ['GET', 'HEAD', 'POST']
const API_METHODS = [...PAGE_METHODS, 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

/** A host name or address with an optional port below 65536 (RFC 9110's uri-host [ ":" port ]). */
export function isValidHost(value: string) {
	const match = /^(?:[a-z0-9_~-]+(?:\.[a-z0-9_~-]+)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i.exec(value)
	if (!match) return false
	if (match[1] !== undefined && Number(match[1]) > 65535) return false
	return URL.canParse(`http://${value}/`)
}

function pathOf(url: string) {
	const mark = url.indexOf('?')
	return mark === -1 ? url : url.slice(0, mark)
}

function refuse(
	res: ServerResponse,
	status: number,
	message: string,
	path: string,
	headers: Record<string, string> = {},
) {
	res.writeHead(status, {
		'Content-Type': isApiPath(path) ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
		'X-Content-Type-Options': 'nosniff',
		'Cache-Control': 'no-store',
		...headers,
	})
	res.end(isApiPath(path) ? JSON.stringify({ error: message }) : message)
	return true
}

/**
 * Runs before anything else for every request: what no route can answer gets its 4xx here, cheaply and without
 * a line in the log, instead of failing deep in the framework with a 500 and a stack trace. Returns true when it
 * answered.
 * - a method no route takes (TRACE, CONNECT, anything unknown; outside /api also PUT, PATCH, DELETE, OPTIONS): 405
 * - a Host header (or, behind a trusted proxy, X-Forwarded-Host) that is not a host name with a valid port: 400
 * - a path holding a backslash, raw or encoded: no page has one, and the router would read it as `//`: 404. This
 *   works around the URL parser the Express adapter builds the router's Request with (WHATWG URLs read `\` as `/` in
 *   http URLs: docs/architecture.md, "Framework workarounds").
 */
export function refuseMalformed(req: IncomingMessage, res: ServerResponse, { trustProxy }: { trustProxy: boolean }) {
	const url = req.url ?? '/'
	const path = pathOf(url)
	let decoded = path
	try {
		decoded = decodeURIComponent(path)
	} catch {
		// Left to the router's own 400 for broken percent-encoding (answerErrors).
	}
	const api = isApiPath(decoded.toLowerCase())
	const methods = api ? API_METHODS : PAGE_METHODS
	if (!methods.includes(req.method ?? ''))
		return refuse(res, 405, 'Method not allowed', decoded, { Allow: methods.filter((m) => m !== 'OPTIONS').join(', ') })
	const host = req.headers.host
	if (host !== undefined && !isValidHost(host)) return refuse(res, 400, 'Bad request: invalid Host header', decoded)
	const forwardedHost = req.headers['x-forwarded-host']
	const forwarded = trustProxy
		? (Array.isArray(forwardedHost) ? forwardedHost[0] : forwardedHost)?.split(',')[0]?.trim()
		: undefined
	if (forwarded !== undefined && !isValidHost(forwarded))
		return refuse(res, 400, 'Bad request: invalid X-Forwarded-Host header', decoded)
	if (url.charCodeAt(0) !== 47 /* '/' */ || decoded.includes('\\'))
		return refuse(res, 404, api ? 'API endpoint not found' : 'Not found', decoded)
	return false
}

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data']

/**
 * Pages and the back office take form posts only (urlencoded or multipart). Works around React Router: an action's
 * `request.formData()` throws on any other body, which React Router answers with a 500 (docs/architecture.md, "Framework
 * workarounds"). Other bodies under /api are the API's to judge.
 */
export function formBodiesOnly(): RequestHandler {
	return (req, res, next) => {
		if (req.method === 'GET' || req.method === 'HEAD' || isApiPath(req.path.toLowerCase())) return next()
		const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
		if (FORM_TYPES.includes(type)) return next()
		res.setHeader('Accept-Post', FORM_TYPES.join(', '))
		res
			.status(415)
			.type('text/plain')
			.send('Unsupported media type: send the form as application/x-www-form-urlencoded or multipart/form-data')
	}
}

/**
 * Works around React Router's single fetch, which answers `<path>.data` for every route with its page-data format, not
 * JSON: no /api resource has such a URL (docs/architecture.md, "Framework workarounds").
 */
export function noDataUrlsUnderApi(): RequestHandler {
	return (req, res, next) => {
		if (isApiPath(req.path) && req.path.endsWith('.data')) {
			res.status(404).json({ error: 'API endpoint not found' })
			return
		}
		next()
	}
}

type HttpError = { status?: unknown; statusCode?: unknown } | null | undefined

function statusOf(error: unknown) {
	const status = Number((error as HttpError)?.status ?? (error as HttpError)?.statusCode)
	return Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500
}

function messageOf(error: unknown, status: number) {
	if (error instanceof URIError) return 'Malformed percent-encoding in the URL'
	if (status === 500) return 'Internal server error'
	return status < 500 ? 'Bad request' : 'Service unavailable'
}

export function answerErrors(): ErrorRequestHandler {
	// Express recognises an error handler by its four parameters.
	// eslint-disable-next-line @typescript-eslint/no-unused-vars
	return (error, req, res, next) => {
		// Already answered (a body refused half-way, whose reader then failed): the connection is being closed.
		// Or a page whose body failed part-way: cut it, so that no client or cache takes it for a whole page.
		if (res.headersSent) {
			if (!res.writableEnded) res.destroy()
			return
		}
		const status = statusOf(error)
		if (status === 500) console.error(`Unexpected error on ${req.method} ${req.path}:`, error)
		const message = messageOf(error, status)
		res.status(status)
		if (isApiPath(req.path)) res.json({ error: message })
		else res.type('text/plain').send(message)
	}
}

/**
 * CONNECT (a tunnel request) never reaches a route: Node hands it to the server's `connect` listeners, and without
 * one it just cuts the connection. Works around that with the 405 every other method no route takes gets
 * (docs/architecture.md, "Framework workarounds").
 */
export function refuseTunnels(server: Server) {
	server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
		socket.end(
			'HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nContent-Length: 0\r\nConnection: close\r\n\r\n',
		)
	})
}
