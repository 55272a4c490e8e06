import { setAboutBlockVisibility } from '#app/data/about-blocks.server.ts'
import { recordEvent, type Actor } from '#app/data/activity.server.ts'
import { setArtistVisibility } from '#app/data/artists.server.ts'
import { setArtworkVisibility } from '#app/data/artworks.server.ts'
import { NotFoundError } from '#app/data/errors.ts'
import { setExhibitionVisibility } from '#app/data/exhibitions.server.ts'
import { setFairVisibility } from '#app/data/fairs.server.ts'
import { openViewingRoom } from '#app/data/viewing-rooms.server.ts'
import { sendOrSchedule } from '#app/server/newsletter/campaign-api.server.ts'
import { publishAccentColorAnyway, setPageVisibility } from '#app/data/pages.server.ts'
import { PAGE_PART_IDS } from '#app/schemas/page-parts.ts'
import { ALWAYS_VISIBLE_PAGES, isPageKey, type ActivityEntity } from '#app/schemas/records.ts'
import { problemsOf, type Check } from '#app/utils/checks/index.ts'
import { checksOf } from './checks.server.ts'
import { IDENTITY_PAGE, type CheckedEntity } from './subjects.server.ts'

/** A record's id as the data functions take it: a positive whole number (null for anything else). */
function numberId(id: string) {
	return /^[1-9]\d{0,14}$/.test(id) ? Number(id) : null
}

type Publishing = {
	/** Makes the record visible past its problems; answers the id the activity log names it by (null: no such record). */
	show: (id: string, options: { actor: Actor }) => Promise<number | null>
	activity: ActivityEntity
}

/** A collection whose records a visibility write shows (not the guarded one of its descriptor). */
const byVisibility = (
	set: (id: number, visible: boolean, options: { actor: Actor }) => Promise<unknown>,
	activity: ActivityEntity,
): Publishing => ({
	async show(id, options) {
		const n = numberId(id)
		if (n === null) return null
		await set(n, true, options)
		return n
	},
	activity,
})

/**
 * The records a problem keeps hidden, each with its own way to show it past them (app/server/checks/guard.server.ts
 * holds back the ordinary writes) and its name in the activity log. The identity's accent colour is "shown" by
 * being applied on the site.
 */
const PUBLISHABLE: Partial<Record<CheckedEntity, Publishing>> = {
	exhibitions: byVisibility(setExhibitionVisibility, 'exhibition'),
	artists: byVisibility(setArtistVisibility, 'artist'),
	artworks: byVisibility(setArtworkVisibility, 'artwork'),
	'about-blocks': byVisibility(setAboutBlockVisibility, 'about_block'),
	fairs: byVisibility(setFairVisibility, 'fair'),
	// A campaign is sent (now), a viewing room opened.
	campaigns: {
		async show(id, { actor }) {
			const n = numberId(id)
			if (n === null) return null
			await sendOrSchedule(n, null, actor, { pastProblems: true })
			return n
		},
		activity: 'campaign',
	},
	'viewing-rooms': {
		async show(id, { actor }) {
			const n = numberId(id)
			if (n === null) return null
			await openViewingRoom(n, { actor })
			return n
		},
		activity: 'viewing_room',
	},
	pages: {
		async show(id, options) {
			if (id === IDENTITY_PAGE) {
				await publishAccentColorAnyway()
				return PAGE_PART_IDS.identity
			}
			// Home, Exhibitions and Contact are always shown: nothing to publish.
			if (!isPageKey(id) || ALWAYS_VISIBLE_PAGES.includes(id)) return null
			await setPageVisibility(id, true, options)
			return PAGE_PART_IDS[id]
		},
		activity: 'page',
	},
}

/** The kinds of record "Publish anyway" takes, as the API names them. */
export const PUBLISHABLE_ENTITIES = Object.keys(PUBLISHABLE) as CheckedEntity[]

export function canPublishAnyway(entity: CheckedEntity) {
	return Object.hasOwn(PUBLISHABLE, entity)
}

/**
 * "Publish anyway" (admins only): makes the record visible past its problems (applies the identity's accent
 * colour), and writes in the activity log who did so and past which problems. A later save keeps it visible while
 * it has no problem it did not have then. A NotFoundError when there is no such record to publish.
 */
export async function publishAnyway(entity: CheckedEntity, id: number | string, actor: Actor): Promise<Check[]> {
	const publishing = PUBLISHABLE[entity]
	if (!publishing) throw new Error(`Nothing to publish anyway among ${entity}`)
	const found = await checksOf(entity, String(id))
	if (!found) throw new NotFoundError('Record not found')
	const problems = problemsOf(found.checks)
	const entityId = await publishing.show(String(id), { actor })
	if (entityId === null) throw new NotFoundError('Record not found')
	await recordEvent({
		kind: 'update',
		entity: publishing.activity,
		entity_id: entityId,
		summary: `Published anyway: "${found.title}"${problems.length ? ` past ${problems.map((p) => p.message).join(' ')}` : ''}`,
		user: actor,
	})
	return problems
}
