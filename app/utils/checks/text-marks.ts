/**
 * The headings and links in a text as staff write it. The site's texts are plain text (shown with their line
 * breaks, never as HTML), so what reads as structure is the usual plain-text writing: a line starting with
 * `#`…`######` is a heading of that level, `[text](address)` is a link with its text, and an address written out
 * (`https://…`, `www.…`) is a link whose text is the address itself.
 */
export type TextHeading = { level: number; text: string }
export type TextLink = { text: string; href: string; bare: boolean }

const HEADING = /^ {0,3}(#{1,6})[ \t]+(.*?)[ \t#]*$/
const MARKED_LINK = /\[([^\]\n]*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g
const BARE_ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>()[\]]+/gi

export function headingsOf(text: string): TextHeading[] {
	const headings: TextHeading[] = []
	let fenced = false
	for (const line of text.split(/\r?\n/)) {
		if (/^ {0,3}(```|~~~)/.test(line)) fenced = !fenced
		if (fenced) continue
		const match = HEADING.exec(line)
		if (match) headings.push({ level: match[1]!.length, text: match[2]!.trim() })
	}
	return headings
}

export function linksOf(text: string): TextLink[] {
	const links: TextLink[] = []
	const rest = text.replace(MARKED_LINK, (_all, label: string, href: string) => {
		links.push({ text: label.trim(), href, bare: false })
		return ' '
	})
	for (const match of rest.matchAll(BARE_ADDRESS)) {
		const href = match[0].replace(/[.,;:!?'"]+$/, '')
		links.push({ text: href, href, bare: true })
	}
	return links
}

/**
 * The path of a link to a page of this site ('/artist/mira-sol'), or null for a link elsewhere: a path from the
 * root, or an address on the site's own origin.
 */
export function sitePathOf(href: string, siteOrigin: string): string | null {
	if (href.startsWith('/') && !href.startsWith('//')) return new URL(href, 'http://site.invalid').pathname
	try {
		const url = new URL(href.startsWith('www.') ? `https://${href}` : href)
		const site = new URL(siteOrigin)
		return url.host === site.host && (url.protocol === 'http:' || url.protocol === 'https:') ? url.pathname : null
	} catch {
		return null
	}
}
