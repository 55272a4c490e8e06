import { type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { useLoaderData } from 'react-router'
import { ArtistPortrait } from '#app/components/site/artist-card.tsx'
import { ArtistExhibitions, type ArtistExhibitionItem } from '#app/components/site/artist-exhibitions.tsx'
import { ArtworkCard, aspectOf, WorksGrid, WorksGridItem, worksColumns } from '#app/components/site/artwork-card.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { NotFoundState } from '#app/components/site/not-found-state.tsx'
import { PreviewBanner } from '#app/components/site/preview-banner.tsx'
import { PageLinks, pageHref } from '#app/components/site/page-links.tsx'
import { SocialLinks } from '#app/components/site/social-links.tsx'
import { getArtist } from '#app/data/artists.server.ts'
import { listArtworksByArtistName } from '#app/data/artworks.server.ts'
import { type DatedExhibition, listExhibitionsOfArtist } from '#app/data/exhibitions.server.ts'
import { type DatedFair, listFairsOfArtist } from '#app/data/fairs.server.ts'
import { imageFactsLookup } from '#app/data/image-details.server.ts'
import { toPublicImage } from '#app/utils/images.ts'
import { previewPageHeaders, recordForPage, withPreview } from '#app/server/preview.server.ts'
import { publicOrigin } from '#app/server/public-url.server.ts'
import { formatExhibitionDates } from '#app/utils/locale-format.ts'
import { localeFor } from '#app/server/locale.server.ts'
import { latestFirst, soonestFirst } from '#app/utils/exhibition-status.ts'
import { publicMeta } from '#app/utils/meta.ts'
import { pageOf, readPage } from '#app/utils/pagination.ts'
import { absoluteUrl, toArtworkCard } from '#app/components/site/card-data.ts'
import { socialLinks } from '#app/utils/social-links.ts'
import { personLd } from '#app/utils/structured-data.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'
import { pageContent } from '#app/server/page-language.server.ts'
import { type Localised } from '#app/schemas/localise.ts'
import { ARTIST_FIELDS } from '#app/schemas/artist.ts'
import { ARTWORK_FIELDS } from '#app/schemas/artwork.ts'
import { EXHIBITION_FIELDS } from '#app/schemas/exhibition.ts'
import { FAIR_FIELDS } from '#app/schemas/fair.ts'
import { metaLanguage, usePageLanguage } from '#app/utils/i18n/use-page-language.ts'

export const handle: RouteHandle = { pageParams: ['page'], loadingText: 'Loading artist...' }

export const meta: MetaFunction<typeof loader> = (args) =>
	args.loaderData
		? publicMeta(args, {
				page: args.loaderData.artist.name,
				description: args.loaderData.artist.bio || args.loaderData.artist.specialty,
				image: args.loaderData.artist.image?.src,
				type: 'profile',
			})
		: publicMeta(args, { page: metaLanguage(args).t('notFound.artist'), canonical: false })

/** Works shown per page of an artist page (issue 22: an artist's inventory can grow to thousands). */
export const ARTIST_WORKS_PAGE_SIZE = 24

function exhibitionItem(e: Localised<DatedExhibition> | Localised<DatedFair>, locale: string): ArtistExhibitionItem {
	const year = e.start_date ?? e.end_date
	return {
		slug: e.slug,
		title: e.title,
		year: year ? new Date(year).getUTCFullYear() : null,
		dates: formatExhibitionDates(e.start_date, e.end_date, locale),
		...('booth' in e ? { fair: true } : {}),
		...(e.fallback.includes('title') ? { fallback: ['title'] } : {}),
	}
}

export async function loader({ params, request }: LoaderFunctionArgs) {
	// Staff may preview a hidden or scheduled artist; visitors get 404.
	const { localise } = pageContent(request)
	const { record: stored, preview } = await recordForPage(
		request,
		(visibility) => getArtist(params.slug ?? '', visibility),
		'Artist not found',
	)
	const artist = localise(ARTIST_FIELDS, stored)
	// 'Featured Works': the visible artworks whose artist name equals the artist's name, by year, a page at a time.
	const [allWorks, exhibitions, fairs, lookup] = await Promise.all([
		listArtworksByArtistName(artist.name),
		listExhibitionsOfArtist(artist.id),
		listFairsOfArtist(artist.id),
		imageFactsLookup(),
	])
	const shows = [...exhibitions, ...fairs]
	const localiseShow = (e: (typeof shows)[number]) =>
		'booth' in e ? localise(FAIR_FIELDS, e) : localise(EXHIBITION_FIELDS, e)
	const works = pageOf(allWorks, readPage(new URL(request.url).searchParams.get('page')), ARTIST_WORKS_PAGE_SIZE)
	const image = toPublicImage(artist.profile_image, lookup(artist.profile_image), artist.name)
	const social = socialLinks(artist.social_media)
	const origin = publicOrigin(request)
	const locale = localeFor(request)
	return withPreview(preview, {
		artist: {
			name: artist.name,
			specialty: artist.specialty,
			bio: artist.bio,
			image,
			social,
			fallback: artist.fallback,
		},
		slug: artist.slug,
		works: works.items.map((w) => toArtworkCard(localise(ARTWORK_FIELDS, w), lookup, locale)),
		workCount: allWorks.length,
		page: works.page,
		pageCount: works.pageCount,
		exhibitions: {
			current: shows
				.filter((e) => e.display_status === 'current')
				.sort(soonestFirst)
				.map((e) => exhibitionItem(localiseShow(e), locale)),
			upcoming: shows
				.filter((e) => e.display_status === 'upcoming')
				.sort(soonestFirst)
				.map((e) => exhibitionItem(localiseShow(e), locale)),
			past: shows
				.filter((e) => e.display_status === 'past')
				.sort(latestFirst)
				.map((e) => exhibitionItem(localiseShow(e), locale)),
		},
		jsonLd: personLd({
			name: artist.name,
			url: `${origin}/artist/${artist.slug}`,
			image: absoluteUrl(origin, image?.src ?? ''),
			description: artist.bio,
			jobTitle: artist.specialty,
			sameAs: social.map((l) => l.href).filter((href) => href.startsWith('http')),
		}),
	})
}

export const headers = previewPageHeaders

export default function ArtistPage() {
	// The loader gives one page of the works, by year.
	const { artist, works, workCount, page, pageCount, exhibitions, slug, preview } = useLoaderData<typeof loader>()
	const { t, langOf } = usePageLanguage()
	const columns = worksColumns(works.map((w) => aspectOf(w.image)))
	return (
		<article className="mx-auto max-w-7xl px-6 pt-10 pb-16 sm:pt-16">
			<PreviewBanner preview={preview} className="mb-8" />
			<header>
				<h1 className="font-display text-4xl font-normal tracking-tight sm:text-6xl">{artist.name}</h1>
				{artist.specialty ? (
					<p className="mt-2 text-muted sm:text-lg" lang={langOf(artist, 'specialty')}>
						{artist.specialty}
					</p>
				) : null}
			</header>
			<section aria-labelledby="works-heading" className="mt-12 sm:mt-16">
				<h2 id="works-heading" className="text-xs tracking-[0.08em] text-muted uppercase">
					{t('artist.featuredWorks')}
				</h2>
				<p className="mt-1 mb-8 text-sm text-muted">
					{t('artist.explore', {
						name: artist.name,
						count: t(workCount === 1 ? 'artist.workOne' : 'artist.workMany', { count: workCount }),
					})}
				</p>
				{works.length > 0 ? (
					<WorksGrid>
						{works.map((w, i) => (
							<WorksGridItem key={w.slug} aspect={aspectOf(w.image)} column={columns[i]}>
								<ArtworkCard artwork={w} headingLevel="h3" eager={i < 4} priority={i === 0} showArtist={false} />
							</WorksGridItem>
						))}
					</WorksGrid>
				) : null}
				<PageLinks page={page} pageCount={pageCount} href={pageHref(`/artist/${slug}`)} />
			</section>
			<ArtistExhibitions exhibitions={exhibitions} />
			<section
				aria-label={t('artist.about', { name: artist.name })}
				className="mt-20 grid items-start gap-10 border-t border-rule pt-12 md:grid-cols-[1fr_16rem]"
			>
				<div>
					{artist.bio ? (
						<p className="max-w-2xl text-lg whitespace-pre-line" lang={langOf(artist, 'bio')}>
							{artist.bio}
						</p>
					) : null}
					<SocialLinks links={artist.social} name={artist.name} className="mt-8" />
				</div>
				<ArtistPortrait
					name={artist.name}
					image={artist.image}
					className="aspect-square w-40 md:order-none md:w-full"
					sizes="(min-width: 768px) 256px, 160px"
				/>
			</section>
		</article>
	)
}

export function ErrorBoundary() {
	const { t } = usePageLanguage()
	return (
		<GeneralErrorBoundary
			statusHandlers={{
				404: () => <NotFoundState title={t('notFound.artist')} backTo="/artists" backLabel={t('back.artists')} />,
			}}
		/>
	)
}
