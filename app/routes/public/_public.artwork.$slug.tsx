import { editionLine } from '#app/utils/impressions.ts'
import { type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { useActionData, useLoaderData } from 'react-router'
import { Link } from '#app/utils/i18n/links.tsx'
import { artworkMainSizes, ArtworkViewer } from '#app/components/site/artwork-viewer.tsx'
import { EnquiryForm } from '#app/components/site/enquiry-form.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { NotFoundState } from '#app/components/site/not-found-state.tsx'
import { PreviewBanner } from '#app/components/site/preview-banner.tsx'
import { SafeImage } from '#app/components/site/safe-image.tsx'
import { artworkImagePath } from '#app/components/site/image-page.tsx'
import { SalesLine } from '#app/components/site/sales-line.tsx'
import { listArtists } from '#app/data/artists.server.ts'
import { getArtwork } from '#app/data/artworks.server.ts'
import { imageFactsLookup } from '#app/data/image-details.server.ts'
import { enquiryAction, enquiryFormProps, enquiryPageHeaders } from '#app/server/enquiries/form-action.server.ts'
import { invariantResponse } from '#app/server/http.server.ts'
import { localeFor } from '#app/server/locale.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { recordForPage, withPreview } from '#app/server/preview.server.ts'
import { publicOrigin } from '#app/server/public-url.server.ts'
import { RECORD_LISTS } from '#app/schemas/record-entries.ts'
import { formatDimensions, framedDimensions } from '#app/utils/dimensions.ts'
import { publicImages } from '#app/utils/images.ts'
import { iiifManifestLink, imagePreload, publicMeta } from '#app/utils/meta.ts'
import { isPricePublic, priceLine } from '#app/utils/sales.ts'
import { visualArtworkLd } from '#app/utils/structured-data.ts'
import {
	absoluteUrl,
	artistOfArtwork,
	artworkAlt,
	artworkImages,
	type ArtistRef,
} from '#app/components/site/card-data.ts'
import { pageUrlOf } from '#app/server/page-url.server.ts'
import { pageStrings } from '#app/server/page-language.server.ts'
import { BODY_LIMITS, type RouteHandle } from '#app/utils/route-rules.ts'
import { pageContent } from '#app/server/page-language.server.ts'
import { ARTWORK_FIELDS } from '#app/schemas/artwork.ts'
import { metaLanguage, usePageLanguage } from '#app/utils/i18n/use-page-language.ts'

export const handle: RouteHandle = {
	body: { bytes: BODY_LIMITS.publicForm, ownAnswer: true },
	pageParams: ['image'],
	loadingText: 'Loading artwork...',
}

export const meta: MetaFunction<typeof loader> = (args) =>
	args.loaderData
		? [
				...publicMeta(args, {
					page: args.loaderData.artwork.title,
					description:
						args.loaderData.artwork.description ||
						metaLanguage(args).t('alt.workBy', {
							title: args.loaderData.artwork.title,
							artist: args.loaderData.artwork.artist_name,
						}),
					image: args.loaderData.artwork.images[0]?.src,
					type: 'article',
				}),
				iiifManifestLink('artwork', args.loaderData.artwork.slug),
				...imagePreload(
					args.loaderData.artwork.images[args.loaderData.imageIndex],
					artworkMainSizes(args.loaderData.artwork.images[args.loaderData.imageIndex]),
				),
			]
		: publicMeta(args, { page: metaLanguage(args).t('notFound.artwork'), canonical: false })

async function findArtwork(slug: string | undefined) {
	const artwork = await getArtwork(slug ?? '', 'visible')
	invariantResponse(artwork, 'Artwork not found', { status: 404 })
	return artwork
}

export async function loader({ params, request }: LoaderFunctionArgs) {
	const locale = localeFor(request)
	const { t } = pageStrings(request)
	// Staff may preview a hidden or scheduled work; visitors get 404.
	const { record: stored, preview } = await recordForPage(
		request,
		(visibility) => getArtwork(params.slug ?? '', visibility),
		'Artwork not found',
	)
	const artwork = pageContent(request).localise(ARTWORK_FIELDS, stored)
	const lookup = await imageFactsLookup()
	const artist = artistOfArtwork(artwork, await listArtists('all'), lookup)
	const urls = artworkImages(artwork)
	const title = artwork.title || t('artwork.untitled')
	const artistName = artist?.name || artwork.artist_name || t('artwork.unknownArtist')
	const alt = artworkAlt(title, artistName, artwork.lang)
	const images = publicImages(urls, lookup, (i, n) => (n > 1 ? t('alt.imageOf', { alt, index: i + 1, count: n }) : alt))
	const url = pageUrlOf(request)
	const origin = publicOrigin(request)
	// ?image=N (1-based) chooses the main image without JavaScript.
	const requested = Number.parseInt(url.searchParams.get('image') ?? '1', 10)
	const pricePublic = isPricePublic(artwork)
	return withPreview(preview, {
		artwork: {
			slug: artwork.slug,
			title,
			artist_name: artistName,
			year: artwork.year,
			medium: artwork.medium,
			// Structured dimensions, in both centimetres and inches; the free-text size only without them.
			dimensions: formatDimensions(artwork, locale),
			size: formatDimensions(artwork, locale) ? '' : artwork.size,
			framed: formatDimensions(framedDimensions(artwork), locale),
			// 'Edition of 12 + 2 AP · 3 available' for an edition sold by the impression: never an impression's label.
			edition: editionLine(artwork),
			description: artwork.description,
			images,
			availability: t(`availability.${artwork.availability}`),
			sold: artwork.availability === 'sold',
			price: priceLine(artwork, locale, t('price.onRequest')),
			fallback: artwork.fallback,
		},
		// Only the entries marked public, in their order: never the private ones, not even hidden in the page data.
		records: RECORD_LISTS.map(({ field }) => ({
			field,
			heading: t(`record.${field}`),
			entries: artwork[field].filter((entry) => entry.public).map((entry) => entry.text),
			fallback: artwork.fallback.includes(field) ? [field] : [],
		})).filter((section) => section.entries.length > 0),
		artist,
		// The lightbox's Download (LIGHTBOX_DOWNLOAD): a web-size JPEG named after the work, or none.
		download: getEnv().LIGHTBOX_DOWNLOAD === 'on',
		imageIndex: Number.isFinite(requested) && requested >= 1 && requested <= images.length ? requested - 1 : 0,
		enquiry: enquiryFormProps(t('enquiry.aboutWork', { title, artist: artistName })),
		jsonLd: visualArtworkLd({
			url: `${origin}/artwork/${artwork.slug}`,
			name: title,
			images: urls.map((u) => absoluteUrl(origin, u)).filter((i): i is string => Boolean(i)),
			description: artwork.description,
			artist: artist ? { name: artist.name, url: artist.slug ? `${origin}/artist/${artist.slug}` : undefined } : null,
			year: artwork.year || null,
			medium: artwork.medium,
			edition: artwork.edition_size ?? artwork.edition,
			dimensions: artwork,
			offer: pricePublic
				? {
						price: artwork.price!,
						currency: artwork.currency,
						availability: artwork.availability === 'available' ? 'InStock' : 'SoldOut',
					}
				: null,
		}),
	})
}

export const headers = enquiryPageHeaders

/** The "Enquire" form's post. */
export const action = enquiryAction('artwork', findArtwork)

export default function ArtworkPage() {
	const { artwork, artist, imageIndex, enquiry, preview, download, records } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t, langOf } = usePageLanguage()
	// One caption block: each fact once (the free-text size only when there are no structured dimensions).
	const facts = [
		artwork.medium,
		artwork.dimensions || artwork.size,
		artwork.framed ? t('artwork.framed', { size: artwork.framed }) : '',
		artwork.edition,
	].filter(Boolean)
	const link = 'underline-offset-4 hover:underline'
	return (
		<article className="mx-auto grid max-w-7xl gap-10 px-6 pt-6 pb-16 sm:pt-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16 xl:grid-cols-[minmax(0,1fr)_22rem]">
			<PreviewBanner preview={preview} className="lg:col-span-2" />
			<ArtworkViewer
				images={artwork.images}
				title={artwork.title}
				artist={artwork.artist_name}
				year={artwork.year || null}
				initialIndex={imageIndex}
				imagePage={(n) => artworkImagePath(artwork.slug, n)}
				download={download ? (i) => `/artwork/${artwork.slug}/download/${i + 1}` : null}
			/>
			<div className="lg:pt-2">
				<div className="text-base leading-relaxed">
					<div>
						<h1
							className="inline font-display text-2xl leading-snug font-normal italic sm:text-3xl"
							lang={langOf(artwork, 'title')}
						>
							{artwork.title}
						</h1>
						{artwork.year ? <span className="font-display text-2xl sm:text-3xl">{`, ${artwork.year}`}</span> : null}
					</div>
					{artist ? (
						<ArtistLine artist={artist} />
					) : (
						<p className="mt-1 text-lg">{t('artwork.by', { name: artwork.artist_name })}</p>
					)}
					{facts.length > 0 ? (
						<ul className="mt-5 text-muted" aria-label={t('artwork.details')}>
							{facts.map((fact) => (
								<li key={fact} lang={fact === artwork.medium ? langOf(artwork, 'medium') : undefined}>
									{fact}
								</li>
							))}
						</ul>
					) : null}
					<SalesLine availability={artwork.availability} sold={artwork.sold} price={artwork.price} />
					<p className="mt-6">
						<a
							href="#enquire"
							className="inline-block border border-ink px-5 py-2 text-sm hover:bg-ink hover:text-white"
						>
							{t('artwork.enquireAbout')}
						</a>
					</p>
				</div>
				{artwork.description ? (
					<section aria-labelledby="about-work" className="mt-12">
						<h2 id="about-work" className="text-xs tracking-[0.08em] text-muted uppercase">
							{t('artwork.about')}
						</h2>
						<p className="mt-3 whitespace-pre-line" lang={langOf(artwork, 'description')}>
							{artwork.description}
						</p>
					</section>
				) : null}
				{records.map(({ field, heading, entries, fallback }) => (
					<section key={field} aria-labelledby={`work-${field}`} className="mt-10" data-testid={field}>
						<h2 id={`work-${field}`} className="text-xs tracking-[0.08em] text-muted uppercase">
							{heading}
						</h2>
						<ul className="mt-3 space-y-1" lang={langOf({ fallback }, field)}>
							{entries.map((entry, i) => (
								<li key={i}>{entry}</li>
							))}
						</ul>
					</section>
				))}
				<p className="mt-10 flex flex-wrap gap-x-8 gap-y-2 text-sm">
					<Link to="/collection" className={link}>
						{t('back.collection')}
					</Link>
					{artist?.slug ? (
						<Link to={`/artist/${artist.slug}`} className={link}>
							{t('artwork.viewArtist')}
						</Link>
					) : null}
				</p>
				<EnquiryForm action={`/artwork/${artwork.slug}`} subject="work" {...enquiry} reply={actionData?.result} />
			</div>
		</article>
	)
}

