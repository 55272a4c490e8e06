import { isDeepStrictEqual } from 'node:util'

/**
 * The three-way merge of "Save mine anyway" (docs/admin.md, 'History and
 * conflicts'): from the version the form was opened with (base), what the
 * form would store (mine) and what is stored now (theirs), keep every field
 * only one of us changed as that one left it, and ask which to keep for each
 * field both of us changed to different values.
 */

/** Whose value stays for a field both changed. */
export type Keep = 'mine' | 'theirs'
export type Picks = Readonly<Record<string, Keep>>

type Fields = Record<string, unknown>

/** A field both changed since the base, to different values. */
export type FieldClash = { field: string; mine: unknown; theirs: unknown }

export type MergeResult = {
	merged: Fields
	clashes: FieldClash[]
	/** Clashing fields without a pick: nothing may be saved until each has one. */
	unresolved: string[]
}

/** Fields that are the write's own, never merged: mine stays. */
const OWN_FIELDS = new Set(['id', 'version', 'created_at', 'updated_at'])

/**
 * `follows` names fields derived from another (an artwork's `artist_name`
 * from its `artist_id`): they take the same side as the field they follow and
 * are never asked about on their own. Without a base (its revision is no
 * longer kept), every field that differs is a clash.
 */
export function mergeThreeWay(
	base: Fields | null,
	mine: Fields,
	theirs: Fields,
	{ picks = {}, follows = {} }: { picks?: Picks; follows?: Readonly<Record<string, string>> } = {},
): MergeResult {
	const merged: Fields = { ...theirs }
	const clashes: FieldClash[] = []
	const side = new Map<string, Keep>()
	const fields = [...new Set([...Object.keys(theirs), ...Object.keys(mine)])]
	const decide = (field: string): Keep => {
		if (OWN_FIELDS.has(field)) return 'mine'
		const a = mine[field]
		const b = theirs[field]
		if (isDeepStrictEqual(a, b)) return 'theirs'
		if (base && isDeepStrictEqual(base[field], a)) return 'theirs'
		if (base && isDeepStrictEqual(base[field], b)) return 'mine'
		clashes.push({ field, mine: a, theirs: b })
		return picks[field] ?? 'theirs'
	}
	for (const field of fields) if (!(field in follows)) side.set(field, decide(field))
	for (const field of fields) {
		if (field in follows) {
			const leader = side.get(follows[field]!)
			side.set(field, leader ?? 'theirs')
		}
		if (side.get(field) === 'mine') {
			if (field in mine) merged[field] = mine[field]
			else delete merged[field]
		}
	}
	const unresolved = clashes.filter((c) => !picks[c.field]).map((c) => c.field)
	return { merged, clashes, unresolved }
}
