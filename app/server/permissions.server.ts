import { type UserRole } from '#app/schemas/records.ts'
import { isBackOfficePath } from '#app/utils/route-rules.ts'
import { normalPath, routeAt } from './route-rules.server.ts'

/**
 * Whether a role may use a path (the pathname only, without the query), by docs/admin.md, "Users and roles". Each
 * route says who may use it in its module, `handle.role` (app/utils/route-rules.ts), read through the router by
 * the path it answers. Admins may use everything. In the back office (`/admin`, `/api/admin`) an editor may use a
 * route only when it says `role: 'editor'`: a new screen is for admins until its module says otherwise, and a path
 * no route answers is refused too. Elsewhere (a file upload, a public read with a token) a route is for any
 * signed-in staff member unless it says `'admin'`. `requireAdmin` and `requireApiUser` check every request with it,
 * so a loader, an action and an API call are refused alike (403).
 */
export function mayUse(role: UserRole, pathname: string): boolean {
	if (role === 'admin') return true
	const route = routeAt(pathname)
	if (!route) return !isBackOfficePath(normalPath(pathname))
	return (route.rules.role ?? (isBackOfficePath(route.path) ? 'admin' : 'editor')) === 'editor'
}

/** A user may always read and change their own account (name, email, password), whatever their role. */
export function isOwnAccountPath(pathname: string, userId: number): boolean {
	return normalPath(pathname) === `/api/admin/user/${userId}`
}

export const FORBIDDEN_MESSAGE = 'Your role does not allow this'
export const PASSWORD_CHANGE_REQUIRED =
	'You must choose a new password first: sign in at /admin, or PUT /api/admin/user/{id} with password and currentPassword'
