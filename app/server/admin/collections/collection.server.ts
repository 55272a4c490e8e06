import { type z } from 'zod'
import { type InputFrom } from '#app/data/lookup.ts'
import { type VersionedCollection, type WriteOptions } from '#app/data/revisions.server.ts'
import { type FileCategory } from '#app/schemas/records.ts'
import { type FilterSelect, type ListStat, type ListTexts } from '#app/utils/admin-list.ts'
import { type Sliceable } from '#app/utils/lazy-list.ts'
import { type CheckedEntity } from '#app/server/checks/subjects.server.ts'

/**
 * One entity, described once (in the spirit of Payload's collection configs):
 * its names (from the registry, app/utils/collections.ts), schema and data
 * functions, which the `/api/admin/*` handlers, the revisions API and the
 * history pages read; an admin collection adds its list page (filters, stats, texts) and
 * its add/edit form (uploads, choices). The list, new and edit routes and the
 * API routes hand a descriptor to the shared machinery and do nothing else.
 * Every text the pages show is a value here, never a branch in the shared code
 * (docs/admin.md).
 */
export type Stored = { id: number; is_visible?: boolean }

/** The data functions the shared handlers call; every one comes from the entity's module in `app/data/`. */
export type CollectionData<R extends Stored, S extends z.ZodType> = {
	/** Everything, hidden records included, in the collection's order. */
	list: () => Promise<readonly R[]>
	get: (id: number) => Promise<R | null>
	create: (input: z.output<S>, options?: WriteOptions) => Promise<R>
	/** `input` may be made from the stored record, inside the write. */
	update: (id: number, input: InputFrom<R, z.output<S>>, options?: WriteOptions) => Promise<R>
	/** Only a collection whose records can be hidden has it (docs/architecture.md, 'Adding a collection'). */
	setVisibility?: (id: number, visible: boolean, options?: WriteOptions) => Promise<R>
	remove: (id: number, options?: WriteOptions) => Promise<void>
}

/** What `/api/admin/{collection}` and `/api/admin/{collection}/{id}` need. */
export type ApiCollection<R extends Stored, S extends z.ZodType> = {
	/** The store collection its records live in, and whose revisions its history shows. */
	store: VersionedCollection
	/** In messages: 'Exhibition', 'About block' ('Exhibition not found'). */
	name: string
	/** The shared schema of the admin form and the API's POST and PUT. */
	schema: S
	data: CollectionData<R, S>
	/**
	 * What the API answers for a record, when it is not the stored record
	 * itself (a viewing room hides its password hash and adds its links).
	 */
	json?: (record: R, request: Request) => unknown
}

/** A list searched, filtered and counted over every record in memory, the results remembered by `data.view`. */
export type ListedInMemory<R> = {
	/** Search and filters, read from the URL. */
	filter: (
		all: readonly R[],
		params: URLSearchParams,
	) => { filtered: R[]; filters: Record<string, string> & { q: string }; active: boolean }
	/** The counters above the list, in order, each counted over everything. */
	stats: { label: string; count: (all: readonly R[]) => number }[]
}

/**
 * A list that finds and counts its records itself, from indexes of its own, and reads only the records of the page
 * it shows: how every admin list page is loaded (`AdminList`), and how a collection kept out of memory describes
 * its list (the contacts: docs/decisions/016-history-out-of-memory.md).
 */
export type ListedFromIndexes<R> = {
	/** Search and filters, read from the URL: the matching records, in the list's order. */
	find: (
		params: URLSearchParams,
	) => Promise<{ filtered: Sliceable<R>; filters: Record<string, string> & { q: string }; active: boolean }>
	/** How many records there are in all, and the counters above the list. */
	count: () => Promise<{ total: number; stats: ListStat[] }>
}

export type AdminCollection<R extends Stored, S extends z.ZodType, Options extends object = object> = ApiCollection<
	R,
	S
