import { type LoaderFunctionArgs, type MetaFunction, redirect } from 'react-router'
import { useLoaderData } from 'react-router'
import { usePageLanguage } from '#app/utils/i18n/use-page-language.ts'
import { ARTIST_CARD_SIZES, ArtistCard } from '#app/components/site/artist-card.tsx'
import { PageHero } from '#app/components/site/page-hero.tsx'
import { PageLinks, pageHref } from '#app/components/site/page-links.tsx'
import { listArtistsBySortName } from '#app/data/artists.server.ts'
import { imageFactsLookup } from '#app/data/image-details.server.ts'
import { getPageContent, pagesInLanguage } from '#app/data/pages.server.ts'
import { pageContent } from '#app/server/page-language.server.ts'
import { ARTIST_FIELDS } from '#app/schemas/artist.ts'
import { imagePreload, publicMeta } from '#app/utils/meta.ts'
import { pageOf, readPage } from '#app/utils/pagination.ts'
import { toArtistCard } from '#app/components/site/card-data.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { pageParams: ['page'], loadingText: 'Loading artists...' }

export const meta: MetaFunction<typeof loader> = (args) => [
	...publicMeta(args, { page: args.loaderData?.title ?? 'Artists', description: args.loaderData?.description }),
	// The first card's portrait is the largest image above the fold (all are as large; it is the first painted).
	...imagePreload(args.loaderData?.artists[0]?.profile_image, ARTIST_CARD_SIZES),
]

export const ARTISTS_PAGE_SIZE = 24

export async function loader({ request }: LoaderFunctionArgs) {
	const { localise } = pageContent(request)
	const { pages } = pagesInLanguage(await getPageContent(), localise)
	// A page set not visible sends visitors home.
	if (!pages.artists.isVisible) throw redirect('/')
	const [artists, lookup] = await Promise.all([listArtistsBySortName('visible'), imageFactsLookup()])
	const page = pageOf(artists, readPage(new URL(request.url).searchParams.get('page')), ARTISTS_PAGE_SIZE)
	return {
		title: pages.artists.title,
		description: pages.artists.description,
		fallback: pages.artists.fallback,
		artists: page.items.map((a) => toArtistCard(localise(ARTIST_FIELDS, a), lookup)),
		page: page.page,
		pageCount: page.pageCount,
	}
}

export default function Artists() {
	const { title, description, fallback, artists, page, pageCount } = useLoaderData<typeof loader>()
	const { t } = usePageLanguage()
	return (
		<>
			<PageHero title={title} description={description} fallback={fallback} />
			<div className="mx-auto max-w-7xl px-6 pb-16">
				{artists.length === 0 ? (
					<p className="text-muted">{t('artists.none')}</p>
				) : (
					<ul className="grid grid-cols-2 gap-x-4 gap-y-10 sm:grid-cols-3 sm:gap-x-8 sm:gap-y-14 lg:grid-cols-4">
						{artists.map((a, i) => (
							<li key={a.slug}>
								<ArtistCard artist={a} eager={i < 4} priority={i === 0} />
							</li>
						))}
					</ul>
				)}
				<PageLinks page={page} pageCount={pageCount} href={pageHref('/artists')} />
			</div>
		</>
	)
}
