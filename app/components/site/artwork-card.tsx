import { Link } from '@remix-run/react'
import { type CSSProperties, type ReactNode } from 'react'
import { type PublicImage } from '#app/utils/images.ts'
import { initials } from '#app/utils/text.ts'
import { SafeImage } from './safe-image.tsx'

export type ArtworkCardData = {
	slug: string
	title: string
	artist_name: string
	description: string
	year: number | null
	image: PublicImage | null
	category: string
	/** The caption's second line: medium, and dimensions in both units. */
	medium?: string
	dimensions?: string
	/** The small Sold or Reserved mark, when either applies. */
	mark?: 'Sold' | 'Reserved' | null
}

/** Width over height of a work's image (4:5 when unknown, the shape of the no-image placeholder). */
export function aspectOf(image: PublicImage | null) {
	return image?.width && image.height ? image.width / image.height : 0.8
}

/**
 * The works of a `WorksGrid` loaded at once rather than when scrolled near: the first four (the first row from
 * 640 px) and, on a phone, those at the top of the second column. The two CSS columns fill one after the other,
 * so the second starts about halfway down the list by height (each work's image, from its aspect ratio, plus
 * its caption, about 0.7 of the column's width); a lazy image there would be the page's largest and come last.
 */
export function eagerWorks(aspects: readonly number[]): ReadonlySet<number> {
	const heights = aspects.map((aspect) => 1 / (aspect || 0.8) + 0.7)
	const total = heights.reduce((sum, h) => sum + h, 0)
	let sum = 0
	let second = aspects.length
	for (const [i, h] of heights.entries()) {
		sum += h
		if (sum >= total / 2 - 1e-9) {
			second = i + 1
			break
		}
	}
	return new Set([0, 1, 2, 3, second - 1, second, second + 1].filter((i) => i >= 0 && i < aspects.length))
}

/**
 * `sizes` of a work in a `WorksGrid`: half the screen (two columns) on a phone; from 640 px about its
 * justified width, its aspect times the row height (app/tailwind.css `.works`) with room for the
 * row's stretch, never wider than the page.
 */
export function worksGridSizes(aspect: number) {
	const at = (row: number) => Math.round(aspect * row * 1.35)
	return [
		`(min-width: 1280px) ${Math.min(at(288), 1232)}px`,
		`(min-width: 1024px) min(${at(256)}px, calc(100vw - 48px))`,
		`(min-width: 640px) min(${at(208)}px, calc(100vw - 48px))`,
		'calc(50vw - 32px)',
	].join(', ')
}

/**
 * Works by their own proportions: two columns on a phone, justified rows from 640 px (the `.works`
 * rules). Nothing is cropped: each image is as wide as its item, at its own height.
 */
export function WorksGrid({ children, className = '' }: { children: ReactNode; className?: string }) {
	return (
		<ul className={`works ${className}`} data-testid="works-grid">
			{children}
		</ul>
	)
}

/** One item of a `WorksGrid`: its aspect ratio sets its share of the row. */
export function WorksGridItem({ aspect, children }: { aspect: number; children: ReactNode }) {
	return <li style={{ '--ar': aspect.toFixed(4) } as CSSProperties}>{children}</li>
}

/** The gallery's red dot for a sold work ("Sold" for screen readers), or the word Reserved. */
export function AvailabilityMark({ mark }: { mark: 'Sold' | 'Reserved' | null | undefined }) {
	if (!mark) return null
	return mark === 'Sold' ? (
		<span
			className="ml-1.5 inline-block h-2 w-2 translate-y-[-1px] rounded-full bg-sold align-middle"
			data-testid="availability-mark"
			title="Sold"
		>
			<span className="sr-only">Sold</span>
		</span>
	) : (
		<span className="ml-2 text-xs tracking-wide text-muted" data-testid="availability-mark">
			Reserved
		</span>
	)
}

/**
 * An artwork in a grid: the whole image, then its caption as text (artist; *title*, year; medium;
 * dimensions), the sold dot and, on wide screens, two lines of description. Missing data reads
 * 'Unknown Artwork' / 'Unknown Artist'.
 */
export function ArtworkCard({
	artwork,
	headingLevel = 'h2',
	eager = false,
	priority = false,
	showArtist = true,
}: {
	artwork: ArtworkCardData | null
	headingLevel?: 'h2' | 'h3'
	/** The artist's name above the title; left out on the artist's own page, where it would repeat. */
	showArtist?: boolean
	/** In the first row: loaded at once. */
	eager?: boolean
	/** The first card: the page's largest image above the fold. */
	priority?: boolean
}) {
	const Heading = headingLevel
	if (!artwork || !artwork.slug) {
		return (
			<div className="flex aspect-[4/5] items-center justify-center bg-stone-100 text-sm text-muted">
				Artwork unavailable
			</div>
		)
	}
	const title = artwork.title || 'Unknown Artwork'
	const aspect = aspectOf(artwork.image)
	return (
		<article className="group relative">
			{artwork.image ? (
				<SafeImage
					image={artwork.image}
					sizes={worksGridSizes(aspect)}
					eager={eager}
					priority={priority}
					fit="contain"
					className="block h-auto w-full"
					fallbackClassName="aspect-[4/5] w-full"
				/>
			) : (
				<div className="flex aspect-[4/5] w-full flex-col items-center justify-center gap-2 bg-stone-100 text-muted">
					<span aria-hidden className="font-display text-4xl">
						{initials(title)}
					</span>
					<span className="text-sm">No image available</span>
				</div>
			)}
			<div className="mt-2.5 text-[0.8125rem] leading-snug sm:mt-3 sm:text-sm">
				{showArtist ? <p>{artwork.artist_name || 'Unknown Artist'}</p> : null}
				<Heading className="font-normal">
					<Link
						to={`/artwork/${artwork.slug}`}
						prefetch="intent"
						className="italic after:absolute after:inset-0 group-hover:underline group-hover:underline-offset-2"
					>
						{title}
					</Link>
					{artwork.year ? `, ${artwork.year}` : ''}
					<AvailabilityMark mark={artwork.mark} />
				</Heading>
				{artwork.medium ? <p className="text-muted">{artwork.medium}</p> : null}
				{artwork.dimensions ? <p className="text-muted">{artwork.dimensions}</p> : null}
				{artwork.description ? (
					<p className="mt-1 line-clamp-2 text-muted max-lg:hidden">{artwork.description}</p>
				) : null}
			</div>
		</article>
	)
}
