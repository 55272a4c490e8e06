/** The lightbox's limits (spec section 9). */
export const ZOOM_MIN = 0.5
export const ZOOM_MAX = 5
export const ZOOM_STEP = 1.2
export const ROTATE_STEP = 90

export function clampZoom(zoom: number) {
	return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Number(zoom.toFixed(4))))
}
export const zoomIn = (zoom: number) => clampZoom(zoom * ZOOM_STEP)
export const zoomOut = (zoom: number) => clampZoom(zoom / ZOOM_STEP)
export const rotate = (degrees: number) => (degrees + ROTATE_STEP) % 360

/** Previous/next that wrap around both ends. */
export function wrapIndex(index: number, count: number) {
	if (count <= 0) return 0
	return ((index % count) + count) % count
}

/** The download name of image n (1-based). */
export const downloadName = (n: number) => `artwork-${n}.jpg`
