import interItalic from '#app/fonts/inter-latin-400-italic.woff2?url'
import interNormal from '#app/fonts/inter-latin-wght-400-700.woff2?url'
import instrumentNormal from '#app/fonts/instrument-sans-latin-wght-400-700.woff2?url'
import newsreaderNormal from '#app/fonts/newsreader-latin-wght-400-700.woff2?url'
import sourceSerifItalic from '#app/fonts/source-serif-4-latin-400-italic.woff2?url'
import sourceSerifNormal from '#app/fonts/source-serif-4-latin-wght-400-700.woff2?url'

/**
 * The gallery's identity on the public site (docs/admin.md, 'Identity'): one of three bundled typeface
 * pairings, an accent colour and a logo, from page settings. Read defensively from the root loader's
 * data: any value missing or unknown falls back (the pairing to `grotesk`, the header to the gallery's name).
 */
export const TYPEFACES = ['grotesk', 'serif', 'modern'] as const
export type Typeface = (typeof TYPEFACES)[number]

/** The two files each pairing uses (app/site-base.css declares the faces). */
export const TYPEFACE_FILES: Record<Typeface, readonly string[]> = {
	grotesk: [interNormal, interItalic],
	serif: [sourceSerifNormal, sourceSerifItalic],
	modern: [instrumentNormal, newsreaderNormal],
}

/**
 * The files preloaded on every page: the upright faces that set the page's text. An italic (titles of works)
 * is fetched when the page first sets italic text, early in its first layout; docs/public-site.md, 'Type'.
 */
export const PRELOADED_TYPEFACE_FILES: Record<Typeface, readonly string[]> = {
	grotesk: [interNormal],
	serif: [sourceSerifNormal],
	modern: [instrumentNormal, newsreaderNormal],
}

export const TYPEFACE_LABELS: Record<Typeface, string> = {
	grotesk: 'Grotesk (Inter)',
	serif: 'Serif (Source Serif 4)',
	modern: 'Modern (Instrument Sans with Newsreader)',
}

export type Identity = { typeface: Typeface; accentColor: string | null; logo: string | null }

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

function pick(source: Record<string, unknown>, ...keys: string[]): unknown {
	for (const key of keys) if (source[key] !== undefined && source[key] !== null) return source[key]
	return undefined
}

/** The identity found in the root loader's data (top level or under `identity`), with defaults. */
export function readIdentity(data: unknown): Identity {
	const root = data && typeof data === 'object' ? (data as Record<string, unknown>) : {}
	const nested = root.identity && typeof root.identity === 'object' ? (root.identity as Record<string, unknown>) : {}
	const source = { ...root, ...nested }
	const typeface = pick(source, 'typeface')
	const accent = pick(source, 'accent_color', 'accentColor')
	const logo = pick(source, 'logo', 'logo_url', 'logoUrl')
	const logoUrl =
		typeof logo === 'string' ? logo : logo && typeof logo === 'object' ? (logo as { src?: unknown }).src : null
	return {
		typeface: TYPEFACES.includes(typeface as Typeface) ? (typeface as Typeface) : 'grotesk',
		accentColor: typeof accent === 'string' && HEX.test(accent.trim()) ? accent.trim() : null,
		// Only a same-site path or an http(s) address: anything else is ignored.
		logo: typeof logoUrl === 'string' && /^(\/(?!\/)|https?:\/\/)/.test(logoUrl.trim()) ? logoUrl.trim() : null,
	}
}
