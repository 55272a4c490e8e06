import { describe, expect, test } from 'vitest'
import {
	dayEndsAt,
	dayIn,
	formatInTimeZone,
	galleryTimeZone,
	isTimeZone,
	utcToZonedInput,
	zonedToUtc,
} from './time-zone.ts'

describe('the gallery time zone', () => {
	test('GALLERY_TIMEZONE names it; unset or unknown is UTC', () => {
		expect(galleryTimeZone({ GALLERY_TIMEZONE: 'Europe/London' })).toBe('Europe/London')
		expect(galleryTimeZone({})).toBe('UTC')
		expect(galleryTimeZone({ GALLERY_TIMEZONE: 'Mars/Olympus' })).toBe('UTC')
		expect(isTimeZone('America/New_York')).toBe(true)
		expect(isTimeZone('Europe/Londn')).toBe(false)
		expect(isTimeZone('')).toBe(false)
	})
})

describe('wall-clock times in a zone to UTC', () => {
	test('UTC reads as itself', () => {
		expect(zonedToUtc('2026-06-01T18:00', 'UTC')).toBe('2026-06-01T18:00:00.000Z')
		expect(zonedToUtc('2026-06-01', 'UTC')).toBe('2026-06-01T00:00:00.000Z')
	})

	test('Europe/London: GMT in winter, BST in summer', () => {
		expect(zonedToUtc('2026-01-15T18:00', 'Europe/London')).toBe('2026-01-15T18:00:00.000Z')
		expect(zonedToUtc('2026-06-01T18:00', 'Europe/London')).toBe('2026-06-01T17:00:00.000Z')
	})

	test('around the spring change (Europe/London, 29 March 2026, 01:00 GMT becomes 02:00 BST)', () => {
		expect(zonedToUtc('2026-03-29T00:59', 'Europe/London')).toBe('2026-03-29T00:59:00.000Z')
		// 01:30 does not happen that night: it is read with the winter offset, landing just after the change.
		expect(zonedToUtc('2026-03-29T01:30', 'Europe/London')).toBe('2026-03-29T01:30:00.000Z')
		expect(zonedToUtc('2026-03-29T02:00', 'Europe/London')).toBe('2026-03-29T01:00:00.000Z')
		expect(zonedToUtc('2026-03-29T03:00', 'Europe/London')).toBe('2026-03-29T02:00:00.000Z')
	})

	test('around the autumn change (Europe/London, 25 October 2026, 02:00 BST becomes 01:00 GMT)', () => {
		expect(zonedToUtc('2026-10-25T00:30', 'Europe/London')).toBe('2026-10-24T23:30:00.000Z')
		// 01:30 happens twice: the first (still summer time) is taken.
		expect(zonedToUtc('2026-10-25T01:30', 'Europe/London')).toBe('2026-10-25T00:30:00.000Z')
		expect(zonedToUtc('2026-10-25T02:30', 'Europe/London')).toBe('2026-10-25T02:30:00.000Z')
	})

	test('zones ahead of and behind UTC, and half hours', () => {
		expect(zonedToUtc('2026-07-04T09:00', 'America/New_York')).toBe('2026-07-04T13:00:00.000Z')
		expect(zonedToUtc('2026-12-04T09:00', 'America/New_York')).toBe('2026-12-04T14:00:00.000Z')
		expect(zonedToUtc('2026-01-01T00:00', 'Asia/Kolkata')).toBe('2025-12-31T18:30:00.000Z')
	})

	test('texts that are not a wall-clock time', () => {
		expect(zonedToUtc('2026-06-01T18:00Z', 'UTC')).toBeNull()
		expect(zonedToUtc('tomorrow', 'UTC')).toBeNull()
		expect(zonedToUtc('', 'UTC')).toBeNull()
		expect(zonedToUtc('2026-13-01T18:00', 'UTC')).toBeNull()
		expect(zonedToUtc('2026-04-31T18:00', 'UTC')).toBeNull()
		expect(zonedToUtc('2026-04-30T24:00', 'UTC')).toBeNull()
	})
})

