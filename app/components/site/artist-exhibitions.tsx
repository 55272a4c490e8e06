import { Link } from '@remix-run/react'

export type ArtistExhibitionItem = {
	slug: string
	title: string
	/** The start year, else the end year; null when undated. */
	year: number | null
	dates: string
}

export type ArtistExhibitionsData = {
	current: ArtistExhibitionItem[]
	upcoming: ArtistExhibitionItem[]
	past: ArtistExhibitionItem[]
}

const GROUPS = [
	{ key: 'current', label: 'On view' },
	{ key: 'upcoming', label: 'Upcoming' },
	{ key: 'past', label: 'Past' },
] as const

/**
 * "Exhibitions at the gallery" on an artist page (contract section 18),
 * written from the exhibitions that list the artist: on view, upcoming, past
 * with their years, each linked. Nothing shows when there are none.
 */
export function ArtistExhibitions({ exhibitions }: { exhibitions: ArtistExhibitionsData }) {
	if (GROUPS.every((g) => exhibitions[g.key].length === 0)) return null
	return (
		<section aria-labelledby="artist-exhibitions-heading" className="mt-16">
			<h2 id="artist-exhibitions-heading" className="font-serif text-3xl font-semibold">
				Exhibitions at the gallery
			</h2>
			{GROUPS.filter((g) => exhibitions[g.key].length > 0).map((g) => (
				<section key={g.key} aria-labelledby={`artist-exhibitions-${g.key}`} className="mt-6">
					<h3
						id={`artist-exhibitions-${g.key}`}
						className="text-sm font-semibold tracking-widest text-stone-500 uppercase"
					>
						{g.label}
					</h3>
					<ul className="mt-2 space-y-1" data-group={g.key}>
						{exhibitions[g.key].map((e) => (
							<li key={e.slug}>
								{g.key === 'past' && e.year !== null ? <span className="text-stone-600">{`${e.year} `}</span> : null}
								<Link to={`/exhibition/${e.slug}`} className="underline-offset-4 hover:underline">
									{e.title}
								</Link>
								{g.key !== 'past' && e.dates ? <span className="text-stone-600">{`, ${e.dates}`}</span> : null}
							</li>
						))}
					</ul>
				</section>
			))}
		</section>
	)
}
