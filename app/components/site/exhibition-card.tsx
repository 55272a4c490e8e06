import { Link } from '@remix-run/react'
import { formatDateRange } from '#app/utils/dates.ts'
import { type PublicImage } from '#app/utils/images.ts'
import { SafeImage } from './safe-image.tsx'
import { StatusBadge } from './status-badge.tsx'

export type ExhibitionCardData = {
	slug: string
	title: string
	description: string
	status: string
	curator: string
	location: string
	start_date: string | null
	end_date: string | null
	featured_image: PublicImage | null
	image_count: number
	join_link: string
}

/**
 * The whole card links to the exhibition (a stretched title link); the
 * 'Join as an Artist' button sits above it and goes to the open call (new
 * tab) when one is set, else to the contact page.
 */
/** How wide a card shows in the 1/2/3-column exhibition grids. */
export const EXHIBITION_GRID_SIZES =
	'(min-width: 1280px) 390px, (min-width: 1024px) calc((100vw - 112px) / 3), (min-width: 640px) calc((100vw - 80px) / 2), calc(100vw - 48px)'

export function ExhibitionCard({
	exhibition: e,
	headingLevel = 'h3',
	eager = false,
	priority = false,
}: {
	exhibition: ExhibitionCardData
	headingLevel?: 'h2' | 'h3'
	/** In the first row of a page without a larger image above it: loaded at once. */
	eager?: boolean
	/** The first card of such a page: its largest image above the fold. */
	priority?: boolean
}) {
	const Heading = headingLevel
	const external = /^https?:\/\//.test(e.join_link)
	return (
		<article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm focus-within:ring-2 focus-within:ring-blue-600 hover:shadow-md">
			<div className="relative aspect-[16/10] overflow-hidden bg-stone-200">
				{e.featured_image ? (
					<SafeImage
						image={e.featured_image}
						sizes={EXHIBITION_GRID_SIZES}
						eager={eager}
						priority={priority}
						className="h-full w-full object-cover motion-safe:transition-transform group-hover:scale-105"
						fallbackClassName="h-full w-full"
					/>
				) : (
					<div className="flex h-full items-center justify-center text-sm text-stone-500">No featured image</div>
				)}
				<StatusBadge status={e.status} className="absolute top-3 left-3" />
				{e.image_count > 1 ? (
					<span
						className="absolute top-3 right-3 rounded-full bg-black/70 px-2.5 py-1 text-xs text-white"
						data-testid="image-count"
					>
						{`${e.image_count} images`}
					</span>
				) : null}
			</div>
			<div className="flex flex-1 flex-col gap-2 p-5">
				<Heading className="font-serif text-xl font-semibold">
					<Link
						to={`/exhibition/${e.slug}`}
						prefetch="intent"
						className="after:absolute after:inset-0 focus-visible:outline-none"
					>
						{e.title}
					</Link>
				</Heading>
				{e.start_date ? <p className="text-sm text-stone-600">{formatDateRange(e.start_date, e.end_date)}</p> : null}
				{e.location ? <p className="text-sm text-stone-600">{e.location}</p> : null}
				{e.curator ? <p className="text-sm text-stone-600">{`Curated by ${e.curator}`}</p> : null}
				{e.description ? <p className="line-clamp-3 text-sm text-stone-700">{e.description}</p> : null}
				<div className="mt-auto pt-3">
					<a
						href={e.join_link}
						{...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
						className="relative z-10 inline-block rounded-md border border-ink px-4 py-2 text-sm font-medium hover:bg-ink hover:text-white"
					>
						Join as an Artist
					</a>
				</div>
			</div>
		</article>
	)
}
