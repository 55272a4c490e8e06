import { type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { useLoaderData } from 'react-router'
import { usePageLanguage } from '#app/utils/i18n/use-page-language.ts'
import { EXHIBITION_GRID_SIZES, EXHIBITION_LEAD_SIZES, ExhibitionCard } from '#app/components/site/exhibition-card.tsx'
import { PageHero } from '#app/components/site/page-hero.tsx'
import { PageLinks, pageHref } from '#app/components/site/page-links.tsx'
import { viewExhibitions } from '#app/data/exhibitions.server.ts'
import { viewFairs } from '#app/data/fairs.server.ts'
import { FairList, type FairListItem } from '#app/components/site/fair-list.tsx'
import { formatExhibitionDates } from '#app/utils/locale-format.ts'
import { visibleArtworksById } from '#app/data/artworks.server.ts'
import { imageFactsLookup } from '#app/data/image-details.server.ts'
import { getPageContent, pagesInLanguage } from '#app/data/pages.server.ts'
import { pageContent } from '#app/server/page-language.server.ts'
import { EXHIBITION_FIELDS } from '#app/schemas/exhibition.ts'
import { FAIR_FIELDS } from '#app/schemas/fair.ts'
import { imagePreload, publicMeta } from '#app/utils/meta.ts'
import { latestFirst, soonestFirst } from '#app/utils/exhibition-status.ts'
import { pageOf, readPage } from '#app/utils/pagination.ts'
import { localeFor } from '#app/server/locale.server.ts'
import { toExhibitionCard } from '#app/components/site/card-data.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { pageParams: ['page'], loadingText: 'Loading exhibitions...' }

export const meta: MetaFunction<typeof loader> = (args) => [
	...publicMeta(args, { page: args.loaderData?.title ?? 'Exhibitions', description: args.loaderData?.description }),
	// The first card is the largest image above the fold (ExhibitionSection's `first`).
	...(args.loaderData?.current[0]
		? imagePreload(args.loaderData.current[0].featured_image, EXHIBITION_LEAD_SIZES)
		: imagePreload(args.loaderData?.upcoming[0]?.featured_image, EXHIBITION_GRID_SIZES)),
]

/** Past exhibitions shown per page; those on view and upcoming are all shown on every page. */
export const PAST_PAGE_SIZE = 12

export async function loader({ request }: LoaderFunctionArgs) {
	const locale = localeFor(request)
	const { localise } = pageContent(request)
	// By what each reads as today (docs/public-site.md, 'Orders'): on view and upcoming soonest first, past latest first.
	const [content, { current, upcoming, past }, lookup, visibleWorks, fairs] = await Promise.all([
		getPageContent(),
		viewExhibitions('visible', 'current-upcoming-past', (list) => ({
			current: list.filter((e) => e.display_status === 'current').sort(soonestFirst),
			upcoming: list.filter((e) => e.display_status === 'upcoming').sort(soonestFirst),
			past: list.filter((e) => e.display_status === 'past').sort(latestFirst),
		})),
		imageFactsLookup(),
		// A show without an image of its own shows its first work's.
		visibleArtworksById(),
		// Art fairs after the exhibitions: on now and coming soonest first, then past latest first.
		viewFairs('visible', 'coming-past', (list) => ({
			coming: list.filter((f) => f.display_status !== 'past').sort(soonestFirst),
			past: list.filter((f) => f.display_status === 'past').sort(latestFirst),
		})),
	])
	const fairItem = (f: (typeof fairs.past)[number]): FairListItem => ({
		slug: f.slug,
		title: localise(FAIR_FIELDS, f).title,
		place: [f.venue, f.city].filter(Boolean).join(', '),
		dates: formatExhibitionDates(f.start_date, f.end_date, locale),
	})
	const page = pageOf(past, readPage(new URL(request.url).searchParams.get('page')), PAST_PAGE_SIZE)
	const settings = pagesInLanguage(content, localise).pages.exhibitions
	const card = (e: (typeof past)[number]) =>
		toExhibitionCard(localise(EXHIBITION_FIELDS, e), lookup, locale, visibleWorks)
	return {
		title: settings.title,
		description: settings.description,
		fallback: settings.fallback,
		current: current.map(card),
		upcoming: upcoming.map(card),
		past: page.items.map(card),
		page: page.page,
		pageCount: page.pageCount,
		fairs: { coming: fairs.coming.map(fairItem), past: fairs.past.map(fairItem) },
	}
}

export default function Exhibitions() {
	const { title, description, fallback, current, upcoming, past, page, pageCount, fairs } =
		useLoaderData<typeof loader>()
	const { t } = usePageLanguage()
	return (
		<>
			<PageHero title={title} description={description} fallback={fallback} />
			<div className="mx-auto max-w-7xl space-y-20 px-6 pb-16">
				{current.length > 0 ? (
					<ExhibitionSection id="current" heading={t('exhibitions.onView')} items={current} empty="" first large />
				) : null}
				<ExhibitionSection
					id="upcoming"
					heading={t('exhibitions.upcoming')}
					items={upcoming}
					empty={t('exhibitions.noUpcoming')}
					first={current.length === 0}
				/>
				<div>
					<ExhibitionSection id="past" heading={t('exhibitions.past')} items={past} empty={t('exhibitions.noPast')} />
					<PageLinks page={page} pageCount={pageCount} href={pageHref('/exhibitions')} />
				</div>
				<FairList coming={fairs.coming} past={fairs.past} />
			</div>
		</>
	)
}

function ExhibitionSection({
	id,
	heading,
	items,
	empty,
	first = false,
	large = false,
}: {
	id: string
	heading: string
	items: ReturnType<typeof toExhibitionCard>[]
	empty: string
	/** The page's first section: its first row is above the fold. */
	first?: boolean
	/** What is on view now: one show a row, its image large beside its text (as on the home page). */
	large?: boolean
}) {
	return (
		<section aria-labelledby={`${id}-heading`}>
			<h2 id={`${id}-heading`} className="text-xs tracking-[0.08em] text-muted uppercase">
				{heading}
			</h2>
			{items.length === 0 ? (
				<p className="mt-6 text-muted">{empty}</p>
			) : (
				<ul className={`mt-6 grid grid-cols-1 gap-x-8 gap-y-14 ${large ? '' : 'sm:grid-cols-2 lg:grid-cols-3'}`}>
					{items.map((e, i) => (
						<li key={e.slug}>
							<ExhibitionCard
								exhibition={e}
								eager={first && i < 3}
								priority={first && i === 0}
								{...(large ? { large, sizes: EXHIBITION_LEAD_SIZES } : {})}
							/>
						</li>
					))}
				</ul>
			)}
		</section>
	)
}
