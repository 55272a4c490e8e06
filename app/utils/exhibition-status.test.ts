import { describe, expect, it } from 'vitest'
import { dayOf, displayStatus, galleryToday, latestFirst, soonestFirst } from './exhibition-status.ts'

const show = (status: string, start: string | null, end: string | null, title = 'A') => ({
	status,
	start_date: start,
	end_date: end,
	title,
})

describe('galleryToday', () => {
	it('is the date in UTC, at both edges of the day, when the gallery keeps UTC', () => {
		expect(galleryToday('UTC', new Date('2026-05-01T00:00:00.000Z'))).toBe('2026-05-01')
		expect(galleryToday('UTC', new Date('2026-05-01T23:59:59.999Z'))).toBe('2026-05-01')
		// 01:30 in Berlin on May 2 is still May 1 in UTC.
		expect(galleryToday('UTC', new Date('2026-05-02T01:30:00+02:00'))).toBe('2026-05-01')
	})

	it("is the date in the gallery's time zone", () => {
		// 01:30 in Berlin on May 2 is May 2 for a gallery in Berlin.
		expect(galleryToday('Europe/Berlin', new Date('2026-05-02T01:30:00+02:00'))).toBe('2026-05-02')
		// 13:00 UTC on May 1 is 01:00 on May 2 in Auckland; New York's day starts at 04:00 UTC in summer.
		expect(galleryToday('Pacific/Auckland', new Date('2026-05-01T13:00:00.000Z'))).toBe('2026-05-02')
		expect(galleryToday('America/New_York', new Date('2026-05-01T03:59:00.000Z'))).toBe('2026-04-30')
		expect(galleryToday('America/New_York', new Date('2026-05-01T04:00:00.000Z'))).toBe('2026-05-01')
	})

	it('puts a show that starts tomorrow in UTC but today in the zone on view', () => {
		const now = new Date('2026-05-01T13:00:00.000Z')
		const opening = show('auto', '2026-05-02T00:00:00.000Z', '2026-06-01T00:00:00.000Z')
		expect(displayStatus(opening, galleryToday('UTC', now))).toBe('upcoming')
		expect(displayStatus(opening, galleryToday('Pacific/Auckland', now))).toBe('current')
	})
})

describe('dayOf', () => {
	it('reads a stored date as its UTC day', () => {
		expect(dayOf('2026-05-01T18:00:00.000Z')).toBe('2026-05-01')
		expect(dayOf('2026-05-02T01:00:00+02:00')).toBe('2026-05-01')
		expect(dayOf(null)).toBeNull()
		expect(dayOf('not a date')).toBeNull()
	})
})

describe('displayStatus with auto', () => {
	const s = show('auto', '2026-05-01T18:00:00.000Z', '2026-05-31T00:00:00.000Z')
	it('is upcoming up to the day before the start', () => {
		expect(displayStatus(s, '2026-04-30')).toBe('upcoming')
	})
	it('is current from the start day (whatever its time) to the end day inclusive', () => {
		expect(displayStatus(s, '2026-05-01')).toBe('current')
		expect(displayStatus(s, '2026-05-15')).toBe('current')
		expect(displayStatus(s, '2026-05-31')).toBe('current')
	})
	it('is past from the day after the end', () => {
		expect(displayStatus(s, '2026-06-01')).toBe('past')
	})
	it('a one-day show is current on that day only', () => {
		const one = show('auto', '2026-05-01T00:00:00.000Z', '2026-05-01T00:00:00.000Z')
		expect(displayStatus(one, '2026-04-30')).toBe('upcoming')
		expect(displayStatus(one, '2026-05-01')).toBe('current')
		expect(displayStatus(one, '2026-05-02')).toBe('past')
	})
	it('with no end date stays current once started', () => {
		expect(displayStatus(show('auto', '2026-05-01T00:00:00Z', null), '2030-01-01')).toBe('current')
	})
	it('with no start date is upcoming until an end date has passed', () => {
		expect(displayStatus(show('auto', null, null), '2026-05-01')).toBe('upcoming')
		expect(displayStatus(show('auto', null, '2026-05-01T00:00:00Z'), '2026-05-01')).toBe('upcoming')
		expect(displayStatus(show('auto', null, '2026-05-01T00:00:00Z'), '2026-05-02')).toBe('past')
	})
})

describe('displayStatus with a status chosen by hand', () => {
	it('past stays past, even while the dates run', () => {
		expect(displayStatus(show('past', '2026-05-01T00:00:00Z', '2026-05-31T00:00:00Z'), '2026-05-10')).toBe('past')
	})
	it('upcoming reads as current while its dates run, never as upcoming', () => {
		const s = show('upcoming', '2026-05-01T00:00:00Z', '2026-05-31T00:00:00Z')
		expect(displayStatus(s, '2026-04-30')).toBe('upcoming')
		expect(displayStatus(s, '2026-05-01')).toBe('current')
		expect(displayStatus(s, '2026-05-31')).toBe('current')
		// After the end it keeps the status staff chose.
		expect(displayStatus(s, '2026-06-01')).toBe('upcoming')
		expect(displayStatus(show('upcoming', null, null), '2026-06-01')).toBe('upcoming')
	})
})

describe('ordering', () => {
	it('soonest first puts undated last', () => {
		const list = [
			show('auto', null, null, 'Undated'),
			show('auto', '2026-07-01T00:00:00Z', null, 'July'),
			show('auto', '2026-06-01T00:00:00Z', null, 'June'),
		]
		expect(list.sort(soonestFirst).map((e) => e.title)).toEqual(['June', 'July', 'Undated'])
	})
	it('latest first goes by the end date, else the start date, undated last', () => {
		const list = [
			show('past', null, null, 'Undated'),
			show('past', '2020-01-01T00:00:00Z', '2020-03-01T00:00:00Z', '2020'),
			show('past', '2021-01-01T00:00:00Z', null, '2021'),
		]
		expect(list.sort(latestFirst).map((e) => e.title)).toEqual(['2021', '2020', 'Undated'])
	})
})
