import { NotFoundError } from '#app/data/db.server.ts'
import { withFileRelease } from '#app/data/files.server.ts'
import { requireAdmin } from '#app/server/auth.server.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'
import { ADMIN_PAGE_SIZE } from '#app/utils/admin-filters.ts'
import { filterKey, pageOf, readPage } from '#app/utils/pagination.ts'
import { type z } from 'zod'
import { type AdminCollection, type Stored } from './collections/collection.server.ts'
import { backTo, formId } from './forms.server.ts'
import { readFormData } from '#app/server/http.server.ts'

/**
 * The loader of every admin list page: the page of records matching the
 * search and filters in the URL, the counters, the filter bar's selects, the
 * record `?delete={id}` asks to confirm, and the descriptor's texts.
 */
export async function loadAdminList<R extends Stored, S extends z.ZodType, O extends object>(
	collection: AdminCollection<R, S, O>,
	request: Request,
) {
	await requireAdmin(request)
	const params = new URL(request.url).searchParams
	const deleting = formId(params.get('delete'))
	const { data, list } = collection
	const [{ filtered, filters, active }, counts, selects, toDelete] = await Promise.all([
		data.view(`admin:${filterKey(params, list.params)}`, (all) => list.filter(all, params)),
		data.view('admin:stats', (all) => ({
			total: all.length,
			stats: list.stats.map((s) => ({ label: s.label, value: s.count(all) })),
		})),
		list.selects(),
		deleting ? data.get(deleting) : null,
	])
	const page = pageOf(filtered, readPage(params.get('page')), ADMIN_PAGE_SIZE)
	return {
		name: collection.name,
		path: collection.path,
		texts: list.texts,
		items: page.items,
		matching: page.matching,
		pages: { page: page.page, pageCount: page.pageCount },
		total: counts.total,
		stats: counts.stats,
		filters: filters as Record<string, string> & { q: string },
		active,
		selects,
		toDelete: toDelete ? { id: toDelete.id, label: list.label(toDelete) } : null,
	}
}

/**
 * The Hide/Show and Delete posts of the admin lists: they answer by
 * redirecting back to the list (search kept) with the spec's toast. A deleted
 * record's images are deleted too, unless another record uses them.
 */
export async function handleListAction<R extends Stored, S extends z.ZodType, O extends object>(
	collection: AdminCollection<R, S, O>,
	request: Request,
) {
	await requireAdmin(request)
	const form = await readFormData(request)
	const id = formId(form.get('id'))
	const back = backTo(request)
	const intent = form.get('intent')
	const { name, data } = collection
	try {
		if (id && intent === 'visibility') {
			const visible = form.get('is_visible') === 'true'
			await data.setVisibility(id, visible)
			return redirectWithToast(request, back, {
				type: 'success',
				title: `${name} ${visible ? 'shown' : 'hidden'} successfully`,
			})
		}
		if (id && intent === 'delete') {
			// The record's images go with it, unless another record uses them.
			await withFileRelease(() => data.remove(id))
			return redirectWithToast(request, back, { type: 'success', title: `${name} deleted successfully` })
		}
	} catch (error) {
		if (!(error instanceof NotFoundError)) {
			console.error(error)
		}
	}
	const lower = name.toLowerCase()
	const failure = intent === 'delete' ? `Failed to delete ${lower}` : `Failed to update ${lower} visibility`
	return redirectWithToast(request, back, { type: 'error', title: 'Error', description: failure })
}
