import { useEffect, useRef, useState } from 'react'
import { REPLAY_CLICK } from '#app/components/deferred-scripts.tsx'
import { type PublicImage } from '#app/utils/images.ts'
import { Picture } from './safe-image.tsx'
import { usePageLanguage } from '#app/utils/i18n/use-page-language.ts'

export const HERO_INTERVAL_MS = 2000

/**
 * Full-screen fading slideshow. It advances every 2 s and loops, does not
 * rotate with one image, stops for visitors who prefer reduced motion, and
 * has a pause button. Without JavaScript the first image shows. The first
 * slide is the page's largest image and loads first; each next one is added
 * while the one before it shows, and the show waits for it: on a slow
 * connection a slide stays until the next has loaded (or failed, and the
 * placeholder shows), rather than fading into a half-drawn image. Its page
 * starts its scripts 2 s after it has shown (or on the visitor's first act, if sooner; decision 012), and the
 * first slide then stays only for what is left of its 2 s.
 */
export function HeroSlideshow({ images }: { images: PublicImage[] }) {
	const { t } = usePageLanguage()
	const [index, setIndex] = useState(0)
	const [paused, setPaused] = useState(false)
	const [reducedMotion, setReducedMotion] = useState(false)
	const [failed, setFailed] = useState<ReadonlySet<number>>(() => new Set())
	// Slides whose image has loaded or failed: the show may fade to them.
	const [settled, setSettled] = useState<ReadonlySet<number>>(() => new Set())
	// Slides are drawn up to the one after the current: the page loads one image, the next comes while it shows.
	const [reach, setReach] = useState(0)
	// The slide that has shown for its 2 s: the show moves on from it once the next is settled.
	const [shownFor, setShownFor] = useState<number | null>(null)
	const container = useRef<HTMLDivElement>(null)
	const rotates = images.length > 1 && !paused && !reducedMotion
	const next = (index + 1) % images.length
	const markLoaded = (i: number) => setSettled((prev) => add(prev, i))
	const markFailed = (i: number) => {
		setFailed((prev) => add(prev, i))
		markLoaded(i)
	}

	// An image that loaded or failed before hydration fired its event before React listened.
	useEffect(() => {
		container.current?.querySelectorAll('img').forEach((img, i) => {
			if (!img.complete) return
			if (img.naturalWidth === 0) setFailed((prev) => add(prev, i))
			setSettled((prev) => add(prev, i))
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

	// When the page was loaded with this show on it, the first slide has shown since then: the scripts start
	// MOTION_START_MS after it showed (DeferredScripts), so it stays only for what is left of its 2 s.
	const firstShownFor = useRef<number | null>(null)
	useEffect(() => {
		firstShownFor.current = shownSinceLoad()
	}, [])

	useEffect(() => {
		if (!rotates) return
		const shown = index === 0 ? (firstShownFor.current ?? 0) : 0
		firstShownFor.current = 0
		const timer = setTimeout(() => setShownFor(index), Math.max(0, HERO_INTERVAL_MS - shown))
		return () => clearTimeout(timer)
	}, [rotates, index])

	useEffect(() => {
		if (shownFor === index && rotates && settled.has(next)) setIndex(next)
	}, [shownFor, index, rotates, settled, next])

	if (images.length === 0) return <HeroPlaceholder />
	return (
		<div
			ref={container}
			className="absolute inset-0"
			data-testid="hero-slideshow"
			data-index={index}
			// The show turns by itself, so its page starts its scripts without waiting for the visitor's first act, when
			// the first turn is due (MOTION_START_MS); one image, or a visitor who prefers reduced motion, has nothing
			// to turn (DeferredScripts).
			data-needs-scripts={images.length > 1 ? 'motion' : undefined}
		>
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
					onLoad={() => markLoaded(i)}
					onError={() => markFailed(i)}
				/>
			))}
			{images.length > 1 && !reducedMotion ? (
				<button
					type="button"
					onClick={() => setPaused((p) => !p)}
					// A press before the scripts run is held and made again once they have (DeferredScripts).
					{...{ [REPLAY_CLICK]: '' }}
					className="absolute right-4 bottom-4 z-10 bg-white px-3 py-1.5 text-xs tracking-[0.08em] uppercase hover:underline motion-reduce:hidden"
					aria-pressed={paused}
				>
					{paused ? t('home.playSlideshow') : t('home.pauseSlideshow')}
				</button>
			) : null}
		</div>
	)
}

/**
 * How long the page has shown since it loaded, when this is the page's first render in the browser (hydration:
 * `data-hydrated` is set by the root's effect, which runs after this one); 0 after a client-side navigation.
 */
function shownSinceLoad() {
	if (document.documentElement.dataset.hydrated !== undefined) return 0
	const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
	return navigation?.loadEventEnd ? Math.max(0, performance.now() - navigation.loadEventEnd) : 0
}

function add(set: ReadonlySet<number>, i: number) {
	return set.has(i) ? set : new Set(set).add(i)
}

/**
 * How wide the slides show, for the browser to pick a variant. A slide covers the slideshow's box, cropped around
 * its focal point, so it needs the wider of the box's width and its height times the image's aspect: on a phone
 * the box is a 3:2 band the width of the screen (so a phone takes a phone-sized variant), from 640 px 72svh high.
 */
export function coverSizes(image: PublicImage) {
	if (!image.width || !image.height) return '100vw'
	const aspect = (image.width / image.height).toFixed(3)
	return `(max-width: 639px) max(100vw, calc(66.667vw * ${aspect})), max(100vw, calc(72svh * ${aspect}))`
}

function HeroPlaceholder() {
	return <div aria-hidden className="absolute inset-0 bg-stone-100" data-testid="hero-placeholder" />
}