> & {
	data: CollectionData<R, S> & {
		/** What `compute` makes of the whole list, remembered until the collection changes (a list `ListedInMemory`). */
		view?: <T>(key: string, compute: (all: readonly R[]) => T) => Promise<T>
	}
	/** The list page: '/admin/exhibitions' (new and edit pages sit under it). */
	path: string
	/**
	 * Its records' checks before publishing, shown on the edit form (docs/admin.md, 'Checks before publishing'),
	 * whose data functions stand behind `holdBackProblems` (app/server/checks/guard.server.ts).
	 */
	checks?: CheckedEntity
	list: {
		texts: ListTexts
		/** The query parameters the list filters by, in order: they key the remembered results. */
		params: readonly string[]
		/**
		 * Whether these filters' results depend on the gallery's day as well as on the records (works due back): then
		 * the day keys the remembered results too, so a list kept from yesterday is not shown after midnight.
		 */
		byDay?: (params: URLSearchParams) => boolean
		/** The filter bar's selects (their options may come from the records). */
		selects: () => Promise<FilterSelect[]>
		/** The record's title or name: the delete confirmation and the buttons' accessible names use it. */
		label: (record: R) => string
	} & (ListedInMemory<R> | ListedFromIndexes<R>)
	/**
	 * The add/edit form, for `newLoader`/`editLoader`/`newAction`/`editAction`.
	 * A collection whose editor is a page of its own (viewing rooms) has none
	 * (docs/architecture.md, 'Adding a collection').
	 */
	form?: {
		/** Where images uploaded with the form are filed; none for a form without images (contacts), which refuses them. */
		category: FileCategory | null
		/** Puts the URLs of images sent with the form (without JavaScript) into its fields. */
		placeUploads: (formData: FormData, urls: string[]) => void
		/** Every image the record uses (Cancel never deletes them; their alt text shows in the form). */
		images: (record: R) => string[]
		/** The images of the form's multiple uploader, listed with their names and sizes. */
		uploaderImages?: (record: R) => string[]
		/** The choices the form offers (artists, categories…), for a new record or for `record`. */
		options: (record?: R) => Promise<Options>
		/**
		 * Fields a new record's form may leave blank to get what the server makes of them when they are not sent
		 * (an artwork's stock number, numbered from its artist's prefix): blank on an add form, they are not sent.
		 */
		blankOnAdd?: readonly string[]
		/** Where the edit form goes back to once saved or cancelled (a sale's page); the list when unsaid. */
		editedPath?: (record: R) => string
		/** An edit's input before it is saved (a field the form does not show keeps its stored value). */
		editInput?: (value: z.output<S>, existing: R) => z.output<S>
	}
}

/** A collection with an add/edit form: what the new and edit routes' loaders and actions take. */
export type FormCollection<R extends Stored, S extends z.ZodType, Options extends object = object> = AdminCollection<
	R,
	S,
	Options
> & { form: NonNullable<AdminCollection<R, S, Options>['form']> }

/** Infers a descriptor's types from its value (its store collection as the literal it is). */
export function defineCollection<
	R extends Stored,
	S extends z.ZodType,
	Options extends object,
	N extends VersionedCollection,
>(collection: FormCollection<R, S, Options> & { store: N }) {
	return collection
}

/** A collection whose add and edit pages are its own (no `form`): its list and API are still the shared ones. */
export function defineListCollection<R extends Stored, S extends z.ZodType, N extends VersionedCollection>(
	collection: AdminCollection<R, S> & { store: N },
) {
	return collection
}

export function defineApiCollection<R extends Stored, S extends z.ZodType, N extends VersionedCollection>(
	collection: ApiCollection<R, S> & { store: N },
) {
	return collection
}

/** Appends new URLs to a list field and, when none is chosen, makes the first one the featured image. */
export function appendImages(listField: string, featuredField?: string) {
	return (formData: FormData, urls: string[]) => {
		for (const url of urls) formData.append(listField, url)
		if (featuredField && !formData.get(featuredField)) formData.set(featuredField, urls[0]!)
	}
}

/** A single-image field takes the first image uploaded with the form. */
export function setSingleImage(field: string) {
	return (formData: FormData, urls: string[]) => formData.set(field, urls[0]!)
}

/** The Visible and Hidden counters of most lists. */
export const visibilityStats = [
	{ label: 'Visible', count: (all: readonly Stored[]) => all.filter((r) => r.is_visible).length },
	{ label: 'Hidden', count: (all: readonly Stored[]) => all.filter((r) => !r.is_visible).length },
]

/** The Visibility select of most lists. */
export const visibilitySelect: FilterSelect = {
	name: 'visibility',
	label: 'Visibility',
	options: [
		{ value: 'all', label: 'All' },
		{ value: 'visible', label: 'Visible' },
		{ value: 'hidden', label: 'Hidden' },
	],
}
