import * as Dialog from '@radix-ui/react-dialog'
import { type KeyboardEvent, type PointerEvent, type WheelEvent, useRef, useState } from 'react'
import { largestSrc, type PublicImage, sizedSrc } from '#app/utils/images.ts'
import { clampZoom, downloadName, rotate, wrapIndex, zoomIn, zoomOut } from '#app/utils/lightbox-math.ts'
import { SafeImage } from '#app/components/site/safe-image.tsx'
import { useDeepZoom } from './deep-zoom.ts'

export type LightboxImage = PublicImage

export const LIGHTBOX_HINT = 'Use mouse wheel to zoom • Arrow keys to navigate • R to rotate • ESC to close'
/** The hint on touch screens (where the primary pointer is coarse), which have no mouse wheel or keys. */
export const LIGHTBOX_TOUCH_HINT = 'Pinch to zoom • Swipe to navigate • Tap × to close'

/** The caption under the image: artist, title, year (the museum convention). */
export type LightboxCaption = { artist?: string; title?: string; year?: number | null }

/** A horizontal move this long (px), and longer than it is high, is a swipe to the next or previous image. */
const SWIPE_DISTANCE = 50

export { useLightbox } from './use-lightbox.ts'

export type LightboxProps = {
	images: LightboxImage[]
	/** Artist, title and year under the image (an artwork's); without it the image's alt text. */
	caption?: LightboxCaption
	index: number | null
	onIndexChange: (index: number) => void
	onClose: () => void
	/** The element focused again when the lightbox closes. */
	returnFocus?: { current: HTMLElement | null }
	/**
	 * Where Download takes image `index` (0-based): an artwork's web-size JPEG named after the work, or null for no
	 * Download (`LIGHTBOX_DOWNLOAD=off`). Without it, the image's largest web variant; never the master file.
	 */
	download?: ((index: number) => string) | null
}

/**
 * A full-screen image viewer in a modal dialog (Radix): focus moves in and
 * stays inside, Escape closes and focus returns to the image that opened it.
 * Zoom 0.5x-5x in steps of 1.2 (buttons, + / = / -, mouse wheel), rotation in
 * 90-degree steps (button, R), drag to pan when zoomed, arrows and Left/Right
 * wrap around, a thumbnail strip, and a download named artwork-{n}.jpg (the server names an artwork's after the
 * work, `download`). A
 * stored image zooms into its IIIF tiles (deep zoom), up to the original's
 * full resolution when that is more than 5x; until the tiles show, and for
 * other images, a variant is scaled.
 */
