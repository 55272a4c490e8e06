import { Link } from '#app/utils/i18n/links.tsx'
import { usePageLanguage } from '#app/utils/i18n/use-page-language.ts'
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
	/** Formatted in the page's locale (formatExhibitionDates): the same form as the exhibition's page. */
	dates: string
	featured_image: PublicImage | null
	image_count: number
	join_link: string
	/** The translatable fields shown in the default language, this page's lacking (app/utils/localise.ts). */
	fallback?: string[]
}

/**
 * The whole card links to the exhibition (a stretched title link); the
 * 'Join as an Artist' button sits above it and goes to the open call (new
 * tab) when one is set, else to the contact page.
 */
/** How wide a card shows in the 1/2/3-column exhibition grids. */
export const EXHIBITION_GRID_SIZES =
	'(min-width: 1280px) 384px, (min-width: 1024px) calc((100vw - 144px) / 3), (min-width: 640px) calc((100vw - 96px) / 2), calc(100vw - 48px)'

/** How wide the lead (large) card's image shows: two thirds of the page beside its text, the full width below 1024 px. */
export const EXHIBITION_LEAD_SIZES =
	'(min-width: 1280px) 800px, (min-width: 1024px) calc((100vw - 88px) * 2 / 3), calc(100vw - 48px)'

export function ExhibitionCard({
	exhibition: e,
	headingLevel = 'h3',
	eager = false,
	priority = false,
	large = false,
	sizes = EXHIBITION_GRID_SIZES,
}: {
	exhibition: ExhibitionCardData
	headingLevel?: 'h2' | 'h3'
	/** The lead exhibition of a page: a larger title. */
	large?: boolean
	/** How wide the image shows (`EXHIBITION_GRID_SIZES` in the grids). */
	sizes?: string
	/** In the first row of a page without a larger image above it: loaded at once. */
	eager?: boolean
	/** The first card of such a page: its largest image above the fold. */
	priority?: boolean
}) {
	const { t, langOf } = usePageLanguage()
	const Heading = headingLevel
	const external = /^https?:\/\//.test(e.join_link)
	return (
		<article
			className={`group relative flex h-full flex-col ${large ? 'lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-10' : ''}`}
		>
			{e.featured_image ? (
				<div className={`overflow-hidden bg-stone-100 ${large ? 'aspect-[3/2] lg:aspect-[16/10]' : 'aspect-[3/2]'}`}>
					<SafeImage
						image={e.featured_image}
						sizes={sizes}
						eager={eager}
						priority={priority}
						className="h-full w-full object-cover"
						fallbackClassName="h-full w-full"
					/>
				</div>
			) : null}
			<div className={`mt-4 flex flex-1 flex-col gap-1 text-sm ${large ? 'lg:mt-0 lg:justify-end' : ''}`}>
				<p className="flex gap-3">
					<StatusBadge status={e.status} />
					{e.image_count > 1 ? (
						<span className="text-xs tracking-[0.08em] text-muted uppercase" data-testid="image-count">
							{t('exhibition.imageCount', { count: e.image_count })}
						</span>
					) : null}
				</p>
				<Heading className={`font-display leading-tight ${large ? 'text-3xl sm:text-4xl' : 'text-2xl'}`}>
					<Link
						to={`/exhibition/${e.slug}`}
						prefetch="intent"
						className="after:absolute after:inset-0 group-hover:underline group-hover:decoration-1 group-hover:underline-offset-4"
						lang={langOf(e, 'title')}
					>
						{e.title}
					</Link>
				</Heading>
				{e.dates ? <p className={large ? 'text-base' : ''}>{e.dates}</p> : null}
				{e.location || e.curator ? (
					<p className="text-muted">
						{e.location}
						{e.location && e.curator ? ' · ' : ''}
						{e.curator ? t('exhibition.curatedBy', { name: e.curator }) : ''}
					</p>
				) : null}
				{e.description ? (
					<p className="mt-1 line-clamp-3 max-w-2xl text-muted" lang={langOf(e, 'description')}>
						{e.description}
					</p>
				) : null}
				<p className={large ? 'pt-3' : 'mt-auto pt-2'}>
					<a
						href={e.join_link}
						{...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
						className="relative z-10 text-xs tracking-[0.08em] uppercase underline-offset-4 hover:underline"
					>
						{t('exhibition.joinAsArtist')}
					</a>
				</p>
			</div>
		</article>
	)
}
