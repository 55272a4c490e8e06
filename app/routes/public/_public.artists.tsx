import { type MetaFunction, redirect } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ArtistCard } from '#app/components/site/artist-card.tsx'
import { PageHero } from '#app/components/site/page-hero.tsx'
import { listArtists } from '#app/data/artists.server.ts'
import { imageFactsLookup } from '#app/data/image-details.server.ts'
import { getPageContent } from '#app/data/pages.server.ts'
import { publicMeta } from '#app/utils/meta.ts'
import { toArtistCard } from '#app/components/site/card-data.ts'

export const meta: MetaFunction<typeof loader> = (args) =>
	publicMeta(args, { page: args.data?.title ?? 'Artists', description: args.data?.description })

export async function loader() {
	const { pages } = await getPageContent()
	// A page set not visible sends visitors home.
	if (!pages.artists.isVisible) throw redirect('/')
	const [artists, lookup] = await Promise.all([listArtists('visible'), imageFactsLookup()])
	return {
		title: pages.artists.title,
		description: pages.artists.description,
		artists: artists.map((a) => toArtistCard(a, lookup)),
	}
}

export default function Artists() {
	const { title, description, artists } = useLoaderData<typeof loader>()
	return (
		<>
			<PageHero title={title} description={description} />
			<div className="mx-auto max-w-7xl px-6 py-14">
				{artists.length === 0 ? (
					<p className="text-center text-stone-600">No artists to show yet.</p>
				) : (
					<ul className="grid grid-cols-1 gap-8 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
						{artists.map((a, i) => (
							<li key={a.slug}>
								<ArtistCard artist={a} eager={i < 4} />
							</li>
						))}
					</ul>
				)}
			</div>
		</>
	)
}
