/** What a contact's timeline holds (app/data/contact-timeline.server.ts), shared with the page that shows it. */
export type TimelineEvent =
	| {
			kind: 'enquiry'
			at: string
			enquiry_id: number
			status: string
			message: string
			artwork_id: number | null
			artwork_title: string | null
			exhibition_id: number | null
			exhibition_title: string | null
			viewing_room_id: number | null
	  }
	| { kind: 'room_sent'; at: string; room_id: number; room_title: string; revoked_at: string | null }
	| {
			kind: 'room_viewed'
			at: string
			room_id: number
			room_title: string
			views: number
			first_viewed_at: string | null
			works_viewed: { artwork_id: number; title: string }[]
	  }
	| { kind: 'newsletter'; at: string; subscriber_id: number; status: string }
	| { kind: 'newsletter_unsubscribed'; at: string; subscriber_id: number }
	| { kind: 'campaign'; at: string; campaign_id: number; subject: string }
	| {
			kind: 'purchase'
			at: string
			sale_id: number
			invoice_number: string
			sold_at: string
			status: string
			artwork_id: number
			artwork_title: string | null
			impression_label: string
			total: number
			currency: string
	  }
	| { kind: 'consignment'; at: string; artwork_id: number; artwork_title: string; received_at: string }

export type Interest = { artist_id: number; artist_name: string; count: number }
export type Timeline = { events: TimelineEvent[]; interests: Interest[] }
