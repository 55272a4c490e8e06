import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { ExhibitionCard } from '#app/components/site/exhibition-card.tsx'
import { coverSizes, HeroSlideshow } from '#app/components/site/hero-slideshow.tsx'
import { viewExhibitions } from '#app/data/exhibitions.server.ts'
import { imageFactsLookup } from '#app/data/image-details.server.ts'
import { getGalleryName, getPageContent } from '#app/data/pages.server.ts'
import { publicOrigin } from '#app/server/public-url.server.ts'
import { soonestFirst } from '#app/utils/exhibition-status.ts'
import { imagePreload, publicMeta } from '#app/utils/meta.ts'
import { publicImages } from '#app/utils/images.ts'
import { socialLinks } from '#app/utils/social-links.ts'
import { artGalleryLd } from '#app/utils/structured-data.ts'
import { absoluteUrl, cleanImages, toExhibitionCard } from '#app/components/site/card-data.ts'

export const HOME_UPCOMING_LIMIT = 3

export const meta: MetaFunction<typeof loader> = (args) => {
	const hero = args.data?.heroImages[0]
	return [
		...publicMeta(args, { page: 'Home', description: args.data?.description, image: hero?.src }),
		...(hero ? imagePreload(hero, coverSizes(hero)) : []),
	]
}

export async function loader({ request }: LoaderFunctionArgs) {
	const [{ pages, contactInfo }, upcoming, galleryName, lookup] = await Promise.all([
		getPageContent(),
		// 'Upcoming Exhibitions' includes what is on view (contract section 18): on view first, then soonest.
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
	])
	const origin = publicOrigin(request)
	const heroImages = publicImages(
		cleanImages(pages.home.heroImages),
		lookup,
		(i, n) => `${pages.home.title}, slide ${i + 1} of ${n}`,
	)
	return {
		title: pages.home.title,
		description: pages.home.description,
		heroImages,
		upcoming: upcoming.map((e) => toExhibitionCard(e, lookup)),
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
	const { title, description, heroImages, upcoming } = useLoaderData<typeof loader>()
	return (
		<>
			<section className="relative flex h-[calc(100svh-4.5rem)] min-h-[28rem] items-center justify-center overflow-hidden bg-stone-900 text-white">
				<HeroSlideshow images={heroImages} />
				<div className="absolute inset-0 bg-black/40" aria-hidden />
				<div className="relative z-10 mx-auto max-w-3xl px-6 text-center">
					<h1 className="font-serif text-4xl font-semibold sm:text-6xl">{title}</h1>
					{description ? (
						<p className="mt-6 text-lg whitespace-pre-line text-stone-100 sm:text-xl">{description}</p>
					) : null}
					<div className="mt-10 flex flex-wrap justify-center gap-4">
						<Link to="/exhibitions" className="rounded-md bg-white px-6 py-3 font-medium text-ink hover:bg-stone-200">
							Exhibitions
						</Link>
						<Link to="/contact" className="rounded-md border border-white px-6 py-3 font-medium hover:bg-white/10">
							Contact
						</Link>
					</div>
				</div>
			</section>
			<section aria-labelledby="upcoming-heading" className="mx-auto max-w-7xl px-6 py-16">
				<h2 id="upcoming-heading" className="font-serif text-3xl font-semibold">
					Upcoming Exhibitions
				</h2>
				{upcoming.length === 0 ? (
					<p className="mt-6 text-stone-600">No upcoming exhibitions are announced yet.</p>
				) : (
					<ul className="mt-8 grid grid-cols-1 gap-8 sm:grid-cols-2 lg:grid-cols-3">
						{upcoming.map((e) => (
							<li key={e.slug}>
								<ExhibitionCard exhibition={e} />
							</li>
						))}
					</ul>
				)}
				<p className="mt-10">
					<Link to="/exhibitions" className="font-medium underline underline-offset-4 hover:text-accent">
						View All Exhibitions
					</Link>
				</p>
			</section>
		</>
	)
}
