// Every /api path answers JSON (runtime contract, section 4), even where the
// answer does not come from an /api route: an error raised around Remix
// rather than inside it (a path whose percent-encoding is broken, say) gets an
// answer in the shape of its surface (JSON under /api, plain text elsewhere,
// never a stack trace), and Remix's own data URLs (`….data`) are not served
// under /api.

const isApiPath = (path) => path === '/api' || path.startsWith('/api/')

/** Remix would answer `/api/….data` with its page-data format, not JSON: no /api resource has such a URL. */
export function noDataUrlsUnderApi() {
	return (req, res, next) => {
		if (isApiPath(req.path) && req.path.endsWith('.data'))
			return res.status(404).json({ error: 'API endpoint not found' })
		next()
	}
}

function statusOf(error) {
	const status = Number(error?.status ?? error?.statusCode)
	return Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500
}

function messageOf(error, status) {
	if (error instanceof URIError) return 'Malformed percent-encoding in the URL'
	if (status === 500) return 'Internal server error'
	return status < 500 ? 'Bad request' : 'Service unavailable'
}

export function answerErrors() {
	// Express recognises an error handler by its four parameters.
	// eslint-disable-next-line @typescript-eslint/no-unused-vars
	return (error, req, res, next) => {
		// Already answered (a body refused half-way, whose reader then failed): the connection is being closed.
		if (res.headersSent) return
		const status = statusOf(error)
		if (status === 500) console.error(`Unexpected error on ${req.method} ${req.path}:`, error)
		const message = messageOf(error, status)
		res.status(status)
		if (isApiPath(req.path)) res.json({ error: message })
		else res.type('text/plain').send(message)
	}
}
