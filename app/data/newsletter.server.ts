import { ConflictError, mutate, NotFoundError, readData } from './db.server.ts'
import { now, takeId } from './ids.ts'
import { type Subscriber } from '#app/schemas/records.ts'

export class AlreadySubscribedError extends ConflictError {
	constructor() {
		super('email', 'This email is already subscribed')
		this.name = 'AlreadySubscribedError'
	}
}

/** Emails are trimmed and compared case-insensitively. */
export async function subscribe(input: { email: string; name: string; source?: string }): Promise<Subscriber> {
	const email = input.email.trim()
	return mutate((draft) => {
		if (draft.subscribers.some((s) => s.email.toLowerCase() === email.toLowerCase())) throw new AlreadySubscribedError()
		const subscriber: Subscriber = {
			id: takeId(draft, 'subscribers'),
			email,
			name: input.name.trim(),
			status: 'active',
			subscribed_at: now(),
			source: input.source ?? 'website',
		}
		draft.subscribers.push(subscriber)
		return subscriber
	})
}

/** Newest first. */
export async function listSubscribers(): Promise<Subscriber[]> {
	const data = await readData()
	return structuredClone(data.subscribers).sort((a, b) => b.subscribed_at.localeCompare(a.subscribed_at) || b.id - a.id)
}

export async function deleteSubscriber(id: number): Promise<void> {
	await mutate((draft) => {
		const before = draft.subscribers.length
		draft.subscribers = draft.subscribers.filter((s) => s.id !== id)
		if (draft.subscribers.length === before) throw new NotFoundError('Subscriber not found')
	})
}
