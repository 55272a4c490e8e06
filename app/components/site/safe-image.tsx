import { type CSSProperties, forwardRef, type ImgHTMLAttributes, useEffect, useRef, useState } from 'react'
import {
	focalPosition,
	placeholderBackground,
	type PublicImage,
	sizedSrc,
	type VariantFormat,
	variantSrcSet,
} from '#app/utils/images.ts'
import { usePageLanguage } from '#app/utils/i18n/use-page-language.ts'

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'loading'> & {
	image: PublicImage
	/** The width the image takes in the layout, for the browser to pick a variant (`sizes`). */
	sizes: string
	/** `cover` crops around the focal point; `contain` shows the whole image. */
	fit?: 'cover' | 'contain'
	/** The largest image above the fold: loaded first (`fetchpriority="high"`), never lazily. */
	priority?: boolean
	/**
	 * With `priority`: the image shows small (a phone's works grid), so it offers AVIF first as the others do. A large
	 * one offers WebP first, which decodes faster; at a few hundred pixels AVIF's fewer bytes count for more.
	 */
	shownSmall?: boolean
	/**
	 * Loaded at once rather than when scrolled near (images above the fold), at low priority unless `priority`: on a
	 * phone's connection the largest image and the page's font come first, and these follow.
	 */
	eager?: boolean
	/** The blurred placeholder behind it (thumbnails a few dozen pixels wide go without). */
	blur?: boolean
	/** Classes of the 'Image not available' box that replaces a broken image. */
	fallbackClassName?: string
}

/**
 * The broken-image guard around `Picture`: a missing or broken image becomes a
 * neutral box reading 'Image not available' (also when it failed before
 * hydration, which the effect checks).
 */
export function SafeImage({ fallbackClassName = '', ...props }: Props) {
	const [broken, setBroken] = useState(false)
	const ref = useRef<HTMLImageElement>(null)
	const { image } = props
	const { t } = usePageLanguage()
	useEffect(() => setBroken(false), [image.src])
	useEffect(() => {
		const img = ref.current
		if (img && img.complete && img.naturalWidth === 0 && img.currentSrc) setBroken(true)
	}, [image.src])
	if (broken) {
		const label = props.alt ?? image.alt
		return (
			<div
				role="img"
				aria-label={label ? t('artwork.imageNotAvailableOf', { label }) : t('artwork.imageNotAvailable')}
				className={`flex items-center justify-center bg-stone-200 p-2 text-center text-sm text-stone-500 ${fallbackClassName || props.className || ''}`}
			>
				{t('artwork.imageNotAvailable')}
			</div>
		)
	}
	return <Picture ref={ref} {...props} onError={() => setBroken(true)} />
}

/**
 * Every public image: a `<picture>` with AVIF and WebP variants (`sizes` says
 * how wide it shows), `width`/`height` so nothing shifts while it loads, a
 * blurred placeholder painted behind it, the focal point as `object-position`
 * when cropped, and lazy loading unless above the fold.
 */
export const Picture = forwardRef<HTMLImageElement, Omit<Props, 'fallbackClassName'>>(function Picture(
	{
		image,
		sizes,
		fit = 'cover',
		priority = false,
		shownSmall = false,
		eager = false,
		blur = true,
		alt,
		style,
		...rest
	},
	ref,
) {
	const position = fit === 'cover' ? focalPosition(image) : 'center'
	const background = blur ? placeholderBackground(image) : undefined
	const look: CSSProperties = {
		objectPosition: position,
		...(background
			? {
					backgroundImage: background,
					backgroundSize: fit,
					backgroundPosition: position,
					backgroundRepeat: 'no-repeat',
				}
			: {}),
		...style,
	}
	const img = (
		<img
			ref={ref}
			src={sizedSrc(image, 960)}
			width={image.width ?? undefined}
			height={image.height ?? undefined}
			alt={alt ?? image.alt}
			loading={priority || eager ? 'eager' : 'lazy'}
			decoding={priority ? undefined : 'async'}
			{...(priority ? { fetchpriority: 'high' } : eager ? { fetchpriority: 'low' } : {})}
			style={look}
			{...rest}
		/>
	)
	if (image.widths.length === 0) return img
	// The browser takes the first format it can show. AVIF is smaller, but it decodes several times slower than
	// WebP, which held back the page's largest paint by about a second on a phone profile: that image offers WebP
	// first, unless it shows small (`leadFormat`).
	const order: VariantFormat[] = leadFormat(priority, shownSmall) === 'webp' ? ['webp', 'avif'] : ['avif', 'webp']
	return (
		<picture>
			{order.map((format) => (
				<source key={format} type={`image/${format}`} srcSet={variantSrcSet(image, format)} sizes={sizes} />
			))}
			{img}
		</picture>
	)
})

/** The format a picture offers first, which a preload of it must name: WebP for the page's largest image, unless small. */
export function leadFormat(priority: boolean, shownSmall = false): VariantFormat {
	return priority && !shownSmall ? 'webp' : 'avif'
}
