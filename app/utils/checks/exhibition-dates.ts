import { dayOf } from '#app/utils/exhibition-status.ts'
import { type Check, type CheckContext, type CheckSubject } from './check.ts'

const FROM_DATES = { label: 'From dates', field: 'status', value: 'auto' }

/**
 * A visible exhibition whose status, chosen by hand, says the opposite of its dates: upcoming while its end date
 * has passed, or past while it has not begun. 'From dates' (status `auto`) is the fix.
 */
export function exhibitionDateChecks(subject: CheckSubject, context: CheckContext): Check[] {
	const dates = subject.dates
	if (!dates?.is_visible) return []
	const start = dayOf(dates.start_date)
	const end = dayOf(dates.end_date)
	if (dates.status === 'upcoming' && end !== null && end < context.today) {
		return [
			{
				code: 'status-dates',
				level: 'warning',
				field: 'status',
				message: `It says upcoming, but it ended on ${end}. Choose 'From dates' to let the dates decide.`,
				fix: FROM_DATES,
			},
		]
	}
	if (dates.status === 'past' && start !== null && start > context.today) {
		return [
			{
				code: 'status-dates',
				level: 'warning',
				field: 'status',
				message: `It says past, but it begins on ${start}. Choose 'From dates' to let the dates decide.`,
				fix: FROM_DATES,
			},
		]
	}
	return []
}
