import { createReadableStreamFromReadable } from '@react-router/node'
import {
	type EntryContext,
	type HandleErrorFunction,
	isRouteErrorResponse,
	type RouterContextProvider,
	ServerRouter,
} from 'react-router'
import { PassThrough } from 'node:stream'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { InlineStylesheetProvider } from '#app/components/inline-stylesheet.tsx'
import { StringsModulesProvider } from '#app/components/deferred-scripts.tsx'
import { NonceProvider } from '#app/utils/nonce.tsx'
import { requestFactsOf } from '#app/server/request-context.server.ts'
import { readRouteRulesFrom } from '#app/server/route-rules.server.ts'
import publicStylesheet from './public.css?inline'
import { registerStrings } from '#app/utils/i18n/page-strings.ts'
import { STRINGS } from '#app/utils/i18n/strings.ts'
import { type Language } from '#app/utils/languages.ts'

// Every shipped language's fixed texts, for the pages' components (app/utils/i18n/page-strings.ts).
for (const [lang, strings] of Object.entries(STRINGS)) registerStrings(lang as Language, strings)
import stylesheet from './tailwind.css?inline'
// This build's own routes: their rules (who may use them, body bounds, the query a page reads) are read from
// their modules through the router (app/server/route-rules.server.ts). The build imports this module, so its
// routes are read when first asked for, once both have loaded (and again when a development server reloads).
import * as serverBuild from 'virtual:react-router/server-build'
// Where the browser's build put each language's strings, preloaded with a page's scripts (vite.config.ts).
import stringsModules from 'virtual:strings-modules'

readRouteRulesFrom(() => serverBuild.routes)

export { startup, stopBackgroundWork } from '#app/server/startup.server.ts'
export { releaseMemory } from '#app/server/framework/release-memory.server.ts'
export { createPageCache } from '#app/server/page-cache/page-cache.server.ts'
export { byPath, publicRoutesOnly } from '#app/server/page-cache/public-build.server.ts'
export { contentSecurityPolicy, nonceSource } from '#app/server/page-cache/csp.server.ts'
export { backupCommand, restoreCommand } from '#app/server/backup/commands.server.ts'
export { serverBodyLimit } from '#app/server/body-limits.server.ts'
export { loadContextOf } from '#app/server/request-context.server.ts'

const ABORT_DELAY = 5_000
// In development the root links the whole stylesheet instead, so that Vite can update it in place.
const inlineStylesheets = import.meta.env.DEV ? { public: '', all: '' } : { public: publicStylesheet, all: stylesheet }
export const streamTimeout = ABORT_DELAY

export default function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	routerContext: EntryContext,
	loadContext: RouterContextProvider,
) {
	const nonce = requestFactsOf(loadContext).cspNonce
	// Bots and no-JS visitors get the whole document at once; browsers get it streamed.
	const waitForAll = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode
	return new Promise((resolve, reject) => {
		let shellRendered = false
		// React 19 keeps </body></html> until the router's streamed hydration data is written, so the document
		// validates as it comes (tests/integration/html-validity.test.ts).
		const body = new PassThrough()
		const { pipe, abort } = renderToPipeableStream(
			<NonceProvider value={nonce}>
				<InlineStylesheetProvider value={inlineStylesheets}>
					<StringsModulesProvider value={stringsModules}>
						<ServerRouter context={routerContext} url={request.url} nonce={nonce} />
					</StringsModulesProvider>
				</InlineStylesheetProvider>
			</NonceProvider>,
			{
				nonce,
				[waitForAll ? 'onAllReady' : 'onShellReady']() {
					shellRendered = true
					responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
					resolve(
						new Response(createReadableStreamFromReadable(body), {
							headers: responseHeaders,
							status: responseStatusCode,
						}),
					)
					pipe(body)
				},
				onShellError(error: unknown) {
					reject(error)
				},
				onError(error: unknown) {
					responseStatusCode = 500
					if (!shellRendered) return
					console.error(error)
					// The 200 is out already: end the body with the error, so that no cache (ours, a CDN's, the
					// browser's) keeps the broken page as a good one.
					body.destroy(error instanceof Error ? error : new Error(String(error)))
				},
			},
		)
		setTimeout(abort, ABORT_DELAY)
	})
}

export const handleError: HandleErrorFunction = (error, { request }) => {
	if (request.signal.aborted) return
	// A 4xx the router answers itself (a method a route has no action for, say) is the client's error, not ours.
	if (isRouteErrorResponse(error) && error.status < 500) return
	console.error(`Error while handling ${request.method} ${new URL(request.url).pathname}:`, error)
}
