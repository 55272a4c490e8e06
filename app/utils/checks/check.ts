import { type Language } from '#app/utils/languages.ts'

/**
 * What the checks before publishing say about a record (contract section 23, docs/admin.md 'Checks before
 * publishing'). A problem keeps a record from being made visible unless an admin publishes anyway; a warning
 * never blocks. Each check is a small module of this folder that reads a `CheckSubject` (plain values the server
 * gathers from the record, its images and the site) and returns what it finds.
 */
export type CheckLevel = 'problem' | 'warning'

export type Check = {
	/** Which check, stable: 'image-alt-missing', 'link-broken'… */
	code: string
	level: CheckLevel
	/** The form field it is about ('description', 'images', 'accent_color'). */
	field: string
	/** What staff read beside the field. */
	message: string
	/** A fix the form can offer in one click ('From dates' sets the status to auto). */
	fix?: { label: string; field: string; value: string }
	/** The image a check of an image is about (its URL): the report names a file's warning once, on its first record. */
	image?: string
}

/** An image of the record, with what its file record says (null when the image is not one of ours). */
export type CheckImage = {
	field: string
	url: string
	alt: string
	originalName: string
	width: number | null
	height: number | null
	/** Shown large (deep zoom, the lightbox, the home page's hero), so its size matters; a portrait or a cover is not. */
	large: boolean
}

/**
 * A text of the record. `paragraphs`: a long text read as running prose, which should break into paragraphs
 * (descriptions, bios, about blocks), as opposed to a short one (a subject line).
 */
export type CheckText = { field: string; text: string; paragraphs?: boolean }

export type CheckSubject = {
	/** The record's title or name, which alt text should do more than repeat. */
	title: string
	texts: CheckText[]
	images: CheckImage[]
	/** An exhibition (or fair): its stored status and dates. */
	dates?: { status: string; start_date: string | null; end_date: string | null; is_visible: boolean }
	/** An artwork's details a collector looks for. */
	details?: {
		medium: string
		size: string
		height: number | null
		width: number | null
		depth: number | null
	}
	/** A page's description, which search engines and link previews show. */
	pageDescription?: { field: string; text: string }
	/** The identity's accent colour ('#rrggbb', '' for the design's own). */
	accentColor?: string
	/**
	 * The translatable fields with a text in the default language but none in another of the site's languages
	 * (contract section 21); none when the site has one language.
	 */
	untranslated?: { field: string; language: Language }[]
}

export type CheckContext = {
	/** The gallery's today, 'YYYY-MM-DD' (app/utils/exhibition-status.ts, `galleryToday`). */
	today: string
	/** The site's own origin (PUBLIC_URL): a link to it is a link to a page of this site. */
	siteOrigin: string
	/** Paths of this site the record's texts link to that answer 404, as the server's router and data say. */
	missingPages: ReadonlySet<string>
}

export const problem = (code: string, field: string, message: string): Check => ({
	code,
	level: 'problem',
	field,
	message,
})
export const warning = (code: string, field: string, message: string): Check => ({
	code,
	level: 'warning',
	field,
	message,
})
