/**
 * Image URLs and the plain image shape the public pages render. Variants of a
 * stored upload are made in the background at upload time (docs/operations.md,
 * 'Images'): AVIF and WebP at these widths, never wider than the original.
 */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const
export type VariantWidth = (typeof VARIANT_WIDTHS)[number]
export const VARIANT_FORMATS = ['avif', 'webp'] as const
export type VariantFormat = (typeof VARIANT_FORMATS)[number]

export function isVariantWidth(width: number): width is VariantWidth {
	return (VARIANT_WIDTHS as readonly number[]).includes(width)
}

/** The variant widths an original of this width and type gets (GIFs are served as they are). */
export function variantWidthsFor(width: number | null, mimeType: string): VariantWidth[] {
	if (!width || mimeType === 'image/gif') return []
	return VARIANT_WIDTHS.filter((w) => w <= width)
}

/** A usable image URL, or '' for blob: and other links a visitor's browser cannot load. */
export function usableImage(url: string | null | undefined): string {
	if (!url) return ''
	const text = url.trim()
	if (text.startsWith('blob:')) return ''
	return text.startsWith('/') || /^https?:\/\//.test(text) ? text : ''
}

/** Usable image URLs, without blanks, blob: links or duplicates. */
export function cleanImages(urls: readonly (string | null | undefined)[]): string[] {
	return [...new Set(urls.map(usableImage).filter(Boolean))]
}

/** An artwork's images, the featured one first. */
export function artworkImages(artwork: { images: readonly string[]; featured_image: string }): string[] {
	return cleanImages([artwork.featured_image, ...artwork.images])
}

/** The stored file id of an upload URL (/api/file/12 or /api/files/12), else null. */
export function storedFileId(url: string): number | null {
	const match = /^\/api\/files?\/(\d+)$/.exec(usableImage(url))
	return match ? Number(match[1]) : null
}

/** The URL of one variant; other URLs are returned as they are. */
export function variantUrl(url: string, width: VariantWidth, format: VariantFormat = 'webp'): string {
	const id = storedFileId(url)
	return id ? `/api/file/${id}?w=${width}&fm=${format}` : usableImage(url)
}

/**
 * What a public page needs to draw one image without layout shift: the
 * original's URL and size, the variant widths it has, its alt text, its focal
 * point (0 to 1) and a tiny blurred placeholder.
 */
export type PublicImage = {
	src: string
	id: number | null
	width: number | null
	height: number | null
	widths: VariantWidth[]
	alt: string
	focalX: number
	focalY: number
	placeholder: string
}

/** The facts of a stored file that a public image uses (a subset of the file record). */
export type ImageFacts = {
	id: number
	width: number | null
	height: number | null
	mime_type: string
	alt_text: string
	focal_x: number
	focal_y: number
	placeholder: string
}

/** A public image from a URL and, when it names a stored file, that file's facts. */
export function toPublicImage(
	url: string,
	file: ImageFacts | null | undefined,
	fallbackAlt: string,
): PublicImage | null {
	const src = usableImage(url)
	if (!src) return null
	const alt = file?.alt_text.trim() || fallbackAlt
	if (!file) {
		return { src, id: null, width: null, height: null, widths: [], alt, focalX: 0.5, focalY: 0.5, placeholder: '' }
	}
	return {
		src,
		id: file.id,
		width: file.width,
		height: file.height,
		widths: variantWidthsFor(file.width, file.mime_type),
		alt,
		focalX: file.focal_x,
		focalY: file.focal_y,
		placeholder: file.placeholder,
	}
}

/** Looks up the stored file behind an image URL (the data layer builds one per page). */
export type ImageLookup = (url: string) => ImageFacts | null

/** Public images of several URLs; `alt(i, n)` is the fallback alt text of image i (0-based) of n. */
export function publicImages(urls: readonly string[], lookup: ImageLookup, alt: (i: number, n: number) => string) {
	return urls.flatMap((url, i) => toPublicImage(url, lookup(url), alt(i, urls.length)) ?? [])
}

/** `srcset` of one format, or undefined when the image has no variants. */
export function variantSrcSet(image: Pick<PublicImage, 'src' | 'widths'>, format: VariantFormat) {
	if (image.widths.length === 0) return undefined
	return image.widths.map((w) => `${variantUrl(image.src, w, format)} ${w}w`).join(', ')
}

/** The smallest variant at least `width` wide (else the largest), or the original when there are none. */
export function sizedSrc(image: Pick<PublicImage, 'src' | 'widths'>, width: number, format: VariantFormat = 'webp') {
	const chosen = image.widths.find((w) => w >= width) ?? image.widths.at(-1)
	return chosen ? variantUrl(image.src, chosen, format) : image.src
}

/** The largest variant (what a visitor without JavaScript opens), or the original. */
export function largestSrc(image: Pick<PublicImage, 'src' | 'widths'>) {
	return sizedSrc(image, Number.POSITIVE_INFINITY)
}

/** CSS `object-position` of a focal point. */
export function focalPosition(image: Pick<PublicImage, 'focalX' | 'focalY'>) {
	const pct = (v: number) => `${Math.round(Math.min(1, Math.max(0, v)) * 1000) / 10}%`
	return `${pct(image.focalX)} ${pct(image.focalY)}`
}

/**
 * The placeholder as a CSS background: the tiny image itself, which the browser
 * stretches into a soft wash of the picture's colours. (Blurring it inside an
 * SVG looked smoother but made every placeholder an SVG document of its own:
 * 24 of them cost a phone some 120 ms of style work before the first paint.)
 */
export function placeholderBackground(image: Pick<PublicImage, 'placeholder'>) {
	// Only the base64 image the server made: anything else (a hand-edited record, say) could end the url().
	if (!PLACEHOLDER.test(image.placeholder)) return undefined
	return `url("${image.placeholder}")`
}

const PLACEHOLDER = /^data:image\/(?:webp|png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/

/** The IIIF Image API base of a stored file (its info.json is at `{base}/info.json`). */
export function iiifImageBase(id: number) {
	return `/iiif/3/${id}`
}
