/**
 * The rules a route keeps beside itself, in its module's `handle` export (docs/architecture.md, "Where a route's
 * rules live"): `export const handle: RouteHandle = { role: 'editor' }`. The server reads them through the router
 * (`app/server/route-rules.server.ts`, the route the request's path matches), the browser through the route it is
 * going to (`app/components/ui/pending-indicator.tsx`). A route that says nothing gets the defaults written here.
 *
 * `handle` is sent to the browser with the route's code: nothing secret belongs in it.
 */
export type RouteHandle = {
	/**
	 * Who of the staff may use the route. In the back office (`/admin`, `/api/admin`) a route is for admins only
	 * until it says `'editor'` (docs/admin.md, "Users and roles"); elsewhere any signed-in staff member may use it.
	 */
	role?: 'admin' | 'editor'
	/** The route's bound for a request body (`BODY_LIMITS`); unsaid, its surface's (`defaultBodyLimit`). */
	body?: BodyRule
	/**
	 * The query parameters the page reads. A page that says which (even none: `[]`) may be answered by the page cache,
	 * which keys it on these and leaves any other parameter out (`app/server/page-cache/page-params.ts`).
	 */
	pageParams?: readonly string[]
	/** What the pending indicator says while the browser goes to this page; unsaid, 'Loading...'. */
	loadingText?: string
}

export type BodyRule = {
	/** What the route reads at most of a form or JSON body. */
	bytes?: number
	/**
	 * What it reads at most of a multipart (`multipart/form-data`) body; unsaid, `bytes`. `'upload'`: an upload's,
	 * 11 parts of `UPLOAD_MAX_MB` (a setting the server reads: `uploadBodyBytes` in `app/server/body-limits.server.ts`).
	 */
	multipartBytes?: number | 'upload'
	/** The route reads its body within `bytes` and answers past it itself (the enquiry form's own message). */
	ownAnswer?: boolean
}

export const DEFAULT_LOADING_TEXT = 'Loading...'

const KiB = 1024
const MiB = 1024 * KiB

/** An upload: up to 10 images of UPLOAD_MAX_MB each and their category, 11 parts in all (`uploadLimits()`). */
export const UPLOAD_PARTS = 11
/** An import (/admin/import, /api/admin/import): one CSV of at most 10 MiB and a zip of images of at most 200 MiB. */
export const IMPORT_CSV_BYTES = 10 * MiB
export const IMPORT_ZIP_BYTES = 200 * MiB
/** A list of newsletter readers (/admin/newsletter/readers): one CSV of at most 2 MiB. */
export const READERS_CSV_BYTES = 2 * MiB

/**
 * The bounds routes choose from (docs/operations.md lists them: 64 KiB for a visitor's form, 1 MiB for an admin
 * form or a JSON body, UPLOAD_MAX_MB per file and 11 parts per upload: `multipartBytes: 'upload'`).
 */
export const BODY_LIMITS = {
	/** A visitor's form: the newsletter sign-up, the enquiry form, anything else outside /admin and /api. */
	publicForm: 64 * KiB,
	/** A post to a reader's newsletter link: no fields, or `List-Unsubscribe=One-Click`. */
	newsletterLink: KiB,
	/** A back-office form (the sign-in included) or any /api body. */
	adminOrJson: MiB,
	/** An import: the CSV, the zip and a few fields, with framing. */
	import: IMPORT_CSV_BYTES + IMPORT_ZIP_BYTES + MiB,
	/** A list of newsletter readers: the CSV and a few fields, with framing. */
	readersImport: READERS_CSV_BYTES + 64 * KiB,
}

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`)

/** Whether a path (decoded, lower case) is the back office's: `/admin…` or `/api/admin…`. */
export const isBackOfficePath = (path: string) => under(path, '/admin') || under(path, '/api/admin')

/**
 * The bound of a route that says none, by its surface: a back-office form or any /api body 1 MiB, a multipart body
 * to the back office an upload's; anything else a visitor's form.
 */
export function defaultBodyLimit(path: string): BodyRule {
	if (path.startsWith('/admin/') || path.startsWith('/api/admin/'))
		return { bytes: BODY_LIMITS.adminOrJson, multipartBytes: 'upload' }
	if (under(path, '/admin') || under(path, '/api')) return { bytes: BODY_LIMITS.adminOrJson }
	return { bytes: BODY_LIMITS.publicForm }
}

/** A route's `handle`, if it is one of ours: anything else (another library's handle, none) says nothing. */
export function routeHandleOf(handle: unknown): RouteHandle {
	return handle !== null && typeof handle === 'object' ? (handle as RouteHandle) : {}
}
