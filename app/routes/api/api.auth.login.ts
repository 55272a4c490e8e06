import { type ActionFunctionArgs } from 'react-router'
import { LoginSchema } from '#app/schemas/auth.ts'
import { apiResource, parseInput, readBody } from '#app/server/api/api.server.ts'
import {
	checkCredentials,
	InvalidCredentialsError,
	issueApiToken,
	TooManyAttemptsError,
} from '#app/server/auth.server.ts'
import { clientAddressOf } from '#app/server/request-context.server.ts'

/**
 * POST /api/auth/login `{username, password}`: a Bearer token that expires
 * (24 h). An unknown user and a wrong password get the same 401; the sign-in
 * throttle answers 429 with Retry-After.
 */
function handlers({ request, context }: ActionFunctionArgs) {
	return {
		POST: async () => {
			const { username, password } = parseInput(LoginSchema, await readBody(request))
			try {
				const user = await checkCredentials(username, password, clientAddressOf(context))
				const { secret } = await issueApiToken(user.id, {
					user,
					clientAddress: clientAddressOf(context),
				})
				return Response.json(
					{
						success: true,
						token: secret,
						user: { id: user.id, username: user.username, email: user.email, role: user.role },
					},
					{ headers: { 'Cache-Control': 'no-store' } },
				)
			} catch (error) {
				if (error instanceof InvalidCredentialsError) {
					return Response.json({ success: false, error: 'Invalid credentials' }, { status: 401 })
				}
				if (error instanceof TooManyAttemptsError) {
					return Response.json(
						{ success: false, error: error.message },
						{ status: 429, headers: { 'Retry-After': String(error.retryAfter) } },
					)
				}
				throw error
			}
		},
	}
}

export const action = (args: ActionFunctionArgs) => apiResource(args.request, handlers(args))
export const loader = action
