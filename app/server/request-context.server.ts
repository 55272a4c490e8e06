import { createContext, RouterContextProvider } from 'react-router'

/**
 * What the Node server knows of a request and the routes need: the nonce of the page's Content-Security-Policy and the
 * visitor's address (from X-Forwarded-For only when TRUST_PROXY is on). The server puts them into the router's context
 * for each request (`loadContextOf`), and a loader, an action or the document's renderer reads them back
 * (`requestFactsOf`).
 */
export type RequestFacts = { cspNonce: string; clientAddress: string }

const requestFacts = createContext<RequestFacts>({ cspNonce: '', clientAddress: 'unknown' })

/** The `context` a loader, an action or a middleware is given. */
export type LoadContext = Readonly<RouterContextProvider>

/** The router context of one request, made by the Node server's `getLoadContext`. */
export function loadContextOf(facts: RequestFacts): RouterContextProvider {
	const context = new RouterContextProvider()
	context.set(requestFacts, facts)
	return context
}

/** The facts of the request a context belongs to; the defaults when there is none (a test calling a loader). */
export function requestFactsOf(context: LoadContext | null | undefined): RequestFacts {
	return context ? context.get(requestFacts) : { cspNonce: '', clientAddress: 'unknown' }
}

/** The visitor's address, or `unknown` (a test calling a loader without a server). */
export const clientAddressOf = (context: LoadContext | null | undefined) => requestFactsOf(context).clientAddress
