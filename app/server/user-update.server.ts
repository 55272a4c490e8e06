import { updateUser, type UserUpdate, WrongPasswordError } from '#app/data/users.server.ts'
import { passwordCheckThrottle, throttleKey } from './throttle.server.ts'

/**
 * A user update from the back office or the API. A password change checks the
 * current password under a throttle, so a stolen session or token cannot be
 * used to guess it: after too many wrong ones from one address the check is
 * refused (TooManyAttemptsError) before any hashing, until the window passes.
 */
export async function updateUserChecked(id: number, update: UserUpdate, clientAddress: string) {
	if (!update.password) return updateUser(id, update)
	const key = throttleKey(clientAddress, String(id))
	passwordCheckThrottle.assertAllowed(key)
	try {
		const result = await updateUser(id, update)
		passwordCheckThrottle.clear(key)
		return result
	} catch (error) {
		if (error instanceof WrongPasswordError) passwordCheckThrottle.record(key)
		throw error
	}
}
