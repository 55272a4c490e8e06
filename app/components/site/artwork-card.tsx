import { Link } from '#app/utils/i18n/links.tsx'
import { type CSSProperties, type ReactNode } from 'react'
import { type PublicImage } from '#app/utils/images.ts'
import { initials } from '#app/utils/text.ts'
import { SafeImage } from './safe-image.tsx'
import { usePageLanguage } from '#app/utils/i18n/use-page-language.ts'

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
	/** The price line, on pages that show prices (a fair's works): as section 9 allows, else absent. */
	price?: string
	/** The translatable fields shown in the default language, this page's lacking (app/utils/localise.ts). */
	fallback?: string[]
}

/** Width over height of a work's image (4:5 when unknown, the shape of the no-image placeholder). */
export function aspectOf(image: PublicImage | null) {
	return image?.width && image.height ? image.width / image.height : 0.8
}

/** A work's height on a phone in column widths: its image, from its aspect ratio, and its caption (about 0.7). */
const phoneHeight = (aspect: number, caption = 0.7) => 1 / (aspect || 0.8) + caption

/**
 * Where each work of a `WorksGrid` sits on a phone: 0 for the left column, 1 for the right. Each work goes
 * under the column that ends higher (by the estimate above), so the works read newest first across the two
 * columns, as they do in rows from 640 px, and both columns end close together. The server decides, from the
 * works' proportions alone: no layout script, nothing cropped. `caption` is a caption's height in column widths
 * (0 for tiles without one, as in an exhibition's gallery).
 */
export function worksColumns(aspects: readonly number[], caption = 0.7): Array<0 | 1> {
	const bottoms = [0, 0]
	return aspects.map((aspect) => {
		const column = bottoms[1]! < bottoms[0]! - 1e-9 ? 1 : 0
		bottoms[column]! += phoneHeight(aspect, caption)
		return column
	})
}

/** Each work's top on a phone, in column widths from the grid's top (both columns fill as `worksColumns` has them). */
function phoneTops(aspects: readonly number[]): number[] {
	const bottoms = [0, 0]
	const columns = worksColumns(aspects)
	return aspects.map((aspect, i) => {
		const top = bottoms[columns[i]!]!
		bottoms[columns[i]!]! += phoneHeight(aspect)
		return top
	})
}

/**
 * The works of a `WorksGrid` loaded at once rather than when scrolled near: the first four (the first row from
 * 640 px) and, on a phone, any other whose top is within about two column widths of the grid's top: a lazy image
 * there would be the page's largest and come last.
 */
export function eagerWorks(aspects: readonly number[]): ReadonlySet<number> {
	const tops = phoneTops(aspects)
	return new Set(tops.flatMap((top, i) => (i < 4 || top < 2 ? [i] : [])))
}

/** How much of a phone's first screen a works grid has below the page's title and search, in column widths. */
const PHONE_FIRST_SCREEN = 2.7
/** Works that share the first row from 1280 px (an 18 rem row, 1232 px wide, gaps counted): aspect ratios adding up to this. */
const FIRST_ROW_ASPECTS = 4.2

/**
 * The works whose images are likely the largest on the first screen (the page's largest contentful paint), to be
 * fetched before the others: on a phone, the one showing the most image in the grid's first PHONE_FIRST_SCREEN
 * column widths (the two columns are as wide, so the most height);
 * from 640 px, the widest of the works in the first row as a laptop shows it (a row's works are as tall). Both may be the
 * same work; null for no works.
 */
export function leadWorks(aspects: readonly number[]): { phone: number; wide: number } | null {
	if (aspects.length === 0) return null
	const tops = phoneTops(aspects)
	let phone = 0
	let shown = -1
	for (const [i, aspect] of aspects.entries()) {
		const visible = Math.min(1 / (aspect || 0.8), PHONE_FIRST_SCREEN - tops[i]!)
		if (visible > shown + 1e-9) [phone, shown] = [i, visible]
	}
	let wide = 0
	let width = 0
	for (const [i, aspect] of aspects.entries()) {
		width += aspect
		if (i > 0 && width > FIRST_ROW_ASPECTS) break
		if (aspect > aspects[wide]!) wide = i
	}
	return { phone, wide }
}

