import { dayIn, galleryTimeZone } from '#app/utils/time-zone.ts'
import { type LoadContext } from '#app/server/request-context.server.ts'
import { type Actor } from '#app/data/activity.server.ts'
import { ConflictError, NotFoundError } from '#app/data/db.server.ts'
import { withFileRelease } from '#app/data/files.server.ts'
import { recordLabel, VersionConflictError } from '#app/data/revisions.server.ts'
import { formatGalleryTime } from '#app/utils/time-zone.ts'
import { type ToastInput } from '#app/schemas/toast.ts'
import { actorOf } from '#app/server/actor.server.ts'
import { requireAdmin } from '#app/server/auth.server.ts'
import { readFormData } from '#app/server/http.server.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'
import { ADMIN_PAGE_SIZE } from '#app/utils/admin-filters.ts'
import { type AdminListData, type FilterSelect, type ListTexts, deleteQuestion } from '#app/utils/admin-list.ts'
import { filterKey, pageOf, readPage } from '#app/utils/pagination.ts'
import { type z } from 'zod'
import { type AdminCollection, type ListedFromIndexes, type Stored } from './collections/collection.server.ts'
import { conflictOf, formVersion } from './entity-forms.server.ts'
import { backTo, formId } from './forms.server.ts'

/**
 * An admin list page, described: its names and texts, and how it reads its
 * records. Every admin list (the collections, the enquiry inbox, the
 * newsletter subscribers) is one of these, loaded by `loadList()`.
 */
export type AdminList<Item> = {
	/** In the delete confirmation's title: 'Delete Exhibition'. */
	name: string
	path: string
	texts: ListTexts
	/** How many records a page shows (`ADMIN_PAGE_SIZE` unless set). */
	pageSize?: number
	/** The filter bar's selects (their options may come from the records). */
	selects?: () => Promise<FilterSelect[]>
	/** The record `?delete={id}` asks to confirm, with the label and question the confirmation shows. */
	toDelete: (id: number) => Promise<{ label: string; question?: string } | null>
} & ListedFromIndexes<Item>

/**
 * The loader of every admin list page: the page of records matching the
 * search and filters in the URL, the counters, the filter bar's selects, the
 * record `?delete={id}` asks to confirm, and the list's texts.
 */
export async function loadList<Item>(list: AdminList<Item>, request: Request): Promise<AdminListData<Item>> {
	await requireAdmin(request)
	const params = new URL(request.url).searchParams
	const deleting = formId(params.get('delete'))
	const [{ filtered, filters, active }, { total, stats }, selects, toDelete] = await Promise.all([
		list.find(params),
		list.count(),
		list.selects?.() ?? [],
		deleting ? list.toDelete(deleting) : null,
	])
	const page = pageOf(filtered, readPage(params.get('page')), list.pageSize ?? ADMIN_PAGE_SIZE)
	return {
		name: list.name,
		path: list.path,
		texts: list.texts,
		items: page.items,
		matching: page.matching,
		pages: { page: page.page, pageCount: page.pageCount },
		total,
		stats,
		filters,
		active,
		selects,
		toDelete:
			deleting && toDelete
				? { id: deleting, label: toDelete.label, question: toDelete.question ?? deleteQuestion(toDelete.label) }
				: null,
	}
}

/** An admin collection's list: its records are remembered per search until the collection changes. */
export function collectionList<R extends Stored, S extends z.ZodType, O extends object>(
	collection: AdminCollection<R, S, O>,
): AdminList<R> {
	const { data, list } = collection
	const described: Omit<AdminList<R>, 'find' | 'count'> = {
		name: collection.name,
		path: collection.path,
		texts: list.texts,
		selects: list.selects,
		toDelete: async (id) => {
			const record = await data.get(id)
			return record ? { label: list.label(record) } : null
		},
	}
	if ('find' in list) return { ...described, find: list.find, count: list.count }
	const { view } = data
	if (!view) throw new Error(`The ${collection.name} list is filtered in memory: its data needs a view`)
	return {
		...described,
		find: (params) => {
			const day = list.byDay?.(params) ? `:${dayIn(galleryTimeZone())}` : ''
			return view(`admin:${filterKey(params, list.params)}${day}`, (all) => list.filter(all, params))
		},
		count: () =>
			view('admin:stats', (all) => ({
				total: all.length,
				stats: list.stats.map((s) => ({ label: s.label, value: s.count(all) })),
			})),
	}
}

