import { type z } from 'zod'
import { type ActionFunctionArgs } from 'react-router'
import { changedFields, getRevision, listRevisions, VERSIONED } from '#app/data/revisions.server.ts'
import { restoreChecked } from '#app/server/checks/restore-guard.server.ts'
import { type RevisionRecord } from '#app/schemas/records.ts'
import { type ApiCollection, type Stored } from '#app/server/admin/collections/collection.server.ts'
import { apiActor } from '#app/server/actor.server.ts'
import { adminApiResource } from './access.server.ts'
import { ApiError, type ApiHandlers, parseId } from './api.server.ts'

/**
 * The revisions of a content record under /api/admin/{collection}/{id}/revisions
 * (docs/api.md, 'Revisions'): the list (newest first, without the records),
 * one revision with its record, and the restore of one. They answer for a
 * deleted record too, so its last revision can be restored.
 */

/** What a revision's record shows: a viewing room's password hash is never sent, only whether it has one. */
export function revisionRecordJson(record: Record<string, unknown>) {
	if (!('password_hash' in record)) return record
	const { password_hash, ...fields } = record
	return { ...fields, has_password: typeof password_hash === 'string' && password_hash !== '' }
}

/** A revision without its record, with the fields it changed from the revision before it. */
export function revisionSummary(revision: RevisionRecord, previous: RevisionRecord | undefined) {
	const { record: _record, ...fields } = revision
	const changed =
		revision.action === 'update' || revision.action === 'restore'
			? changedFields(previous?.record ?? null, revision.record)
			: []
	return { ...fields, changed_fields: changed }
}

/** The handlers of a collection's revisions routes, from its descriptor (its store collection and name). */
export function revisionsApi<T extends Stored, S extends z.ZodType>(
	collection: ApiCollection<T, S>,
	kind: 'list' | 'one' | 'restore',
) {
	const name = collection.store
	const entity = VERSIONED[name]
	const label = collection.name
	return ({ request, params, context }: ActionFunctionArgs) => {
		const id = () => parseId(params.id, label)
		const revisionId = () => parseId(params.revisionId, 'Revision')
		const found = async () => {
			const revision = await getRevision(entity, id(), revisionId())
			if (!revision) throw new ApiError(404, 'Revision not found')
			return revision
		}
		const handlers: ApiHandlers =
			kind === 'list'
				? {
						GET: async () => {
							const list = await listRevisions(entity, id())
							if (!list.length && !(await collection.data.get(id()))) {
								throw new ApiError(404, `${label} not found`)
							}
							return Response.json(
								list.map((r, i) => revisionSummary(r, list[i + 1])),
								{
									headers: { 'Cache-Control': 'no-store' },
								},
							)
						},
					}
				: kind === 'one'
					? {
							GET: async () => {
								const revision = await found()
								return Response.json(
									{ ...revision, record: revisionRecordJson(revision.record) },
									{ headers: { 'Cache-Control': 'no-store' } },
								)
							},
						}
					: {
							POST: async () => {
								const actor = await apiActor(request, context)
								await found()
								// A revision with a problem is restored hidden (docs/admin.md, 'Checks before publishing').
								const { record, missing_images } = await restoreChecked(name, id(), revisionId(), actor)
								const json = collection.json ? collection.json(record as unknown as T, request) : record
								return Response.json({ ...(json as object), missing_images })
							},
						}
		return adminApiResource(request, handlers)
	}
}
