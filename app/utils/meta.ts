import { type MetaDescriptor } from 'react-router'
import { type PublicImage, type VariantFormat, variantSrcSet } from './images.ts'
import { pageInLanguages } from './i18n/page-language.ts'
import { metaLanguage } from './i18n/use-page-language.ts'
import { type Language } from './languages.ts'

type MatchLike = { id: string; loaderData?: unknown }

/** IIIF Presentation 3.0's media type (docs/api.md, 'IIIF'). */
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
 * scripts, in the format its picture offers first (WebP, or AVIF for one shown
 * small: `leadFormat`); with `media`, only on the screens where it is the largest.
 */
export function imagePreload(
	image: PublicImage | null | undefined,
	sizes: string,
	media?: string,
	format: VariantFormat = 'webp',
): MetaDescriptor[] {
	const srcSet = image ? variantSrcSet(image, format) : undefined
	if (!srcSet) return []
	return [
		{
			tagName: 'link',
			rel: 'preload',
			as: 'image',
			type: `image/${format}`,
			imageSrcSet: srcSet,
			imageSizes: sizes,
			fetchpriority: 'high',
			...(media ? { media } : {}),
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
	const root = matches?.find((m) => m.id === 'root')?.loaderData as { galleryName?: string } | undefined
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

type PublicMetaArgs = { matches: readonly MatchLike[] | undefined; location: { pathname: string } }

/**
 * A public page's head (docs/public-site.md, 'Found and shared'): title and description,
 * canonical link, Open Graph and Twitter tags. Absolute URLs start from the
 * root loader's `origin` (PUBLIC_URL, else the request). A page's JSON-LD is
 * its loader's `jsonLd`, which the root layout renders with the CSP nonce.
 */
export function publicMeta(
	{ matches, location }: PublicMetaArgs,
	{
		page,
		description,
		image,
		type = 'website',
		canonical = true,
	}: {
		page: string
		description?: string
		/** An image URL (relative ones are made absolute). */
		image?: string
		type?: 'website' | 'article' | 'profile'
		/** Not-found pages have no canonical address. */
		canonical?: boolean
	},
): MetaDescriptor[] {
	const root = matches?.find((m) => m.id === 'root')?.loaderData as
		{ galleryName?: string; origin?: string; languages?: Language[] } | undefined
	const origin = root?.origin ?? ''
	const gallery = root?.galleryName ?? 'Gallery'
	const { t } = metaLanguage({ location, matches: matches ?? [] })
	const text = (description ?? '').replace(/\s+/g, ' ').trim().slice(0, 200) || t('meta.pageAt', { page, gallery })
	const absoluteImage = image ? (/^https?:\/\//.test(image) ? image : `${origin}${image}`) : undefined
	const url = `${origin}${location.pathname}`
	const tags = pageMeta(matches, page, text, absoluteImage)
	tags.push({ property: 'og:type', content: type })
	if (canonical) tags.push({ tagName: 'link', rel: 'canonical', href: url }, { property: 'og:url', content: url })
	// The same page in the site's other languages, and the default's as the one for any other reader.
	const languages = root?.languages ?? []
	if (canonical && languages.length > 1) {
		const versions = pageInLanguages(location.pathname, languages)
		for (const { lang, path } of versions)
			tags.push({ tagName: 'link', rel: 'alternate', hrefLang: lang, href: `${origin}${path}` })
		tags.push({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${origin}${versions[0]!.path}` })
	}
	tags.push({ name: 'twitter:card', content: absoluteImage ? 'summary_large_image' : 'summary' })
	tags.push({ name: 'twitter:title', content: `${page ? `${page} | ` : ''}${gallery}` })
	tags.push({ name: 'twitter:description', content: text })
	if (absoluteImage) tags.push({ name: 'twitter:image', content: absoluteImage })
	return tags
}
