import { lazy, Suspense, useRef } from 'react'
import { type Lightbox as LightboxComponent, type LightboxProps } from './lightbox.tsx'

export { useLightbox } from './use-lightbox.ts'

let chunk: Promise<{ Lightbox: typeof LightboxComponent }> | null = null
/** Starts fetching the lightbox's script (Radix Dialog and the viewer): on the first hover, focus or touch of an image that opens it. */
export function preloadLightbox() {
	chunk ??= import('./lightbox.tsx')
	return chunk
}

const Lightbox = lazy(() => preloadLightbox().then((m) => ({ default: m.Lightbox })))

/**
 * The lightbox (`./lightbox.tsx`), its script fetched when a visitor first reaches for an image rather than with
 * the page: most visits never open it, and its dialog code only added to a phone's start-up work
 * (docs/decisions/011-main-thread-on-a-phone.md). Once opened it stays mounted, so closing it is the dialog's own.
 */
export function LazyLightbox(props: LightboxProps) {
	const used = useRef(false)
	if (props.index !== null) used.current = true
	if (!used.current) return null
	return (
		<Suspense fallback={null}>
			<Lightbox {...props} />
		</Suspense>
	)
}
