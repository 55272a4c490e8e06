import crypto from 'node:crypto'
import { type Subscriber } from '#app/schemas/records.ts'
import { ConflictError, mutate, NotFoundError, ready } from './db.server.ts'
import { now } from './ids.ts'
import { textSearch } from './lookup.ts'

export class AlreadySubscribedError extends ConflictError {
	constructor() {
		super('email', 'This email is already subscribed')
		this.name = 'AlreadySubscribedError'
	}
}

/** Emails are trimmed and compared case-insensitively (an index on the lower-cased email). */
export async function subscribe(input: { email: string; name: string; source?: string }): Promise<Subscriber> {
	const email = input.email.trim()
	return mutate((draft) => {
		if (draft.find('subscribers', 'email', email.toLowerCase())) throw new AlreadySubscribedError()
		return draft.put('subscribers', {
			id: draft.takeId('subscribers'),
			email,
			name: input.name.trim(),
			status: 'active',
			subscribed_at: now(),
			source: input.source ?? 'website',
			unsubscribe_token: crypto.randomBytes(24).toString('base64url'),
			failed_count: 0,
		})
	})
}

function newestFirst(a: Subscriber, b: Subscriber) {
	return a.subscribed_at < b.subscribed_at ? 1 : a.subscribed_at > b.subscribed_at ? -1 : b.id - a.id
}

const search = textSearch<Subscriber>((s) => [s.email, s.name])

/**
 * The subscribers newest first, or those whose email or name contains
 * `query` (case-insensitive); remembered until the next change of the
 * subscribers, so paging through them costs no new pass.
 */
export async function listSubscribers(query = ''): Promise<readonly Subscriber[]> {
	const store = await ready()
	const all = store.remember(['subscribers'], 'newest-first', () =>
		Object.freeze([...store.tables.subscribers.all()].sort(newestFirst)),
	)
	const q = query.trim().toLowerCase()
	return q ? store.remember(['subscribers'], `search:${q}`, () => search(all, q)) : all
}

export async function countSubscribers(): Promise<number> {
	return (await ready()).tables.subscribers.size
}

export async function getSubscriber(id: number): Promise<Subscriber | null> {
	return (await ready()).tables.subscribers.get(id) ?? null
}

export async function deleteSubscriber(id: number): Promise<void> {
	await mutate((draft) => {
		if (!draft.remove('subscribers', id)) throw new NotFoundError('Subscriber not found')
	})
}
