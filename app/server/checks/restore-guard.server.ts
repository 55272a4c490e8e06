import { type Actor } from '#app/data/activity.server.ts'
import { ready } from '#app/data/db.server.ts'
import { restoreRevision, VERSIONED, type VersionedCollection } from '#app/data/revisions.server.ts'
import { type CheckSubject } from '#app/utils/checks/index.ts'
import { problemsHoldingBack } from './guard.server.ts'
import {
	aboutBlockSubject,
	artistSubject,
	artworkSubject,
	exhibitionSubject,
	fairSubject,
	roomSubject,
} from './subjects.server.ts'

type Fields = Record<string, unknown>

/** What the checks read of a record of each versioned collection, and whether visitors see it (a room: open). */
const CHECKED: Partial<
	Record<VersionedCollection, { subject: (r: Fields) => CheckSubject; visible: (r: Fields) => boolean }>
> = {
	exhibitions: { subject: (r) => exhibitionSubject(r as never), visible: (r) => r.is_visible === true },
	artists: { subject: (r) => artistSubject(r as never), visible: (r) => r.is_visible === true },
	artworks: { subject: (r) => artworkSubject(r as never), visible: (r) => r.is_visible === true },
	about_blocks: { subject: (r) => aboutBlockSubject(r as never), visible: (r) => r.is_visible === true },
	fairs: { subject: (r) => fairSubject(r as never), visible: (r) => r.is_visible === true },
	viewing_rooms: { subject: (r) => roomSubject(r as never), visible: (r) => r.status === 'open' },
}

/**
 * Restores a revision (app/data/revisions.server.ts, restoreRevision) with the checks before publishing in front: a
 * revision that would come back visible with a problem the record did not have while visible is restored hidden
 * (a room as a draft), as a save would be. `held` says so.
 */
export async function restoreChecked<N extends VersionedCollection>(
	name: N,
	id: number,
	revisionId: number,
	actor?: Actor | null,
) {
	const checked = CHECKED[name]
	const store = await ready()
	const revision = store.tables.revisions.get(revisionId)
	let held = false
	if (checked && revision && revision.entity === VERSIONED[name] && revision.entity_id === id) {
		const values = revision.record as Fields
		const current = store.tables[name].get(id) as Fields | undefined
		const before = current && checked.visible(current) ? checked.subject(current) : null
		held = checked.visible(values) && (await problemsHoldingBack(checked.subject(values), before)).length > 0
	}
	return { ...(await restoreRevision(name, id, revisionId, actor, { hidden: held })), held }
}
