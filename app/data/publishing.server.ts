import { afterEveryWrite, publicDataChangedByClock, ready } from './db.server.ts'
import { nowMs, onClockMoved } from '#app/utils/clock.ts'
import { type Store } from './store/store.server.ts'

/**
 * The schedule that publishes (docs/admin.md, 'Scheduled publishing and
 * preview'). A visible record whose `publish_at` is still to come is kept off
 * every public surface by `isPublicNow()` (app/utils/publishing.ts); when its
 * time comes nothing is written, so this schedule tells the store that what
 * is public changed (`publicDataChangedByClock()`): remembered views are made
 * again and cached pages are rendered again, with no request needed.
 *
 * It runs inside the server: one timer, set to the soonest publish time to
 * come, and never longer than a minute, so a clock that jumps cannot stall
 * it. Every write looks again (a new or moved time), and a start computes
 * from the data: what came due while the server was down is simply public.
 *
 * Unlike the other background jobs it needs no lease: it writes nothing and
 * makes this server's own pages follow the clock, so every server runs it.
 * With several servers on PostgreSQL, a change another server stores wakes it
 * too (the store follows the database's notifications and calls the same
 * listeners as a write made here), so a time set there is watched here by the
 * same timer, with no polling.
 *
 * It reads the app's clock (app/utils/clock.ts): when a test moves that clock
 * forward, the schedule looks again at once.
 */
const MAX_WAIT_MS = 60_000
const PUBLISHABLE = ['exhibitions', 'artists', 'artworks', 'about_blocks', 'fairs'] as const

type Schedule = {
	timer: ReturnType<typeof setTimeout> | null
	started: boolean
	/** When the schedule last looked: a publish time after it and up to now has come since. */
	lastLook: number
	stopWatchingWrites: (() => void) | null
	stopFollowingClock: (() => void) | null
	log: (line: string) => void
}

const globalSchedule = globalThis as typeof globalThis & { __galleryPublishSchedule?: Schedule }
const schedule: Schedule = (globalSchedule.__galleryPublishSchedule ??= {
	timer: null,
	started: false,
	lastLook: 0,
	stopWatchingWrites: null,
	stopFollowingClock: null,
	log: console.log,
})

/** Every publish time among the records (ms), soonest first; remembered until one of them changes. */
function publishTimes(store: Store): readonly number[] {
	return store.remember(PUBLISHABLE, 'publish-times', () => {
		const times: number[] = []
		for (const name of PUBLISHABLE) {
			for (const record of store.tables[name].all()) {
				if (!record.publish_at) continue
				const time = Date.parse(record.publish_at)
				if (!Number.isNaN(time)) times.push(time)
			}
		}
		return Object.freeze(times.sort((a, b) => a - b))
	})
}

/** The soonest publish time after `at` (ms), or null. */
export async function nextPublishTime(at = nowMs()): Promise<number | null> {
	return publishTimes(await ready()).find((t) => t > at) ?? null
}

/** Called once at start, after the store is open. */
export async function startPublishSchedule(log: (line: string) => void = console.log) {
	schedule.log = log
	schedule.started = true
	schedule.lastLook = nowMs()
	schedule.stopWatchingWrites ??= afterEveryWrite(() => void look())
	schedule.stopFollowingClock ??= onClockMoved(look)
	await look()
}

/** Stops the watch (on shutdown). */
export function stopPublishSchedule() {
	schedule.started = false
	schedule.stopWatchingWrites?.()
	schedule.stopWatchingWrites = null
	schedule.stopFollowingClock?.()
	schedule.stopFollowingClock = null
	if (schedule.timer) clearTimeout(schedule.timer)
	schedule.timer = null
}

async function look() {
	if (!schedule.started) return
	const store = await ready()
	if (!schedule.started) return
	const now = nowMs()
	const times = publishTimes(store)
	const came = times.filter((t) => t > schedule.lastLook && t <= now).length
	schedule.lastLook = now
	if (came) {
		publicDataChangedByClock()
		schedule.log(`Scheduled publishing: ${came} publish time(s) came; public pages follow.`)
	}
	const next = times.find((t) => t > now)
	const wait = next === undefined ? MAX_WAIT_MS : Math.min(MAX_WAIT_MS, next - now)
	if (schedule.timer) clearTimeout(schedule.timer)
	// A timer may fire a little early on some systems: a few milliseconds later, the time has surely come.
	schedule.timer = setTimeout(() => void look(), wait + 5)
	schedule.timer.unref()
}
