import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ArtistPortrait } from '#app/components/site/artist-card.tsx'
import { ArtworkCard, aspectOf, WorksGrid, WorksGridItem } from '#app/components/site/artwork-card.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { NotFoundState } from '#app/components/site/not-found-state.tsx'
import { SocialLinks } from '#app/components/site/social-links.tsx'
import { getArtist } from '#app/data/artists.server.ts'
import { listArtworksByArtistName } from '#app/data/artworks.server.ts'
import { imageFactsLookup } from '#app/data/image-details.server.ts'
import { invariantResponse } from '#app/server/http.server.ts'
import { toPublicImage } from '#app/utils/images.ts'
import { publicOrigin } from '#app/server/public-url.server.ts'
import { publicMeta } from '#app/utils/meta.ts'
import { absoluteUrl, toArtworkCard } from '#app/components/site/card-data.ts'
import { socialLinks } from '#app/utils/social-links.ts'
import { personLd } from '#app/utils/structured-data.ts'
import { pluralize } from '#app/utils/text.ts'

export const meta: MetaFunction<typeof loader> = (args) =>
	args.data
		? publicMeta(args, {
				page: args.data.artist.name,
				description: args.data.artist.bio || args.data.artist.specialty,
				image: args.data.artist.image?.src,
				type: 'profile',
			})
		: publicMeta(args, { page: 'Artist Not Found', canonical: false })

export async function loader({ params, request }: LoaderFunctionArgs) {
	const artist = await getArtist(params.slug ?? '', 'visible')
	invariantResponse(artist, 'Artist not found', { status: 404 })
	// 'Featured Works': the visible artworks whose artist name equals the artist's name.
	const [works, lookup] = await Promise.all([listArtworksByArtistName(artist.name), imageFactsLookup()])
	const image = toPublicImage(artist.profile_image, lookup(artist.profile_image), artist.name)
	const social = socialLinks(artist.social_media)
	const origin = publicOrigin(request)
	return {
		artist: {
			name: artist.name,
			specialty: artist.specialty,
			bio: artist.bio,
			image,
			social,
		},
		works: works.map((w) => toArtworkCard(w, lookup)),
		jsonLd: personLd({
			name: artist.name,
			url: `${origin}/artist/${artist.slug}`,
			image: absoluteUrl(origin, image?.src ?? ''),
			description: artist.bio,
			jobTitle: artist.specialty,
			sameAs: social.map((l) => l.href).filter((href) => href.startsWith('http')),
		}),
	}
}

export default function ArtistPage() {
	const { artist, works } = useLoaderData<typeof loader>()
	// Newest first; works without a year last.
	const byYear = [...works].sort((a, b) => (b.year ?? -Infinity) - (a.year ?? -Infinity))
	return (
		<article className="mx-auto max-w-7xl px-6 pt-10 pb-16 sm:pt-16">
			<header>
				<h1 className="font-display text-4xl font-normal tracking-tight sm:text-6xl">{artist.name}</h1>
				{artist.specialty ? <p className="mt-2 text-muted sm:text-lg">{artist.specialty}</p> : null}
			</header>
			<section aria-labelledby="works-heading" className="mt-12 sm:mt-16">
				<h2 id="works-heading" className="text-xs tracking-[0.08em] text-muted uppercase">
					Featured Works
				</h2>
				<p className="mt-1 mb-8 text-sm text-muted">
					{`Explore ${artist.name}'s collection of ${pluralize(works.length, 'artwork')}`}
				</p>
				{byYear.length > 0 ? (
					<WorksGrid>
						{byYear.map((w, i) => (
							<WorksGridItem key={w.slug} aspect={aspectOf(w.image)}>
								<ArtworkCard artwork={w} headingLevel="h3" eager={i < 4} priority={i === 0} showArtist={false} />
							</WorksGridItem>
						))}
					</WorksGrid>
				) : null}
			</section>
			<section
				aria-label={`About ${artist.name}`}
				className="mt-20 grid items-start gap-10 border-t border-rule pt-12 md:grid-cols-[1fr_16rem]"
			>
				<div>
					{artist.bio ? <p className="max-w-2xl text-lg whitespace-pre-line">{artist.bio}</p> : null}
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
	return (
		<GeneralErrorBoundary
			statusHandlers={{
				404: () => <NotFoundState title="Artist Not Found" backTo="/artists" backLabel="Back to Artists" />,
			}}
		/>
	)
}
