import { ConflictError } from '#app/data/errors.ts'
import { inputFor, type InputFrom } from '#app/data/lookup.ts'
import { type WriteOptions } from '#app/data/revisions.server.ts'
import { problemsOf, type Check, type CheckSubject } from '#app/utils/checks/index.ts'
import { checkSubjects, checksOf } from './checks.server.ts'
import { type CheckedEntity } from './subjects.server.ts'

/**
 * What problems keep from happening to each kind of record, as a refusal says it first (contract section 23): a
 * viewing room is not opened, a campaign not sent, any other record kept hidden. The API's 409s, the forms' messages
 * and the history screen's toast all begin with it.
 */
export const HELD_BACK: Record<CheckedEntity, string> = {
	exhibitions: 'Kept hidden',
	artists: 'Kept hidden',
	artworks: 'Kept hidden',
	fairs: 'Kept hidden',
	'about-blocks': 'Kept hidden',
	pages: 'Kept hidden',
	'viewing-rooms': 'Not opened',
	campaigns: 'Not sent',
}

/** Making a record visible refused by its problems (Show, a visibility PATCH, opening, sending): a 409 naming the field. */
export class HeldBackError extends ConflictError {
	override name = 'HeldBackError'
	readonly problems: Check[]
	constructor(entity: CheckedEntity, problems: Check[]) {
		super(problems[0]!.field, `${HELD_BACK[entity]}: ${problems.map((p) => p.message).join(' ')}`)
		this.problems = problems
	}
}

const sameCheck = (a: Check, b: Check) => a.code === b.code && a.field === b.field && a.message === b.message

/** Of the checks `now`, the problems the record did not have while visible (`visibleBefore`: its checks then). */
export function newProblems(now: readonly Check[], visibleBefore: readonly Check[] | null): Check[] {
	const had = problemsOf(visibleBefore ?? [])
	return problemsOf(now).filter((p) => !had.some((h) => sameCheck(h, p)))
}

/**
 * The problems that keep `values` from being visible: its problems, but for those the record already had while
 * visible (published anyway by an admin, or there before the checks were), which a later save does not undo.
 */
export async function problemsHoldingBack(values: CheckSubject, visibleBefore: CheckSubject | null): Promise<Check[]> {
	const [now, before] = await checkSubjects(visibleBefore ? [values, visibleBefore] : [values])
	return newProblems(now!, before ?? null)
}

type Visible = { id: number; is_visible: boolean }

/** The data functions the guard stands in front of (app/server/admin/collections/collection.server.ts). */
type Writes<R extends Visible, I> = {
	get: (id: number) => Promise<R | null>
	create: (input: I, options?: WriteOptions) => Promise<R>
	update: (id: number, input: InputFrom<R, I>, options?: WriteOptions) => Promise<R>
	setVisibility: (id: number, visible: boolean, options?: WriteOptions) => Promise<R>
}

/**
 * A collection's data functions with the checks before publishing in front (contract section 23): a create or an
 * update whose record would be visible with problems is saved hidden; making a hidden record visible with problems
 * is refused (HeldBackError). Only "Publish anyway" (app/server/checks/publish.server.ts) shows it past them.
 */
export function holdBackProblems<R extends Visible, I extends { is_visible: boolean }>(
	entity: CheckedEntity,
	data: Writes<R, I>,
	subjectOf: (values: R | I) => CheckSubject,
): Writes<R, I> {
	const hidden = <T>(values: T): T => ({ ...values, is_visible: false })
	return {
		get: data.get,
		async create(input, options) {
			const held = input.is_visible && (await problemsHoldingBack(subjectOf(input), null)).length > 0
			return data.create(held ? hidden(input) : input, options)
		},
		async update(id, input, options) {
			const current = await data.get(id)
			if (!current) return data.update(id, input, options)
			const values = inputFor(input, current)
			const held =
				values.is_visible &&
				(await problemsHoldingBack(subjectOf(values), current.is_visible ? subjectOf(current) : null)).length > 0
			// The values are made again inside the write, over the latest record, as the write would without checks.
			return data.update(id, held ? (latest: R) => hidden(inputFor(input, latest)) : input, options)
		},
		async setVisibility(id, show, options) {
			const current = show ? await data.get(id) : null
			if (current && !current.is_visible) {
				const problems = await problemsHoldingBack(subjectOf(current), null)
				if (problems.length) throw new HeldBackError(entity, problems)
			}
			return data.setVisibility(id, show, options)
		},
	}
}

/**
 * For the records made visible by an act rather than a switch (a viewing room opened, a campaign sent): refuses the
 * act while the record has problems, with the reasons (HeldBackError, a 409 on the API). `visibleBefore`: the
 * record as it was while already visible, whose problems do not refuse it again (published anyway).
 */
export async function refuseWithProblems(
	entity: CheckedEntity,
	values: CheckSubject,
	visibleBefore: CheckSubject | null = null,
) {
	const problems = await problemsHoldingBack(values, visibleBefore)
	if (problems.length) throw new HeldBackError(entity, problems)
}

/** The same, for a stored record by its id (null: there is none, and nothing to refuse). */
export async function refuseStoredWithProblems(entity: CheckedEntity, id: number) {
	const problems = problemsOf((await checksOf(entity, String(id)))?.checks ?? [])
	if (problems.length) throw new HeldBackError(entity, problems)
}