/**
 * `sizes` of a work in a `WorksGrid`: half the screen (two columns) on a phone; from 640 px about its
 * justified width, its aspect times the row height (app/site-base.css `.works`) with room for the
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
 * Works by their own proportions: two columns on a phone (each work floats to the side `worksColumns` gives
 * it), justified rows from 640 px (the `.works` rules in app/site-base.css). Nothing is cropped: each image is as
 * wide as its item, at its own height. The list stays in the works' order for screen readers and the keyboard.
 */
export function WorksGrid({ children, className = '' }: { children: ReactNode; className?: string }) {
	return (
		<>
			<ul className={`works ${className}`} data-testid="works-grid">
				{children}
			</ul>
			<WorksEnd />
		</>
	)
}

/**
 * Follows every `.works` list: the rows show once it is there (app/site-base.css). A page that arrives in parts
 * could otherwise paint a row before its later works have come, stretched across the page, then shrink it.
 */
export function WorksEnd() {
	return <span className="works-end" hidden />
}

/** One item of a `WorksGrid`: its aspect ratio sets its share of the row; `column` its side on a phone. */
export function WorksGridItem({
	aspect,
	column = 0,
	children,
}: {
	aspect: number
	column?: 0 | 1
	children: ReactNode
}) {
	return (
		<li style={{ '--ar': aspect.toFixed(4) } as CSSProperties} className={column === 1 ? 'works-right' : undefined}>
			{children}
		</li>
	)
}

/** The gallery's red dot for a sold work ("Sold" for screen readers), or the word Reserved. */
export function AvailabilityMark({ mark }: { mark: 'Sold' | 'Reserved' | null | undefined }) {
	const { t } = usePageLanguage()
	if (!mark) return null
	return mark === 'Sold' ? (
		<span
			className="ml-1.5 inline-block h-2 w-2 translate-y-[-1px] rounded-full bg-sold align-middle"
			data-testid="availability-mark"
			title={t('availability.sold')}
		>
			<span className="sr-only">{t('availability.sold')}</span>
		</span>
	) : (
		<span className="ml-2 text-xs tracking-wide text-muted" data-testid="availability-mark">
			{t('availability.reserved')}
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
	shownSmall = false,
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
	/** The largest only on a phone, where it shows at half the screen (SafeImage's `shownSmall`). */
	shownSmall?: boolean
}) {
	const { t, langOf } = usePageLanguage()
	const Heading = headingLevel
	if (!artwork || !artwork.slug) {
		return (
			<div className="flex aspect-[4/5] items-center justify-center bg-stone-100 text-sm text-muted">
				{t('artwork.unavailable')}
			</div>
		)
	}
	const title = artwork.title || t('artwork.unknownArtwork')
	const aspect = aspectOf(artwork.image)
	return (
		<article className="group relative">
			{artwork.image ? (
				<SafeImage
					image={artwork.image}
					sizes={worksGridSizes(aspect)}
					eager={eager}
					priority={priority}
					shownSmall={shownSmall}
					fit="contain"
					className="block h-auto w-full"
					fallbackClassName="aspect-[4/5] w-full"
				/>
			) : (
				<div className="flex aspect-[4/5] w-full flex-col items-center justify-center gap-2 bg-stone-100 text-muted">
					<span aria-hidden className="font-display text-4xl">
						{initials(title)}
					</span>
					<span className="text-sm">{t('artwork.noImage')}</span>
				</div>
			)}
			<div className="mt-2.5 text-[0.8125rem] leading-snug sm:mt-3 sm:text-sm">
				{showArtist ? <p>{artwork.artist_name || t('artwork.unknownArtist')}</p> : null}
				<Heading className="font-normal">
					<Link
						to={`/artwork/${artwork.slug}`}
						prefetch="intent"
						className="italic after:absolute after:inset-0 group-hover:underline group-hover:underline-offset-2"
						lang={langOf(artwork, 'title')}
					>
						{title}
					</Link>
					{artwork.year ? `, ${artwork.year}` : ''}
					<AvailabilityMark mark={artwork.mark} />
				</Heading>
				{artwork.medium ? (
					<p className="text-muted" lang={langOf(artwork, 'medium')}>
						{artwork.medium}
					</p>
				) : null}
				{artwork.dimensions ? <p className="text-muted">{artwork.dimensions}</p> : null}
				{artwork.price ? <p>{artwork.price}</p> : null}
				{artwork.description ? (
					<p className="mt-1 line-clamp-2 text-muted max-lg:hidden" lang={langOf(artwork, 'description')}>
						{artwork.description}
					</p>
				) : null}
			</div>
		</article>
	)
}
