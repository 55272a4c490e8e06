import crypto from 'node:crypto'

/**
 * The Content-Security-Policy of every page. `scriptSources` authorise the
 * page's inline scripts: a fresh `'nonce-…'` for a page rendered for one
 * response, the `'sha256-…'` of each script for a page kept in the page cache.
 */
export function contentSecurityPolicy(
	scriptSources: readonly string[],
	options: { development?: boolean } = {},
): string {
	return [
		"default-src 'self'",
		["script-src 'self'", ...scriptSources].join(' '),
		"style-src 'self' 'unsafe-inline'",
		"img-src 'self' data: blob:",
		"font-src 'self'",
		// In development Vite's client listens for changes on a WebSocket of its own port (`npm run dev`).
		options.development ? "connect-src 'self' ws:" : "connect-src 'self'",
		"object-src 'none'",
		"base-uri 'none'",
		"form-action 'self'",
		"frame-ancestors 'none'",
	].join('; ')
}

export const nonceSource = (nonce: string) => `'nonce-${nonce}'`

/**
 * Makes a page rendered with `nonce` on its inline scripts fit to be sent to
 * any number of visitors: every `nonce="…"` attribute goes, and each inline
 * script that carried it is authorised by the SHA-256 of its text instead.
 * React escapes `<` inside the scripts it writes, so the first `</script`
 * after a start tag closes it.
 */
export function hashInlineScripts(html: string, nonce: string): { html: string; scriptSources: string[] } {
	const attribute = ` nonce="${nonce}"`
	const sources = new Set<string>()
	for (const match of html.matchAll(/<script\b[^>]*>/gi)) {
		const tag = match[0]
		// Data blocks (JSON-LD) never run, so the policy need not name them.
		if (!tag.includes(attribute) || /\ssrc=/i.test(tag) || /\stype="application\/ld\+json"/i.test(tag)) continue
		const start = match.index + tag.length
		const end = html.indexOf('</script', start)
		if (end === -1) continue
		const digest = crypto.createHash('sha256').update(html.slice(start, end), 'utf8').digest('base64')
		sources.add(`'sha256-${digest}'`)
	}
	return { html: nonce ? html.replaceAll(attribute, '') : html, scriptSources: [...sources] }
}
