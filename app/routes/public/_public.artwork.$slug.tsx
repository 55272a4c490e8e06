import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { ARTWORK_MAIN_SIZES, ArtworkViewer } from '#app/components/site/artwork-viewer.tsx'
import { EnquiryForm } from '#app/components/site/enquiry-form.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { NotFoundState } from '#app/components/site/not-found-state.tsx'
import { SafeImage } from '#app/components/site/safe-image.tsx'
import { SalesLine } from '#app/components/site/sales-line.tsx'
import { listArtists } from '#app/data/artists.server.ts'
import { getArtwork } from '#app/data/artworks.server.ts'
import { imageFactsLookup } from '#app/data/image-details.server.ts'
import { enquiryFormProps, enquiryPageHeaders, handleEnquiryForm } from '#app/server/enquiries/form-action.server.ts'
import { invariantResponse } from '#app/server/http.server.ts'
import { publicOrigin } from '#app/server/public-url.server.ts'
import { formatDimensions } from '#app/utils/dimensions.ts'
import { publicImages } from '#app/utils/images.ts'
import { iiifManifestLink, imagePreload, publicMeta } from '#app/utils/meta.ts'
import { AVAILABILITY_LABELS, isPricePublic, priceLine } from '#app/utils/sales.ts'
import { visualArtworkLd } from '#app/utils/structured-data.ts'
import {
	absoluteUrl,
	artistOfArtwork,
	artworkAlt,
	artworkImages,
	type ArtistRef,
} from '#app/components/site/card-data.ts'

export const meta: MetaFunction<typeof loader> = (args) =>
	args.data
		? [
				...publicMeta(args, {
					page: args.data.artwork.title,
					description:
						args.data.artwork.description || `${args.data.artwork.title} by ${args.data.artwork.artist_name}`,
					image: args.data.artwork.images[0]?.src,
					type: 'article',
				}),
				iiifManifestLink('artwork', args.data.artwork.slug),
				...imagePreload(args.data.artwork.images[args.data.imageIndex], ARTWORK_MAIN_SIZES),
			]
		: publicMeta(args, { page: 'Artwork Not Found', canonical: false })

async function findArtwork(slug: string | undefined) {
	const artwork = await getArtwork(slug ?? '', 'visible')
	invariantResponse(artwork, 'Artwork not found', { status: 404 })
	return artwork
}

export async function loader({ params, request }: LoaderFunctionArgs) {
	const artwork = await findArtwork(params.slug)
	const lookup = await imageFactsLookup()
	const artist = artistOfArtwork(artwork, await listArtists('all'), lookup)
	const urls = artworkImages(artwork)
	const title = artwork.title || 'Untitled'
	const artistName = artist?.name || artwork.artist_name || 'Unknown Artist'
	const alt = artworkAlt(title, artistName)
	const images = publicImages(urls, lookup, (i, n) => (n > 1 ? `${alt}, image ${i + 1} of ${n}` : alt))
	const url = new URL(request.url)
	const origin = publicOrigin(request)
	// ?image=N (1-based) chooses the main image without JavaScript.
	const requested = Number.parseInt(url.searchParams.get('image') ?? '1', 10)
	const pricePublic = isPricePublic(artwork)
	return {
		artwork: {
			slug: artwork.slug,
			title,
			artist_name: artistName,
			year: artwork.year,
			medium: artwork.medium,
			size: artwork.size,
			// Structured dimensions, in both centimetres and inches.
			dimensions: formatDimensions(artwork),
			edition: artwork.edition,
			description: artwork.description,
			images,
			availability: AVAILABILITY_LABELS[artwork.availability],
			price: priceLine(artwork),
		},
		artist,
		imageIndex: Number.isFinite(requested) && requested >= 1 && requested <= images.length ? requested - 1 : 0,
		enquiry: enquiryFormProps(`I am interested in "${title}" (${artistName}). Could you tell me more about it?`),
		jsonLd: visualArtworkLd({
			url: `${origin}/artwork/${artwork.slug}`,
			name: title,
			images: urls.map((u) => absoluteUrl(origin, u)).filter((i): i is string => Boolean(i)),
			description: artwork.description,
			artist: artist ? { name: artist.name, url: artist.slug ? `${origin}/artist/${artist.slug}` : undefined } : null,
			year: artwork.year || null,
			medium: artwork.medium,
			edition: artwork.edition,
			dimensions: artwork,
			offer: pricePublic
				? {
						price: artwork.price!,
						currency: artwork.currency,
						availability: artwork.availability === 'available' ? 'InStock' : 'SoldOut',
					}
				: null,
		}),
	}
}

