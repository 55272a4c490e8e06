import { type Actor } from '#app/data/activity.server.ts'
import { type InputFrom } from '#app/data/lookup.ts'
import { updateUser, type UserUpdate, WrongPasswordError } from '#app/data/users.server.ts'
import { type User } from '#app/schemas/records.ts'
import { passwordCheckThrottle, throttleKey } from './throttle.server.ts'

/**
 * A user update from the back office or the API. A password change checks the
 * current password under a throttle, so a stolen session or token cannot be
 * used to guess it: the check is counted before any hashing, and after too
 * many wrong ones from one address it is refused (TooManyAttemptsError) until
 * the window passes. A change that fails for another reason is not counted.
 * `update` may be made from the stored user inside the write (a partial
 * update); then `changesPassword` says whether it sets a password. The
 * acting user (with their client address) is written in the activity log.
 */
export async function updateUserChecked(
	id: number,
	update: InputFrom<User, UserUpdate>,
	actor: Actor & { ip: string },
	changesPassword = typeof update !== 'function' && Boolean(update.password),
) {
	const clientAddress = actor.ip
	if (!changesPassword) return updateUser(id, update, actor)
	const key = throttleKey(clientAddress, String(id))
	await passwordCheckThrottle.reserve(key)
	try {
		const result = await updateUser(id, update, actor)
		await passwordCheckThrottle.clear(key)
		return result
	} catch (error) {
		if (!(error instanceof WrongPasswordError)) await passwordCheckThrottle.release(key)
		throw error
	}
}
