import { type Translations } from '#app/utils/languages.ts'
/** What the tabs show of a page's settings, and one labelled value of it. */
export type PageData = { title: string; description: string; isVisible: boolean; translations?: Translations }

/** A page's settings as its form's fields. */
export function pageDefaults(page: PageData) {
	return {
		title: page.title,
		description: page.description,
		is_visible: String(page.isVisible),
		translations: page.translations,
	}
}

export function Detail({ label, value }: { label: string; value: string }) {
	return (
		<div>
			<dt className="text-xs font-medium tracking-wide text-stone-500 uppercase">{label}</dt>
			<dd className="mt-0.5 text-sm whitespace-pre-line">{value || '—'}</dd>
		</div>
	)
}

/** A tab's settings as labelled values, `[label, value]` in order. */
export function Details({ items, columns = 2 }: { items: [string, string][]; columns?: 2 | 3 }) {
	return (
		<dl className={`grid gap-4 ${columns === 3 ? 'md:grid-cols-3' : 'md:grid-cols-2'}`}>
			{items.map(([label, value]) => (
				<Detail key={label} label={label} value={value} />
			))}
		</dl>
	)
}
