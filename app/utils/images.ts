// Widths the site asks for; any other width is refused so nobody can fill the disk with variants.
export const VARIANT_WIDTHS = [320, 640, 960, 1600] as const
export type VariantWidth = (typeof VARIANT_WIDTHS)[number]

/** A usable image URL, or '' for blob: and other links a visitor's browser cannot load. */
export function usableImage(url: string | null | undefined): string {
	if (!url) return ''
	const text = url.trim()
	if (text.startsWith('blob:')) return ''
	return text.startsWith('/') || /^https?:\/\//.test(text) ? text : ''
}

/** A resized WebP variant of a stored upload; other URLs are returned as they are. */
export function imageSrc(url: string, width: VariantWidth): string {
	const clean = usableImage(url)
	const match = /^\/api\/files?\/(\d+)$/.exec(clean)
	return match ? `/api/file/${match[1]}?w=${width}` : clean
}

export function imageSrcSet(url: string, widths: readonly VariantWidth[]): string | undefined {
	const clean = usableImage(url)
	if (!/^\/api\/files?\/\d+$/.test(clean)) return undefined
	return widths.map((w) => `${imageSrc(clean, w)} ${w}w`).join(', ')
}

/** Usable image URLs, without blanks, blob: links or duplicates. */
export function cleanImages(urls: readonly (string | null | undefined)[]): string[] {
	return [...new Set(urls.map(usableImage).filter(Boolean))]
}

/** An artwork's images, the featured one first. */
export function artworkImages(artwork: { images: readonly string[]; featured_image: string }): string[] {
	return cleanImages([artwork.featured_image, ...artwork.images])
}
