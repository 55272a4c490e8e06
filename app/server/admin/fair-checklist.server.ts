import { data } from 'react-router'
import { type Actor } from '#app/data/activity.server.ts'
import { listArtworks } from '#app/data/artworks.server.ts'
import { InvalidRecordError } from '#app/data/errors.ts'
import { getFair, lockFairChecklist, setFairWorks, worksSoldDuring } from '#app/data/fairs.server.ts'
import { VersionConflictError } from '#app/data/revisions.server.ts'
import { createViewingRoom } from '#app/data/viewing-rooms.server.ts'
import { ViewingRoomSchema } from '#app/schemas/viewing-room.ts'
import { FairSchema } from '#app/schemas/fair.ts'
import { type Artwork, type FairRecord } from '#app/schemas/records.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'
import { type ChecklistRow, type ValueTotal } from '#app/utils/fair-checklist.ts'
import { moveItem } from '#app/utils/list-order.ts'
import { formVersion } from './entity-forms.server.ts'

/**
 * A fair's checklist in the back office (docs/admin.md, 'Art fairs'): the
 * works in the booth's order with their notes, picked by search and ordered
 * by Move up / Move down (plain posts, so it works without JavaScript), the
 * totals, "Lock checklist" and the changes made after the lock.
 */

export async function fairOr404(rawId: string | undefined) {
	const id = Number(rawId)
	const fair = Number.isSafeInteger(id) && id > 0 ? await getFair(id, 'all') : null
	if (!fair) throw new Response('Fair not found', { status: 404 })
	return fair
}

function rowOf(work: { artwork_id: number; note: string }, artwork: Artwork | undefined): ChecklistRow {
	return {
		artwork_id: work.artwork_id,
		note: work.note,
		title: artwork?.title ?? 'A work deleted since',
		artist: artwork?.artist_name ?? '',
		year: artwork?.year ?? null,
		image: artwork?.featured_image || artwork?.images[0] || '',
		availability: artwork?.availability ?? 'available',
		hidden: artwork ? !artwork.is_visible : false,
	}
}

/**
 * The totals the fair's screen shows: works, the list value of those not sold (by currency), their weight as the
 * registrar recorded it (and how many have none), works sold during the fair.
 */
export function checklistTotals(works: readonly Artwork[], soldDuring: number) {
	const values = new Map<string, number>()
	let unpriced = 0
	let weightKg = 0
	let unweighed = 0
	for (const w of works) {
		if (w.weight_kg === null) unweighed++
		else weightKg += w.weight_kg
		if (w.availability === 'sold') continue
		if (w.price === null) unpriced++
		else values.set(w.currency, (values.get(w.currency) ?? 0) + w.price)
	}
	return {
		works: works.length,
		value: [...values].map(([currency, amount]): ValueTotal => ({ currency, amount })),
		unpriced,
		weightKg: Math.round(weightKg * 10) / 10,
		unweighed,
		soldDuring,
	}
}

export async function checklistData(request: Request, fair: FairRecord) {
	const artworks = await listArtworks('all')
	const byId = new Map(artworks.map((a) => [a.id, a]))
	const q = (new URL(request.url).searchParams.get('q') ?? '').trim().toLowerCase()
	const onList = new Set(fair.works.map((w) => w.artwork_id))
	const results = q
		? artworks
				.filter(
					(a) => !onList.has(a.id) && `${a.title}\n${a.artist_name}\n${a.year}\n${a.medium}`.toLowerCase().includes(q),
				)
				.slice(0, 20)
				.map((a) => ({ id: a.id, title: a.title, artist: a.artist_name, year: a.year, hidden: !a.is_visible }))
		: []
	const listed = fair.works.map((w) => byId.get(w.artwork_id)).filter((a): a is Artwork => Boolean(a))
	return {
		fair: {
			id: fair.id,
			title: fair.title,
			version: fair.version,
			start_date: fair.start_date,
			end_date: fair.end_date,
			checklist_locked_at: fair.checklist_locked_at,
			changes_after_lock: fair.changes_after_lock,
		},
		rows: fair.works.map((w) => rowOf(w, byId.get(w.artwork_id))),
		totals: checklistTotals(listed, (await worksSoldDuring(fair)).length),
		q,
		results,
	}
}

