import { type Actor } from './activity.server.ts'
import { mutate, ready } from './db.server.ts'
import { CHECK_FINES_KEPT, type CheckFine } from '#app/schemas/records.ts'
import { now } from '#app/utils/clock.ts'

/** The warnings marked "Fine as it is" (docs/admin.md, 'Checks before publishing'). */
export async function listCheckFines(): Promise<readonly CheckFine[]> {
	return (await ready()).site('settings').check_fines
}

export type FineMark = Pick<CheckFine, 'entity' | 'id' | 'code' | 'field' | 'content'>

/** Marks a warning "Fine as it is", by `actor`, now: one mark a record's check and field, the newest kept. */
export async function markCheckFine(mark: FineMark, actor: Actor): Promise<CheckFine> {
	return mutate((draft) => {
		const settings = draft.site('settings')
		const fine: CheckFine = { ...mark, username: actor.username, at: now() }
		const same = (f: CheckFine) =>
			f.entity === mark.entity && f.id === mark.id && f.code === mark.code && f.field === mark.field
		const fines = [...settings.check_fines.filter((f) => !same(f)), fine].slice(-CHECK_FINES_KEPT)
		draft.setSite('settings', { ...settings, check_fines: fines })
		return fine
	})
}
