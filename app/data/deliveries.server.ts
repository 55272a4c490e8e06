import { type Campaign, type Delivery, DELIVERY_ANSWER_MAX } from '#app/schemas/records.ts'
import { type Draft, ready } from './db.server.ts'

/**
 * The deliveries of newsletter campaigns: one per campaign and subscriber,
 * `queued`, then `sent` or `failed` with the mail server's answer
 * (docs/operations.md, 'Newsletter sending'). They are found by campaign and
 * status, and by subscriber, through the store's group indexes; nothing here
 * walks the whole collection.
 */
export type DeliveryCounts = { queued: number; sent: number; failed: number }

/** How many of a campaign's deliveries wait, went out, or failed. */
export async function deliveryCounts(campaignId: Campaign['id']): Promise<DeliveryCounts> {
	const table = (await ready()).tables.deliveries
	const size = (status: Delivery['status']) => table.groupIds('campaign_status', `${campaignId}:${status}`).size
	return { queued: size('queued'), sent: size('sent'), failed: size('failed') }
}

/** Every delivery to one subscriber, oldest first (the reader's data export). */
export async function deliveriesOfSubscriber(subscriberId: number): Promise<Delivery[]> {
	return (await ready()).group('deliveries', 'subscriber', String(subscriberId))
}

/** Removes a subscriber's deliveries inside a change (the reader's erasure); answers how many. */
export function removeDeliveriesOfSubscriber(draft: Draft, subscriberId: number): number {
	const list = draft.group('deliveries', 'subscriber', String(subscriberId))
	for (const delivery of list) draft.remove('deliveries', delivery.id)
	return list.length
}

/** A delivery of a campaign, newest changes first: the latest failures for the back office. */
export async function failedDeliveries(campaignId: number, limit = 50): Promise<Delivery[]> {
	const table = (await ready()).tables.deliveries
	const ids = [...table.groupIds('campaign_status', `${campaignId}:failed`)]
	return ids
		.slice(-limit)
		.reverse()
		.map((id) => table.get(id)!)
}

/** A mail server's answer as a delivery keeps it: one line, bounded. */
export function boundedAnswer(text: string): string {
	return (
		text
			// eslint-disable-next-line no-control-regex
			.replace(/[\u0000-\u001f\u007f]+/g, ' ')
			.trim()
			.slice(0, DELIVERY_ANSWER_MAX)
	)
}
