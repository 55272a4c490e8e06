import { describe, expect, it } from 'vitest'
import {
	holdEndedSummary,
	holdHasEnded,
	holdsEndingWithin,
	isOnHold,
	keptHold,
	MAX_CHECK_MS,
	nextCheckDelay,
	nextHoldEnd,
} from './holds.ts'

const now = new Date('2026-05-01T12:00:00.000Z')
const at = (ms: number) => new Date(now.getTime() + ms).toISOString()
const work = (hold_until: string | null, availability = 'reserved', hold_for = 'A collector') => ({
	availability,
	hold_for,
	hold_until,
})

describe('holds', () => {
	it('tells a work on hold: reserved, with a name or an end', () => {
		expect(isOnHold(work(null))).toBe(true)
		expect(isOnHold(work(at(1000), 'reserved', ''))).toBe(true)
		expect(isOnHold(work(null, 'reserved', ''))).toBe(false)
		expect(isOnHold(work(at(1000), 'available'))).toBe(false)
	})

	it('ends a hold at its end, not a millisecond before, and only on a reserved work', () => {
		expect(holdHasEnded(work(at(1)), now)).toBe(false)
		expect(holdHasEnded(work(at(0)), now)).toBe(true)
		expect(holdHasEnded(work(at(-60_000)), now)).toBe(true)
		expect(holdHasEnded(work(null), now)).toBe(false)
		expect(holdHasEnded(work(at(-1), 'sold'), now)).toBe(false)
		expect(holdHasEnded(work('not a date'), now)).toBe(false)
	})

	it('keeps a hold only on a reserved work', () => {
		const reserved = work(at(1000))
		expect(keptHold(reserved)).toBe(reserved)
		expect(keptHold({ ...reserved, availability: 'sold', title: 'T' })).toEqual({
			availability: 'sold',
			title: 'T',
			hold_for: '',
			hold_until: null,
		})
	})

	it('finds the soonest hold still running, ignoring ended, open-ended and unreserved ones', () => {
		const works = [work(at(5000)), work(at(-5000)), work(null), work(at(2000), 'available'), work(at(3000))]
		expect(nextHoldEnd(works, now)).toEqual(new Date(at(3000)))
		expect(nextHoldEnd([work(null), work(at(-1))], now)).toBeNull()
		expect(nextHoldEnd([], now)).toBeNull()
	})

	it('sleeps until the next end, never less than zero and never more than a minute', () => {
		expect(nextCheckDelay(null, now)).toBe(MAX_CHECK_MS)
		expect(MAX_CHECK_MS).toBe(60_000)
		expect(nextCheckDelay(new Date(at(2500)), now)).toBe(2500)
		expect(nextCheckDelay(new Date(at(-2500)), now)).toBe(0)
		expect(nextCheckDelay(new Date(at(3_600_000)), now)).toBe(MAX_CHECK_MS)
		expect(nextCheckDelay(new Date(at(3_600_000)), now, 10_000)).toBe(10_000)
	})

	it('lists the holds ending within a number of days, soonest first', () => {
		const day = 24 * 60 * 60 * 1000
		const a = { id: 1, ...work(at(6 * day)) }
		const b = { id: 2, ...work(at(day)) }
		const past = { id: 3, ...work(at(-1)) }
		const far = { id: 4, ...work(at(8 * day)) }
		const open = { id: 5, ...work(null) }
		const sold = { id: 6, ...work(at(day), 'sold') }
		const edge = { id: 7, ...work(at(7 * day)) }
		expect(holdsEndingWithin([a, b, past, far, open, sold, edge], now, 7).map((w) => w.id)).toEqual([2, 1, 7])
	})

	it('says what ended in one line', () => {
		expect(holdEndedSummary('Threshold', 'Ms Chen')).toBe(
			'Hold for Ms Chen on Threshold ended; the work is available again',
		)
		expect(holdEndedSummary('Threshold', '')).toBe('Hold on Threshold ended; the work is available again')
		expect(holdEndedSummary('T'.repeat(600), 'x').length).toBe(500)
	})
})
