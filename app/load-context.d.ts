import '@remix-run/node'

declare module '@remix-run/node' {
	interface AppLoadContext {
		cspNonce?: string
		/** The visitor's address (from X-Forwarded-For only when TRUST_PROXY is on). */
		clientAddress?: string
		/**
		 * Whether this request loads a page in the browser: a GET of the document itself, not a HEAD and not the
		 * `.data` fetch of a page's loaders (a viewing room counts a view only then).
		 */
		pageLoad?: boolean
	}
}
