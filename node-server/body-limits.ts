// Request bodies are bounded while they stream (docs/operations.md, "Limits a visitor or a script may meet").
// Every request with a body gets the bound its route says in its module (`handle.body`, read through the router
// from the server build's routes by app/server/body-limits.server.ts; server.ts passes its `serverBodyLimit`);
// a declared Content-Length over it is refused before a byte is read, and a
// body without one (chunked) is counted as the parser hands it over and cut
// off at the bound. Either way the answer is 413, the rest is never buffered,
// and the connection is closed. Routes read their bodies within the same
// bounds (uploads with finer ones: 10 MiB per file), so the bound here
// only caps what reaches them; a route with its own answer to a body that is
// too large is given a margin here, so that its answer comes first.
import type { Socket } from 'node:net'
import type { Request, RequestHandler, Response } from 'express'
import type { GalleryEntryModule } from './build.ts'

const KiB = 1024
const MiB = 1024 * KiB

/** After the 413 is sent the client gets this long to read it before the connection is cut. */
const LINGER_MS = 1000

/** A request's bound in bytes, by method, path and Content-Type: its route's rule (app/server/body-limits.server.ts). */
export type BodyLimitFor = GalleryEntryModule['serverBodyLimit']

function describe(bytes: number) {
	return bytes >= MiB ? `${Math.round((bytes / MiB) * 10) / 10} MiB` : `${Math.round(bytes / KiB)} KiB`
}

/**
 * Works around Node's HTTP server: it closes a `Connection: close` socket the moment the answer is out; with the
 * client still sending (a body refused here, or an upload the app refused part-way), that close becomes a reset
 * which can overtake the answer. So such a socket half-closes, lets the rest of the body drain unread for a
 * moment, then is cut (docs/architecture.md, "Framework workarounds").
 */
export function lingerBeforeClosing(socket: Socket) {
	socket.destroySoon = function (this: Socket) {
		this.end()
		setTimeout(() => this.destroy(), LINGER_MS).unref()
	}
}

function refuse(req: Request, res: Response, limit: number) {
	if (res.headersSent) return req.socket.destroySoon()
	const message = `Request body is too large (the limit here is ${describe(limit)})`
	res.status(413).set('Connection', 'close')
	if (req.path.startsWith('/api/')) res.json({ error: message })
	else res.type('text/plain').send(message)
}

/**
 * Express middleware: put it before anything that reads a body.
 * `limitFor(method, pathname, contentType)` gives a request's bound in bytes.
 */
export function limitRequestBodies(limitFor: BodyLimitFor): RequestHandler {
	return (req, res, next) => {
		if (req.method === 'GET' || req.method === 'HEAD') return next()
		lingerBeforeClosing(req.socket)
		const limit = limitFor(req.method, req.path, req.get('content-type'))
		const declared = Number(req.get('content-length') ?? 0)
		if (declared > limit) return refuse(req, res, limit)
		// A body of unknown length: count the bytes where the HTTP parser pushes them into the request stream.
		// Past the bound nothing more reaches the reader, which then sees the connection end as an error,
		// never a shortened body. Works around Node, which has no hook to count a body before a reader buffers it;
		// it relies on the parser calling `req.push` (docs/architecture.md, "Framework workarounds").
		let received = 0
		let refused = false
		const push = req.push
		req.push = function (this: Request, chunk: Buffer | null, encoding?: BufferEncoding) {
			if (refused) return false
			if (chunk !== null) {
				received += chunk.length
				if (received > limit) {
					refused = true
					refuse(req, res, limit)
					return false
				}
			}
			return push.call(this, chunk, encoding)
		}
		next()
	}
}
