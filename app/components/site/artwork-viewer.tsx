import { Link } from '@remix-run/react'
import { type MouseEvent, useEffect, useState } from 'react'
import { Lightbox, useLightbox } from '#app/components/lightbox.tsx'
import { largestSrc, type PublicImage } from '#app/utils/images.ts'
import { wrapIndex } from '#app/utils/lightbox-math.ts'
import { initials } from '#app/utils/text.ts'
import { SafeImage } from './safe-image.tsx'

const plainClick = (event: MouseEvent) => !(event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)

/**
 * The artwork's main image with thumbnails and wrapping previous/next arrows.
 * Without JavaScript the arrows and thumbnails are links to ?image=N and the
 * main image links to its largest variant; with it they switch in place and a
 * click on the main image opens the lightbox (with deep zoom).
 */
/** How wide the main image shows: half of the 1280 px page beside the text, the page's width below 1024 px. */
export const ARTWORK_MAIN_SIZES = '(min-width: 1280px) 592px, (min-width: 1024px) calc(50vw - 48px), calc(100vw - 48px)'

export function ArtworkViewer({
	images,
	title,
	initialIndex,
}: {
	images: PublicImage[]
	title: string
	initialIndex: number
}) {
	const [index, setIndex] = useState(wrapIndex(initialIndex, images.length))
	useEffect(() => setIndex(wrapIndex(initialIndex, images.length)), [initialIndex, images.length])
	const lightbox = useLightbox()

	if (images.length === 0) {
		return (
			<div
				className="flex aspect-[4/5] flex-col items-center justify-center gap-3 rounded-lg bg-stone-200 text-stone-500"
				data-testid="no-image"
			>
				<span aria-hidden className="font-serif text-7xl">
					{initials(title)}
				</span>
				<span>No image available</span>
			</div>
		)
	}
	const count = images.length
	const href = (i: number) => `?image=${wrapIndex(i, count) + 1}`
	const select = (i: number) => (event: MouseEvent) => {
		if (!plainClick(event)) return
		event.preventDefault()
		setIndex(wrapIndex(i, count))
	}
	const image = images[index]!
	const arrow = 'absolute top-1/2 z-10 -translate-y-1/2 rounded-full bg-white/85 p-2 text-ink shadow hover:bg-white'
	return (
		<div>
			<div className="relative overflow-hidden rounded-lg bg-stone-100">
				<a
					href={largestSrc(image)}
					onClick={(event) => {
						if (!plainClick(event)) return
						event.preventDefault()
						lightbox.open(index, event.currentTarget)
					}}
					className="block cursor-zoom-in"
					aria-label={`Zoom: view ${image.alt} in full size`}
					data-testid="main-image"
				>
					<SafeImage
						key={image.src}
						image={image}
						sizes={ARTWORK_MAIN_SIZES}
						fit="contain"
						priority={index === initialIndex}
						className="mx-auto max-h-[75vh] w-full object-contain"
						fallbackClassName="aspect-[4/5] w-full"
					/>
				</a>
				{count > 1 ? (
					<>
						<Link
							to={href(index - 1)}
							replace
							preventScrollReset
							onClick={select(index - 1)}
							className={`${arrow} left-3`}
							aria-label="Previous image"
						>
							<span aria-hidden>‹</span>
						</Link>
						<Link
							to={href(index + 1)}
							replace
							preventScrollReset
							onClick={select(index + 1)}
							className={`${arrow} right-3`}
							aria-label="Next image"
						>
							<span aria-hidden>›</span>
						</Link>
					</>
				) : null}
			</div>
			{count > 1 ? (
				<ul className="mt-4 flex flex-wrap gap-3" aria-label="Thumbnails">
					{images.map((thumb, i) => (
						<li key={`${thumb.src}-${i}`}>
							<Link
								to={href(i)}
								replace
								preventScrollReset
								onClick={select(i)}
								aria-label={`Show image ${i + 1} of ${count}`}
								aria-current={i === index ? 'true' : undefined}
								className={`block h-20 w-20 overflow-hidden rounded border-2 ${i === index ? 'border-ink' : 'border-transparent opacity-70 hover:opacity-100'}`}
							>
								<SafeImage
									image={thumb}
									alt=""
									sizes="80px"
									blur={false}
									className="h-full w-full object-cover"
									fallbackClassName="h-full w-full text-xs"
								/>
							</Link>
						</li>
					))}
				</ul>
			) : null}
			<Lightbox
				images={images}
				index={lightbox.index}
				onIndexChange={(i) => {
					lightbox.setIndex(i)
					setIndex(i)
				}}
				onClose={lightbox.close}
				returnFocus={lightbox.opener}
			/>
		</div>
	)
}
