import { buttonClass } from '#app/components/ui/button.tsx'

/**
 * The PDF documents of a record (docs/admin.md, 'Documents'): plain links
 * that download, with or without JavaScript.
 */
export function DocumentLinks({ links }: { links: { href: string; label: string }[] }) {
	return (
		<nav aria-label="Documents" className="mb-4 flex flex-wrap items-center gap-2">
			<span className="mr-1 text-sm text-stone-600">Documents</span>
			{links.map((link) => (
				<a key={link.href} href={link.href} download className={buttonClass.small}>
					{link.label}
				</a>
			))}
		</nav>
	)
}

export const PRICE_LIST_FORM = 'price-list-form'

/**
 * The form of the artworks list's "Price list of the selection": the ticked
 * works' checkboxes belong to it through their `form` attribute, so it works
 * without JavaScript while the cards keep their own forms.
 */
export function PriceListForm() {
	return (
		<form
			id={PRICE_LIST_FORM}
			method="post"
			action="/admin/documents/price-list"
			className="mb-4 flex flex-wrap items-center gap-2"
		>
			<button type="submit" className={buttonClass.secondary}>
				Price list of the selection
			</button>
			<span className="text-sm text-stone-600">Tick the works to put on it.</span>
		</form>
	)
}

/** A work's checkbox for the price list, on its card. */
export function PriceListCheckbox({ id, title }: { id: number; title: string }) {
	return (
		<label className="flex items-center gap-2 text-xs text-stone-600">
			<input type="checkbox" name="ids" value={id} form={PRICE_LIST_FORM} className="h-4 w-4" />
			<span>
				Add to the price list<span className="sr-only">: {title}</span>
			</span>
		</label>
	)
}
