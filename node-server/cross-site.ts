// Cross-site refusal (contract section 7): a non-GET from another site's page never reaches an action.
import type { RequestHandler } from 'express'

/**
 * The one exception: a POST to a reader's unsubscribe link, which mail programs send from their own servers with no
 * cookie and any Origin or none (RFC 8058 one-click); the link's secret is its authority (docs/admin.md,
 * "Newsletter: readers"). Only this method on exactly this path pattern.
 */
const ONE_CLICK_UNSUBSCRIBE = /^\/newsletter\/unsubscribe\/[A-Za-z0-9_-]+$/

/**
 * Express middleware: a non-GET whose `Origin` is another site, or that says `Sec-Fetch-Site: cross-site`, is
 * answered 403. Once this check has passed a request, its Origin header is removed: the router's own check
 * (throwIfPotentialCSRFAttack) would answer 500 where this one answers 403 or lets the request through, since it
 * reads X-Forwarded-Host without TRUST_PROXY, takes `Origin: null` for another host, and runs on HEAD requests for
 * `.data` URLs too.
 */
export function refuseCrossSite(options: { trustProxy: boolean }): RequestHandler {
	return (req, res, next) => {
		if (req.method === 'POST' && ONE_CLICK_UNSUBSCRIBE.test(req.path)) {
			delete req.headers.origin
			return next()
		}
		if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') {
			if (req.method === 'HEAD') delete req.headers.origin
			return next()
		}
		const fetchSite = req.get('sec-fetch-site')
		const origin = req.get('origin')
		let foreign = fetchSite === 'cross-site'
		if (!foreign && origin && origin !== 'null') {
			try {
				// Behind a trusted proxy the public host may arrive as X-Forwarded-Host.
				const host = (options.trustProxy && req.get('x-forwarded-host')?.split(',')[0]?.trim()) || req.get('host')
				foreign = new URL(origin).host !== host
			} catch {
				foreign = true
			}
		} else if (origin === 'null') {
			// A page with `Referrer-Policy: no-referrer` (a private viewing room) posts its forms with `Origin: null`;
			// the browser's own Sec-Fetch-Site, which no page can forge, then says whether the post came from this site.
			foreign = fetchSite !== 'same-origin'
		}
		if (!foreign) {
			delete req.headers.origin
			return next()
		}
		res.status(403)
		if (req.path.startsWith('/api/')) res.json({ error: 'Cross-site request refused' })
		else res.type('text/plain').send('Cross-site request refused')
	}
}
