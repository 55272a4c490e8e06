/**
 * Holds on reserved works (docs/admin.md, "Holds"): a work reserved for a
 * collector may say for whom (`hold_for`) and until when (`hold_until`). When
 * that moment passes the server returns the work to available by itself.
 * These are the pure rules; the schedule that applies them is
 * app/data/holds.server.ts.
 */

export type HoldFields = {
	availability: string
	hold_for: string
	hold_until: string | null
}

/** The longest the schedule sleeps between two looks, whatever the next hold end. */
export const MAX_CHECK_MS = 60_000

/** Whether the work carries a hold (reserved, with a name or an end). */
export function isOnHold(work: HoldFields): boolean {
	return work.availability === 'reserved' && (work.hold_for !== '' || work.hold_until !== null)
}

/** Whether the work's hold has ended at `now`: reserved, with an end at or before it. */
export function holdHasEnded(work: HoldFields, now: Date): boolean {
	if (work.availability !== 'reserved' || work.hold_until === null) return false
	const end = Date.parse(work.hold_until)
	return Number.isFinite(end) && end <= now.getTime()
}

/** The hold fields as stored: only a reserved work keeps them, any other availability clears them. */
export function keptHold<T extends HoldFields>(work: T): T {
	return work.availability === 'reserved' || (work.hold_for === '' && work.hold_until === null)
		? work
		: { ...work, hold_for: '', hold_until: null }
}

/** The earliest end among the holds still running at `now`, or null when none is due to end. */
export function nextHoldEnd(works: Iterable<HoldFields>, now: Date): Date | null {
	let next: number | null = null
	for (const work of works) {
		if (work.availability !== 'reserved' || work.hold_until === null) continue
		const end = Date.parse(work.hold_until)
		if (!Number.isFinite(end) || end <= now.getTime()) continue
		if (next === null || end < next) next = end
	}
	return next === null ? null : new Date(next)
}

/**
 * How long to wait before the next look: until the next hold end (never less
 * than 0), but never longer than `max`, so a clock that jumps or a change the
 * schedule was not told of is caught up within that time.
 */
export function nextCheckDelay(next: Date | null, now: Date, max = MAX_CHECK_MS): number {
	if (next === null) return max
	return Math.min(max, Math.max(0, next.getTime() - now.getTime()))
}

/** Days ahead the dashboard looks for holds about to end. */
export const HOLDS_SOON_DAYS = 7

/** The holds that end within `days` days after `now` (still running), soonest first. */
export function holdsEndingWithin<T extends HoldFields & { hold_until: string | null }>(
	works: readonly T[],
	now: Date,
	days: number,
): (T & { hold_until: string })[] {
	const from = now.getTime()
	const until = from + days * 24 * 60 * 60 * 1000
	return works
		.filter((w): w is T & { hold_until: string } => {
			if (w.availability !== 'reserved' || w.hold_until === null) return false
			const end = Date.parse(w.hold_until)
			return end > from && end <= until
		})
		.sort((a, b) => Date.parse(a.hold_until) - Date.parse(b.hold_until))
}

/** The activity line of a hold that ended by itself: "Hold for Ms Chen on Threshold ended; the work is available again". */
export function holdEndedSummary(title: string, holdFor: string): string {
	const whom = holdFor ? ` for ${holdFor}` : ''
	return `Hold${whom} on ${title} ended; the work is available again`.slice(0, 500)
}
