/**
 * The sitemap protocol (sitemaps.org) with Google's image extension, and
 * robots.txt. Pure text building; the caller decides what is visible.
 */
import { pageInLanguages } from './i18n/page-language.ts'
import { type Language } from './languages.ts'

export type SitemapEntry = {
	loc: string
	lastmod?: string
	images?: string[]
	/** The same page in each of the site's languages, `x-default` the default's (xhtml:link alternates). */
	alternates?: { lang: string; href: string }[]
}

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
		for (const { lang, href } of e.alternates ?? [])
			parts.push(`<xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${escapeXml(href)}"/>`)
		return `<url>${parts.join('')}</url>`
	})
	const xhtml = entries.some((e) => e.alternates?.length) ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ''
	return [
		'<?xml version="1.0" encoding="UTF-8"?>',
		`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"${xhtml}>`,
		...urls,
		'</urlset>',
		'',
	].join('\n')
}

/**
 * With more than one language, every page's address in each language, each listing all of them (and `x-default`,
 * the default language's) as its alternates; with one language, the entries as they are.
 */
export function sitemapInLanguages(
	entries: readonly SitemapEntry[],
	origin: string,
	languages: readonly Language[],
): SitemapEntry[] {
	if (languages.length < 2) return [...entries]
	return entries.flatMap((entry) => {
		const path = entry.loc.startsWith(origin) ? entry.loc.slice(origin.length) || '/' : entry.loc
		const versions = pageInLanguages(path, languages).map((v) => ({ lang: v.lang, href: `${origin}${v.path}` }))
		const alternates = [...versions, { lang: 'x-default', href: versions[0]!.href }]
		return versions.map((v) => ({ ...entry, loc: v.href, alternates }))
	})
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
