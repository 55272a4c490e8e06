/**
 * What changed on a fair's checklist, in words (docs/admin.md, 'Art fairs'):
 * once the checklist is locked, each save lists its changes with who and
 * when. Pure, so the data layer and its tests share it.
 */
export type ChecklistWork = { artwork_id: number; note: string }

export function checklistChanges(
	before: readonly ChecklistWork[],
	after: readonly ChecklistWork[],
	titleOf: (artworkId: number) => string,
): string[] {
	const changes: string[] = []
	const was = new Map(before.map((w) => [w.artwork_id, w]))
	const now = new Map(after.map((w) => [w.artwork_id, w]))
	for (const w of after) if (!was.has(w.artwork_id)) changes.push(`Added ${titleOf(w.artwork_id)}`)
	for (const w of before) if (!now.has(w.artwork_id)) changes.push(`Removed ${titleOf(w.artwork_id)}`)
	for (const w of after) {
		const old = was.get(w.artwork_id)
		if (old && old.note !== w.note) changes.push(`Note changed on ${titleOf(w.artwork_id)}`)
	}
	// The order of the works both lists hold: a work added or removed is not a move.
	const kept = (list: readonly ChecklistWork[], other: Map<number, ChecklistWork>) =>
		list.filter((w) => other.has(w.artwork_id)).map((w) => w.artwork_id)
	if (kept(before, now).join() !== kept(after, was).join()) changes.push('Order changed')
	return changes
}

/** A work of the checklist as its page shows it. */
export type ChecklistRow = {
	artwork_id: number
	note: string
	title: string
	artist: string
	year: number | null
	image: string
	availability: string
	hidden: boolean
}

/** One total per currency: a checklist may hold works priced in several. */
export type ValueTotal = { currency: string; amount: number }
