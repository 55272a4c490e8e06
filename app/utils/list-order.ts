/**
 * The order of a chosen list (a room's works, a campaign's works), changed by
 * the Move up / Move down buttons that work without JavaScript.
 */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
	if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list]
	const next = [...list]
	const [item] = next.splice(from, 1)
	next.splice(to, 0, item!)
	return next
}

/** Moves `item` one place up or down; the list as it was when it is not there or already at that end. */
export function moveOneStep<T>(list: readonly T[], item: T, direction: 'up' | 'down'): T[] {
	const from = list.indexOf(item)
	return from === -1 ? [...list] : moveItem(list, from, direction === 'up' ? from - 1 : from + 1)
}
