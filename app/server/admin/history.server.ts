import { restoreChecked } from '#app/server/checks/restore-guard.server.ts'
import { type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router'
import { ConflictError, InvalidRecordError, NotFoundError } from '#app/data/db.server.ts'
import { fileIdFromUrl } from '#app/data/file-references.ts'
import { ready } from '#app/data/db.server.ts'
import {
	changedFields,
	IMAGE_FIELDS,
	listRevisions,
	recordLabel,
	VERSIONED,
	type VersionedCollection,
} from '#app/data/revisions.server.ts'
import { type RevisionAction, type RevisionRecord } from '#app/schemas/records.ts'
import { actorOf } from '#app/server/actor.server.ts'
import { requireAdmin } from '#app/server/auth.server.ts'
import { invariantResponse } from '#app/server/http.server.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'
import { formatGalleryTime } from '#app/utils/time-zone.ts'
import { formId } from './forms.server.ts'
import { readFormData } from '#app/server/http.server.ts'
import { pageUrlOf } from '#app/server/page-url.server.ts'

/**
 * The history screen of a record (`/admin/{collection}/{id}/history`,
 * docs/admin.md, 'History and conflicts'): its revisions, one of them beside
 * the current record field by field, and "Restore this version" after a
 * confirmation step. It works for a deleted record too (reached from the
 * activity log), whose last revision can be restored.
 */

/** What a history page reads of a collection's descriptor (app/server/admin/collections/). */
export type HistoryCollection = {
	store: VersionedCollection
	/** 'Exhibition' */
	name: string
	/** '/admin/exhibitions' */
	path: string
}

/** Fields the comparison does not show: bookkeeping, and a viewing room's access (links, recipients, password). */
const HIDDEN_FIELDS = new Set([
	'id',
	'version',
	'created_at',
	'password_hash',
	'token',
	'recipients',
	'next_recipient_id',
	'views',
])

/** One field of the comparison: its values as text (or images), and whether they differ. */
export type ComparedField = {
	field: string
	then: string
	now: string | null
	/** Image fields: the URLs, each with whether its file still exists. */
	thenImages?: { url: string; exists: boolean }[]
	nowImages?: { url: string; exists: boolean }[] | null
	changed: boolean
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/

function text(value: unknown): string {
	if (value === null || value === undefined || value === '') return '—'
	if (typeof value === 'boolean') return value ? 'Yes' : 'No'
	if (typeof value === 'string' && ISO_TIME.test(value)) return formatGalleryTime(value) || value
	if (typeof value === 'string' || typeof value === 'number') return String(value)
	if (Array.isArray(value)) {
		if (value.length === 0) return '—'
		if (value.every((v) => typeof v === 'string' || typeof v === 'number')) return value.join(', ')
		return `${value.length} ${value.length === 1 ? 'entry' : 'entries'}`
	}
	if (typeof value === 'object') {
		const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== '' && v !== null)
		return entries.length ? entries.map(([k, v]) => `${k}: ${String(v)}`).join(', ') : '—'
	}
	return String(value)
}

export function imagesOf(value: unknown, files: ReadonlySet<number>) {
	const urls = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string' && v !== '')
	return urls.map((url) => {
		const id = fileIdFromUrl(url)
		return { url, exists: id === null || files.has(id) }
	})
}

export function compareRecords(
	name: VersionedCollection,
	then: Record<string, unknown>,
	now: Record<string, unknown> | null,
	files: ReadonlySet<number>,
): ComparedField[] {
	return compareFields(IMAGE_FIELDS[name], then, now, files)
}

/** Two versions of a record field by field; `imageFields` show as thumbnails. */
export function compareFields(
	imageFields: readonly string[],
	then: Record<string, unknown>,
	now: Record<string, unknown> | null,
	files: ReadonlySet<number>,
): ComparedField[] {
	const images = new Set(imageFields)
	const changed = new Set(now ? changedFields(then, now) : [])
	const keys = [...new Set([...Object.keys(then), ...Object.keys(now ?? {})])].filter((k) => !HIDDEN_FIELDS.has(k))
	return keys.map((field) => ({
		field,
		then: text(then[field]),
		now: now ? text(now[field]) : null,
		...(images.has(field)
			? { thenImages: imagesOf(then[field], files), nowImages: now ? imagesOf(now[field], files) : null }
			: {}),
		changed: field !== 'updated_at' && changed.has(field),
	}))
}

export const ACTION_LABELS: Record<RevisionAction, string> = {
	create: 'Created',
	update: 'Updated',
	delete: 'Deleted',
	restore: 'Restored',
}

/**
 * One line of a history list, for a record's history and a page part's alike. `previous` is the revision
 * before it (null for the first). What counts as changed: only an update or a restore names changed fields
 * (a creation or a deletion names none), those whose values differ from the revision before, leaving out
 * bookkeeping (`changedFields`) and the fields the comparison does not show (`hidden`). The current version is
 * the one whose number is `currentVersion`, unless that revision is a deletion.
 */
export function revisionRow(
	revision: RevisionRecord,
	previous: RevisionRecord | null,
	currentVersion: number | null,
	hidden: ReadonlySet<string> = NO_FIELDS,
) {
	return {
		id: revision.id,
		version: revision.version,
		action: revision.action,
		actionLabel: ACTION_LABELS[revision.action],
		at: revision.at,
		when: formatGalleryTime(revision.at),
		username: revision.username,
		changed:
			revision.action === 'update' || revision.action === 'restore'
				? changedFields(previous?.record ?? null, revision.record).filter(
						(f) => !HIDDEN_FIELDS.has(f) && !hidden.has(f),
					)
				: [],
		isCurrent: currentVersion !== null && revision.version === currentVersion && revision.action !== 'delete',
	}
}

const NO_FIELDS: ReadonlySet<string> = new Set()

export function historyLoader(collection: HistoryCollection) {
	return async ({ request, params }: LoaderFunctionArgs) => {
		await requireAdmin(request)
		const id = formId(params.id ?? null)
		invariantResponse(id, `${collection.name} not found`)
		const entity = VERSIONED[collection.store]
		const store = await ready()
		const current = (store.get(collection.store, id) ?? null) as Record<string, unknown> | null
		const revisions = await listRevisions(entity, id)
		invariantResponse(current || revisions.length, `${collection.name} not found`)
		const url = pageUrlOf(request)
		const selectedId = formId(url.searchParams.get('revision'))
		const selected = selectedId ? revisions.find((r) => r.id === selectedId) : undefined
		invariantResponse(!selectedId || selected, 'Revision not found')
		const files = new Set(store.all('files').map((f) => f.id))
		const label = recordLabel(current ?? revisions[0]?.record ?? {})
		return {
			collection: { label: collection.name, path: collection.path },
			id,
			title: label,
			deleted: !current,
			currentVersion: typeof current?.version === 'number' ? current.version : null,
			revisions: revisions.map((r, i) =>
				revisionRow(r, revisions[i + 1] ?? null, typeof current?.version === 'number' ? current.version : null),
			),
			selected: selected
				? {
						id: selected.id,
						version: selected.version,
						action: selected.action,
						when: formatGalleryTime(selected.at),
						username: selected.username,
						fields: compareRecords(collection.store, selected.record, current, files),
						missingImages: IMAGE_FIELDS[collection.store]
							.flatMap((f) => imagesOf(selected.record[f], files))
							.filter((i) => !i.exists)
							.map((i) => i.url),
					}
				: null,
			confirming: Boolean(selected) && url.searchParams.get('confirm') === '1',
		}
	}
}

export function historyAction(collection: HistoryCollection) {
	return async ({ request, params, context }: ActionFunctionArgs) => {
		const actor = actorOf(await requireAdmin(request), context)
		const id = formId(params.id ?? null)
		invariantResponse(id, `${collection.name} not found`)
		const form = await readFormData(request)
		const revisionId = formId(form.get('revision'))
		const historyPath = `${collection.path}/${id}/history`
		if (form.get('intent') !== 'restore' || !revisionId) {
			return redirectWithToast(request, historyPath, { type: 'error', title: 'Error', description: 'Unknown request' })
		}
		try {
			const { record, missing_images, held } = await restoreChecked(collection.store, id, revisionId, actor)
			const left = missing_images.length
			const leftOut = left ? `${left} ${left === 1 ? 'image was' : 'images were'} deleted since and left out.` : ''
			// A problem keeps the restored version hidden (docs/admin.md, 'Checks before publishing'); its form says why.
			return redirectWithToast(request, `${collection.path}/${id}/edit`, {
				type: held ? 'error' : 'success',
				title: `Version restored: this is now version ${record.version}`,
				description: [leftOut, held].filter(Boolean).join(' ') || undefined,
			})
		} catch (error) {
			if (error instanceof NotFoundError) throw new Response(error.message, { status: 404 })
			if (!(error instanceof ConflictError) && !(error instanceof InvalidRecordError)) throw error
			return redirectWithToast(request, `${historyPath}?revision=${revisionId}`, {
				type: 'error',
				title: 'Not restored',
				description: error.message,
			})
		}
	}
}
