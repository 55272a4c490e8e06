import { type LoaderFunctionArgs, type MetaFunction, redirect } from 'react-router'
import { Form, useLoaderData, useSubmit } from 'react-router'
import { Link } from '#app/utils/i18n/links.tsx'
import { useEffect, useRef } from 'react'
import {
	ArtworkCard,
	aspectOf,
	eagerWorks,
	leadWorks,
	WorksGrid,
	WorksGridItem,
	worksColumns,
	worksGridSizes,
} from '#app/components/site/artwork-card.tsx'
import { PageHero } from '#app/components/site/page-hero.tsx'
import { PageLinks } from '#app/components/site/page-links.tsx'
import { viewArtworks } from '#app/data/artworks.server.ts'
import { imageFactsLookup } from '#app/data/image-details.server.ts'
import { getPageContent, pagesInLanguage } from '#app/data/pages.server.ts'
import { pageContent } from '#app/server/page-language.server.ts'
import { ARTWORK_FIELDS } from '#app/schemas/artwork.ts'
import {
	COLLECTION_PAGE_SIZE,
	collectionCountLine,
	collectionHref,
	collectionRangeLine,
	distinctValues,
	filterCollection,
	hasActiveFilter,
	parseCollectionQuery,
} from '#app/utils/collection.ts'
import { type PublicImage, type VariantFormat } from '#app/utils/images.ts'
import { leadFormat } from '#app/components/site/safe-image.tsx'
import { imagePreload, publicMeta } from '#app/utils/meta.ts'
import { AVAILABILITIES } from '#app/utils/sales.ts'
import { toArtworkCard } from '#app/components/site/card-data.ts'
import { localeFor } from '#app/server/locale.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'
import { usePageLanguage } from '#app/utils/i18n/use-page-language.ts'

export const handle: RouteHandle = {
	pageParams: ['q', 'category', 'artist', 'availability', 'page'],
	loadingText: 'Loading collection...',
}

export const SEARCH_DEBOUNCE_MS = 300

export const meta: MetaFunction<typeof loader> = (args) => [
	...publicMeta(args, { page: args.loaderData?.title ?? 'Gallery', description: args.loaderData?.description }),
	// The largest work on the first screen, a phone's and a wider screen's: fetched before the rest.
	...leadPreloads(args.loaderData?.items.map((a) => a.image) ?? []),
]

function leadPreloads(images: readonly (PublicImage | null)[]) {
	const lead = leadWorks(images.map(aspectOf))
	if (!lead) return []
	const preload = (i: number, media?: string, format?: VariantFormat) =>
		imagePreload(images[i], worksGridSizes(aspectOf(images[i]!)), media, format)
	// A phone's lead alone shows at half its screen: AVIF, as its picture offers first.
	return lead.phone === lead.wide
		? preload(lead.phone)
		: [
				...preload(lead.phone, '(max-width: 639px)', leadFormat(true, true)),
				...preload(lead.wide, '(min-width: 640px)'),
			]
}

export async function loader({ request }: LoaderFunctionArgs) {
	const locale = localeFor(request)
	const { lang, defaultLanguage, localise } = pageContent(request)
	// On a page in another language the search matches its titles and descriptions too.
	const searchLanguage = lang === defaultLanguage ? undefined : lang
	const { pages } = pagesInLanguage(await getPageContent(), localise)
	// A page set not visible sends visitors home.
	if (!pages.gallery.isVisible) throw redirect('/')
	const query = parseCollectionQuery(new URL(request.url).searchParams)
	// The filter choices come from the artworks' own values; both views last until the next artwork change.
	const [choices, result, lookup] = await Promise.all([
		viewArtworks('visible', 'collection-choices', (artworks) => ({
			categories: distinctValues(artworks.map((a) => a.category)),
			artists: distinctValues(artworks.map((a) => a.artist_name)),
		})),
		viewArtworks('visible', `collection:${searchLanguage ?? ''}:${JSON.stringify(query)}`, (artworks) =>
			filterCollection(artworks, query, COLLECTION_PAGE_SIZE, searchLanguage),
		),
		imageFactsLookup(),
	])
	return {
		title: pages.gallery.title,
		description: pages.gallery.description,
		fallback: pages.gallery.fallback,
		query: { q: query.q, category: query.category, artist: query.artist, availability: query.availability },
		categories: choices.categories,
		artists: choices.artists,
		items: result.items.map((w) => toArtworkCard(localise(ARTWORK_FIELDS, w), lookup, locale)),
		total: result.total,
		matching: result.matching,
		page: result.page,
		pageCount: result.pageCount,
		first: result.first,
		last: result.last,
	}
}

