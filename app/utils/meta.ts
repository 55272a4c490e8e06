import { type MetaDescriptor } from '@remix-run/node'
import { type PublicImage, variantSrcSet } from './images.ts'

type MatchLike = { id: string; data?: unknown }

/** IIIF Presentation 3.0's media type (contract section 11). */
export const IIIF_PRESENTATION_TYPE = 'application/ld+json;profile="http://iiif.io/api/presentation/3/context.json"'

/** The head link to an artwork's or exhibition's IIIF manifest. */
export function iiifManifestLink(kind: 'artwork' | 'exhibition', slug: string): MetaDescriptor {
	return {
		tagName: 'link',
		rel: 'alternate',
		type: IIIF_PRESENTATION_TYPE,
		href: `/iiif/${kind}/${slug}/manifest.json`,
	}
}

/**
 * Asks for a page's largest image from the head, before the stylesheet and
 * scripts, in WebP, the format its picture offers first.
 */
export function imagePreload(image: PublicImage | null | undefined, sizes: string): MetaDescriptor[] {
	const srcSet = image ? variantSrcSet(image, 'webp') : undefined
	if (!srcSet) return []
	return [
		{
			tagName: 'link',
			rel: 'preload',
			as: 'image',
			type: 'image/avif',
			imageSrcSet: srcSet,
			imageSizes: sizes,
			fetchpriority: 'high',
		},
	]
}

/** `{Page} | {Gallery name}` and a description, as every page's meta. */
export function pageMeta(
	matches: readonly MatchLike[] | undefined,
	page: string,
	description?: string,
	image?: string,
): MetaDescriptor[] {
	const root = matches?.find((m) => m.id === 'root')?.data as { galleryName?: string } | undefined
	const gallery = root?.galleryName ?? 'Gallery'
	const title = page ? `${page} | ${gallery}` : gallery
	const tags: MetaDescriptor[] = [
		{ title },
		{ property: 'og:title', content: title },
		{ property: 'og:site_name', content: gallery },
	]
	if (description)
		tags.push({ name: 'description', content: description }, { property: 'og:description', content: description })
	if (image) tags.push({ property: 'og:image', content: image })
	return tags
}
