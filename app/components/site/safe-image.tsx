import { type ImgHTMLAttributes, useEffect, useRef, useState } from 'react'
import { imageSrc, imageSrcSet, usableImage, type VariantWidth } from '#app/utils/images.ts'

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> & {
	src: string
	alt: string
	/** How wide the image is laid out, for the browser's pick from the srcset (required with width descriptors). */
	sizes: string
	/** Width of the resized variant to ask for; the srcset offers the others. */
	width?: VariantWidth
	/** Classes of the 'Image not available' box that replaces a broken image. */
	fallbackClassName?: string
}

/**
 * An uploaded image in a resized variant. A missing or broken image becomes
 * a neutral box reading 'Image not available' (also when it failed before
 * hydration, which the effect checks).
 */
export function SafeImage({ src, alt, width = 960, fallbackClassName = '', className, sizes, ...rest }: Props) {
	const url = usableImage(src)
	const [broken, setBroken] = useState(!url)
	const ref = useRef<HTMLImageElement>(null)
	useEffect(() => {
		setBroken(!url)
	}, [url])
	useEffect(() => {
		const img = ref.current
		if (img && img.complete && img.naturalWidth === 0 && img.currentSrc) setBroken(true)
	}, [url])
	if (broken) {
		return (
			<div
				role="img"
				aria-label={alt ? `${alt} (image not available)` : 'Image not available'}
				className={`flex items-center justify-center bg-stone-200 p-2 text-center text-sm text-stone-500 ${fallbackClassName || className || ''}`}
			>
				Image not available
			</div>
		)
	}
	return (
		<img
			ref={ref}
			src={imageSrc(url, width)}
			srcSet={imageSrcSet(url, [320, 640, 960, 1600])}
			sizes={sizes}
			alt={alt}
			className={className}
			onError={() => setBroken(true)}
			{...rest}
		/>
	)
}
