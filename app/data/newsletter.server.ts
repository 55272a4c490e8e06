import { type Language } from '#app/utils/languages.ts'
import crypto from 'node:crypto'
import { type Delivery, type Subscriber } from '#app/schemas/records.ts'
import { type Actor, recordActivity } from './activity.server.ts'
import { ConflictError, forgetPastChanges, mutate, NotFoundError, ready } from './db.server.ts'
import { forgetContactMadeForReader, linkContact } from './contact-links.server.ts'
import { deliveriesOfSubscriber, removeDeliveriesOfSubscriber } from './deliveries.server.ts'
import { now, nowMs } from '#app/utils/clock.ts'
import { LazyList } from '#app/utils/lazy-list.ts'

/**
 * The newsletter's readers (docs/admin.md, "Newsletter: readers"). With
 * double opt-in a sign-up is `pending` until the reader opens the link mailed
 * to them; only a hash of that link's secret is kept. Every reader has an
 * unsubscribe secret from the start, which their one-click unsubscribe link
 * carries.
 */

export class AlreadySubscribedError extends ConflictError {
	constructor() {
		super('email', 'This email is already subscribed')
		this.name = 'AlreadySubscribedError'
	}
}

const DAY_MS = 24 * 60 * 60 * 1000
/** A confirmation link works for 7 days; a pending sign-up is removed 7 days after its last link. */
export const CONFIRM_VALID_MS = 7 * DAY_MS
/** A pending reader who signs up again gets a new link at most once in 10 minutes. */
export const CONFIRM_RESEND_MS = 10 * 60 * 1000

function secret() {
	return crypto.randomBytes(24).toString('base64url')
}

export function hashToken(token: string) {
	return crypto.createHash('sha256').update(token).digest('hex')
}

/** A link's secret as it may look (URL-safe base64, 32 characters); anything else is never looked up. */
export function plausibleToken(token: string | undefined): token is string {
	return typeof token === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(token)
}

export type SignUpInput = {
	email: string
	name: string
	source?: string
	/** The page the sign-up came from (a path on the site), kept with the reader's consent. */
	page?: string
	/** The language of that page: the reader's mails are in it. */
	language?: Language
}

export type SignUpResult = {
	subscriber: Subscriber
	/** The secret of a confirmation link to mail now, or null (active at once, or a link mailed less than 10 minutes ago). */
	token: string | null
}

/**
 * A sign-up. Emails are trimmed and compared case-insensitively (an index on
 * the lower-cased email). An active reader is refused (AlreadySubscribedError).
 * With `doubleOptIn`, a new, unsubscribed or bounced reader becomes `pending`
 * with a new confirmation link; a pending one gets a new link unless one was
 * mailed in the last 10 minutes. Without it, the reader is active at once.
 */
export async function subscribe(
	input: SignUpInput,
	options: { doubleOptIn: boolean } = { doubleOptIn: false },
): Promise<SignUpResult> {
	const email = input.email.trim()
	return mutate((draft) => {
		const time = now()
		const existing = draft.find('subscribers', 'email', email.toLowerCase())
		if (existing?.status === 'active') throw new AlreadySubscribedError()
		const base: Subscriber = existing ?? {
			id: draft.takeId('subscribers'),
			email,
			name: input.name.trim(),
			status: 'pending',
			subscribed_at: time,
			source: input.source ?? 'website',
			unsubscribe_token: secret(),
			failed_count: 0,
		}
		const named = {
			...(input.name.trim() ? { name: input.name.trim() } : {}),
			...(input.language ? { language: input.language } : {}),
		}
		const page = (input.page ?? '').slice(0, 500)
		if (!options.doubleOptIn) {
			const subscriber = draft.put('subscribers', {
				...base,
				...named,
				status: 'active',
				unsubscribe_token: base.unsubscribe_token || secret(),
				failed_count: 0,
				confirm_token_hash: '',
				confirmed_at: time,
				consent_page: page,
				contact_id: linkContact(draft, { email, name: input.name.trim() || base.name, language: input.language }),
			})
			return { subscriber, token: null }
		}
		if (
			existing?.status === 'pending' &&
			existing.confirm_sent_at &&
			Date.parse(time) - Date.parse(existing.confirm_sent_at) < CONFIRM_RESEND_MS
		) {
			return { subscriber: existing, token: null }
		}
		const token = secret()
		const subscriber = draft.put('subscribers', {
			...base,
			...named,
			status: 'pending',
			// A reader coming back after unsubscribing starts again: the clock of their pending sign-up with it.
			subscribed_at: existing && existing.status !== 'pending' ? time : base.subscribed_at,
			source: existing && existing.status !== 'pending' ? (input.source ?? base.source) : base.source,
			unsubscribe_token: base.unsubscribe_token || secret(),
			failed_count: 0,
			confirm_token_hash: hashToken(token),
			confirm_sent_at: time,
			consent_page: page || base.consent_page || '',
		})
		return { subscriber, token }
	})
}

