// The production server: checks configuration and data before it listens,
// then serves the built app behind security headers.
// Compiled into build/node/server.js by the build (docs/decisions/009-typed-server-code.md): run
// `npm run build`, then `node build/node/server.js`, or just `npm start`.
import crypto from 'node:crypto'
import http from 'node:http'
import path from 'node:path'
import compression from 'compression'
import express, { type Request, type Response } from 'express'
import { limitRequestBodies } from './node-server/body-limits.ts'
import { importServerBuild } from './node-server/build.ts'
import {
	answerErrors,
	formBodiesOnly,
	noDataUrlsUnderApi,
	refuseMalformed,
	refuseTunnels,
} from './node-server/error-answers.ts'
import { isViewingRoomPath } from './node-server/viewing-room-path.ts'
import { repositoryRoot } from './node-server/root.ts'

process.env.NODE_ENV ??= 'production'
// Loaded once NODE_ENV is set: React and the router pick their production or development build when first imported.
const { createRequestHandler } = await import('@react-router/express')
const { createRequestHandler: createFetchHandler } = await import('react-router')
const root = repositoryRoot(import.meta.url)
const build = await importServerBuild(root)

let env: Awaited<ReturnType<typeof build.entry.module.startup>>
try {
	env = await build.entry.module.startup()
} catch (error) {
	if (error instanceof Error && (error.name === 'ConfigError' || error.name === 'StartupError')) {
		console.error(`Cannot start: ${error.message}`)
		process.exit(1)
	}
	throw error
}

const getLoadContext = (req: Request, res: Response) =>
	build.entry.module.loadContextOf({
		cspNonce: res.locals.cspNonce as string,
		clientAddress: req.ip ?? req.socket.remoteAddress ?? 'unknown',
	})

// --- Page cache (docs/architecture.md, "The path of a request"): public pages answered from memory, before Express. ---
const pageCache = build.entry.module.createPageCache({
	maxBytes: env.PAGE_CACHE_MB * 1024 * 1024,
	cdnMaxAge: env.CDN_MAX_AGE,
	trustProxy: env.TRUST_PROXY,
	timeZone: env.GALLERY_TIMEZONE,
	// Public pages are rendered with the public routes alone (app/server/page-cache/public-build.server.ts).
	handle: build.entry.module.byPath(
		createFetchHandler(build.entry.module.publicRoutesOnly(build), 'production'),
		createFetchHandler(build, 'production'),
	),
	getLoadContext,
})
process.on('SIGUSR2', () => console.log(pageCache.describe()))
// --- end of page cache ---

const app = express()
app.disable('x-powered-by')
// Behind one reverse proxy, the client address is the last X-Forwarded-For hop it added.
app.set('trust proxy', env.TRUST_PROXY ? 1 : false)
// Pages from the page cache come compressed already.
app.use(compression({ filter: (req, res) => !pageCache.answered(res) && compression.filter(req, res) }))

app.use((req, res, next) => {
	const nonce = crypto.randomBytes(16).toString('base64')
	res.locals.cspNonce = nonce
	res.setHeader('X-Content-Type-Options', 'nosniff')
	// A private viewing room's link must not leave the page in a Referer (docs/public-site.md, 'Viewing rooms').
	res.setHeader('Referrer-Policy', isViewingRoomPath(req.path) ? 'no-referrer' : 'strict-origin-when-cross-origin')
	res.setHeader('X-Frame-Options', 'DENY')
	res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
	res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()')
	res.setHeader(
		'Content-Security-Policy',
		build.entry.module.contentSecurityPolicy([build.entry.module.nonceSource(nonce)]),
	)
	if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000')
	// The back office is never cached, redirects and errors included; a route may only tighten this.
	// Nor is a page the page cache did not answer (for a session or a flash message, a 404, a redirect).
	if (!req.path.startsWith('/api/')) {
		const writeHead = res.writeHead
		res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
			if (!res.hasHeader('Cache-Control') && !pageCache.answered(res)) res.setHeader('Cache-Control', 'no-store')
			return writeHead.apply(this, args)
		} as Response['writeHead']
	}
	next()
})

// Cross-site refusal: a non-GET from another site's page never reaches an action.
// Once this check has passed a request, its Origin header is removed: the router's own check (throwIfPotentialCSRFAttack)
// would answer 500 where this one answers 403 or lets the request through, since it reads X-Forwarded-Host without
// TRUST_PROXY, takes `Origin: null` for another host, and runs on HEAD requests for `.data` URLs too.
// The one exception: a POST to a reader's unsubscribe link, which mail programs send from their own servers with no
// cookie and any Origin or none (RFC 8058 one-click); the link's secret is its authority (docs/admin.md, "Newsletter:
// readers"). Only this method on exactly this path pattern.
const ONE_CLICK_UNSUBSCRIBE = /^\/newsletter\/unsubscribe\/[A-Za-z0-9_-]+$/
app.use((req, res, next) => {
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
			const host = (env.TRUST_PROXY && req.get('x-forwarded-host')?.split(',')[0]?.trim()) || req.get('host')
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
})

// Every request body is bounded while it streams (node-server/body-limits.ts), by the bound its route says in its module.
app.use(limitRequestBodies(build.entry.module.serverBodyLimit))
// /api answers JSON only; pages take form posts only (node-server/error-answers.ts).
app.use(noDataUrlsUnderApi())
app.use(formBodiesOnly())

app.use(
	'/assets',
	express.static(path.join(root, 'build/client/assets'), { immutable: true, maxAge: '1y', index: false }),
)
app.use(express.static(path.join(root, 'build/client'), { maxAge: '1h', index: false }))

const handleWithRouter = createRequestHandler({ build, mode: 'production', getLoadContext })
// The adapter's handler catches its own errors and passes them to `next`.
app.all('*', pageCache.render, (req, res, next) => void handleWithRouter(req, res, next))

// JSON under /api even for errors raised outside React Router (node-server/error-answers.ts).
app.use(answerErrors())

// What no route can answer is refused first (node-server/error-answers.ts), then the page cache, then Express.
const server = http.createServer(
	(req, res) =>
		refuseMalformed(req, res, { trustProxy: env.TRUST_PROXY }) || pageCache.answer(req, res) || app(req, res),
)
// CONNECT (a tunnel request) gets a 405 rather than a cut connection (node-server/error-answers.ts).
refuseTunnels(server)
server.listen(env.PORT, env.HOST, () => {
	const address = server.address()
	const port = typeof address === 'object' && address ? address.port : env.PORT
	console.log(`Gallery site listening on http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${port}`)
})
server.on('error', (error: NodeJS.ErrnoException) => {
	console.error(`Cannot start: ${error.code === 'EADDRINUSE' ? `PORT ${env.PORT} is already in use` : error.message}`)
	process.exit(1)
})

// A launcher (npm start) passes on a signal that the terminal or the service manager may also
// have sent here: the first one stops the server, a second one changes nothing.
let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
	process.on(signal, () => {
		if (stopping) return
		stopping = true
		// Background work (the schedule that ends holds) stops first; a change it has begun is finished.
		const background = build.entry.module.stopBackgroundWork().catch(() => {})
		server.close(() => void background.then(() => process.exit(0)))
		setTimeout(() => process.exit(0), 3000).unref()
	})
}
