import { REPLAY_CLICK } from '#app/components/deferred-scripts.tsx'
import { Link } from '#app/utils/i18n/links.tsx'
import { type CSSProperties, type MouseEvent, useEffect, useState } from 'react'
import { LazyLightbox, preloadLightbox, useLightbox } from '#app/components/lazy-lightbox.tsx'
import { largestSrc, type PublicImage } from '#app/utils/images.ts'
import { wrapIndex } from '#app/utils/lightbox-math.ts'
import { initials } from '#app/utils/text.ts'
import { SafeImage } from './safe-image.tsx'
import { usePageLanguage } from '#app/utils/i18n/use-page-language.ts'

const plainClick = (event: MouseEvent) => !(event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)

/** Width over height (1 when unknown). */
const aspectOf = (image: PublicImage | undefined) => (image?.width && image.height ? image.width / image.height : 1)

/**
 * How wide the main image shows: the column beside the caption from 1024 px, the page below, and never
 * wider than its height limit (80vh, 70vh on small screens) allows at its own proportions.
 */
export function artworkMainSizes(image: PublicImage | undefined) {
	const aspect = aspectOf(image)
	const tall = (vh: number) => `${(vh * aspect).toFixed(1)}vh`
	return [
		`(min-width: 1280px) min(848px, ${tall(80)})`,
		`(min-width: 1024px) min(calc(100vw - 432px), ${tall(80)})`,
		`min(calc(100vw - 48px), ${tall(70)})`,
	].join(', ')
}

/**
 * The artwork's main image, whole and as large as the column and the screen's height allow (its box
 * has the image's own proportions, so nothing is cropped or letterboxed), with thumbnails and
 * wrapping previous/next arrows under it. Without JavaScript the arrows and thumbnails are links to
 * ?image=N and the main image links to the image's own page (`imagePage`: the image large, with the site around
 * it); with it they switch in place and a click on the main image opens the lightbox (with deep zoom). A first
 * click on any of them before the scripts have started is held and made again once they have (REPLAY_CLICK).
 */
export function ArtworkViewer({
	images,
	title,
	artist,
	year,
	initialIndex,
	imagePage,
	download,
}: {
	images: PublicImage[]
	/**
	 * The address of image `n` (1-based) shown large on a page of its own: the main image's link without JavaScript.
	 * Without it (a viewing room's work) the link is the image's largest variant.
	 */
	imagePage?: (n: number) => string
	/** The lightbox's Download of image `index` (0-based), or null for none (LightboxProps). */
	download?: ((index: number) => string) | null
	title: string
	artist: string
	year: number | null
	initialIndex: number
}) {
	const [index, setIndex] = useState(wrapIndex(initialIndex, images.length))
	useEffect(() => setIndex(wrapIndex(initialIndex, images.length)), [initialIndex, images.length])
	const { t, to } = usePageLanguage()
	const lightbox = useLightbox()

	if (images.length === 0) {
		return (
			<div
				className="flex aspect-[4/5] max-h-[70vh] w-full flex-col items-center justify-center gap-3 bg-stone-100 text-muted"
				data-testid="no-image"
			>
				<span aria-hidden className="font-display text-7xl">
					{initials(title)}
				</span>
				<span>{t('artwork.noImage')}</span>
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
	const aspect = aspectOf(image)
	const arrow = 'px-2 py-1 text-xl leading-none text-muted hover:text-ink'
	return (
		<div>
			<a
				href={imagePage ? to(imagePage(index + 1)) : largestSrc(image)}
				onClick={(event) => {
					if (!plainClick(event)) return
					event.preventDefault()
					lightbox.open(index, event.currentTarget)
				}}
				// The box takes the image's own proportions: as wide as the column, or as the height limit allows, and
				// centred in the column, so a tall work does not sit against its left edge (docs/public-site.md).
				className="mx-auto block w-[min(100%,calc(var(--ar)*70vh))] cursor-zoom-in lg:w-[min(100%,calc(var(--ar)*80vh))]"
				style={{ '--ar': aspect.toFixed(4) } as CSSProperties}
				aria-label={`Zoom: view ${image.alt} in full size`}
				data-testid="main-image"
				{...{ [REPLAY_CLICK]: '' }}
				onPointerOver={preloadLightbox}
				onFocus={preloadLightbox}
				onTouchStart={preloadLightbox}
			>
				<SafeImage
					key={image.src}
					image={image}
					sizes={artworkMainSizes(image)}
					fit="contain"
					priority={index === initialIndex}
					className="block h-auto w-full"
					fallbackClassName="aspect-[4/5] w-full"
				/>
			</a>
			{count > 1 ? (
				<div className="mt-4 flex items-center justify-between gap-4">
					<ul className="flex flex-wrap items-end gap-3" aria-label={t('artwork.thumbnails')}>
						{images.map((thumb, i) => (
							<li key={`${thumb.src}-${i}`}>
								<Link
									to={href(i)}
									replace
									preventScrollReset
									onClick={select(i)}
									{...{ [REPLAY_CLICK]: '' }}
									aria-label={`Show image ${i + 1} of ${count}`}
									aria-current={i === index ? 'true' : undefined}
									className={`block border-b-2 pb-1 ${i === index ? 'border-ink' : 'border-transparent opacity-60 hover:opacity-100'}`}
								>
									<SafeImage
										image={thumb}
										alt=""
										sizes="96px"
										blur={false}
										className="block h-12 w-auto"
										style={{ width: `${Math.round(48 * aspectOf(thumb))}px` }}
										fallbackClassName="h-12 w-12 text-[0px]"
									/>
								</Link>
							</li>
						))}
					</ul>
					<div className="flex shrink-0 items-center gap-1">
						<Link
							to={href(index - 1)}
							replace
							preventScrollReset
							onClick={select(index - 1)}
							{...{ [REPLAY_CLICK]: '' }}
							className={arrow}
							aria-label={t('artwork.previousImage')}
						>
							<span aria-hidden>←</span>
						</Link>
						<Link
							to={href(index + 1)}
							replace
							preventScrollReset
							onClick={select(index + 1)}
							{...{ [REPLAY_CLICK]: '' }}
							className={arrow}
							aria-label={t('artwork.nextImage')}
						>
							<span aria-hidden>→</span>
						</Link>
					</div>
				</div>
			) : null}
			<LazyLightbox
				images={images}
				caption={{ artist, title, year }}
				index={lightbox.index}
				onIndexChange={(i) => {
					lightbox.setIndex(i)
					setIndex(i)
				}}
				onClose={lightbox.close}
				returnFocus={lightbox.opener}
				download={download}
			/>
		</div>
	)
}
