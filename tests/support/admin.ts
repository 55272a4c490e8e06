import { ADMIN_PASSWORD, ADMIN_USERNAME, type TestServer } from './server.ts'

/** Signs in through the admin login form and returns the `gallery_session=...` cookie pair. */
export async function adminCookie(server: TestServer): Promise<string> {
	const res = await fetch(`${server.url}/admin?index`, {
		method: 'POST',
		body: new URLSearchParams({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }),
		redirect: 'manual',
	})
	const cookie = res.headers
		.getSetCookie()
		.find((c) => c.startsWith('gallery_session='))
		?.split(';')[0]
	if (!cookie) throw new Error(`Sign-in failed with ${res.status}`)
	return cookie
}

/** The JSON-LD objects of a page, parsed back as a search engine would. */
export function jsonLdOf(html: string): Record<string, any>[] {
	return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
		JSON.parse(m[1]!),
	)
}

/** The content of `<meta property|name="key">` or the href of `<link rel="key">`. */
export function headValue(html: string, key: string): string | null {
	const meta = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)
	if (meta)
		return meta[1]!
			.replace(/&amp;/g, '&')
			.replace(/&#x27;/g, "'")
			.replace(/&quot;/g, '"')
	const link = new RegExp(`<link rel="${key}" href="([^"]*)"`).exec(html)
	return link ? link[1]! : null
}
