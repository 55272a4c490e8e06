import { useCallback, useRef, useState } from 'react'

/**
 * State for one lightbox: which image is open (null when closed) and the
 * element that opened it, so focus goes back there on close.
 */
export function useLightbox() {
	const [index, setIndex] = useState<number | null>(null)
	const opener = useRef<HTMLElement | null>(null)
	const open = useCallback((i: number, from?: HTMLElement | null) => {
		opener.current = from ?? (document.activeElement as HTMLElement | null)
		setIndex(i)
	}, [])
	return { index, setIndex, open, close: () => setIndex(null), opener }
}