export default function Collection() {
	const data = useLoaderData<typeof loader>()
	const { query, items, page, pageCount } = data
	const submit = useSubmit()
	const form = useRef<HTMLFormElement>(null)
	const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
	const active = hasActiveFilter(query)
	const aspects = items.map((a) => aspectOf(a.image))
	const eager = eagerWorks(aspects)
	const columns = worksColumns(aspects)
	const lead = leadWorks(aspects)

	// Keep the fields in step with the URL (Clear Filters, back/forward), except the one being typed in. At
	// hydration it goes the other way: the page's scripts start on the visitor's first act (docs/decisions/
	// 012-scripts-on-first-act.md), so a filter chosen or text typed before they ran is searched for now that they
	// do, rather than set back (contract section 8, "The first act works").
	const { t } = usePageLanguage()
	const hydrated = useRef(false)
	useEffect(() => {
		const elements = form.current?.elements
		if (!elements) return
		const fields = Object.entries(query).flatMap(([name, value]) => {
			const field = elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null
			return field && field.value !== value ? [{ field, value }] : []
		})
		if (!hydrated.current) {
			hydrated.current = true
			if (fields.length > 0) update(fields.some(({ field }) => field.tagName === 'INPUT') ? SEARCH_DEBOUNCE_MS : 0)
			return
		}
		for (const { field, value } of fields) if (field !== document.activeElement) field.value = value
		// `update` only reads refs and the router's submit.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [query])
	useEffect(() => () => clearTimeout(timer.current), [])

	function update(delay: number) {
		clearTimeout(timer.current)
		timer.current = setTimeout(() => {
			if (form.current) void submit(form.current, { replace: true, preventScrollReset: true })
		}, delay)
	}

	const field = 'border-0 border-b border-stone-300 bg-transparent px-0 py-2 focus:border-ink focus:ring-0'
	const select = 'mt-1 w-full border-0 border-b border-stone-300 bg-transparent px-0 py-1.5 font-normal'
	return (
		<>
			<PageHero title={data.title} description={data.description} fallback={data.fallback} />
			<div className="mx-auto max-w-7xl px-6 pb-16">
				<Form
					ref={form}
					method="get"
					role="search"
					aria-label={t('collection.search')}
					className="text-sm"
					onChange={(event) => update((event.target as HTMLElement).tagName === 'INPUT' ? SEARCH_DEBOUNCE_MS : 0)}
				>
					<div className="flex flex-wrap items-end gap-x-6 gap-y-2">
						<label className="min-w-0 flex-1 basis-48 sm:max-w-md">
							<span className="sr-only">{t('collection.searchButton')}</span>
							<input
								type="search"
								name="q"
								defaultValue={query.q}
								maxLength={200}
								placeholder={t('collection.searchPlaceholder')}
								className={`w-full ${field}`}
							/>
						</label>
						<button type="submit" className="py-2 underline-offset-4 hover:underline">
							{t('collection.searchButton')}
						</button>
						{active ? (
							<Link
								to="/collection"
								replace
								preventScrollReset
								className="py-2 text-muted underline-offset-4 hover:text-ink hover:underline"
							>
								{t('collection.clear')}
							</Link>
						) : null}
					</div>
					<details open={Boolean(query.category || query.artist || query.availability)} className="group mt-3">
						<summary className="inline-flex cursor-pointer py-1 text-muted underline-offset-4 group-open:text-ink hover:text-ink hover:underline">
							{t('collection.filters')}
						</summary>
						<div className="mt-2 grid max-w-3xl gap-x-6 gap-y-3 sm:grid-cols-3">
							<label className="flex flex-col text-muted">
								{t('collection.category')}
								<select name="category" defaultValue={query.category} className={`text-ink ${select}`}>
									<option value="">{t('collection.allCategories')}</option>
									{data.categories.map((c) => (
										<option key={c} value={c}>
											{c}
										</option>
									))}
								</select>
							</label>
							<label className="flex flex-col text-muted">
								{t('collection.artist')}
								<select name="artist" defaultValue={query.artist} className={`text-ink ${select}`}>
									<option value="">{t('collection.allArtists')}</option>
									{data.artists.map((a) => (
										<option key={a} value={a}>
											{a}
										</option>
									))}
								</select>
							</label>
							<label className="flex flex-col text-muted">
								{t('collection.availability')}
								<select name="availability" defaultValue={query.availability} className={`text-ink ${select}`}>
									<option value="">{t('collection.allWorks')}</option>
									{AVAILABILITIES.map((a) => (
										<option key={a} value={a}>
											{t(`availability.${a}`)}
										</option>
									))}
								</select>
							</label>
						</div>
					</details>
				</Form>

				<p className="mt-4 mb-8 text-sm text-muted" aria-live="polite" data-testid="collection-count">
					{collectionCountLine(data, t)}
				</p>
				{items.length === 0 ? (
					<p className="py-20 text-muted">{t('collection.none')}</p>
				) : (
					<WorksGrid>
						{items.map((a, i) => (
							<WorksGridItem key={a.slug} aspect={aspects[i]!} column={columns[i]}>
								<ArtworkCard
									artwork={a}
									eager={eager.has(i)}
									priority={i === lead?.phone || i === lead?.wide}
									shownSmall={i === lead?.phone && i !== lead?.wide}
								/>
							</WorksGridItem>
						))}
					</WorksGrid>
				)}
				<PageLinks
					page={page}
					pageCount={pageCount}
					href={(n) => collectionHref(query, n)}
					label={collectionRangeLine(data, t)}
				/>
			</div>
		</>
	)
}
