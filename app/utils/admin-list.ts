/**
 * What an admin list page is made of, shared by the server code that loads it
 * (`app/server/admin/admin-list.server.ts`) and the page that shows it
 * (`app/components/admin/admin-list-page.tsx`).
 */

export type FilterOption = { value: string; label: string }
/** A select of the list's filter bar; `name` is its query parameter. */
/**
 * A filter of the list's bar: a select of its options, or (`text`) a text field that matches any part, its
 * options offered as suggestions (an artwork's location: "rack" finds "Main store, rack B").
 */
export type FilterSelect = { name: string; label: string; options: FilterOption[]; text?: true }

/** What the list page says; every text is a value, never a branch in the shared code. */
export type ListTexts = {
	/** The page heading ('Exhibition Management') and the line under it. */
	title: string
	subtitle: string
	/** Placeholder and accessible name of the search box. */
	search: string
	/** The add button ('Add Exhibition'), and its text when there is nothing yet ('Create Exhibition'); a list staff do not add to has none. */
	add?: string
	addWhenEmpty?: string
	/** Shown when there is nothing at all: 'Get started by creating your first exhibition.' */
	getStarted: string
	/** Plural in 'Showing X of Y {plural}' and 'No {plural} found'. */
	plural: string
}

/** One of the counters above a list. */
export type ListStat = { label: string; value: number }

/** The record `?delete={id}` asks to confirm: its label and the confirmation's question. */
export type ListToDelete = { id: number; label: string; question: string }

/** What the loader of an admin list hands its page: one page of records, the counters, the filters, the texts. */
export type AdminListData<Item> = {
	/** In the delete confirmation's title: 'Delete Exhibition'. */
	name: string
	/** The list page: its filters clear to it, its add page is `{path}/new`. */
	path: string
	texts: ListTexts
	items: Item[]
	/** How many records match the search and filters, over all pages. */
	matching: number
	pages: { page: number; pageCount: number }
	total: number
	stats: ListStat[]
	filters: Record<string, string> & { q: string }
	active: boolean
	selects: FilterSelect[]
	toDelete: ListToDelete | null
}

/** The delete confirmation's question about one record. */
export function deleteQuestion(label: string) {
	return `Are you sure you want to delete "${label}"? This action cannot be undone.`
}
