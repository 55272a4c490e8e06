import { type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router'
import { contactLinks, findContacts, getContact, mergeContacts } from '#app/data/contacts.server.ts'
import { InvalidRecordError, NotFoundError } from '#app/data/db.server.ts'
import { VersionConflictError } from '#app/data/revisions.server.ts'
import { actorOf } from '#app/server/actor.server.ts'
import { requireAdmin } from '#app/server/auth.server.ts'
import { invariantResponse, readFormData } from '#app/server/http.server.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'
import { formVersion } from './entity-forms.server.ts'
import { formId } from './forms.server.ts'

/** How many contacts a search on the merge screen offers. */
const CANDIDATES = 20

async function keptContact(param: string | undefined) {
	const id = formId(param ?? null)
	const contact = id ? await getContact(id) : null
	invariantResponse(contact, 'Contact not found')
	return contact
}

/**
 * The merge screen (`/admin/contacts/{id}/merge`, docs/admin.md 'Contacts'): `?q=` finds the contact to merge in
 * (anyone but this one), `?from={id}` asks to confirm, saying what moves.
 */
export async function contactMergeLoader({ request, params }: LoaderFunctionArgs) {
	await requireAdmin(request)
	const contact = await keptContact(params.id)
	const search = new URL(request.url).searchParams
	const q = (search.get('q') ?? '').slice(0, 200)
	const fromId = formId(search.get('from'))
	const from = fromId && fromId !== contact.id ? await getContact(fromId) : null
	const candidates = q.trim()
		? (await findContacts({ q }))
				.slice(0, CANDIDATES + 1)
				.filter((c) => c.id !== contact.id)
				.slice(0, CANDIDATES)
		: []
	const links = from ? await contactLinks(from.id) : null
	return {
		contact,
		q,
		candidates,
		from,
		moving: links
			? { enquiries: links.enquiries.length, rooms: links.rooms.length, readers: links.readers.length }
			: null,
	}
}

export async function contactMergeAction({ request, params, context }: ActionFunctionArgs) {
	const actor = actorOf(await requireAdmin(request), context)
	const contact = await keptContact(params.id)
	const form = await readFormData(request)
	const fromId = formId(form.get('from_id'))
	const back = `/admin/contacts/${contact.id}`
	try {
		if (!fromId) throw new InvalidRecordError('from_id', 'Choose the contact to merge')
		await mergeContacts(contact.id, fromId, { actor, version: formVersion(form.get('version')) })
	} catch (error) {
		const known = error instanceof InvalidRecordError || error instanceof NotFoundError
		if (!known && !(error instanceof VersionConflictError)) throw error
		const description =
			error instanceof VersionConflictError
				? 'This contact was changed since you opened the page; nothing was merged. Look again and merge.'
				: error.message
		return redirectWithToast(request, `${back}/merge`, { type: 'error', title: 'Nothing was merged', description })
	}
	return redirectWithToast(request, back, { type: 'success', title: 'Contacts merged successfully' })
}
