import { getEnv } from '#app/utils/env.server.ts'

/**
 * The base of every absolute link (canonical, sitemap, Open Graph, emails):
 * PUBLIC_URL when set, else the request's own origin. X-Forwarded-Proto and
 * X-Forwarded-Host count only with TRUST_PROXY (the server's `trust proxy`
 * setting already applies that to the scheme and host name; the port is
 * taken from the Host header here, since the adapter reads it from
 * X-Forwarded-Host even when the proxy is not trusted).
 */
export function publicOrigin(request: Request): string {
	const env = getEnv()
	if (env.PUBLIC_URL) return env.PUBLIC_URL
	const url = new URL(request.url)
	if (env.TRUST_PROXY) return url.origin
	const host = request.headers.get('Host') ?? ''
	return /^[a-z0-9.-]+(:\d{1,5})?$/i.test(host) || /^\[[0-9a-f:.]+\](:\d{1,5})?$/i.test(host)
		? `${url.protocol}//${host.toLowerCase()}`
		: url.origin
}
