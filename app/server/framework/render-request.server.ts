import type express from 'express'

/**
 * The fetch Request the page cache hands to the router for a page it renders once
 * for every visitor.
 *
 * What it works around: @react-router/express only offers a whole request handler
 * that streams the router's answer to one response, and keeps the function that
 * makes its Request to itself (`createRemixRequest`, not exported); the page cache
 * needs the Response itself, to keep it. So the Request is made here the adapter's
 * way (8.x): the URL from `req.protocol`, `req.hostname` (cut at the first `\ / ? # @`)
 * and the port of X-Forwarded-Host (when `trust proxy` is on) or Host, and the
 * headers. It then differs where a shared render must:
 * - a HEAD is rendered as the GET it stands for (the body is kept for later GETs),
 * - the query is the canonical one (page-params.ts), so ignored parameters never reach the page,
 * - no abort signal: the adapter aborts the render when its visitor's connection
 *   closes, but this render also serves every visitor waiting for the same page.
 *
 * `render-request.server.test.ts` fails when the adapter starts exporting more than
 * its handler (then use its own function) and checks the URL against the adapter's.
 */
export function renderRequestOf(req: express.Request, target: string): Request {
	const forwardedPort = req.app?.enabled('trust proxy') ? req.get('X-Forwarded-Host')?.split(':')[1] : undefined
	const hostPort = req.get('host')?.split(':')[1]
	const port = [forwardedPort, hostPort].map((p) => Number.parseInt(p ?? '', 10)).find(Number.isSafeInteger)
	const host = `${req.hostname.split(/[\\/?#@]/)[0] || 'localhost'}${port ? `:${port}` : ''}`
	const url = new URL(target, `${req.protocol}://${host}`)
	const headers = new Headers()
	for (const [name, value] of Object.entries(req.headers)) {
		if (Array.isArray(value)) for (const one of value) headers.append(name, one)
		else if (value) headers.set(name, value)
	}
	return new Request(url, { method: 'GET', headers })
}