/** A reader staff add by hand or import, checked by its schema (app/schemas/newsletter.ts). */
export type ReaderEntry = {
	email: string
	name: string
	/** How the reader agreed to receive the newsletter; '' when they have not (yet). */
	consent: string
	consented_at: string | null
}

export type AddReadersResult = {
	added: Subscriber[]
	/** Addresses already on the list (any status), left as they were. */
	existing: string[]
	/** Readers without recorded consent, pending: the confirmation link to mail each (hand-added only). */
	toConfirm: { subscriber: Subscriber; token: string }[]
}

/**
 * Adds readers staff entered by hand or imported (docs/admin.md, 'Adding
 * readers'), in one change with its activity entry. A reader with recorded
 * consent is active at once and is mailed nothing; one without is pending
 * with a confirmation link (the caller refuses that where it is not
 * allowed). An address already on the list, whatever its status, is left as
 * it was: an import never brings back a reader who unsubscribed.
 */
export async function addReaders(
	entries: readonly ReaderEntry[],
	options: { source: 'back office' | 'import'; actor: Actor },
): Promise<AddReadersResult> {
	return mutate((draft) => {
		const time = now()
		const result: AddReadersResult = { added: [], existing: [], toConfirm: [] }
		for (const entry of entries) {
			const email = entry.email.trim()
			if (draft.find('subscribers', 'email', email.toLowerCase())) {
				result.existing.push(email)
				continue
			}
			const consented = entry.consent.trim() !== ''
			const token = consented ? null : secret()
			const subscriber = draft.put('subscribers', {
				id: draft.takeId('subscribers'),
				email,
				name: entry.name.trim(),
				status: consented ? 'active' : 'pending',
				subscribed_at: time,
				source: options.source,
				unsubscribe_token: secret(),
				failed_count: 0,
				confirm_token_hash: token ? hashToken(token) : '',
				confirm_sent_at: token ? time : null,
				consent_given: entry.consent.trim().slice(0, 500),
				consent_given_at: entry.consented_at,
				added_at: time,
				added_by: options.actor.username.slice(0, 100),
				// A reader with consent is active at once, and so one of the contacts; a pending one once they confirm.
				contact_id: consented ? linkContact(draft, { email, name: entry.name }) : null,
			})
			result.added.push(subscriber)
			if (token) result.toConfirm.push({ subscriber, token })
		}
		if (result.added.length) {
			const one = result.added.length === 1 ? result.added[0]! : null
			recordActivity(draft, {
				kind: options.source === 'import' ? 'import' : 'create',
				entity: 'subscriber',
				entity_id: one?.id ?? null,
				// No address or name: an erasure must leave nothing of the reader in the log.
				summary:
					options.source === 'import'
						? `Imported ${result.added.length} newsletter reader${one ? '' : 's'}`
						: 'Added a newsletter reader by hand',
				user: options.actor,
			})
		}
		return result
	})
}

function linkExpired(subscriber: Subscriber, at: number) {
	return !subscriber.confirm_sent_at || at - Date.parse(subscriber.confirm_sent_at) > CONFIRM_VALID_MS
}

/** The pending reader a confirmation link belongs to, while it is valid; null for any other secret. */
export async function findPendingByToken(token: string | undefined): Promise<Subscriber | null> {
	if (!plausibleToken(token)) return null
	const found = (await ready()).find('subscribers', 'confirm', hashToken(token))
	if (!found || found.status !== 'pending' || linkExpired(found, nowMs())) return null
	return found
}

