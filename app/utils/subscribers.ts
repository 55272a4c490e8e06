import { type SubscriberStatus } from '#app/schemas/records.ts'

/** How the back office names a reader's status (docs/admin.md, "Newsletter: readers"). */
export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
	pending: 'Pending',
	active: 'Active',
	unsubscribed: 'Unsubscribed',
	bounced: 'Bounced',
}

export const SUBSCRIBER_STATUS_TONES = {
	pending: 'amber',
	active: 'green',
	unsubscribed: 'neutral',
	bounced: 'red',
} as const satisfies Record<SubscriberStatus, string>
