import { REPLAY_CLICK } from '#app/components/deferred-scripts.tsx'
import { Link } from '#app/utils/i18n/links.tsx'
import { type CSSProperties, type MouseEvent } from 'react'
import { LazyLightbox, preloadLightbox, useLightbox } from '#app/components/lazy-lightbox.tsx'
import { type LightboxImage } from '#app/components/lightbox.tsx'
import { aspectOf, WorksEnd, worksColumns, worksGridSizes } from './artwork-card.tsx'
import { SafeImage } from './safe-image.tsx'
import { usePageLanguage } from '#app/utils/i18n/use-page-language.ts'

/** Tiles shown before the '+N' tile: 3 on small screens, 5 on medium, 7 on large. */
export const GALLERY_PREVIEW = { small: 3, medium: 5, large: 7 } as const

const tileVisibility = (i: number) =>
	i >= GALLERY_PREVIEW.medium ? 'hidden lg:block' : i >= GALLERY_PREVIEW.small ? 'hidden md:block' : ''

/**
 * The exhibition's images (installation views and works), whole and in justified rows like the works
 * (never cropped). Each tile is a link to the image's own page (`imagePage`: the image large, with the site
 * around it), so it works without JavaScript; with it, a click opens the lightbox instead, and a first click
 * before the scripts have started is held and made again once they have (REPLAY_CLICK). The
 * '+N' tile counts the images not shown at the current screen size; without
 * JavaScript it links to the page with every image listed (?gallery=all).
 */
export function ExhibitionGallery({
	images,
	title,
	showAll,
	imagePage,
	download = true,
}: {
	images: LightboxImage[]
	/** The address of image `n` (1-based) shown large on a page of its own. */
	imagePage: (n: number) => string
	/** Whether the lightbox offers Download (off with `LIGHTBOX_DOWNLOAD=off`). */
	download?: boolean
	title?: string
	showAll: boolean
}) {
	const lightbox = useLightbox()
	const { t, to } = usePageLanguage()
	if (images.length === 0) return null
	const shown = showAll ? images : images.slice(0, GALLERY_PREVIEW.large)
	const openAt = (i: number) => (event: MouseEvent<HTMLAnchorElement>) => {
		if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
		event.preventDefault()
		lightbox.open(i, event.currentTarget)
	}
	const more = (visible: number) => images.length - visible
	// The two columns on a phone (the `.works` floats): the tiles a phone shows, then its '+N' tile; no captions.
	const onPhone = showAll ? shown : shown.slice(0, GALLERY_PREVIEW.small)
	const columns = worksColumns(
		[...onPhone.map(aspectOf), ...(showAll || more(GALLERY_PREVIEW.small) <= 0 ? [] : [0.75])],
		0,
	)
	const side = (i: number) => (columns[i] === 1 ? 'works-right' : '')
	const moreTile = (visible: number, className: string) =>
		more(visible) > 0 ? (
			<li className={className} key={`more-${visible}`} style={{ '--ar': '0.75' } as CSSProperties}>
				<Link
					to="?gallery=all#gallery"
					preventScrollReset
					onClick={openAt(visible)}
					{...{ [REPLAY_CLICK]: '' }}
					className="flex aspect-[3/4] items-center justify-center bg-stone-100 font-display text-3xl hover:bg-stone-200"
					aria-label={t('gallery.showMore', { count: more(visible) })}
					data-testid={`more-${visible}`}
				>
					{`+${more(visible)}`}
				</Link>
			</li>
		) : null
	return (
		<section id="gallery" aria-labelledby="gallery-heading" className="mt-20">
			<h2 id="gallery-heading" className="text-xs tracking-[0.08em] text-muted uppercase">
				{title ?? t('exhibition.gallery')}
			</h2>
			<p className="mt-1 text-sm text-muted">
				Click on any image to view in full size and navigate through the gallery
			</p>
			<ul
				className="works mt-8 [--works-caption:0rem]"
				data-testid="gallery-grid"
				onPointerOver={preloadLightbox}
				onFocus={preloadLightbox}
				onTouchStart={preloadLightbox}
			>
				{shown.map((image, i) => {
					const aspect = aspectOf(image)
					return (
						<li
							key={`${image.src}-${i}`}
							className={`${showAll ? '' : tileVisibility(i)} ${side(i)}`.trim() || undefined}
							style={{ '--ar': aspect.toFixed(4) } as CSSProperties}
						>
							<a
								href={to(imagePage(i + 1))}
								onClick={openAt(i)}
								{...{ [REPLAY_CLICK]: '' }}
								className="block cursor-zoom-in"
								aria-label={t('gallery.viewFull', { alt: image.alt })}
							>
								<SafeImage
									image={image}
									sizes={worksGridSizes(aspect)}
									fit="contain"
									className="block h-auto w-full"
									fallbackClassName="aspect-[4/3] w-full"
								/>
							</a>
						</li>
					)
				})}
				{showAll
					? null
					: [
							moreTile(GALLERY_PREVIEW.small, `md:hidden ${side(onPhone.length)}`),
							moreTile(GALLERY_PREVIEW.medium, 'hidden md:block lg:hidden'),
							moreTile(GALLERY_PREVIEW.large, 'hidden lg:block'),
						]}
			</ul>
			<WorksEnd />
			<LazyLightbox
				images={images}
				index={lightbox.index}
				onIndexChange={lightbox.setIndex}
				onClose={lightbox.close}
				returnFocus={lightbox.opener}
				download={download ? undefined : null}
			/>
		</section>
	)
}
