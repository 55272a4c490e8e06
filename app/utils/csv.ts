/**
 * CSV building for exports. Every value is quoted, quotes inside values are
 * doubled, and a value a spreadsheet would read as a formula (starting with
 * =, +, - or @, also after a tab or carriage return) is neutralised with a
 * leading single quote.
 */
export function csvValue(value: unknown): string {
	let text = value === null || value === undefined ? '' : String(value)
	if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
	return `"${text.replace(/"/g, '""')}"`
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
	return [header, ...rows].map((row) => row.map(csvValue).join(',')).join('\r\n') + '\r\n'
}

type SubscriberRow = { email: string; name: string; status: string; subscribed_at: string; source: string }

export const SUBSCRIBER_CSV_HEADER = ['Email', 'Name', 'Status', 'Subscribed At', 'Source'] as const

export function subscribersCsv(subscribers: readonly SubscriberRow[]): string {
	return toCsv(
		SUBSCRIBER_CSV_HEADER,
		subscribers.map((s) => [s.email, s.name, s.status, s.subscribed_at, s.source]),
	)
}

/** newsletter-subscribers-{YYYY-MM-DD}.csv, in UTC. */
export function subscribersCsvName(today = new Date()) {
	return `newsletter-subscribers-${today.toISOString().slice(0, 10)}.csv`
}

type EnquiryRow = {
	created_at: string
	status: string
	name: string
	email: string
	phone: string
	message: string
	/** The work's (or exhibition's) title, '' for a general enquiry. */
	about: string
	/** Its absolute public link, '' when none. */
	link: string
}

export const ENQUIRY_CSV_HEADER = [
	'Received At',
	'Status',
	'Name',
	'Email',
	'Phone',
	'About',
	'Link',
	'Message',
] as const

export function enquiriesCsv(enquiries: readonly EnquiryRow[]): string {
	return toCsv(
		ENQUIRY_CSV_HEADER,
		enquiries.map((e) => [e.created_at, e.status, e.name, e.email, e.phone, e.about, e.link, e.message]),
	)
}

/** enquiries-{YYYY-MM-DD}.csv, in UTC. */
export function enquiriesCsvName(today = new Date()) {
	return `enquiries-${today.toISOString().slice(0, 10)}.csv`
}
