/**
 * Works held on consignment (contract section 19, docs/admin.md 'Consignments'): the pure rules of the list's
 * filters (`?consignment=on`, `?consignment=due`) and the landing page's 'Due back' list.
 */

/** Days ahead a consignment counts as due back (and shows on the landing page); an overdue one always does. */
export const DUE_BACK_DAYS = 30

export type ConsignedLike = {
	availability: string
	consignment: { due_back_at: string | null } | null
}

/** Whether the gallery still holds the work for its owner: consigned, and not sold. */
export function isHeldOnConsignment(work: ConsignedLike): boolean {
	return work.consignment !== null && work.availability !== 'sold'
}

/** The day `days` after `day` (both `2026-05-01`). */
export function addDays(day: string, days: number): string {
	return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

/** Whether a work held on consignment is due back within `days` of `today` (a day), or overdue. */
export function isDueBack(work: ConsignedLike, today: string, days = DUE_BACK_DAYS): boolean {
	const due = work.consignment?.due_back_at
	return isHeldOnConsignment(work) && typeof due === 'string' && due <= addDays(today, days)
}

/** The works due back, soonest (most overdue) first. */
export function dueBack<T extends ConsignedLike>(works: readonly T[], today: string, days = DUE_BACK_DAYS): T[] {
	return works
		.filter((work) => isDueBack(work, today, days))
		.sort((a, b) => a.consignment!.due_back_at!.localeCompare(b.consignment!.due_back_at!))
}
