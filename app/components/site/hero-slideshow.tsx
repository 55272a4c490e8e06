import { useEffect, useRef, useState } from 'react'
import { imageSrc, imageSrcSet } from '#app/utils/images.ts'

export const HERO_INTERVAL_MS = 2000

/**
 * Full-screen fading slideshow. It advances every 2 s and loops, does not
 * rotate with one image, stops for visitors who prefer reduced motion, and
 * has a pause button. Without JavaScript the first image shows.
 */
export function HeroSlideshow({ images, title }: { images: string[]; title: string }) {
	const [index, setIndex] = useState(0)
	const [paused, setPaused] = useState(false)
	const [reducedMotion, setReducedMotion] = useState(false)
	const [failed, setFailed] = useState<ReadonlySet<number>>(() => new Set())
	const container = useRef<HTMLDivElement>(null)
	const rotates = images.length > 1 && !paused && !reducedMotion
	const markFailed = (i: number) => setFailed((prev) => (prev.has(i) ? prev : new Set(prev).add(i)))

	// An image that failed before hydration fired its error event before React listened.
	useEffect(() => {
		container.current?.querySelectorAll('img').forEach((img, i) => {
			if (img.complete && img.naturalWidth === 0) markFailed(i)
		})
	}, [])

	useEffect(() => {
		const query = window.matchMedia('(prefers-reduced-motion: reduce)')
		setReducedMotion(query.matches)
		const onChange = () => setReducedMotion(query.matches)
		query.addEventListener('change', onChange)
		return () => query.removeEventListener('change', onChange)
	}, [])

	useEffect(() => {
		if (!rotates) return
		const timer = setInterval(() => setIndex((i) => (i + 1) % images.length), HERO_INTERVAL_MS)
		return () => clearInterval(timer)
	}, [rotates, images.length])

	if (images.length === 0) return <HeroPlaceholder />
	return (
		<div ref={container} className="absolute inset-0" data-testid="hero-slideshow" data-index={index}>
			{/* Underneath the slides: it shows wherever an image fails to load. */}
			<HeroPlaceholder />
			{images.map((url, i) => (
				<img
					key={`${url}-${i}`}
					src={imageSrc(url, 1600)}
					srcSet={imageSrcSet(url, [640, 960, 1600])}
					sizes="100vw"
					alt={i === index ? `${title}, slide ${i + 1} of ${images.length}` : ''}
					aria-hidden={i !== index}
					className={`absolute inset-0 h-full w-full object-cover transition-opacity duration-1000 ${i === index ? 'opacity-100' : 'opacity-0'} ${failed.has(i) ? 'invisible' : ''}`}
					loading={i === 0 ? 'eager' : 'lazy'}
					onError={() => markFailed(i)}
				/>
			))}
			{images.length > 1 && !reducedMotion ? (
				<button
					type="button"
					onClick={() => setPaused((p) => !p)}
					className="absolute right-4 bottom-4 z-10 rounded-full bg-black/50 px-3 py-1.5 text-sm text-white hover:bg-black/70"
					aria-pressed={paused}
				>
					{paused ? 'Play slideshow' : 'Pause slideshow'}
				</button>
			) : null}
		</div>
	)
}

function HeroPlaceholder() {
	return (
		<div
			aria-hidden
			className="absolute inset-0 bg-gradient-to-br from-stone-700 via-stone-800 to-stone-950"
			data-testid="hero-placeholder"
		/>
	)
}