/** 'by' and the artist, with a small portrait (or an icon); a link only when the artist is visible. */
function ArtistLine({ artist }: { artist: ArtistRef }) {
	const { t } = usePageLanguage()
	const body = (
		<>
			{artist.image ? (
				<SafeImage
					image={artist.image}
					alt=""
					sizes="32px"
					blur={false}
					className="h-8 w-8 rounded-full object-cover"
					fallbackClassName="h-8 w-8 rounded-full text-[0px]"
				/>
			) : (
				<span aria-hidden className="flex h-8 w-8 items-center justify-center rounded-full bg-stone-100 text-muted">
					<svg viewBox="0 0 24 24" width="16" height="16" fill="currentColor">
						<path d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5z" />
					</svg>
				</span>
			)}
			<span>{t('artwork.by', { name: artist.name })}</span>
		</>
	)
	const box = 'mt-2 inline-flex items-center gap-3 text-lg'
	return artist.slug ? (
		<Link
			to={`/artist/${artist.slug}`}
			className={`${box} underline-offset-4 hover:underline`}
			data-testid="artist-card"
		>
			{body}
		</Link>
	) : (
		<p className={box} data-testid="artist-card">
			{body}
		</p>
	)
}

export function ErrorBoundary() {
	const { t } = usePageLanguage()
	return (
		<GeneralErrorBoundary
			statusHandlers={{
				404: () => (
					<NotFoundState
						title={t('notFound.artwork')}
						text={t('notFound.artworkText')}
						backTo="/collection"
						backLabel={t('back.collection')}
					/>
				),
			}}
		/>
	)
}