/**
 * Confirms a sign-up from its link (once: the link's hash is cleared): the
 * reader becomes active, with the time and the address they confirmed from.
 * Null when the link is unknown, used or expired.
 */
export async function confirmSubscription(token: string | undefined, ip: string | null): Promise<Subscriber | null> {
	if (!plausibleToken(token)) return null
	const hash = hashToken(token)
	return mutate((draft) => {
		const found = draft.find('subscribers', 'confirm', hash)
		if (!found || found.status !== 'pending' || linkExpired(found, nowMs())) return null
		return draft.put('subscribers', {
			...found,
			status: 'active',
			confirm_token_hash: '',
			confirmed_at: now(),
			consent_ip: ip ? ip.slice(0, 100) : null,
			unsubscribed_at: null,
			contact_id: found.contact_id || linkContact(draft, found),
		})
	})
}

/** The reader an unsubscribe link belongs to, or null. */
export async function findByUnsubscribeToken(token: string | undefined): Promise<Subscriber | null> {
	if (!plausibleToken(token)) return null
	return (await ready()).find('subscribers', 'unsubscribe', token) ?? null
}

/**
 * Unsubscribes the reader of a link at once. Asking again changes nothing
 * (the first time is kept). Null for an unknown link.
 */
export async function unsubscribeByToken(token: string | undefined): Promise<Subscriber | null> {
	const found = await findByUnsubscribeToken(token)
	if (!found) return null
	if (found.status === 'unsubscribed') return found
	return mutate((draft) => {
		const current = draft.find('subscribers', 'unsubscribe', found.unsubscribe_token)
		if (!current) return null
		if (current.status === 'unsubscribed') return current
		return draft.put('subscribers', {
			...current,
			status: 'unsubscribed',
			unsubscribed_at: now(),
			confirm_token_hash: '',
		})
	})
}

/** Removes the sign-ups still pending 7 days after their last confirmation link (or sign-up); answers how many. */
export async function removeExpiredPending(at = nowMs()): Promise<number> {
	const expired = (s: Subscriber | undefined) =>
		s?.status === 'pending' && at - Date.parse(s.confirm_sent_at ?? s.subscribed_at) > CONFIRM_VALID_MS
	// The pending readers alone are read (a group of the status index), not the whole list.
	const table = (await ready()).tables.subscribers
	if (![...table.groupIds('status', 'pending')].some((id) => expired(table.get(id)))) return 0
	return mutate((draft) => {
		let removed = 0
		for (const id of draft.groupIds('subscribers', 'status', 'pending')) {
			if (expired(draft.get('subscribers', id)) && draft.remove('subscribers', id)) removed++
		}
		return removed
	})
}

/** Gives every reader without an unsubscribe secret (records older than the links) one, in one change. */
export async function giveUnsubscribeTokens(): Promise<number> {
	const table = (await ready()).tables.subscribers
	// Counted from the index of secrets: the readers are read only when some have none (after an upgrade).
	if (table.keyed('unsubscribe') === table.size) return 0
	return mutate((draft) => {
		let given = 0
		// The stored readers' ids: a reader made since (by a change of this batch) was given a secret when made.
		for (const id of table.ids()) {
			const s = draft.get('subscribers', id)
			if (!s || s.unsubscribe_token) continue
			draft.put('subscribers', { ...s, unsubscribe_token: secret() })
			given++
		}
		return given
	})
}

/** A reader as the back office and the API show them: never their link secrets. */
export type SubscriberView = Omit<Subscriber, 'unsubscribe_token' | 'confirm_token_hash'>

export function subscriberView(subscriber: Subscriber): SubscriberView {
	// eslint-disable-next-line @typescript-eslint/no-unused-vars
	const { unsubscribe_token, confirm_token_hash, ...view } = subscriber
	return view
}

/** Whether a reader's email or name holds `needle` (lower case), as the list's search reads them. */
function matches(needle: string) {
	return (s: Subscriber) => s.email.toLowerCase().includes(needle) || s.name.toLowerCase().includes(needle)
}

