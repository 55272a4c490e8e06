/** How the back office names a reader's status (docs/admin.md, "Newsletter: readers"). */
export const SUBSCRIBER_STATUS_LABELS = {
	pending: 'Pending',
	active: 'Active',
	unsubscribed: 'Unsubscribed',
	bounced: 'Bounced',
} as const

export const SUBSCRIBER_STATUS_TONES = {
	pending: 'amber',
	active: 'green',
	unsubscribed: 'neutral',
	bounced: 'red',
} as const
