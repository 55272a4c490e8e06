import { describe, expect, it } from 'vitest'
import {
	clampZoom,
	deepZoomMax,
	downloadName,
	workFileName,
	rotate,
	wrapIndex,
	ZOOM_MAX,
	ZOOM_MIN,
	zoomIn,
	zoomOut,
} from './lightbox-math.ts'

describe('lightbox math', () => {
	it('zooms by a factor of 1.2 between 0.5x and 5x', () => {
		expect(zoomIn(1)).toBe(1.2)
		expect(zoomOut(1.2)).toBe(1)
		let z = 1
		for (let i = 0; i < 30; i++) z = zoomIn(z)
		expect(z).toBe(ZOOM_MAX)
		for (let i = 0; i < 30; i++) z = zoomOut(z)
		expect(z).toBe(ZOOM_MIN)
		expect(clampZoom(100)).toBe(5)
	})
	it('lets deep zoom go on to the original pixels of a large image, never below 5x', () => {
		expect(deepZoomMax(7.25)).toBe(7.25)
		expect(deepZoomMax(1.6)).toBe(5)
		expect(deepZoomMax(Number.NaN)).toBe(5)
		expect(zoomIn(7, 7.25)).toBe(7.25)
	})
	it('rotates in 90-degree steps and comes back to 0', () => {
		expect([rotate(0), rotate(90), rotate(180), rotate(270)]).toEqual([90, 180, 270, 0])
	})
	it('wraps previous and next around both ends', () => {
		expect(wrapIndex(-1, 5)).toBe(4)
		expect(wrapIndex(5, 5)).toBe(0)
		expect(wrapIndex(2, 5)).toBe(2)
		expect(wrapIndex(3, 0)).toBe(0)
	})
	it('names downloads artwork-{n}.jpg', () => {
		expect(downloadName(3)).toBe('artwork-3.jpg')
	})
})

describe('workFileName', () => {
	it("names a work's download after the artist's last name, the title and the year", () => {
		const work = { artist_name: 'Amara Okafor', title: 'Morning Field', year: 2025 }
		expect(workFileName(work, 1, 2)).toBe('okafor-morning-field-2025.jpg')
		expect(workFileName(work, 2, 2)).toBe('okafor-morning-field-2025-2.jpg')
		expect(workFileName({ artist_name: 'Hélène Marchetti', title: 'Été', year: null }, 1, 1)).toBe('marchetti-ete.jpg')
		expect(workFileName({ artist_name: '', title: '', year: null }, 1, 1)).toBe('untitled.jpg')
	})
})