/**
 * The subscribers newest first (by `subscribed_at`: a reader who signs up again comes first), or those whose
 * email or name contains `query` (case-insensitive), of one status when `status` is given. The readers are kept
 * out of memory (docs/decisions/016-history-out-of-memory.md): the list is their ids, from the indexes alone
 * but for a search, which reads each reader once; a page reads its own. The ids are remembered until the next
 * change of the subscribers, so paging through them costs no new pass.
 */
export async function listSubscribers(query = '', status = ''): Promise<LazyList<Subscriber>> {
	const store = await ready()
	const table = store.tables.subscribers
	const read = (id: number) => table.get(id)
	const all = store.remember(['subscribers'], 'newest-first', () => table.idsByOrder())
	const q = query.trim().toLowerCase()
	const found = q
		? store.remember(['subscribers'], `search:${q}`, () => new LazyList(all, read).filter(matches(q)).ids)
		: all
	if (!status) return new LazyList(found, read)
	const ofStatus = table.groupIds('status', status)
	return new LazyList(
		store.remember(['subscribers'], `status:${status}:${q}`, () => found.filter((id) => ofStatus.has(id))),
		read,
	)
}

export async function countSubscribers(): Promise<number> {
	return (await ready()).tables.subscribers.size
}

/** How many readers have each status, from the status index. */
export async function countByStatus(): Promise<Record<Subscriber['status'], number>> {
	const table = (await ready()).tables.subscribers
	const count = (status: Subscriber['status']) => table.groupIds('status', status).size
	return {
		pending: count('pending'),
		active: count('active'),
		unsubscribed: count('unsubscribed'),
		bounced: count('bounced'),
	}
}

export async function getSubscriber(id: number): Promise<Subscriber | null> {
	return (await ready()).tables.subscribers.get(id) ?? null
}

/**
 * Everything held about one reader, for their right of access: the record
 * without its secrets, their consent, and the newsletters sent to them.
 */
export async function exportSubscriber(id: number) {
	const subscriber = await getSubscriber(id)
	if (!subscriber) throw new NotFoundError('Subscriber not found')
	return {
		exported_at: now(),
		subscriber: subscriberView(subscriber),
		consent: {
			signed_up_at: subscriber.subscribed_at,
			source: subscriber.source,
			page: subscriber.consent_page || null,
			confirmed_at: subscriber.confirmed_at ?? null,
			confirmed_from: subscriber.consent_ip ?? null,
			// Readers staff added or imported: the consent as recorded, and who added them when.
			given: subscriber.consent_given || null,
			given_at: subscriber.consent_given_at ?? null,
			added_at: subscriber.added_at ?? null,
			added_by: subscriber.added_by ?? null,
			unsubscribed_at: subscriber.unsubscribed_at ?? null,
		},
		deliveries: await deliveriesHeldFor(id),
	}
}

/** The newsletter deliveries held for one reader (campaign, status, time, the mail server's answer). */
export async function deliveriesHeldFor(subscriberId: number): Promise<Delivery[]> {
	return deliveriesOfSubscriber(subscriberId)
}

/** Deletes one subscriber (the list's Delete). */
export async function deleteSubscriber(id: number): Promise<void> {
	await mutate((draft) => {
		if (!draft.remove('subscribers', id)) throw new NotFoundError('Subscriber not found')
		removeDeliveriesOfSubscriber(draft, id)
	})
}

/**
 * A reader's erasure: the record is deleted, and the activity log keeps only
 * that an erasure happened (no address, no name).
 */
export async function eraseSubscriber(id: number, user: Actor | null): Promise<void> {
	await mutate((draft) => {
		const reader = draft.get('subscribers', id)
		if (!reader) throw new NotFoundError('Subscriber not found')
		if (reader.contact_id) forgetContactMadeForReader(draft, reader.contact_id, id)
		draft.remove('subscribers', id)
		// Their deliveries go too: nothing about the reader is left but the fact of the erasure.
		removeDeliveriesOfSubscriber(draft, id)
		recordActivity(draft, {
			kind: 'erase',
			entity: 'subscriber',
			entity_id: id,
			summary: 'A newsletter reader was erased at their request',
			user,
		})
	})
	// Their address is gone from the records; the stored history of changes forgets it too, now.
	await forgetPastChanges().catch((error: Error) =>
		console.error(`Forgetting the changes before an erasure failed (they go at the next folding): ${error.message}`),
	)
}
