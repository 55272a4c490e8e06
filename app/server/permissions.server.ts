import { type UserRole } from '#app/schemas/records.ts'

/**
 * Who may do what, by URL path: the one table of docs/admin.md, "Users and
 * roles". Admins may use everything. Editors may use everything under /admin
 * and /api/admin except the paths below: the gallery's content (exhibitions,
 * artists, artworks, pages, about, home settings, files and uploads), viewing
 * rooms, enquiries, documents and the newsletter's reader list stay open to
 * them (its exports and campaigns do not), and so does any screen
 * added later unless it matches a pattern here. `requireAdmin` and
 * `requireApiUser` check every request against it, so a loader, an action and
 * an API call are refused alike (403).
 */
export const ADMIN_ONLY_PATHS: readonly { pattern: RegExp; what: string }[] = [
	{ pattern: /^\/admin\/users(\/|$)/, what: 'Users' },
	{ pattern: /^\/admin\/backups?(\/|$|\.)/, what: 'Backups and their downloads' },
	{ pattern: /^\/admin\/activity(\/|$|\.)/, what: 'The activity log and its export' },
	{ pattern: /^\/admin\/import(\/|$|\.)/, what: 'Imports' },
	{
		pattern: /^\/admin\/newsletter\/(\d+\/)?export(\/|$|\.)/,
		what: "Newsletter exports: the list, and a reader's data",
	},
	{ pattern: /^\/admin\/newsletter\/campaigns(\/|$)/, what: 'Newsletter campaigns' },
	{ pattern: /^\/admin\/newsletter\/readers(\/|$)/, what: 'Adding and importing newsletter readers' },
	{ pattern: /^\/api\/admin\/users?(\/|$)/, what: 'Users (API)' },
	{ pattern: /^\/api\/admin\/backups?(\/|$)/, what: 'Backups (API)' },
	{ pattern: /^\/api\/admin\/activity(\/|$)/, what: 'The activity log (API)' },
	{ pattern: /^\/api\/admin\/import(\/|$)/, what: 'Imports (API)' },
	{ pattern: /^\/api\/admin\/campaigns?(\/|$)/, what: 'Newsletter campaigns (API)' },
	{ pattern: /^\/api\/admin\/newsletter\/(\d+\/)?export(\/|$)/, what: 'Newsletter exports (API)' },
]

/** Whether a role may use a path (the pathname only, without the query). */
export function mayUse(role: UserRole, pathname: string): boolean {
	if (role === 'admin') return true
	const path = normalise(pathname)
	return !ADMIN_ONLY_PATHS.some(({ pattern }) => pattern.test(path))
}

/** Decoded, lower-case and without a trailing slash or doubled slashes, so `/admin//Users/` is `/admin/users`. */
function normalise(pathname: string) {
	let path = pathname
	try {
		path = decodeURIComponent(pathname)
	} catch {
		// A malformed escape: judge the path as it was sent.
	}
	return path
		.toLowerCase()
		.replace(/\/{2,}/g, '/')
		.replace(/(.)\/$/, '$1')
}

/** A user may always read and change their own account (name, email, password), whatever their role. */
export function isOwnAccountPath(pathname: string, userId: number): boolean {
	return normalise(pathname) === `/api/admin/user/${userId}`
}

export const FORBIDDEN_MESSAGE = 'Your role does not allow this'
export const PASSWORD_CHANGE_REQUIRED =
	'You must choose a new password first: sign in at /admin, or PUT /api/admin/user/{id} with password and currentPassword'