export function loadAdminList<R extends Stored, S extends z.ZodType, O extends object>(
	collection: AdminCollection<R, S, O>,
	request: Request,
) {
	return loadList(collectionList(collection), request)
}

/** What one of a list's buttons does to the record `id`: the toast it answers with, or null when it cannot. */
export type ListIntent = (id: number, form: FormData, actor: Actor) => Promise<ToastInput | null>

/**
 * The posts of an admin list's buttons (`intent` and `id` fields): each
 * answers by redirecting back to the list (search kept) with a toast, a
 * success from the intent or the error `failure(intent)` describes. A record
 * that is gone is a failure like any other; anything else is logged too.
 */
export async function handleListPost(
	request: Request,
	intents: Record<string, ListIntent>,
	failure: (intent: string) => string,
	context?: LoadContext,
) {
	const actor = actorOf(await requireAdmin(request), context)
	const form = await readFormData(request)
	const id = formId(form.get('id'))
	const back = backTo(request)
	const intent = String(form.get('intent') ?? '')
	try {
		const toast = id && Object.hasOwn(intents, intent) ? await intents[intent]!(id, form, actor) : null
		if (toast) return redirectWithToast(request, back, toast)
	} catch (error) {
		// The row's version is older than the record's: someone saved it after the list was loaded.
		if (error instanceof VersionConflictError) {
			return redirectWithToast(request, back, {
				type: 'error',
				title: 'Nothing was changed',
				description: staleRow(error),
			})
		}
		// A refusal that says why (Show refused by the checks before publishing): its reason is the toast.
		if (error instanceof ConflictError) {
			return redirectWithToast(request, back, {
				type: 'error',
				title: 'Nothing was changed',
				description: error.message,
			})
		}
		if (!(error instanceof NotFoundError)) console.error(error)
	}
	return redirectWithToast(request, back, { type: 'error', title: 'Error', description: failure(intent) })
}

/** What a list says of a row's button posted from a version the record has moved past (docs/admin.md, 'Lists'). */
export function staleRow(error: VersionConflictError) {
	const { username, at } = conflictOf(error)
	const when = at ? formatGalleryTime(at) : 'an unknown time'
	return `${recordLabel(error.current)} was changed by ${username} at ${when} since you opened this list. Nothing was changed: look at it again.`
}

/**
 * The Hide/Show and Delete posts of a collection's list. Each row's form
 * carries the record's `version`: a stale one changes nothing. A deleted record's
 * images are deleted too, unless another record uses them.
 */
export function handleListAction<R extends Stored, S extends z.ZodType, O extends object>(
	collection: AdminCollection<R, S, O>,
	request: Request,
	context?: LoadContext,
) {
	const { name, data } = collection
	const lower = name.toLowerCase()
	return handleListPost(
		request,
		{
			// Only a collection whose records can be hidden answers the Hide/Show buttons.
			...(data.setVisibility
				? {
						visibility: async (id: number, form: FormData, actor: Actor) => {
							const visible = form.get('is_visible') === 'true'
							await data.setVisibility!(id, visible, { actor, version: formVersion(form.get('version')) })
							return { type: 'success' as const, title: `${name} ${visible ? 'shown' : 'hidden'} successfully` }
						},
					}
				: {}),
			delete: async (id, form, actor) => {
				const version = formVersion(form.get('version'))
				await withFileRelease(() => data.remove(id, { actor, version }))
				return { type: 'success', title: `${name} deleted successfully` }
			},
		},
		(intent) => (intent === 'delete' ? `Failed to delete ${lower}` : `Failed to update ${lower} visibility`),
		context,
	)
}
