import { Link } from '@remix-run/react'
import { type PublicImage } from '#app/utils/images.ts'
import { initials } from '#app/utils/text.ts'
import { SafeImage } from './safe-image.tsx'

/** How wide a card shows in the 1/2/3/4-column grids of /collection and an artist's page. */
export const ARTWORK_GRID_SIZES =
	'(min-width: 1280px) 290px, (min-width: 1024px) calc((100vw - 96px) / 3), (min-width: 640px) calc((100vw - 72px) / 2), calc(100vw - 48px)'

export type ArtworkCardData = {
	slug: string
	title: string
	artist_name: string
	description: string
	year: number | null
	image: PublicImage | null
	category: string
	/** The small Sold or Reserved mark, when either applies. */
	mark?: 'Sold' | 'Reserved' | null
}

/** An artwork in a grid; missing data reads 'Unknown Artwork' / 'Unknown Artist'. */
export function ArtworkCard({
	artwork,
	headingLevel = 'h2',
	eager = false,
	priority = false,
}: {
	artwork: ArtworkCardData | null
	headingLevel?: 'h2' | 'h3'
	/** In the first row: loaded at once. */
	eager?: boolean
	/** The first card: the page's largest image above the fold. */
	priority?: boolean
}) {
	const Heading = headingLevel
	if (!artwork || !artwork.slug) {
		return (
			<div className="flex aspect-[4/5] items-center justify-center rounded-lg border border-dashed border-stone-300 text-stone-500">
				Artwork unavailable
			</div>
		)
	}
	const title = artwork.title || 'Unknown Artwork'
	return (
		<article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm focus-within:ring-2 focus-within:ring-blue-600 hover:shadow-md">
			{artwork.mark ? (
				<span
					className={`absolute top-3 left-3 z-10 rounded-full px-2.5 py-0.5 text-xs font-semibold text-white shadow ${artwork.mark === 'Sold' ? 'bg-red-800' : 'bg-amber-700'}`}
					data-testid="availability-mark"
				>
					{artwork.mark}
				</span>
			) : null}
			<div className="aspect-[4/5] overflow-hidden bg-stone-200">
				{artwork.image ? (
					<SafeImage
						image={artwork.image}
						sizes={ARTWORK_GRID_SIZES}
						eager={eager}
						priority={priority}
						className="h-full w-full object-cover motion-safe:transition-transform group-hover:scale-105"
						fallbackClassName="h-full w-full"
					/>
				) : (
					<div className="flex h-full flex-col items-center justify-center gap-2 text-stone-500">
						<span aria-hidden className="font-serif text-5xl">
							{initials(title)}
						</span>
						<span className="text-sm">No image available</span>
					</div>
				)}
			</div>
			<div className="flex flex-1 flex-col gap-1 p-4">
				<Heading className="font-serif text-lg font-semibold">
					<Link
						to={`/artwork/${artwork.slug}`}
						prefetch="intent"
						className="after:absolute after:inset-0 focus-visible:outline-none"
					>
						{title}
					</Link>
				</Heading>
				<p className="text-sm text-stone-600">
					{artwork.artist_name || 'Unknown Artist'}
					{artwork.year ? `, ${artwork.year}` : ''}
				</p>
				{artwork.description ? <p className="line-clamp-2 text-sm text-stone-700">{artwork.description}</p> : null}
			</div>
		</article>
	)
}
