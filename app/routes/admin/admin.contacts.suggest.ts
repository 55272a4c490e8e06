import { type LoaderFunctionArgs } from 'react-router'
import { suggestContacts } from '#app/data/contacts.server.ts'
import { requireAdmin } from '#app/server/auth.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

/** Admins and editors: the contact fields that use it (a sale's buyer, a consignor) are on both roles' screens. */
export const handle: RouteHandle = { role: 'editor' }

/** At most this many contacts a question: a picker's list, never the whole book. */
const CONTACT_SUGGESTIONS = 10
/** A question longer than an email address is not one. */
const MAX_QUERY = 254

/**
 * GET /admin/contacts/suggest?q=: the contacts a contact field offers as it is typed into (docs/admin.md,
 * 'Contacts'), found by the contacts list's search, by name, at most ten, each with its name, email and
 * organisation. Fewer than two characters find nothing.
 */
export async function loader({ request }: LoaderFunctionArgs) {
	await requireAdmin(request)
	const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY)
	const found = q.length < 2 ? [] : await suggestContacts(q, CONTACT_SUGGESTIONS)
	return Response.json(
		{ contacts: found.map(({ id, name, email, organisation }) => ({ id, name, email, organisation })) },
		{ headers: { 'Cache-Control': 'no-store' } },
	)
}
