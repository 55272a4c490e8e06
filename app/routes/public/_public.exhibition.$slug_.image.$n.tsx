import { pageContent, pageStrings } from '#app/server/page-language.server.ts'
import { EXHIBITION_FIELDS } from '#app/schemas/exhibition.ts'
import { type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { useLoaderData } from 'react-router'
import {
	exhibitionImagePath,
	ImagePage,
	ImagePageErrorBoundary,
	imageNumber,
	imagePageMeta,
} from '#app/components/site/image-page.tsx'
import { getExhibition } from '#app/data/exhibitions.server.ts'
import { imageFactsLookup } from '#app/data/image-details.server.ts'
import { invariantResponse } from '#app/server/http.server.ts'
import { cleanImages, publicImages } from '#app/utils/images.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { pageParams: [], loadingText: 'Loading exhibition...' }

export const meta: MetaFunction<typeof loader> = (args) => imagePageMeta(args)

/** An exhibition's image (of its gallery) shown large, with the site around it: a tile's link without JavaScript. */
export async function loader({ params, request }: LoaderFunctionArgs) {
	const stored = await getExhibition(params.slug ?? '', 'visible')
	invariantResponse(stored, 'Exhibition not found', { status: 404 })
	const exhibition = pageContent(request).localise(EXHIBITION_FIELDS, stored)
	const { t } = pageStrings(request)
	const lookup = await imageFactsLookup()
	// The same images, in the same order and with the same alt text, as the exhibition page's gallery.
	const images = publicImages(cleanImages(exhibition.gallery_images), lookup, (i, n) =>
		t('alt.imageOf', { alt: exhibition.title, index: i + 1, count: n }),
	)
	const n = imageNumber(params.n, images.length)
	invariantResponse(n, 'Image not found', { status: 404 })
	return { slug: exhibition.slug, heading: exhibition.title, images, n }
}

export default function ExhibitionImagePage() {
	const { slug, heading, images, n } = useLoaderData<typeof loader>()
	return (
		<ImagePage
			images={images}
			n={n}
			heading={heading}
			path={(i) => exhibitionImagePath(slug, i)}
			back={{ to: `/exhibition/${slug}#gallery`, label: 'Back to the exhibition' }}
		/>
	)
}

export function ErrorBoundary() {
	return <ImagePageErrorBoundary backTo="/exhibitions" backLabel="Back to Exhibitions" />
}
