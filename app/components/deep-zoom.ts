import type OpenSeadragon from 'openseadragon'
import { useEffect, useRef, useState } from 'react'
import { iiifImageBase } from '#app/utils/images.ts'
import { deepZoomMax, ZOOM_MIN } from '#app/utils/lightbox-math.ts'

export type DeepZoom = {
	/** The tiles are showing (until then, and when they cannot be had, the lightbox shows a variant). */
	ready: boolean
	/** The largest zoom: 5x, or more when the original has more pixels than that shows. */
	maxZoom: number
}

type View = { zoom: number; rotation: number }

/**
 * Deep zoom over the IIIF tiles of a stored image (docs/public-site.md, 'Lightbox') with
 * OpenSeadragon, which is loaded only when a lightbox opens (`element` is
 * the lightbox's tile layer, set by a callback ref once the dialog's portal
 * has mounted it). The lightbox
 * keeps its own zoom (1 = the whole image fits) and rotation; this follows
 * them. OpenSeadragon's own keys, wheel and click zoom are off, so the lightbox's
 * keys and steps stay the same; dragging pans.
 */
export function useDeepZoom(element: HTMLDivElement | null, fileId: number | null, view: View): DeepZoom {
	const viewer = useRef<OpenSeadragon.Viewer | null>(null)
	const [state, setState] = useState<DeepZoom>({ ready: false, maxZoom: 5 })

	useEffect(() => {
		if (!element || !fileId) return
		let cancelled = false
		setState({ ready: false, maxZoom: 5 })
		// info.json is read here first: tiles not made yet (or missing) leave the variant showing, without the
		// viewer logging an error.
		const info = fetch(`${iiifImageBase(fileId)}/info.json`).then((res) =>
			res.ok ? (res.json() as Promise<object>) : null,
		)
		void Promise.all([import('openseadragon'), info])
			.then(([{ default: OSD }, tileSource]) => {
				if (cancelled || !tileSource) return
				const v = OSD({
					element,
					tileSources: tileSource,
					drawer: 'canvas',
					showNavigationControl: false,
					keyboardNavEnabled: false,
					tabIndex: -1,
					animationTime: 0.3,
					visibilityRatio: 0.5,
					// The lightbox keeps zoom between 0.5x and its own maximum.
					minZoomImageRatio: ZOOM_MIN,
					maxZoomPixelRatio: Number.POSITIVE_INFINITY,
					gestureSettingsMouse: { scrollToZoom: false, clickToZoom: false, dblClickToZoom: false, flickEnabled: false },
					gestureSettingsTouch: { pinchToZoom: false, clickToZoom: false, dblClickToZoom: false, flickEnabled: false },
					gestureSettingsPen: { clickToZoom: false, dblClickToZoom: false },
				})
				viewer.current = v
				v.addHandler('open', () => {
					if (cancelled) return
					const home = v.viewport.getHomeZoom()
					const native = v.world.getItemAt(0)?.imageToViewportZoom(1) ?? home
					setState({ ready: true, maxZoom: deepZoomMax(native / home) })
				})
				v.addHandler('open-failed', () => !cancelled && setState({ ready: false, maxZoom: 5 }))
			})
			.catch(() => {
				// Without the viewer the lightbox keeps its own zoom over a variant.
			})
		return () => {
			cancelled = true
			viewer.current?.destroy()
			viewer.current = null
			setState({ ready: false, maxZoom: 5 })
		}
	}, [element, fileId])

	useEffect(() => {
		const v = viewer.current
		if (!state.ready || !v) return
		const home = v.viewport.getHomeZoom()
		if (view.zoom <= 1) v.viewport.panTo(v.viewport.getHomeBounds().getCenter())
		v.viewport.zoomTo(home * view.zoom)
		v.viewport.setRotation(view.rotation)
	}, [state.ready, view.zoom, view.rotation])

	return state
}
