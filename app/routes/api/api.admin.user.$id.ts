import { type ActionFunctionArgs } from 'react-router'
import { deleteUser, getUser, LastAdminError, WrongPasswordError } from '#app/data/users.server.ts'
import { UserApiUpdateSchema } from '#app/schemas/auth.ts'
import { type User } from '#app/schemas/records.ts'
import { adminApiResource } from '#app/server/api/access.server.ts'
import { ApiError, mergeOver, notFound, parseId, parseInput, readBody } from '#app/server/api/api.server.ts'
import { issueApiToken, requireApiUser } from '#app/server/auth.server.ts'
import { FORBIDDEN_MESSAGE } from '#app/server/permissions.server.ts'
import { updateUserChecked } from '#app/server/user-update.server.ts'
import { clientAddressOf } from '#app/server/request-context.server.ts'

/**
 * GET, PUT /api/admin/user/{id} `{username, email, password?, currentPassword?, role?, disabled?}`,
 * DELETE /api/admin/user/{id}. Admins may change and delete anyone; every user may read
 * and change their own name, email and password (not their role nor whether
 * they are disabled, and an editor may not delete their own account). The last active admin cannot be disabled, deleted or
 * made an editor (400). Disabling or deleting ends the user's sessions and
 * tokens at once.
 * A new password needs the right currentPassword (else 400 with
 * fields.currentPassword) and ends every session and token of that user;
 * when callers change their own password the answer carries a fresh `token`.
 * Too many wrong current passwords answer 429 with Retry-After.
 */
function handlers({ request, params, context }: ActionFunctionArgs) {
	const found = async () => {
		const user = await getUser(parseId(params.id, 'User'))
		if (!user) throw notFound('User')
		return user
	}
	return {
		GET: async () => Response.json(await found()),
		PUT: async () => {
			const caller = await requireApiUser(request)
			const existing = await found()
			const body = await readBody(request)
			// Name and email not sent keep their value; the merge happens inside the write, over the latest.
			const merged = (current: User) =>
				parseInput(UserApiUpdateSchema, mergeOver({ username: current.username, email: current.email }, body))
			const input = merged(existing)
			if (caller.role !== 'admin' && (input.role !== undefined || input.disabled !== undefined)) {
				throw new ApiError(403, 'Only an admin may change a role or disable a user', { code: 'FORBIDDEN' })
			}
			if (input.password && !input.currentPassword) {
				const message = 'Current password is required to set a new password'
				throw new ApiError(400, message, { fields: { currentPassword: message } })
			}
			try {
				const { user, passwordChanged } = await updateUserChecked(
					existing.id,
					merged,
					{ id: caller.id, username: caller.username, ip: clientAddressOf(context) },
					Boolean(input.password),
				)
				if (passwordChanged && caller.id === user.id) {
					const { secret } = await issueApiToken(user.id)
					return Response.json({ ...user, token: secret })
				}
				return Response.json(user)
			} catch (error) {
				if (error instanceof WrongPasswordError) {
					throw new ApiError(400, error.message, { fields: { currentPassword: error.message } })
				}
				if (error instanceof LastAdminError) throw new ApiError(400, error.message, { code: 'LAST_ADMIN' })
				throw error
			}
		},
		DELETE: async () => {
			const caller = await requireApiUser(request)
			// The own-account path lets an editor read and change their account, not delete it (the role table).
			if (caller.role !== 'admin') throw new ApiError(403, FORBIDDEN_MESSAGE, { code: 'FORBIDDEN' })
			const existing = await found()
			try {
				await deleteUser(existing.id, {
					id: caller.id,
					username: caller.username,
					ip: clientAddressOf(context),
				})
			} catch (error) {
				if (error instanceof LastAdminError) throw new ApiError(400, error.message, { code: 'LAST_ADMIN' })
				throw error
			}
			return Response.json({ success: true })
		},
	}
}

export const action = (args: ActionFunctionArgs) => adminApiResource(args.request, handlers(args))
export const loader = action
