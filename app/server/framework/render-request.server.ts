import { createRemixRequest } from '@remix-run/express/dist/server.js'
import type express from 'express'

/**
 * The fetch Request the page cache hands to Remix for a page it renders once
 * for every visitor.
 *
 * What it works around: @remix-run/express only offers a whole request handler
 * that streams Remix's answer to one response; the page cache needs the Response
 * itself, to keep it. So it calls Remix's fetch handler with a Request made
 * the adapter's own way, by the adapter's own `createRemixRequest` (the URL
 * from `req.protocol`, `req.hostname` and the Host port, as the `trust proxy`
 * setting has them, and the headers), which the package does not export from
 * its entry point: it is imported from `dist/server.js`, where version 2.17
 * keeps it. It then changes what must differ for a shared render:
 * - a HEAD is rendered as the GET it stands for (the body is kept for later GETs),
 * - the query is the canonical one (page-params.ts), so ignored parameters never reach the page,
 * - no abort signal: the adapter aborts the render when its visitor's connection
 *   closes, but this render also serves every visitor waiting for the same page.
 *
 * `render-request.server.test.ts` fails when the adapter stops working this way.
 */
export function renderRequestOf(req: express.Request, target: string): Request {
	// The adapter ties its request to the response's `close` to abort it: it gets a response that never closes.
	const adapterRequest = createRemixRequest(req, NEVER_CLOSES)
	const url = new URL(adapterRequest.url)
	const at = new URL(target, url.origin)
	url.pathname = at.pathname
	url.search = at.search
	return new Request(url, { method: 'GET', headers: adapterRequest.headers })
}

const NEVER_CLOSES = { on: () => NEVER_CLOSES } as unknown as express.Response
