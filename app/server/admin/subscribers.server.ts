import { countSubscribers, getSubscriber, listSubscribers } from '#app/data/newsletter.server.ts'
import { type Subscriber } from '#app/schemas/records.ts'
import { type AdminList } from './admin-list.server.ts'

/** The newsletter subscribers as an admin list: newest first, searched by email or name, 50 a page. */
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
		return { filtered: await listSubscribers(q), filters: { q }, active: Boolean(q.trim()) }
	},
	count: async () => ({ total: await countSubscribers(), stats: [] }),
	toDelete: async (id) => {
		const subscriber = await getSubscriber(id)
		return subscriber ? { label: subscriber.email } : null
	},
}
