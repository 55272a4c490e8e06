import { type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router'
import { NotFoundError, ready } from '#app/data/db.server.ts'
import { withFileRelease } from '#app/data/files.server.ts'
import { getPagePart, listPageRevisions } from '#app/data/pages.server.ts'
import { restorePageChecked } from '#app/server/checks/restore-guard.server.ts'
import { isPagePart, PAGE_PART_LABELS, type PagePart } from '#app/schemas/page-parts.ts'
import { actorOf } from '#app/server/actor.server.ts'
import { requireAdmin } from '#app/server/auth.server.ts'
import { invariantResponse, readFormData } from '#app/server/http.server.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'
import { formatGalleryTime } from '#app/utils/time-zone.ts'
import { formId } from './forms.server.ts'
import { compareFields, imagesOf, revisionRow } from './history.server.ts'
import { pageUrlOf } from '#app/server/page-url.server.ts'

/**
 * The history screen of a part of Page Content (`/admin/pages/{part}/history`,
 * docs/admin.md, 'History and conflicts'): the same screen as a record's, its
 * versions, one beside the current settings, and the restore after a
 * confirmation.
 */

const IMAGE_FIELDS: Partial<Record<PagePart, readonly string[]>> = { home: ['hero_images'], identity: ['logo'] }
/** Shown through `hero_images`. */
const NOT_COMPARED = new Set(['hero_image_ids'])

/** The Page Content tab a part is edited on. */
export function pagePartTab(part: PagePart) {
	if (part === 'contact-info') return '/admin/pages?tab=contact'
	if (part === 'identity') return '/admin/pages?tab=home'
	return `/admin/pages?tab=${part}`
}

function partParam(value: string | undefined): PagePart {
	invariantResponse(value && isPagePart(value), 'Page not found', { status: 404 })
	return value
}

export async function pageHistoryLoader({ request, params }: LoaderFunctionArgs) {
	await requireAdmin(request)
	const part = partParam(params.part)
	const current = await getPagePart(part)
	const revisions = await listPageRevisions(part)
	const url = pageUrlOf(request)
	const selectedId = formId(url.searchParams.get('revision'))
	const selected = selectedId ? revisions.find((r) => r.id === selectedId) : undefined
	invariantResponse(!selectedId || selected, 'Revision not found')
	const store = await ready()
	const files = new Set(store.all('files').map((f) => f.id))
	const images = IMAGE_FIELDS[part] ?? []
	return {
		collection: { label: 'Page Content', path: '/admin/pages' },
		links: { history: `/admin/pages/${part}/history`, edit: pagePartTab(part) },
		id: current.id,
		title: PAGE_PART_LABELS[part],
		deleted: false,
		currentVersion: current.version,
		revisions: revisions.map((r, i) => revisionRow(r, revisions[i + 1] ?? null, current.version, NOT_COMPARED)),
		selected: selected
			? {
					id: selected.id,
					version: selected.version,
					action: selected.action,
					when: formatGalleryTime(selected.at),
					username: selected.username,
					fields: compareFields(images, selected.record, current, files).filter((f) => !NOT_COMPARED.has(f.field)),
					missingImages: images
						.flatMap((f) => imagesOf(selected.record[f], files))
						.filter((i) => !i.exists)
						.map((i) => i.url),
				}
			: null,
		confirming: Boolean(selected) && url.searchParams.get('confirm') === '1',
	}
}

export async function pageHistoryAction({ request, params, context }: ActionFunctionArgs) {
	const actor = actorOf(await requireAdmin(request), context)
	const part = partParam(params.part)
	const form = await readFormData(request)
	const revisionId = formId(form.get('revision'))
	const historyPath = `/admin/pages/${part}/history`
	if (form.get('intent') !== 'restore' || !revisionId) {
		return redirectWithToast(request, historyPath, { type: 'error', title: 'Error', description: 'Unknown request' })
	}
	try {
		// A restore that takes hero images or a logo off deletes them unless another record uses them.
		const { version, missing_images, held } = await withFileRelease(() => restorePageChecked(part, revisionId, actor))
		const left = missing_images.length
		const leftOut = left ? `${left} ${left === 1 ? 'image was' : 'images were'} deleted since and left out.` : ''
		// A problem keeps the restored page hidden (docs/admin.md, 'Checks before publishing'); its tab says why.
		return redirectWithToast(request, pagePartTab(part), {
			type: held ? 'error' : 'success',
			title: `Version restored: this is now version ${version}`,
			description: [leftOut, held].filter(Boolean).join(' ') || undefined,
		})
	} catch (error) {
		if (error instanceof NotFoundError) throw new Response(error.message, { status: 404 })
		throw error
	}
}
