import '@remix-run/node'

declare module '@remix-run/node' {
	interface AppLoadContext {
		cspNonce?: string
		/** The visitor's address (from X-Forwarded-For only when TRUST_PROXY is on). */
		clientAddress?: string
	}
}
