import { useEffect, useRef, useState } from 'react'
import { type PublicImage } from '#app/utils/images.ts'
import { Picture } from './safe-image.tsx'

export const HERO_INTERVAL_MS = 2000

/**
 * Full-screen fading slideshow. It advances every 2 s and loops, does not
 * rotate with one image, stops for visitors who prefer reduced motion, and
 * has a pause button. Without JavaScript the first image shows. The first
 * slide is the page's largest image and loads first; each next one is added
 * while the one before it shows.
 */
export function HeroSlideshow({ images }: { images: PublicImage[] }) {
	const [index, setIndex] = useState(0)
	const [paused, setPaused] = useState(false)
	const [reducedMotion, setReducedMotion] = useState(false)
	const [failed, setFailed] = useState<ReadonlySet<number>>(() => new Set())
	// Slides are drawn up to the one after the current: the page loads one image, the next comes while it shows.
	const [reach, setReach] = useState(0)
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

	useEffect(() => setReach((r) => Math.max(r, index + 1)), [index])

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
			{images.slice(0, reach + 1).map((image, i) => (
				<Picture
					key={`${image.src}-${i}`}
					image={image}
					sizes={coverSizes(image)}
					alt={i === index ? image.alt : ''}
					aria-hidden={i !== index}
					className={`absolute inset-0 h-full w-full object-cover transition-opacity duration-1000 ${i === index ? 'opacity-100' : 'opacity-0'} ${failed.has(i) ? 'invisible' : ''}`}
					priority={i === 0}
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

/** A full-width cover crop needs the wider of the viewport and the hero's height times the image's aspect. */
export function coverSizes(image: PublicImage) {
	if (!image.width || !image.height) return '100vw'
	const aspect = (image.width / image.height).toFixed(3)
	return `max(100vw, calc((100svh - 4.5rem) * ${aspect}))`
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
