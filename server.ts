// The gallery's one server, for production and for development: checks configuration and data before it listens,
// then serves the app behind security headers. The pieces are modules of node-server/; this file wires them.
// Production: compiled into build/node/server.js by the build (docs/decisions/009-typed-server-code.md), run by
// `npm start` (or `npm run build`, then `node build/node/server.js`). Development: `npm run dev` runs it with
// `--dev`, the app then coming from Vite in middleware mode, with hot reload (docs/operations.md, "Development").
import http from 'node:http'
import module from 'node:module'
import path from 'node:path'
import compression from 'compression'
import express, { type Request, type Response } from 'express'
import { limitRequestBodies } from './node-server/body-limits.ts'
import { type GalleryServerBuild, importServerBuild } from './node-server/build.ts'
import { refuseCrossSite } from './node-server/cross-site.ts'
import { loadDevelopmentBuild } from './node-server/dev.ts'
import { releaseMemoryWhenIdle } from './node-server/idle-memory.ts'
import {
	answerErrors,
	formBodiesOnly,
	noDataUrlsUnderApi,
	refuseMalformed,
	refuseTunnels,
} from './node-server/error-answers.ts'
import { repositoryRoot } from './node-server/root.ts'
import { securityHeaders } from './node-server/security-headers.ts'

const dev = process.argv.includes('--dev')
process.env.NODE_ENV ??= dev ? 'development' : 'production'
const mode = dev ? 'development' : 'production'
// `npm start` runs the Node that `npm install` put in node_modules (package.json "engines"); started by hand with an
// older one, say so in a line rather than fail further on.
const [nodeMajor = 0, nodeMinor = 0] = process.versions.node.split('.').map(Number)
if (nodeMajor < 22 || (nodeMajor === 22 && nodeMinor < 22)) {
	console.error(`The gallery's server needs Node.js 22.22 or newer, not ${process.version}: start it with npm start.`)
	process.exit(1)
}
// V8's compiled code is kept on disk (NODE_COMPILE_CACHE, else the system's temp folder) for the next start: loading the
// app's modules then takes about a fifth less CPU, which a restart on a small VPS and the tests' many servers feel.
module.enableCompileCache()
// Loaded once NODE_ENV is set: React and the router pick their production or development build when first imported.
const { createRequestHandler } = await import('@react-router/express')
const { createRequestHandler: createFetchHandler } = await import('react-router')
const root = repositoryRoot(import.meta.url)
// In development Vite makes the build from the sources, again after each change (`development.build()`).
const development = dev ? await loadDevelopmentBuild(root) : undefined
const build: GalleryServerBuild = development ? await development.build() : await importServerBuild(root)

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

// --- Page cache (docs/architecture.md, "The path of a request"): public pages answered from memory, before Express.
// In development every page is rendered afresh, from the sources as they are now. ---
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
app.use(
	securityHeaders({
		contentSecurityPolicy: (nonce) =>
			build.entry.module.contentSecurityPolicy([build.entry.module.nonceSource(nonce)], { development: dev }),
		answeredByCache: (res) => pageCache.answered(res),
	}),
)
app.use(refuseCrossSite({ trustProxy: env.TRUST_PROXY }))
// Every request body is bounded while it streams, by the bound its route says in its module.
app.use(limitRequestBodies(build.entry.module.serverBodyLimit))
// /api answers JSON only; pages take form posts only (node-server/error-answers.ts).
app.use(noDataUrlsUnderApi())
app.use(formBodiesOnly())

if (development) {
	// Vite serves the browser's modules, styles and public files from the sources.
	app.use(development.vite.middlewares)
} else {
	app.use(
		'/assets',
		express.static(path.join(root, 'build/client/assets'), { immutable: true, maxAge: '1y', index: false }),
	)
	app.use(express.static(path.join(root, 'build/client'), { maxAge: '1h', index: false }))
}

const handleWithRouter = createRequestHandler({ build: development?.build ?? build, mode, getLoadContext })
// The adapter's handler catches its own errors and passes them to `next`.
const routes: express.RequestHandler[] = development ? [] : [pageCache.render]
app.all('*', ...routes, (req, res, next) => void handleWithRouter(req, res, next))

// JSON under /api even for errors raised outside React Router (node-server/error-answers.ts).
app.use(answerErrors())

// What no route can answer is refused first (node-server/error-answers.ts), then the page cache, then Express.
const server = http.createServer(
	(req, res) =>
		refuseMalformed(req, res, { trustProxy: env.TRUST_PROXY }) ||
		(!development && pageCache.answer(req, res)) ||
		app(req, res),
)
// CONNECT (a tunnel request) gets a 405 rather than a cut connection (node-server/error-answers.ts).
refuseTunnels(server)
// What a burst of work left in V8's pool goes back to the system once the server is at rest (node-server/idle-memory.ts).
releaseMemoryWhenIdle(server, build.entry.module.releaseMemory)
server.listen(env.PORT, env.HOST, () => {
	const address = server.address()
	const port = typeof address === 'object' && address ? address.port : env.PORT
	const what = dev ? 'Gallery site (development)' : 'Gallery site'
	console.log(`${what} listening on http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${port}`)
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
		const vite = development?.vite.close().catch(() => {})
		server.close(() => void Promise.all([background, vite]).then(() => process.exit(0)))
		setTimeout(() => process.exit(0), 3000).unref()
	})
}
