// The headers every answer carries (docs/operations.md, "Security headers"): a fresh CSP nonce per request, nosniff,
// a Referrer-Policy, no framing, and `no-store` on whatever the page cache did not answer outside /api.
import crypto from 'node:crypto'
import type { RequestHandler, Response } from 'express'
import { isViewingRoomPath } from './viewing-room-path.ts'

export type SecurityHeaderOptions = {
	/** The Content-Security-Policy for a response whose inline scripts carry `nonce`. */
	contentSecurityPolicy: (nonce: string) => string
	/** Whether the page cache answered (or will answer) this response: it sets its own Cache-Control. */
	answeredByCache: (res: Response) => boolean
}

/** Express middleware: sets the headers, and puts the request's nonce in `res.locals.cspNonce` for the render. */
export function securityHeaders(options: SecurityHeaderOptions): RequestHandler {
	return (req, res, next) => {
		const nonce = crypto.randomBytes(16).toString('base64')
		res.locals.cspNonce = nonce
		res.setHeader('X-Content-Type-Options', 'nosniff')
		// A private viewing room's link must not leave the page in a Referer (docs/public-site.md, 'Viewing rooms').
		res.setHeader('Referrer-Policy', isViewingRoomPath(req.path) ? 'no-referrer' : 'strict-origin-when-cross-origin')
		res.setHeader('X-Frame-Options', 'DENY')
		res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
		res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()')
		res.setHeader('Content-Security-Policy', options.contentSecurityPolicy(nonce))
		if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000')
		// The back office is never cached, redirects and errors included; a route may only tighten this.
		// Nor is a page the page cache did not answer (for a session or a flash message, a 404, a redirect).
		if (!req.path.startsWith('/api/')) {
			const writeHead = res.writeHead
			res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
				if (!res.hasHeader('Cache-Control') && !options.answeredByCache(res)) res.setHeader('Cache-Control', 'no-store')
				return writeHead.apply(this, args)
			} as Response['writeHead']
		}
		next()
	}
}