export const headers = enquiryPageHeaders

/** The "Enquire" form's post. */
export async function action({ params, request, context }: ActionFunctionArgs) {
	const artwork = await findArtwork(params.slug)
	return handleEnquiryForm(
		request,
		context.clientAddress ?? 'unknown',
		{ artwork_id: artwork.id },
		`/artwork/${artwork.slug}`,
	)
}

export default function ArtworkPage() {
	const { artwork, artist, imageIndex, enquiry } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const details = [
		['Year', artwork.year ? String(artwork.year) : ''],
		['Medium', artwork.medium],
		['Size', artwork.size],
		['Dimensions', artwork.dimensions],
		['Edition', artwork.edition],
		['Artist', artwork.artist_name],
	].filter(([, value]) => value)
	return (
		<article className="mx-auto grid max-w-7xl gap-12 px-6 py-14 lg:grid-cols-2">
			<ArtworkViewer images={artwork.images} title={artwork.title} initialIndex={imageIndex} />
			<div>
				<h1 className="font-serif text-4xl font-semibold sm:text-5xl">{artwork.title}</h1>
				<p className="mt-2 text-xl text-stone-600">{`by ${artwork.artist_name}`}</p>
				<SalesLine availability={artwork.availability} price={artwork.price} />
				<dl className="mt-8 grid grid-cols-2 gap-4">
					{details.map(([label, value]) => (
						<div key={label} className="rounded-lg border border-stone-200 bg-white p-4">
							<dt className="text-xs font-semibold tracking-widest text-stone-500 uppercase">{label}</dt>
							<dd className="mt-1 font-medium">{value}</dd>
						</div>
					))}
				</dl>
				{artwork.description ? (
					<section aria-labelledby="about-work" className="mt-10">
						<h2 id="about-work" className="font-serif text-2xl font-semibold">
							About This Work
						</h2>
						<p className="mt-3 whitespace-pre-line text-stone-700">{artwork.description}</p>
					</section>
				) : null}
				{artist ? <ArtistCard artist={artist} /> : null}
				<div className="mt-10 flex flex-wrap gap-4">
					<Link
						to="/collection"
						className="rounded-md border border-ink px-5 py-2.5 font-medium hover:bg-ink hover:text-white"
					>
						Back to Collection
					</Link>
					{artist?.slug ? (
						<Link
							to={`/artist/${artist.slug}`}
							className="rounded-md bg-ink px-5 py-2.5 font-medium text-white hover:bg-stone-700"
						>
							View Artist Profile
						</Link>
					) : null}
				</div>
				<EnquiryForm action={`/artwork/${artwork.slug}`} subject="this work" {...enquiry} reply={actionData?.result} />
			</div>
		</article>
	)
}

/** The artist's photo (or an icon) and name; a link only when the artist is visible. */
function ArtistCard({ artist }: { artist: ArtistRef }) {
	const body = (
		<>
			{artist.image ? (
				<SafeImage
					image={artist.image}
					sizes="64px"
					blur={false}
					className="h-16 w-16 rounded-full object-cover"
					fallbackClassName="h-16 w-16 rounded-full text-[0px]"
				/>
			) : (
				<span aria-hidden className="flex h-16 w-16 items-center justify-center rounded-full bg-stone-300">
					<svg viewBox="0 0 24 24" width="28" height="28" fill="currentColor">
						<path d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5z" />
					</svg>
				</span>
			)}
			<span>
				<span className="block text-xs font-semibold tracking-widest text-stone-500 uppercase">Artist</span>
				<span className="font-serif text-xl font-semibold">{artist.name}</span>
			</span>
		</>
	)
	const box = 'mt-10 flex items-center gap-4 rounded-lg border border-stone-200 bg-white p-4'
	return artist.slug ? (
		<Link to={`/artist/${artist.slug}`} className={`${box} hover:border-ink`} data-testid="artist-card">
			{body}
		</Link>
	) : (
		<div className={box} data-testid="artist-card">
			{body}
		</div>
	)
}

export function ErrorBoundary() {
	return (
		<GeneralErrorBoundary
			statusHandlers={{
				404: () => (
					<NotFoundState
						title="Artwork Not Found"
						text="The artwork you're looking for doesn't exist or has been removed."
						backTo="/collection"
						backLabel="Back to Collection"
					/>
				),
			}}
		/>
	)
}