/** The works as the form sent them: the repeated `work_artwork_id` and `work_note` fields, in order. */
function worksOf(form: FormData) {
	const notes = form.getAll('work_note').map(String)
	return form.getAll('work_artwork_id').map((id, i) => ({ artwork_id: String(id), note: notes[i] ?? '' }))
}

function intentOf(form: FormData) {
	const [name = '', arg = ''] = String(form.get('intent') ?? '').split(':')
	return { name, arg: Number(arg) }
}

const TITLES: Record<string, string> = {
	save: 'Checklist saved',
	up: 'Work moved up',
	down: 'Work moved down',
	remove: 'Work removed',
	add: 'Work added',
}

/** How long a fair's online booth stays open after the fair's last day. */
export const ONLINE_BOOTH_DAYS_AFTER = 14

/**
 * "Open a viewing room": the fair's online booth, in one step. A draft room
 * (staff open it when they are ready) of the checklist's works in the booth's
 * order, without the team's notes, expiring 14 days after the fair's last day.
 */
export async function openFairRoom(fair: FairRecord, actor: Actor) {
	const lastDayEnds = Date.parse(fair.end_date) + 86_400_000
	const input = ViewingRoomSchema.parse({
		title: `${fair.title}: online booth`,
		intro: fair.description,
		status: 'draft',
		expires_at: new Date(lastDayEnds + ONLINE_BOOTH_DAYS_AFTER * 86_400_000).toISOString(),
		cover_image: fair.cover_image,
		items: fair.works.map((w) => ({ artwork_id: w.artwork_id })),
	})
	return createViewingRoom(input, { actor })
}

/** Every intent of the checklist page: a plain post that redirects with a toast. */
export async function checklistAction(request: Request, fair: FairRecord, actor: Actor) {
	const form = await request.formData()
	const path = `/admin/fairs/${fair.id}/checklist`
	const toast = (title: string, type: 'success' | 'error' = 'success', description?: string) =>
		redirectWithToast(request, path, { type, title, description })
	const { name, arg } = intentOf(form)
	const version = formVersion(form.get('version'))
	try {
		if (name === 'open-room') {
			if (fair.works.length === 0) return toast('Add works to the checklist first', 'error')
			const room = await openFairRoom(fair, actor)
			return redirectWithToast(request, `/admin/viewing-rooms/${room.id}/edit`, {
				type: 'success',
				title: 'Viewing room made',
				description: 'A draft with the fair’s works, in order. Open it when it is ready to share.',
			})
		}
		if (name === 'lock') {
			await lockFairChecklist(fair.id, { actor, version })
			return toast('Checklist locked', 'success', 'Changes from now on are listed with who made them and when.')
		}
		if (!(name in TITLES)) return toast('Unknown action', 'error')
		let works = name === 'add' ? fair.works.map((w) => ({ ...w, artwork_id: String(w.artwork_id) })) : worksOf(form)
		if (name === 'up') works = moveItem(works, arg, arg - 1)
		if (name === 'down') works = moveItem(works, arg, arg + 1)
		if (name === 'remove') works = works.filter((_, i) => i !== arg)
		if (name === 'add') works = [...works, { artwork_id: String(form.get('artwork_id') ?? ''), note: '' }]
		const parsed = FairSchema.shape.works.safeParse(works)
		if (!parsed.success) return data({ error: parsed.error.issues[0]!.message }, { status: 400 })
		await setFairWorks(fair.id, parsed.data, { actor, version: name === 'add' ? null : version })
		return toast(TITLES[name]!)
	} catch (error) {
		if (error instanceof VersionConflictError) {
			return toast('Someone changed this checklist meanwhile', 'error', 'Nothing was saved; here it is as it is now.')
		}
		if (error instanceof InvalidRecordError) return data({ error: error.message }, { status: 400 })
		throw error
	}
}