export function Lightbox({ images, caption, index, onIndexChange, onClose, returnFocus, download }: LightboxProps) {
	const open = index !== null && images.length > 0
	const current = open ? wrapIndex(index, images.length) : 0
	const image = images[current]
	const [view, setView] = useState({ zoom: 1, rotation: 0, x: 0, y: 0 })
	const drag = useRef<{ x: number; y: number; startX: number; startY: number } | null>(null)
	// Touch: the fingers down, a pinch's starting spread and zoom, a swipe's starting point.
	const touches = useRef(new Map<number, { x: number; y: number }>())
	const pinch = useRef<{ spread: number; zoom: number } | null>(null)
	const swipe = useRef<{ x: number; y: number } | null>(null)
	const [tiles, setTiles] = useState<HTMLDivElement | null>(null)
	const deep = useDeepZoom(tiles, open && image ? image.id : null, view)
	const max = deep.ready ? deep.maxZoom : undefined

	const go = (to: number) => {
		setView({ zoom: 1, rotation: 0, x: 0, y: 0 })
		onIndexChange(wrapIndex(to, images.length))
	}
	const setZoom = (change: (zoom: number) => number) =>
		setView((v) => {
			const zoom = change(v.zoom)
			return zoom <= 1 ? { ...v, zoom, x: 0, y: 0 } : { ...v, zoom }
		})

	function onKeyDown(event: KeyboardEvent) {
		if (event.altKey || event.ctrlKey || event.metaKey) return
		const key = event.key
		if (key === 'ArrowLeft') go(current - 1)
		else if (key === 'ArrowRight') go(current + 1)
		else if (key === '+' || key === '=') setZoom((z) => zoomIn(z, max))
		else if (key === '-' || key === '_') setZoom((z) => zoomOut(z, max))
		else if (key === 'r' || key === 'R') setView((v) => ({ ...v, rotation: rotate(v.rotation) }))
		else return
		event.preventDefault()
	}
	function onWheel(event: WheelEvent) {
		if (event.deltaY === 0) return
		setZoom((z) => (event.deltaY < 0 ? zoomIn(z, max) : zoomOut(z, max)))
	}
	const spread = () => {
		const [a, b] = [...touches.current.values()]
		return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0
	}
	function onPointerDown(event: PointerEvent<HTMLDivElement>) {
		if (event.pointerType === 'touch' && !deep.ready) {
			touches.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
			if (touches.current.size === 2) {
				// Two fingers: a pinch, not a swipe or a pan.
				pinch.current = { spread: spread(), zoom: view.zoom }
				swipe.current = null
				drag.current = null
				return
			}
			if (view.zoom <= 1) swipe.current = { x: event.clientX, y: event.clientY }
		}
		// Deep zoom pans (and pinches) by itself.
		if (view.zoom <= 1 || deep.ready) return
		event.currentTarget.setPointerCapture(event.pointerId)
		drag.current = { x: view.x, y: view.y, startX: event.clientX, startY: event.clientY }
	}
	function onPointerMove(event: PointerEvent) {
		if (touches.current.has(event.pointerId)) {
			touches.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
			const p = pinch.current
			if (p && touches.current.size === 2 && p.spread > 0) {
				const zoom = clampZoom(p.zoom * (spread() / p.spread), max)
				setView((v) => (zoom <= 1 ? { ...v, zoom, x: 0, y: 0 } : { ...v, zoom }))
				return
			}
		}
		const d = drag.current
		if (!d) return
		setView((v) => ({ ...v, x: d.x + event.clientX - d.startX, y: d.y + event.clientY - d.startY }))
	}
	function onPointerEnd(event: PointerEvent) {
		const start = swipe.current
		if (start && touches.current.size === 1) {
			const dx = event.clientX - start.x
			const dy = event.clientY - start.y
			if (images.length > 1 && Math.abs(dx) > SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy))
				go(current + (dx < 0 ? 1 : -1))
		}
		touches.current.delete(event.pointerId)
		if (touches.current.size < 2) pinch.current = null
		swipe.current = null
		drag.current = null
	}

	const button = 'p-2.5 text-stone-300 hover:text-white disabled:opacity-40'
	const words = caption && (caption.artist || caption.title) ? caption : null
	return (
		<Dialog.Root
			open={open}
			onOpenChange={(next) => {
				if (!next) {
					setView({ zoom: 1, rotation: 0, x: 0, y: 0 })
					onClose()
				}
			}}
		>
			<Dialog.Portal>
				{/* Opaque: nothing of the page shows through. */}
				<Dialog.Overlay className="fixed inset-0 z-50 bg-[#0d0d0d]" data-testid="lightbox-backdrop" />
				<Dialog.Content
					className="fixed inset-0 z-50 flex flex-col bg-[#0d0d0d] text-white outline-none"
					onKeyDown={onKeyDown}
					onCloseAutoFocus={(event) => {
						const target = returnFocus?.current
						if (target && target.isConnected) {
							event.preventDefault()
							target.focus()
						}
					}}
					aria-describedby="lightbox-hint"
				>
					<div className="flex items-center justify-between gap-4 p-3">
						<Dialog.Title className="text-sm" aria-live="polite">
							<span className="sr-only">Image viewer: {image?.alt}, </span>
							<span data-testid="lightbox-counter">{`${current + 1} of ${images.length}`}</span>
						</Dialog.Title>
						<div className="flex items-center gap-2" role="toolbar" aria-label="Image tools">
							<button
								type="button"
								className={button}
								onClick={() => setZoom((z) => zoomOut(z, max))}
								aria-label="Zoom out"
								title="Zoom out (-)"
							>
								<Icon d="M5 11h14v2H5z" />
							</button>
							<span className="w-12 text-center text-sm tabular-nums" data-testid="lightbox-zoom">
								{Math.round(view.zoom * 100)}%
							</span>
							<button
								type="button"
								className={button}
								onClick={() => setZoom((z) => zoomIn(z, max))}
								aria-label="Zoom in"
								title="Zoom in (+)"
							>
								<Icon d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z" />
							</button>
							<button
								type="button"
								className={button}
								onClick={() => setView((v) => ({ ...v, rotation: rotate(v.rotation) }))}
								aria-label="Rotate"
								title="Rotate (R)"
							>
								<Icon d="M12 4V1L8 5l4 4V6a6 6 0 1 1-6 6H4a8 8 0 1 0 8-8z" />
							</button>
							{image && download !== null ? (
								<a
									href={download ? download(current) : largestSrc(image)}
									download={downloadName(current + 1)}
									className={button}
									aria-label={`Download image ${current + 1}`}
									title="Download"
								>
									<Icon d="M11 3h2v9l3-3 1.4 1.4L12 15.8l-5.4-5.4L8 9l3 3zM5 18h14v2H5z" />
								</a>
							) : null}
							<Dialog.Close className={button} aria-label="Close" title="Close (Esc)">
								<Icon d="M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4L12 13.4 6.4 19 5 17.6 10.6 12 5 6.4z" />
							</Dialog.Close>
						</div>
					</div>
					<div className="relative flex min-h-0 flex-1 items-center justify-center overflow-hidden">
						{images.length > 1 ? (
							<button
								type="button"
								className={`${button} absolute left-3 z-10`}
								onClick={() => go(current - 1)}
								aria-label="Previous image"
							>
								<Icon d="M15.4 7.4 14 6l-6 6 6 6 1.4-1.4L10.8 12z" />
							</button>
						) : null}
						<div
							className={`relative flex h-full w-full items-center justify-center ${view.zoom > 1 ? 'cursor-grab active:cursor-grabbing' : ''}`}
							onWheel={onWheel}
							onPointerDown={onPointerDown}
							onPointerMove={onPointerMove}
							onPointerUp={onPointerEnd}
							onPointerCancel={onPointerEnd}
							data-testid="lightbox-stage"
							data-zoom={view.zoom}
							data-rotation={view.rotation}
							data-deep-zoom={deep.ready ? 'ready' : undefined}
						>
							{image && !deep.ready ? (
								<SafeImage
									key={image.src}
									image={image}
									sizes="100vw"
									fit="contain"
									eager
									draggable={false}
									className="h-auto max-h-full w-auto max-w-full touch-none object-contain select-none motion-safe:transition-transform"
									fallbackClassName="h-48 w-64 rounded bg-stone-800 text-stone-300"
									style={{
										transform: `translate(${view.x}px, ${view.y}px) scale(${view.zoom}) rotate(${view.rotation}deg)`,
									}}
								/>
							) : null}
							<div
								ref={setTiles}
								className={`absolute inset-0 touch-none ${deep.ready ? '' : 'invisible'}`}
								aria-hidden={!deep.ready}
								data-testid="deep-zoom"
							/>
						</div>
						{images.length > 1 ? (
							<button
								type="button"
								className={`${button} absolute right-3 z-10`}
								onClick={() => go(current + 1)}
								aria-label="Next image"
							>
								<Icon d="M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z" />
							</button>
						) : null}
					</div>
					{images.length > 1 ? (
						<ul className="flex justify-center gap-2 overflow-x-auto p-3" aria-label="Thumbnails">
							{images.map((img, i) => (
								<li key={`${img.src}-${i}`} className="shrink-0">
									<button
										type="button"
										onClick={() => go(i)}
										aria-label={`Show image ${i + 1}`}
										aria-current={i === current ? 'true' : undefined}
										className={`block border-b-2 pb-1 ${i === current ? 'border-white' : 'border-transparent opacity-50 hover:opacity-100'}`}
									>
										<img
											src={sizedSrc(img, 320)}
											alt=""
											width={img.width ?? 48}
											height={img.height ?? 48}
											className="block h-10 w-auto"
											style={{ width: `${Math.round(40 * (img.width && img.height ? img.width / img.height : 1))}px` }}
											loading="lazy"
										/>
									</button>
								</li>
							))}
						</ul>
					) : null}
					<p className="px-4 pt-1 text-center text-sm text-stone-200" data-testid="lightbox-caption">
						{words ? (
							<>
								{words.artist ? `${words.artist}, ` : ''}
								<i>{words.title}</i>
								{words.year ? `, ${words.year}` : ''}
							</>
						) : (
							image?.alt
						)}
					</p>
					<Dialog.Description id="lightbox-hint" className="px-4 pt-1 pb-3 text-center text-xs text-stone-400">
						{/* The spec's hint where there is a mouse; on a touch screen (a phone) the gestures instead of the wheel. */}
						<span className="pointer-coarse:hidden">{LIGHTBOX_HINT}</span>
						<span className="hidden pointer-coarse:inline">{LIGHTBOX_TOUCH_HINT}</span>
					</Dialog.Description>
				</Dialog.Content>
			</Dialog.Portal>
		</Dialog.Root>
	)
}

function Icon({ d }: { d: string }) {
	return (
		<svg aria-hidden viewBox="0 0 24 24" width="20" height="20" fill="currentColor">
			<path d={d} />
		</svg>
	)
}
