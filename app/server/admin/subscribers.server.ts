import { countByStatus, countSubscribers, getSubscriber, listSubscribers } from '#app/data/newsletter.server.ts'
import { SUBSCRIBER_STATUSES, type Subscriber } from '#app/schemas/records.ts'
import { SUBSCRIBER_STATUS_LABELS } from '#app/utils/subscribers.ts'
import { type AdminList } from './admin-list.server.ts'

/** A `?status=` value the list knows, else '' (every status). */
export function statusFilter(value: string | null): Subscriber['status'] | '' {
	return (SUBSCRIBER_STATUSES as readonly string[]).includes(value ?? '') ? (value as Subscriber['status']) : ''
}

/**
 * The newsletter subscribers as an admin list: newest first, searched by
 * email or name, filtered by status (pending, active, unsubscribed, bounced),
 * 50 a page, with a counter per status.
 */
export const subscriberList: AdminList<Subscriber> = {
	name: 'Subscriber',
	path: '/admin/newsletter',
	texts: {
		title: 'Newsletter Subscribers',
		subtitle: 'People who signed up on the contact page',
		search: 'Search subscribers...',
		getStarted: 'No subscribers yet',
		plural: 'subscribers',
	},
	find: async (params) => {
		const q = params.get('q') ?? ''
		const status = statusFilter(params.get('status'))
		return { filtered: await listSubscribers(q, status), filters: { q, status }, active: Boolean(q.trim() || status) }
	},
	count: async () => {
		const [total, byStatus] = await Promise.all([countSubscribers(), countByStatus()])
		return {
			total,
			stats: SUBSCRIBER_STATUSES.map((status) => ({
				label: SUBSCRIBER_STATUS_LABELS[status],
				value: byStatus[status],
			})),
		}
	},
	toDelete: async (id) => {
		const subscriber = await getSubscriber(id)
		return subscriber ? { label: subscriber.email } : null
	},
}
