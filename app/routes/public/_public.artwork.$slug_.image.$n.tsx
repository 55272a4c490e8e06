import { pageContent, pageStrings } from '#app/server/page-language.server.ts'
import { ARTWORK_FIELDS } from '#app/schemas/artwork.ts'
import { type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { useLoaderData } from 'react-router'
import { artworkAlt, artworkImages, artistOfArtwork } from '#app/components/site/card-data.ts'
import {
	artworkImagePath,
	ImagePage,
	ImagePageErrorBoundary,
	imageNumber,
	imagePageMeta,
} from '#app/components/site/image-page.tsx'
import { listArtists } from '#app/data/artists.server.ts'
import { getArtwork } from '#app/data/artworks.server.ts'
import { imageFactsLookup } from '#app/data/image-details.server.ts'
import { invariantResponse } from '#app/server/http.server.ts'
import { publicImages } from '#app/utils/images.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { pageParams: [], loadingText: 'Loading artwork...' }

export const meta: MetaFunction<typeof loader> = (args) => imagePageMeta(args)

/** A work's image shown large, with the site around it: the main image's link without JavaScript. */
export async function loader({ params, request }: LoaderFunctionArgs) {
	const stored = await getArtwork(params.slug ?? '', 'visible')
	invariantResponse(stored, 'Artwork not found', { status: 404 })
	const artwork = pageContent(request).localise(ARTWORK_FIELDS, stored)
	const { t } = pageStrings(request)
	const lookup = await imageFactsLookup()
	const artist = artistOfArtwork(artwork, await listArtists('all'), lookup)
	const title = artwork.title || t('artwork.untitled')
	const artistName = artist?.name || artwork.artist_name || t('artwork.unknownArtist')
	const alt = artworkAlt(title, artistName, artwork.lang)
	const images = publicImages(artworkImages(artwork), lookup, (i, n) =>
		n > 1 ? t('alt.imageOf', { alt, index: i + 1, count: n }) : alt,
	)
	const n = imageNumber(params.n, images.length)
	invariantResponse(n, 'Image not found', { status: 404 })
	return {
		slug: artwork.slug,
		heading: title,
		caption: [artistName, artwork.year].filter(Boolean).join(', '),
		images,
		n,
	}
}

export default function ArtworkImagePage() {
	const { slug, heading, caption, images, n } = useLoaderData<typeof loader>()
	return (
		<ImagePage
			images={images}
			n={n}
			heading={heading}
			isWork
			caption={caption}
			path={(i) => artworkImagePath(slug, i)}
			back={{ to: `/artwork/${slug}${n > 1 ? `?image=${n}` : ''}`, label: 'Back to the work' }}
		/>
	)
}

export function ErrorBoundary() {
	return <ImagePageErrorBoundary backTo="/collection" backLabel="Back to Collection" />
}
