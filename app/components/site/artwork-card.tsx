import { Link } from '@remix-run/react'
import { initials } from '#app/utils/text.ts'
import { SafeImage } from './safe-image.tsx'

export type ArtworkCardData = {
	slug: string
	title: string
	artist_name: string
	description: string
	year: number | null
	image: string
	category: string
	/** The small Sold or Reserved mark, when either applies. */
	mark?: 'Sold' | 'Reserved' | null
}

/** An artwork in a grid; missing data reads 'Unknown Artwork' / 'Unknown Artist'. */
export function ArtworkCard({
	artwork,
	headingLevel = 'h2',
}: {
	artwork: ArtworkCardData | null
	headingLevel?: 'h2' | 'h3'
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
						src={artwork.image}
						alt={title}
						width={640}
						sizes="(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
						loading="lazy"
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
