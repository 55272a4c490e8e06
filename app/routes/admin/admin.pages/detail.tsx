/** What the tabs show of a page's settings, and one labelled value of it. */
export type PageData = { title: string; description: string; isVisible: boolean }

/** A page's settings as its form's fields. */
export function pageDefaults(page: PageData) {
	return { title: page.title, description: page.description, is_visible: String(page.isVisible) }
}

export function Detail({ label, value }: { label: string; value: string }) {
	return (
		<div>
			<dt className="text-xs font-medium tracking-wide text-stone-500 uppercase">{label}</dt>
			<dd className="mt-0.5 text-sm whitespace-pre-line">{value || '—'}</dd>
		</div>
	)
}
