/**
 * What one recipient of a viewing room did (docs/admin.md, 'Viewing rooms'): the invitations mailed to them, the
 * works they opened with how often and when, and their enquiries and requests to reserve from the room.
 */
export type RecipientActivityData = {
	invitations: { sent_at: string; email: string }[]
	/** In the order first opened; `first` and `last` are null for a work opened before times were kept. */
	works: { artwork_id: number; title: string; views: number | null; first: string | null; last: string | null }[]
	enquiries: { id: number; kind: 'enquiry' | 'reserve' | 'appointment'; title: string; created_at: string }[]
}
