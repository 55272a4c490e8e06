import { slugify } from './slug.ts'

/** The lightbox's limits (docs/public-site.md, 'Lightbox'). */
export const ZOOM_MIN = 0.5
export const ZOOM_MAX = 5
export const ZOOM_STEP = 1.2
export const ROTATE_STEP = 90

/** `max` is 5, or more for deep zoom into an original with more pixels than 5x shows. */
export function clampZoom(zoom: number, max = ZOOM_MAX) {
	return Math.min(max, Math.max(ZOOM_MIN, Number(zoom.toFixed(4))))
}
export const zoomIn = (zoom: number, max = ZOOM_MAX) => clampZoom(zoom * ZOOM_STEP, max)
export const zoomOut = (zoom: number, max = ZOOM_MAX) => clampZoom(zoom / ZOOM_STEP, max)

/** Deep zoom's limit: at least the lightbox's 5x, and up to one original pixel per screen pixel. */
export function deepZoomMax(nativeZoom: number) {
	return Number.isFinite(nativeZoom) ? Math.max(ZOOM_MAX, Number(nativeZoom.toFixed(4))) : ZOOM_MAX
}
export const rotate = (degrees: number) => (degrees + ROTATE_STEP) % 360

/** Previous/next that wrap around both ends. */
export function wrapIndex(index: number, count: number) {
	if (count <= 0) return 0
	return ((index % count) + count) % count
}

/** The download name of image n (1-based). */
export const downloadName = (n: number) => `artwork-${n}.jpg`

/**
 * The name the server gives a downloaded image of a work (`Content-Disposition`): the artist's last name, the
 * title and the year, as a slug (`okafor-morning-field-2025.jpg`), and `-n` for a work's image after its first.
 * The link keeps the spec's `download` name (`downloadName`); a browser saves under the server's.
 */
export function workFileName(
	work: { artist_name: string; title: string; year?: number | null },
	n: number,
	count: number,
): string {
	const artist = work.artist_name.trim().split(/\s+/).at(-1) ?? ''
	const base = slugify([artist, work.title || 'untitled', work.year || ''].join(' ')) || 'artwork'
	return `${base}${count > 1 && n > 1 ? `-${n}` : ''}.jpg`
}
