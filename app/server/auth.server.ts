import { createCookie, redirect } from 'react-router'
import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import { type User } from '#app/schemas/records.ts'
import { createSession, deleteSession, lookupSession, SESSION_TTL_MS } from '#app/data/sessions.server.ts'
import { verifyCredentials } from '#app/data/users.server.ts'
import { recordActivity, recordFailedSignIn } from '#app/data/activity.server.ts'
import { type Draft, mutate } from '#app/data/db.server.ts'
import { FORBIDDEN_MESSAGE, isOwnAccountPath, mayUse, PASSWORD_CHANGE_REQUIRED } from './permissions.server.ts'
import { LoginSchema } from '#app/schemas/auth.ts'
import { ApiError } from '#app/server/api/api.server.ts'
import { isSecureRequest } from './http.server.ts'
import {
	reserveEach,
	signInAddressThrottle,
	signInThrottle,
	signInUsernameThrottle,
	throttleKey,
} from './throttle.server.ts'
import { getSessionSecret } from './secret.server.ts'
import { createToastHeaders, redirectWithToast } from './toast.server.ts'
import { pageUrlOf } from '#app/server/page-url.server.ts'

/**
 * Staff sign-in. The browser holds a signed cookie with a random session
 * secret; the session itself (user, expiry) lives in the database, so logout
 * and password changes end it on the server. API scripts get the same kind of
 * secret as a Bearer token.
 */
export const LOGIN_PATH = '/admin'
export const SESSION_EXPIRED = 'Session expired. Please login again.'

export { TooManyAttemptsError } from './throttle.server.ts'

export class InvalidCredentialsError extends Error {
	constructor() {
		super('Invalid credentials')
		this.name = 'InvalidCredentialsError'
	}
}

/**
 * Checks a username and password under the sign-in throttles: per username and client address, per address
 * whatever the names, and per username from any address. The attempt is counted before any hashing, so a burst of
 * guesses sent together is counted too: only the throttles' maximum reach the password check. A success forgives
 * the earlier failures of that username (it gives back its own count from the address); an unknown username
 * counts like a wrong password.
 */
export async function checkCredentials(username: string, password: string, clientAddress: string): Promise<User> {
	const pair = throttleKey(clientAddress, username)
	const address = throttleKey(clientAddress)
	const name = throttleKey(username)
	const counted = [
		[signInThrottle, pair],
		[signInAddressThrottle, address],
		[signInUsernameThrottle, name],
	] as const
	await reserveEach(counted)
	let user: User | null
	try {
		user = await verifyCredentials(username, password)
	} catch (error) {
		for (const [throttle, key] of counted) await throttle.release(key)
		throw error
	}
	if (!user) {
		// Folded per address and hour, and bounded apart from the rest of the log (app/data/activity.server.ts).
		await mutate((draft) => recordFailedSignIn(draft, { username, ip: clientAddress }))
		throw new InvalidCredentialsError()
	}
	await signInThrottle.clear(pair)
	await signInUsernameThrottle.clear(name)
	await signInAddressThrottle.release(address)
	return user
}

/** The sign-in's activity entry, written in the same change as the new session. */
function signInEntry(user: User, clientAddress: string, how: string) {
	return (draft: Draft) =>
		recordActivity(draft, {
			kind: 'sign-in',
			entity: 'user',
			entity_id: user.id,
			summary: `${user.username} signed in (${how})`,
			user: { id: user.id, username: user.username, ip: clientAddress },
		})
}

export const SESSION_COOKIE = 'gallery_session'

let sessionCookie: ReturnType<typeof createCookie> | undefined
function cookie() {
	sessionCookie ??= createCookie(SESSION_COOKIE, {
		httpOnly: true,
		sameSite: 'lax',
		path: '/',
		secrets: [getSessionSecret()],
		maxAge: SESSION_TTL_MS / 1000,
	})
	return sessionCookie
}

/**
 * The remix-auth authenticator for the admin login form. The form data is
 * validated with the shared LoginSchema inside the strategy.
 */
export function createAuthenticator(clientAddress: string) {
	const authenticator = new Authenticator<User>()
	authenticator.use(
		new FormStrategy(async ({ form }) => {
			const parsed = LoginSchema.safeParse(Object.fromEntries(form))
			if (!parsed.success) throw new InvalidCredentialsError()
			return checkCredentials(parsed.data.username, parsed.data.password, clientAddress)
		}),
		'form',
	)
	return authenticator
}

/**
 * Starts a fresh server-side session (a new id on every sign-in) and returns
 * its Set-Cookie header. `signedIn` records the sign-in in the same change.
 */
