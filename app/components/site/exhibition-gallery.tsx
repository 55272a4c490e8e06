import { Link } from '@remix-run/react'
import { type MouseEvent } from 'react'
import { Lightbox, type LightboxImage, useLightbox } from '#app/components/lightbox.tsx'
import { largestSrc } from '#app/utils/images.ts'
import { SafeImage } from './safe-image.tsx'

/** Tiles shown before the '+N' tile: 3 on small screens, 5 on medium, 7 on large. */
export const GALLERY_PREVIEW = { small: 3, medium: 5, large: 7 } as const

const tileVisibility = (i: number) =>
	i >= GALLERY_PREVIEW.medium ? 'hidden lg:block' : i >= GALLERY_PREVIEW.small ? 'hidden md:block' : ''

/**
 * The exhibition's image grid. Each tile is a link to the image's largest
 * variant, so it works without JavaScript; with it, a click opens the lightbox instead. The
 * '+N' tile counts the images not shown at the current screen size; without
 * JavaScript it links to the page with every image listed (?gallery=all).
 */
export function ExhibitionGallery({
	images,
	title = 'Exhibition Gallery',
	showAll,
}: {
	images: LightboxImage[]
	title?: string
	showAll: boolean
}) {
	const lightbox = useLightbox()
	if (images.length === 0) return null
	const shown = showAll ? images : images.slice(0, GALLERY_PREVIEW.large)
	const openAt = (i: number) => (event: MouseEvent<HTMLAnchorElement>) => {
		if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
		event.preventDefault()
		lightbox.open(i, event.currentTarget)
	}
	const more = (visible: number) => images.length - visible
	const moreTile = (visible: number, className: string) =>
		more(visible) > 0 ? (
			<li className={className} key={`more-${visible}`}>
				<Link
					to="?gallery=all#gallery"
					preventScrollReset
					onClick={openAt(visible)}
					className="flex aspect-square items-center justify-center rounded-md bg-stone-800 font-serif text-3xl text-white hover:bg-stone-700"
					aria-label={`Show ${more(visible)} more images`}
					data-testid={`more-${visible}`}
				>
					{`+${more(visible)}`}
				</Link>
			</li>
		) : null
	return (
		<section id="gallery" aria-labelledby="gallery-heading" className="mt-16">
			<h2 id="gallery-heading" className="font-serif text-3xl font-semibold">
				{title}
			</h2>
			<p className="mt-2 text-stone-600">Click on any image to view in full size and navigate through the gallery</p>
			<ul
				className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4"
				data-testid="gallery-grid"
			>
				{shown.map((image, i) => (
					<li key={`${image.src}-${i}`} className={showAll ? '' : tileVisibility(i)}>
						<a
							href={largestSrc(image)}
							onClick={openAt(i)}
							className="group block aspect-square overflow-hidden rounded-md bg-stone-200"
							aria-label={`View ${image.alt} in full size`}
						>
							<SafeImage
								image={image}
								sizes="(min-width: 1024px) 232px, (min-width: 768px) calc((100vw - 80px) / 3), (min-width: 640px) calc((100vw - 64px) / 2), calc(100vw - 48px)"
								className="h-full w-full object-cover motion-safe:transition-transform group-hover:scale-105"
								fallbackClassName="h-full w-full"
							/>
						</a>
					</li>
				))}
				{showAll
					? null
					: [
							moreTile(GALLERY_PREVIEW.small, 'md:hidden'),
							moreTile(GALLERY_PREVIEW.medium, 'hidden md:block lg:hidden'),
							moreTile(GALLERY_PREVIEW.large, 'hidden lg:block'),
						]}
			</ul>
			<Lightbox
				images={images}
				index={lightbox.index}
				onIndexChange={lightbox.setIndex}
				onClose={lightbox.close}
				returnFocus={lightbox.opener}
			/>
		</section>
	)
}
