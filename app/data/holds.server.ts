import { type Artwork } from '#app/schemas/records.ts'
import {
	holdEndedSummary,
	holdHasEnded,
	holdsEndingWithin,
	HOLDS_SOON_DAYS,
	MAX_CHECK_MS,
	nextCheckDelay,
	nextHoldEnd,
} from '#app/utils/holds.ts'
import { editionAvailability } from '#app/utils/impressions.ts'
import { recordActivity } from './activity.server.ts'
import { mutate, ready } from './db.server.ts'
import { nowMs, onClockMoved } from '#app/utils/clock.ts'
import { holdsLease, sharedWithOtherServers, SHARED_LOOK_MS, whenLeaseTaken } from './leases.server.ts'
import { saveVersioned } from './revisions.server.ts'

/**
 * The schedule that ends holds (docs/admin.md, "Holds"). It runs inside the
 * server, with no request needed: at start it releases every hold that ended
 * while the server was down, then it sleeps until the next hold end (at most
 * a minute, so it never drifts far) and releases what has ended. A write that
 * sets a hold wakes it, so a hold ending sooner than its next look is not
 * late. Releasing a work is one change of the store: the work becomes
 * available, its hold fields are cleared and an activity entry records it;
 * public pages, the page cache and the sitemap follow that change as they
 * follow any edit.
 *
 * With several app servers only the one holding the `holds` lease releases
 * (app/data/leases.server.ts); it looks at least every SHARED_LOOK_MS, since
 * a hold set on another server does not wake it, and looks at once when it
 * takes the lease over.
 *
 * It reads the app's clock (app/utils/clock.ts): when a test moves that clock
 * forward, the schedule looks again at once.
 */
type Schedule = {
	timer: ReturnType<typeof setTimeout> | null
	running: Promise<void> | null
	started: boolean
	/** Set when a write asked for a look while one was running: look again once it is done. */
	again: boolean
	log: (line: string) => void
	stopWatchingLease: (() => void) | null
	stopFollowingClock: (() => void) | null
}

const globalSchedule = globalThis as typeof globalThis & { __galleryHoldSchedule?: Schedule }
const schedule: Schedule = (globalSchedule.__galleryHoldSchedule ??= {
	timer: null,
	running: null,
	started: false,
	again: false,
	log: console.log,
	stopWatchingLease: null,
	stopFollowingClock: null,
})

/**
 * Returns every work whose hold has ended at `at` to available, in one change,
 * and records each in the activity record. Answers the works released.
 */
export async function releaseEndedHolds(at = new Date(nowMs())): Promise<Artwork[]> {
	const store = await ready()
	if (!store.all('artworks').some((w) => hasEndedHold(w, at))) return []
	return mutate((draft) => {
		const released: Artwork[] = []
		const time = at.toISOString()
		for (const work of draft.all('artworks')) {
			if (!hasEndedHold(work, at)) continue
			const ended = [work, ...work.impressions].filter((held) => holdHasEnded(held, at))
			const free = { availability: 'available' as const, hold_for: '', hold_until: null, hold_contact_id: null }
			// An impression's hold ends on the impression; the work then reads its availability from them again.
			const impressions = work.impressions.map((i) => (holdHasEnded(i, at) ? { ...i, ...free } : i))
			const record = holdHasEnded(work, at)
				? { ...work, ...free, impressions, updated_at: time }
				: {
						...work,
						impressions,
						availability: editionAvailability(impressions) ?? work.availability,
						updated_at: time,
					}
			released.push(saveVersioned(draft, 'artworks', record, { current: work, noActivity: true }))
			for (const held of ended) {
				recordActivity(draft, {
					kind: 'hold-ended',
					entity: 'artwork',
					entity_id: work.id,
					summary: holdEndedSummary('label' in held ? `${work.title} (${held.label})` : work.title, held.hold_for),
					at: time,
				})
			}
		}
		return released
	})
}

