// Request bodies are bounded while they stream (runtime contract, section 8).
// Every request with a body gets a bound from its route class; a declared
// Content-Length over it is refused before a byte is read, and a body without
// one (chunked) is counted as the parser hands it over and cut off at the
// bound. Either way the answer is 413, the rest is never buffered, and the
// connection is closed. Upload routes parse their parts with their own, finer
// limits (10 MiB per file); the bound here only caps a whole upload.

const KiB = 1024
const MiB = 1024 * KiB

export const BODY_LIMITS = {
	/** A visitor's form: the newsletter sign-up and anything else outside /admin and /api. */
	publicForm: 64 * KiB,
	/** A back-office form (the sign-in included) or any /api body. */
	adminOrJson: MiB,
	/** A multipart upload to the back office or /api/files/upload: 11 parts of 10 MiB, with framing. */
	upload: 11 * (10 * MiB + 64 * KiB),
}

/** After the 413 is sent the client gets this long to read it before the connection is cut. */
const LINGER_MS = 1000

export function bodyLimitFor(method, pathname, contentType) {
	const path = pathname.toLowerCase()
	const multipart = (contentType ?? '').toLowerCase().startsWith('multipart/form-data')
	const admin = path === '/admin' || path.startsWith('/admin/')
	const api = path === '/api' || path.startsWith('/api/')
	if (multipart && (path.startsWith('/admin/') || path.startsWith('/api/admin/') || path === '/api/files/upload'))
		return BODY_LIMITS.upload
	if (admin || api) return BODY_LIMITS.adminOrJson
	return BODY_LIMITS.publicForm
}

function describe(bytes) {
	return bytes >= MiB ? `${Math.round((bytes / MiB) * 10) / 10} MiB` : `${Math.round(bytes / KiB)} KiB`
}

/**
 * Node closes a `Connection: close` socket the moment the answer is out; with the client still sending (a body
 * refused here, or an upload the app refused part-way), that close becomes a reset which can overtake the
 * answer. So such a socket half-closes, lets the rest of the body drain unread for a moment, then is cut.
 */
function lingerBeforeClosing(socket) {
	socket.destroySoon = function () {
		this.end()
		setTimeout(() => this.destroy(), LINGER_MS).unref()
	}
}

function refuse(req, res, limit) {
	if (res.headersSent) return req.socket.destroySoon()
	const message = `Request body is too large (the limit here is ${describe(limit)})`
	res.status(413).set('Connection', 'close')
	if (req.path.startsWith('/api/')) res.json({ error: message })
	else res.type('text/plain').send(message)
}

/** Express middleware: put it before anything that reads a body. */
export function limitRequestBodies(limitFor = bodyLimitFor) {
	return (req, res, next) => {
		if (req.method === 'GET' || req.method === 'HEAD') return next()
		lingerBeforeClosing(req.socket)
		const limit = limitFor(req.method, req.path, req.get('content-type'))
		const declared = Number(req.get('content-length') ?? 0)
		if (declared > limit) return refuse(req, res, limit)
		// A body of unknown length: count the bytes where the HTTP parser pushes them into the request stream.
		// Past the bound nothing more reaches the reader, which then sees the connection end as an error,
		// never a shortened body.
		let received = 0
		let refused = false
		const push = req.push
		req.push = function (chunk, encoding) {
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
