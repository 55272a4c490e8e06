import { describe, expect, test } from 'vitest'
import { type CheckSubject } from './check.ts'
import { exhibitionDateChecks } from './exhibition-dates.ts'

const context = { today: '2026-06-15', siteOrigin: 'https://gallery.example', missingPages: new Set<string>() }
const show = (status: string, start: string | null, end: string | null, is_visible = true): CheckSubject => ({
	title: 'Blue Hour',
	texts: [],
	images: [],
	dates: { status, start_date: start, end_date: end, is_visible },
})

describe('status against dates', () => {
	test('upcoming while its end date has passed: a warning with From dates as the fix', () => {
		const [check] = exhibitionDateChecks(
			show('upcoming', '2026-05-01T00:00:00.000Z', '2026-06-14T00:00:00.000Z'),
			context,
		)
		expect(check).toMatchObject({ code: 'status-dates', level: 'warning', field: 'status' })
		expect(check!.message).toBe(
			"It says upcoming, but it ended on 2026-06-14. Choose 'From dates' to let the dates decide.",
		)
		expect(check!.fix).toEqual({ label: 'From dates', field: 'status', value: 'auto' })
	})
	test('past while it has not begun: a warning', () => {
		expect(exhibitionDateChecks(show('past', '2026-06-16T00:00:00.000Z', null), context)).toHaveLength(1)
	})
	test('statuses that agree with the dates, from dates, or a hidden show: nothing', () => {
		expect(
			exhibitionDateChecks(show('upcoming', '2026-06-10T00:00:00.000Z', '2026-06-15T00:00:00.000Z'), context),
		).toEqual([])
		expect(exhibitionDateChecks(show('past', '2026-06-15T00:00:00.000Z', null), context)).toEqual([])
		expect(exhibitionDateChecks(show('auto', null, '2020-01-01T00:00:00.000Z'), context)).toEqual([])
		expect(exhibitionDateChecks(show('upcoming', null, '2020-01-01T00:00:00.000Z', false), context)).toEqual([])
	})
})
