import { type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { useLoaderData } from 'react-router'
import { Link } from '#app/utils/i18n/links.tsx'
import { EXHIBITION_LEAD_SIZES, ExhibitionCard } from '#app/components/site/exhibition-card.tsx'
import { coverSizes, HeroSlideshow } from '#app/components/site/hero-slideshow.tsx'
import { viewExhibitions } from '#app/data/exhibitions.server.ts'
import { visibleArtworksById } from '#app/data/artworks.server.ts'
import { imageFactsLookup } from '#app/data/image-details.server.ts'
import { getGalleryName, getPageContent, pagesInLanguage } from '#app/data/pages.server.ts'
import { pageContent } from '#app/server/page-language.server.ts'
import { EXHIBITION_FIELDS } from '#app/schemas/exhibition.ts'
import { publicOrigin } from '#app/server/public-url.server.ts'
import { soonestFirst } from '#app/utils/exhibition-status.ts'
import { imagePreload, publicMeta } from '#app/utils/meta.ts'
import { publicImages } from '#app/utils/images.ts'
import { socialLinks } from '#app/utils/social-links.ts'
import { artGalleryLd } from '#app/utils/structured-data.ts'
import { localeFor } from '#app/server/locale.server.ts'
import { absoluteUrl, cleanImages, toExhibitionCard } from '#app/components/site/card-data.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'
import { metaLanguage, usePageLanguage } from '#app/utils/i18n/use-page-language.ts'
import { t } from '#app/utils/i18n/strings.ts'

export const handle: RouteHandle = { pageParams: [] }

export const HOME_UPCOMING_LIMIT = 3

export const meta: MetaFunction<typeof loader> = (args) => {
	const hero = args.loaderData?.heroImages[0]
	return [
		...publicMeta(args, {
			page: metaLanguage(args).t('meta.home'),
			description: args.loaderData?.description,
			image: hero?.src,
		}),
		...(hero ? imagePreload(hero, coverSizes(hero)) : []),
	]
}

export async function loader({ request }: LoaderFunctionArgs) {
	const locale = localeFor(request)
	const { lang, localise } = pageContent(request)
	const [content, upcoming, galleryName, lookup, visibleWorks] = await Promise.all([
		getPageContent(),
		// 'Upcoming Exhibitions' includes what is on view (docs/public-site.md, 'Orders'): on view first, then soonest.
		viewExhibitions('visible', 'home-upcoming', (exhibitions) =>
			exhibitions
				.filter((e) => e.display_status !== 'past')
				.sort(
					(a, b) =>
						Number(b.display_status === 'current') - Number(a.display_status === 'current') || soonestFirst(a, b),
				)
				.slice(0, HOME_UPCOMING_LIMIT),
		),
		getGalleryName(),
		imageFactsLookup(),
		// A show without an image of its own shows its first work's.
		visibleArtworksById(),
	])
	const { pages, contactInfo } = pagesInLanguage(content, localise)
	const origin = publicOrigin(request)
	const heroImages = publicImages(cleanImages(pages.home.heroImages), lookup, (i, n) =>
		t(lang, 'alt.slideOf', { title: pages.home.title, index: i + 1, count: n }),
	)
	return {
		title: pages.home.title,
		description: pages.home.description,
		fallback: pages.home.fallback,
		heroImages,
		upcoming: upcoming.map((e) => toExhibitionCard(localise(EXHIBITION_FIELDS, e), lookup, locale, visibleWorks)),
		jsonLd: artGalleryLd({
			name: galleryName,
			url: `${origin}/`,
			description: pages.home.description,
			address: contactInfo.address,
			email: contactInfo.email,
			telephone: contactInfo.phone,
			image: absoluteUrl(origin, heroImages[0]?.src ?? ''),
			sameAs: socialLinks({ instagram: contactInfo.instagram })
				.map((l) => l.href)
				.filter((href) => href.startsWith('http')),
		}),
	}
}

export default function Home() {
	const { title, description, fallback, heroImages, upcoming } = useLoaderData<typeof loader>()
	const [lead, ...rest] = upcoming
	const { t, langOf } = usePageLanguage()
	const link = 'text-sm tracking-[0.08em] uppercase underline-offset-[6px] hover:underline'
	return (
		<>
			{/* The slideshow as it is: no veil, no text over the images. */}
			<section
				aria-label={t('home.slideshow')}
				className="relative aspect-[3/2] overflow-hidden bg-stone-100 sm:aspect-auto sm:h-[72svh] sm:min-h-80"
			>
				<HeroSlideshow images={heroImages} />
			</section>
			<section className="mx-auto max-w-7xl px-6 pt-8 sm:pt-12">
				<div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-end">
					<div>
						<h1
							className="font-display text-3xl font-normal tracking-tight sm:text-5xl"
							lang={langOf({ fallback }, 'title')}
						>
							{title}
						</h1>
						{description ? (
							<p
								className="mt-3 max-w-2xl whitespace-pre-line text-muted sm:text-lg"
								lang={langOf({ fallback }, 'description')}
							>
								{description}
							</p>
						) : null}
					</div>
					<p className="flex gap-8">
						<Link to="/exhibitions" className={link}>
							{t('nav.exhibitions')}
						</Link>
						<Link to="/contact" className={link}>
							{t('nav.contact')}
						</Link>
					</p>
				</div>
			</section>
			<section aria-labelledby="upcoming-heading" className="mx-auto max-w-7xl px-6 pt-16 pb-16 sm:pt-24">
				<h2 id="upcoming-heading" className="text-xs tracking-[0.08em] text-muted uppercase">
					{t('exhibitions.upcoming')}
				</h2>
				{/* The spec's heading stays; when the section leads with a show on view, a line says what it holds. */}
				{upcoming.some((e) => e.status === 'current') ? (
					<p className="mt-2 text-sm text-muted" data-testid="upcoming-holds">
						{t('home.onViewAndSoon')}
					</p>
				) : null}
				{upcoming.length === 0 ? (
					<p className="mt-6 text-muted">{t('exhibitions.noUpcoming')}</p>
				) : (
					<ul className="mt-6 grid grid-cols-1 gap-x-8 gap-y-14 sm:grid-cols-2">
						{/* The first (on view, or the soonest) large; the others beside each other. */}
						{lead ? (
							<li className="sm:col-span-2">
								<ExhibitionCard exhibition={lead} large sizes={EXHIBITION_LEAD_SIZES} />
							</li>
						) : null}
						{rest.map((e) => (
							<li key={e.slug}>
								<ExhibitionCard
									exhibition={e}
									sizes="(min-width: 1280px) 600px, (min-width: 640px) calc(50vw - 40px), calc(100vw - 48px)"
								/>
							</li>
						))}
					</ul>
				)}
				<p className="mt-14">
					<Link to="/exhibitions" className={link}>
						{t('home.viewAll')}
					</Link>
				</p>
			</section>
		</>
	)
}
