import { type ActionFunctionArgs } from 'react-router'
import { ConflictError } from '#app/data/db.server.ts'
import { createUser, listUsers } from '#app/data/users.server.ts'
import { UserCreateSchema } from '#app/schemas/auth.ts'
import { adminApiResource } from '#app/server/api/access.server.ts'
import { ApiError, parseInput, readBody } from '#app/server/api/api.server.ts'
import { requireApiUser } from '#app/server/auth.server.ts'
import { mailStaffInvitation } from '#app/server/mail/staff-invitation.server.ts'
import { clientAddressOf } from '#app/server/request-context.server.ts'

/**
 * GET /api/admin/user: the users, without password hashes.
 * POST /api/admin/user `{ username, email, role, send_invitation }`: 201
 * `{ user, password }`, the one-time password the new user must replace at the
 * first sign-in (shown this once; only its hash is kept), and with
 * `send_invitation` `invitation`: true when mailed, else why not. Admins only
 * (docs/admin.md).
 */
function handlers({ request, context }: ActionFunctionArgs) {
	return {
		GET: async () => Response.json(await listUsers(), { headers: { 'Cache-Control': 'no-store' } }),
		POST: async () => {
			const caller = await requireApiUser(request)
			const input = parseInput(UserCreateSchema, await readBody(request))
			try {
				const created = await createUser(input, {
					id: caller.id,
					username: caller.username,
					ip: clientAddressOf(context),
				})
				const answer = input.send_invitation
					? { ...created, invitation: await mailStaffInvitation(created.user, created.password, caller) }
					: created
				return Response.json(answer, { status: 201, headers: { 'Cache-Control': 'no-store' } })
			} catch (error) {
				if (error instanceof ConflictError) {
					const message = 'This username is already taken'
					throw new ApiError(409, message, { fields: { username: message } })
				}
				throw error
			}
		},
	}
}

export const action = (args: ActionFunctionArgs) => adminApiResource(args.request, handlers(args))
export const loader = action
