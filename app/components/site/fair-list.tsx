import { Link } from '#app/utils/i18n/links.tsx'
import { usePageLanguage } from '#app/utils/i18n/use-page-language.ts'

export type FairListItem = { slug: string; title: string; dates: string; place: string }

/**
 * 'Art Fairs' on /exhibitions, after the exhibitions (docs/public-site.md,
 * 'Art fairs'): those on now and coming, soonest first, then past ones,
 * latest first; each a line of text, linked. Nothing when there are none.
 */
export function FairList({ coming, past }: { coming: FairListItem[]; past: FairListItem[] }) {
	const { t } = usePageLanguage()
	if (coming.length === 0 && past.length === 0) return null
	return (
		<section aria-labelledby="fairs-heading">
			<h2 id="fairs-heading" className="text-xs tracking-[0.08em] text-muted uppercase">
				{t('fairs.heading')}
			</h2>
			{[
				{ key: 'coming', label: t('fairs.comingAndCurrent'), items: coming },
				{ key: 'past', label: t('fairs.past'), items: past },
			]
				.filter((group) => group.items.length > 0)
				.map((group) => (
					<section key={group.key} aria-labelledby={`fairs-${group.key}`} className="mt-6">
						<h3 id={`fairs-${group.key}`} className="text-sm text-muted">
							{group.label}
						</h3>
						<ul className="mt-2 space-y-2 text-lg" data-fairs={group.key}>
							{group.items.map((f) => (
								<li key={f.slug}>
									<Link to={`/fair/${f.slug}`} className="underline-offset-4 hover:underline">
										{f.title}
									</Link>
									<span className="text-muted">{[f.place, f.dates].filter(Boolean).map((t) => `, ${t}`)}</span>
								</li>
							))}
						</ul>
					</section>
				))}
		</section>
	)
}
