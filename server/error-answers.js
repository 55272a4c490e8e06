// The last Express middleware. An error raised around Remix rather than inside
// it (a path whose percent-encoding is broken, say) still gets an answer in the
// shape of its surface: JSON under /api (runtime contract, section 4), plain
// text elsewhere, and never a stack trace.

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
		if (req.path === '/api' || req.path.startsWith('/api/')) res.json({ error: message })
		else res.type('text/plain').send(message)
	}
}
