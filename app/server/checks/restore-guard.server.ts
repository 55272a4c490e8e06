import { type Actor } from '#app/data/activity.server.ts'
import { ready } from '#app/data/db.server.ts'
import { getPageContent, restorePageRevision } from '#app/data/pages.server.ts'
import { restoreRevision, VERSIONED, type VersionedCollection } from '#app/data/revisions.server.ts'
import { PAGE_PART_IDS, type PagePart } from '#app/schemas/page-parts.ts'
import { ALWAYS_VISIBLE_PAGES, isPageKey } from '#app/schemas/records.ts'
import { type CheckSubject } from '#app/utils/checks/index.ts'
import { HELD_BACK, problemsHoldingBack } from './guard.server.ts'
import {
	aboutBlockSubject,
	artistSubject,
	artworkSubject,
	type CheckedEntity,
	exhibitionSubject,
	fairSubject,
	pageSubject,
	roomSubject,
} from './subjects.server.ts'

type Fields = Record<string, unknown>

type Checked = { entity: CheckedEntity; subject: (r: Fields) => CheckSubject; visible: (r: Fields) => boolean }

/** What the checks read of a record of each versioned collection, and whether visitors see it (a room: open). */
const CHECKED: Partial<Record<VersionedCollection, Checked>> = {
	exhibitions: {
		entity: 'exhibitions',
		subject: (r) => exhibitionSubject(r as never),
		visible: (r) => r.is_visible === true,
	},
	artists: { entity: 'artists', subject: (r) => artistSubject(r as never), visible: (r) => r.is_visible === true },
	artworks: { entity: 'artworks', subject: (r) => artworkSubject(r as never), visible: (r) => r.is_visible === true },
	about_blocks: {
		entity: 'about-blocks',
		subject: (r) => aboutBlockSubject(r as never),
		visible: (r) => r.is_visible === true,
	},
	fairs: { entity: 'fairs', subject: (r) => fairSubject(r as never), visible: (r) => r.is_visible === true },
	viewing_rooms: {
		entity: 'viewing-rooms',
		subject: (r) => roomSubject(r as never),
		visible: (r) => r.status === 'open',
	},
}

/**
 * Whether `values`, a revision's record, comes back visible with a problem the record (`current`) did not have
 * while visible: then it is restored hidden, as a save would be.
 */
async function holdsBack(checked: Checked, values: Fields, current: Fields | undefined) {
	const before = current && checked.visible(current) ? checked.subject(current) : null
	return checked.visible(values) && (await problemsHoldingBack(checked.subject(values), before)).length > 0
}

/** What the history screen's toast adds when a restore is held back: the form says why. */
const heldBackNote = (entity: CheckedEntity) => `${HELD_BACK[entity]}: see "Checks before publishing" on the form.`

/**
 * Restores a revision (app/data/revisions.server.ts, restoreRevision) with the checks before publishing in front: a
 * revision that would come back visible with a problem the record did not have while visible is restored hidden
 * (a room as a draft), as a save would be. `held` says so, as the history screen's toast says it (else null).
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
		held = await holdsBack(checked, revision.record as Fields, store.tables[name].get(id) as Fields | undefined)
	}
	const restored = await restoreRevision(name, id, revisionId, actor, { hidden: held })
	return { ...restored, held: held && checked ? heldBackNote(checked.entity) : null }
}

/**
 * The same for a page's settings (Artists, Gallery, About; Home, Exhibitions and Contact are always shown): a
 * revision that would show the page with a problem it did not have while shown restores it hidden.
 */
export async function restorePageChecked(part: PagePart, revisionId: number, actor?: Actor | null) {
	let held = false
	if (isPageKey(part) && !ALWAYS_VISIBLE_PAGES.includes(part)) {
		const key = part
		const revision = (await ready()).tables.revisions.get(revisionId)
		if (revision && revision.entity === 'page' && revision.entity_id === PAGE_PART_IDS[key]) {
			const current = (await getPageContent()).pages[key]
			held = await holdsBack(
				{ entity: 'pages', subject: (r) => pageSubject(key, r as never), visible: (r) => r.is_visible === true },
				revision.record as Fields,
				{ ...current, is_visible: current.isVisible },
			)
		}
	}
	const restored = await restorePageRevision(part, revisionId, actor, { hidden: held })
	return { ...restored, held: held ? heldBackNote('pages') : null }
}