export async function commitWebSession(
	request: Request,
	userId: number,
	signedIn?: { user: User; clientAddress: string },
) {
	const also = signedIn ? signInEntry(signedIn.user, signedIn.clientAddress, 'web') : undefined
	const { secret } = await createSession(userId, 'web', SESSION_TTL_MS, also)
	return cookie().serialize(secret, { secure: isSecureRequest(request) })
}

async function readCookieSecret(request: Request): Promise<string | null> {
	const value = await cookie().parse(request.headers.get('Cookie'))
	return typeof value === 'string' && value ? value : null
}

/** The signed-in admin, or null (with why). */
export async function getAdminSession(request: Request) {
	const secret = await readCookieSecret(request)
	const lookup = await lookupSession(secret, 'web')
	return { lookup, secret }
}

export const CHANGE_PASSWORD_PATH = '/admin/password'

/**
 * Every admin loader and action calls this itself. Signed out, it redirects to
 * the login screen (with 'Session expired...' when the session ran out). A
 * user with a one-time password is sent to the change-password screen first;
 * a page outside the user's role answers 403 (app/server/permissions.server.ts).
 */
export async function requireAdmin(request: Request): Promise<User> {
	const { lookup } = await getAdminSession(request)
	if (lookup.status === 'valid') {
		const user = lookup.user
		const { pathname } = pageUrlOf(request)
		if (user.must_change_password && pathname !== CHANGE_PASSWORD_PATH && pathname !== '/admin/logout') {
			throw redirect(CHANGE_PASSWORD_PATH)
		}
		if (!mayUse(user.role, pathname)) {
			throw new Response(FORBIDDEN_MESSAGE, { status: 403, headers: { 'Cache-Control': 'no-store' } })
		}
		return user
	}
	const clear = await cookie().serialize('', { maxAge: 0, expires: new Date(0), secure: isSecureRequest(request) })
	if (lookup.status === 'expired') {
		throw await redirectWithToast(
			request,
			LOGIN_PATH,
			{ type: 'error', title: 'Error', description: SESSION_EXPIRED },
			{ headers: { 'Set-Cookie': clear } },
		)
	}
	throw redirect(LOGIN_PATH, { headers: { 'Set-Cookie': clear } })
}

/** Ends the session on the server and clears the cookie. */
export async function logout(request: Request, toastTitle = 'Signed out') {
	const secret = await readCookieSecret(request)
	if (secret) await deleteSession(secret)
	const clear = await cookie().serialize('', { maxAge: 0, expires: new Date(0), secure: isSecureRequest(request) })
	const headers = await createToastHeaders(request, { type: 'success', title: toastTitle })
	headers.append('Set-Cookie', clear)
	return redirect(LOGIN_PATH, { headers })
}

/** Bearer-token check for /api/admin/* and file writes; throws the 401 answers of docs/api.md. */
export async function requireApiUser(request: Request): Promise<User> {
	const header = request.headers.get('Authorization') ?? ''
	const match = /^Bearer\s+(\S+)$/i.exec(header)
	const lookup = await lookupSession(match?.[1], 'api')
	if (lookup.status === 'valid') {
		const user = lookup.user
		const { pathname } = pageUrlOf(request)
		const ownAccount = isOwnAccountPath(pathname, user.id)
		if (user.must_change_password && !(ownAccount && ['GET', 'PUT'].includes(request.method))) {
			throw new ApiError(403, PASSWORD_CHANGE_REQUIRED, { code: 'PASSWORD_CHANGE_REQUIRED' })
		}
		if (!ownAccount && !mayUse(user.role, pathname)) throw new ApiError(403, FORBIDDEN_MESSAGE, { code: 'FORBIDDEN' })
		return user
	}
	if (lookup.status === 'expired') throw new ApiError(401, SESSION_EXPIRED, { code: 'TOKEN_EXPIRED' })
	throw new ApiError(401, 'Authentication required', { code: 'UNAUTHORIZED' })
}

/** The API user when a valid token is sent, else null (public reads then see visible items only). */
export async function optionalApiUser(request: Request): Promise<User | null> {
	if (!request.headers.get('Authorization')) return null
	try {
		return await requireApiUser(request)
	} catch {
		return null
	}
}

/** A new API token; `signedIn` records the sign-in in the same change. */
export async function issueApiToken(userId: number, signedIn?: { user: User; clientAddress: string }) {
	const also = signedIn ? signInEntry(signedIn.user, signedIn.clientAddress, 'API token') : undefined
	return createSession(userId, 'api', SESSION_TTL_MS, also)
}