describe('UTC to the zone, for the form and the lists', () => {
	test('a datetime-local value in the zone, across both changes', () => {
		expect(utcToZonedInput('2026-06-01T17:00:00.000Z', 'Europe/London')).toBe('2026-06-01T18:00')
		expect(utcToZonedInput('2026-01-15T18:00:00.000Z', 'Europe/London')).toBe('2026-01-15T18:00')
		expect(utcToZonedInput('2026-03-29T01:00:00.000Z', 'Europe/London')).toBe('2026-03-29T02:00')
		expect(utcToZonedInput('2026-10-25T00:30:00.000Z', 'Europe/London')).toBe('2026-10-25T01:30')
		expect(utcToZonedInput('2026-10-25T01:30:00.000Z', 'Europe/London')).toBe('2026-10-25T01:30')
		expect(utcToZonedInput(null, 'UTC')).toBe('')
		expect(utcToZonedInput('nonsense', 'UTC')).toBe('')
	})

	test('round trip through the form', () => {
		for (const iso of ['2026-03-29T01:00:00.000Z', '2026-10-25T00:30:00.000Z', '2026-06-01T17:00:00.000Z']) {
			expect(zonedToUtc(utcToZonedInput(iso, 'Europe/London'), 'Europe/London')).toBe(iso)
		}
	})

	test('shown with the zone named', () => {
		expect(formatInTimeZone('2026-06-01T17:00:00.000Z', 'Europe/London')).toBe('Jun 1, 2026, 6:00 PM GMT+1')
		expect(formatInTimeZone('2026-01-15T18:00:00.000Z', 'Europe/London')).toBe('Jan 15, 2026, 6:00 PM GMT')
		expect(formatInTimeZone('2026-01-15T18:00:00.000Z', 'UTC')).toBe('Jan 15, 2026, 6:00 PM UTC')
		expect(formatInTimeZone(null, 'UTC')).toBe('')
	})
})

describe('dayIn and dayEndsAt', () => {
	test("name the gallery's day and when it ends", () => {
		expect(dayIn('UTC', Date.parse('2026-05-01T23:59:59.999Z'))).toBe('2026-05-01')
		expect(dayIn('Pacific/Auckland', Date.parse('2026-05-01T13:00:00.000Z'))).toBe('2026-05-02')
		// The day ends at the zone's midnight, not at midnight UTC.
		expect(new Date(dayEndsAt('UTC', Date.parse('2026-05-01T10:00:00.000Z'))).toISOString()).toBe(
			'2026-05-02T00:00:00.000Z',
		)
		expect(new Date(dayEndsAt('Pacific/Auckland', Date.parse('2026-05-01T10:00:00.000Z'))).toISOString()).toBe(
			'2026-05-01T12:00:00.000Z',
		)
		expect(new Date(dayEndsAt('America/New_York', Date.parse('2026-05-01T10:00:00.000Z'))).toISOString()).toBe(
			'2026-05-02T04:00:00.000Z',
		)
		// At midnight itself the next day is running, and a day the clocks change is 23 or 25 hours long.
		expect(new Date(dayEndsAt('UTC', Date.parse('2026-05-02T00:00:00.000Z'))).toISOString()).toBe(
			'2026-05-03T00:00:00.000Z',
		)
		expect(new Date(dayEndsAt('Europe/London', Date.parse('2026-03-29T00:00:00.000Z'))).toISOString()).toBe(
			'2026-03-29T23:00:00.000Z',
		)
		expect(new Date(dayEndsAt('Europe/London', Date.parse('2026-10-25T00:00:00.000Z'))).toISOString()).toBe(
			'2026-10-26T00:00:00.000Z',
		)
	})
	test('ends a day whose midnight the clocks skip at the first moment of the next one', () => {
		// Santiago moves its clocks from 00:00 to 01:00 on 6 September 2026 (UTC-4 to UTC-3).
		const end = dayEndsAt('America/Santiago', Date.parse('2026-09-05T12:00:00.000Z'))
		expect(dayIn('America/Santiago', end)).toBe('2026-09-06')
		expect(dayIn('America/Santiago', end - 1)).toBe('2026-09-05')
	})
})