/** Whether the work's hold, or the hold of one of its impressions, has ended at `at`. */
function hasEndedHold(work: Artwork, at: Date) {
	return holdHasEnded(work, at) || work.impressions.some((i) => holdHasEnded(i, at))
}

/** The work's hold and its impressions', each with the work (the schedule looks at them all alike). */
function holdsOf(works: readonly Artwork[]) {
	return works.flatMap((work) => [
		{ work, label: '', ...pickHold(work) },
		...work.impressions.map((i) => ({ work, label: i.label, ...pickHold(i) })),
	])
}

function pickHold(held: { availability: Artwork['availability']; hold_for: string; hold_until: string | null }) {
	return { availability: held.availability, hold_for: held.hold_for, hold_until: held.hold_until }
}

/** Called once at start, after the store is open: catches up, then keeps watch. */
export async function startHoldSchedule(log: (line: string) => void = console.log) {
	schedule.log = log
	schedule.started = true
	schedule.stopWatchingLease ??= whenLeaseTaken('holds', holdsChanged)
	schedule.stopFollowingClock ??= onClockMoved(lookAgain)
	await look()
}

/** Stops the watch (on shutdown); a release already under way finishes. */
export async function stopHoldSchedule() {
	schedule.started = false
	schedule.stopWatchingLease?.()
	schedule.stopWatchingLease = null
	schedule.stopFollowingClock?.()
	schedule.stopFollowingClock = null
	if (schedule.timer) clearTimeout(schedule.timer)
	schedule.timer = null
	await schedule.running
}

/** A hold was set or changed: look again now, so the timer follows the new soonest end. */
export function holdsChanged() {
	void lookAgain()
}

/** Looks now, or once more after the look under way; resolves when that look is done. */
function lookAgain(): Promise<void> | undefined {
	if (!schedule.started) return
	if (schedule.running) {
		schedule.again = true
		return schedule.running
	}
	return look()
}

function look(): Promise<void> {
	if (schedule.timer) clearTimeout(schedule.timer)
	schedule.timer = null
	schedule.running ??= (async () => {
		do {
			schedule.again = false
			// Another server holds the lease: it releases the holds, this one only keeps looking.
			if (!holdsLease('holds')) continue
			try {
				const released = await releaseEndedHolds()
				for (const work of released) schedule.log(`Hold ended: ${work.title} (artwork ${work.id}) is available again.`)
			} catch (error) {
				// The disk refused the change: the holds stay as they were and the next look tries again.
				schedule.log(`Ending holds failed: ${(error as Error).message}; trying again within a minute.`)
			}
		} while (schedule.again && schedule.started)
	})().finally(() => {
		schedule.running = null
		if (schedule.started) void plan()
	})
	return schedule.running
}

async function plan() {
	const now = new Date(nowMs())
	const longest = sharedWithOtherServers() ? SHARED_LOOK_MS : MAX_CHECK_MS
	const delay = nextCheckDelay(nextHoldEnd(holdsOf((await ready()).all('artworks')), now), now, longest)
	if (!schedule.started || schedule.running) return
	if (schedule.timer) clearTimeout(schedule.timer)
	// A timer fires a little early on some systems: a few milliseconds past the end, the hold has surely ended.
	schedule.timer = setTimeout(() => void look(), delay + 5)
	schedule.timer.unref()
}

/** The holds that end within `days` days from `at`, soonest first (the dashboard's list). */
export async function listHoldsEndingSoon(at = new Date(nowMs()), days = HOLDS_SOON_DAYS) {
	const holds = holdsOf((await ready()).all('artworks'))
	return holdsEndingWithin(holds, at, days).map((h) => ({
		id: h.work.id,
		// An impression's hold names the impression: 'Night Harbour (3/12)'.
		title: h.label ? `${h.work.title} (${h.label})` : h.work.title,
		artist_name: h.work.artist_name,
		hold_for: h.hold_for,
		hold_until: h.hold_until,
	}))
}
