/**
 * The sitemap protocol (sitemaps.org) with Google's image extension, and
 * robots.txt. Pure text building; the caller decides what is visible.
 */
export type SitemapEntry = { loc: string; lastmod?: string; images?: string[] }

export function escapeXml(text: string) {
	return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)
}

/** The newest of some ISO dates (undefined when none). */
export function latest(...dates: (string | null | undefined)[]) {
	return dates
		.filter((d): d is string => Boolean(d))
		.sort()
		.at(-1)
}

export function sitemapXml(entries: readonly SitemapEntry[]) {
	const urls = entries.map((e) => {
		const parts = [`<loc>${escapeXml(e.loc)}</loc>`]
		if (e.lastmod) parts.push(`<lastmod>${escapeXml(e.lastmod)}</lastmod>`)
		for (const image of e.images ?? [])
			parts.push(`<image:image><image:loc>${escapeXml(image)}</image:loc></image:image>`)
		return `<url>${parts.join('')}</url>`
	})
	return [
		'<?xml version="1.0" encoding="UTF-8"?>',
		'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">',
		...urls,
		'</urlset>',
		'',
	].join('\n')
}

export function robotsTxt(origin: string) {
	return [
		'User-agent: *',
		'Allow: /',
		'Disallow: /admin',
		'Disallow: /api/admin',
		'',
		`Sitemap: ${origin}/sitemap.xml`,
		'',
	].join('\n')
}
