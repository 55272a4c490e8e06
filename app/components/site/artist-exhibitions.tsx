import { Link } from '#app/utils/i18n/links.tsx'
import { usePageLanguage } from '#app/utils/i18n/use-page-language.ts'

export type ArtistExhibitionItem = {
	slug: string
	title: string
	/** The start year, else the end year; null when undated. */
	year: number | null
	dates: string
	/** An art fair that showed the artist's works links to its own page, and says it is a fair. */
	fair?: boolean
	/** `['title']` when the title is in the default language, this page's lacking (app/schemas/localise.ts). */
	fallback?: string[]
}

export type ArtistExhibitionsData = {
	current: ArtistExhibitionItem[]
	upcoming: ArtistExhibitionItem[]
	past: ArtistExhibitionItem[]
}

const GROUPS = [
	{ key: 'current', label: 'status.current' },
	{ key: 'upcoming', label: 'status.upcoming' },
	{ key: 'past', label: 'status.past' },
] as const

/**
 * "Exhibitions at the gallery" on an artist page (docs/public-site.md, 'Orders'),
 * written from the exhibitions that list the artist and the art fairs that
 * showed their works: on view, upcoming, past with their years, each linked. Nothing shows when there are none.
 */
export function ArtistExhibitions({ exhibitions }: { exhibitions: ArtistExhibitionsData }) {
	const { t, langOf } = usePageLanguage()
	if (GROUPS.every((g) => exhibitions[g.key].length === 0)) return null
	return (
		<section aria-labelledby="artist-exhibitions-heading" className="mt-20">
			<h2 id="artist-exhibitions-heading" className="text-xs tracking-[0.08em] text-muted uppercase">
				{t('artist.exhibitions')}
			</h2>
			{GROUPS.filter((g) => exhibitions[g.key].length > 0).map((g) => (
				<section key={g.key} aria-labelledby={`artist-exhibitions-${g.key}`} className="mt-6">
					<h3 id={`artist-exhibitions-${g.key}`} className="text-sm text-muted">
						{t(g.label)}
					</h3>
					<ul className="mt-2 space-y-1 text-lg" data-group={g.key}>
						{exhibitions[g.key].map((e) => (
							<li key={e.slug}>
								{g.key === 'past' && e.year !== null ? <span className="text-muted">{`${e.year} `}</span> : null}
								<Link
									to={e.fair ? `/fair/${e.slug}` : `/exhibition/${e.slug}`}
									className="underline-offset-4 hover:underline"
									lang={langOf(e, 'title')}
								>
									{e.title}
								</Link>
								{e.fair ? <span className="text-muted">{t('fair.artFairSuffix')}</span> : null}
								{g.key !== 'past' && e.dates ? <span className="text-muted">{`, ${e.dates}`}</span> : null}
							</li>
						))}
					</ul>
				</section>
			))}
		</section>
	)
}
