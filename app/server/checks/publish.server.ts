import { setAboutBlockVisibility } from '#app/data/about-blocks.server.ts'
import { recordEvent, type Actor } from '#app/data/activity.server.ts'
import { setArtistVisibility } from '#app/data/artists.server.ts'
import { setArtworkVisibility } from '#app/data/artworks.server.ts'
import { NotFoundError } from '#app/data/errors.ts'
import { setExhibitionVisibility } from '#app/data/exhibitions.server.ts'
import { type ActivityEntity } from '#app/schemas/records.ts'
import { problemsOf, type Check } from '#app/utils/checks/index.ts'
import { checksOf } from './checks.server.ts'
import { type CheckedEntity } from './subjects.server.ts'

/**
 * The records a problem keeps hidden, each with its own visibility write (not the guarded one of its
 * descriptor: app/server/checks/guard.server.ts) and its name in the activity log.
 */
const PUBLISHABLE: Partial<
	Record<CheckedEntity, { show: (id: number, options: { actor: Actor }) => Promise<unknown>; activity: ActivityEntity }>
> = {
	exhibitions: { show: (id, o) => setExhibitionVisibility(id, true, o), activity: 'exhibition' },
	artists: { show: (id, o) => setArtistVisibility(id, true, o), activity: 'artist' },
	artworks: { show: (id, o) => setArtworkVisibility(id, true, o), activity: 'artwork' },
	'about-blocks': { show: (id, o) => setAboutBlockVisibility(id, true, o), activity: 'about_block' },
}

export function canPublishAnyway(entity: CheckedEntity) {
	return Object.hasOwn(PUBLISHABLE, entity)
}

/**
 * "Publish anyway" (admins only): makes the record visible past its problems, and writes in the activity log who
 * did so and past which problems. A later save keeps it visible while it has no problem it did not have then.
 */
export async function publishAnyway(entity: CheckedEntity, id: number, actor: Actor): Promise<Check[]> {
	const publishing = PUBLISHABLE[entity]
	if (!publishing) throw new Error(`Nothing to publish anyway among ${entity}`)
	const found = await checksOf(entity, String(id))
	if (!found) throw new NotFoundError('Record not found')
	const problems = problemsOf(found.checks)
	await publishing.show(id, { actor })
	await recordEvent({
		kind: 'update',
		entity: publishing.activity,
		entity_id: id,
		summary: `Published anyway: "${found.title}"${problems.length ? ` past ${problems.map((p) => p.message).join(' ')}` : ''}`,
		user: actor,
	})
	return problems
}
