import { type Sliceable } from './lazy-list.ts'

/**
 * A value a spreadsheet would read as a formula (starting with =, +, - or @, also after a tab or carriage
 * return), or one that already starts with single quotes before such a character (a title typed as `'=…`): the
 * export puts one more single quote in front, and the import takes exactly one off, so both come back as typed.
 */
const GUARDED = /^'*[=+\-@\t\r]/

/**
 * CSV building for exports. Every value is quoted, quotes inside values are
 * doubled, and a value a spreadsheet would read as a formula is neutralised
 * with a leading single quote (GUARDED).
 */
export function csvValue(value: unknown): string {
	let text = value === null || value === undefined ? '' : String(value)
	if (GUARDED.test(text)) text = `'${text}`
	return `"${text.replace(/"/g, '""')}"`
}

/** A cell of an export read back (the import): the single quote the export put in front is taken off again. */
export function unguardCell(cell: string): string {
	return cell.startsWith("'") && GUARDED.test(cell) ? cell.slice(1) : cell
}

export function csvLine(values: readonly unknown[]): string {
	return `${values.map(csvValue).join(',')}\r\n`
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
	return [header, ...rows].map(csvLine).join('')
}

/** Every export starts with the UTF-8 byte order mark, so Excel reads accents ("Hélène") as written. */
export const CSV_BOM = '\uFEFF'

/**
 * A CSV as a stream (after the byte order mark): the header, then the rows a batch at a time, pausing
 * between batches, so a long list is never one string in memory and never
 * holds up other requests while it is written out.
 */
export function csvStream<T>(
	header: readonly string[],
	items: Sliceable<T>,
	toRow: (item: T) => readonly unknown[],
	batch = 1000,
): ReadableStream<Uint8Array> {
	const encoder = new TextEncoder()
	let next = 0
	return new ReadableStream({
		start(controller) {
			controller.enqueue(encoder.encode(CSV_BOM + csvLine(header)))
		},
		async pull(controller) {
			if (next >= items.length) return controller.close()
			if (next > 0) await new Promise((resolve) => setTimeout(resolve, 0))
			// A batch at a time: a list read from the disk (the activity log's) is read as it is sent.
			const end = Math.min(items.length, next + batch)
			let text = ''
			for (const item of items.slice(next, end)) text += csvLine(toRow(item))
			next = end
			controller.enqueue(encoder.encode(text))
		},
	})
}

type SubscriberRow = { email: string; name: string; status: string; subscribed_at: string; source: string }

export const SUBSCRIBER_CSV_HEADER = ['Email', 'Name', 'Status', 'Subscribed At', 'Source'] as const

export function subscriberRow(s: SubscriberRow): readonly unknown[] {
	return [s.email, s.name, s.status, s.subscribed_at, s.source]
}

export function subscribersCsv(subscribers: Sliceable<SubscriberRow>): ReadableStream<Uint8Array> {
	return csvStream(SUBSCRIBER_CSV_HEADER, subscribers, subscriberRow)
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
	return (
		CSV_BOM +
		toCsv(
			ENQUIRY_CSV_HEADER,
			enquiries.map((e) => [e.created_at, e.status, e.name, e.email, e.phone, e.about, e.link, e.message]),
		)
	)
}

/** enquiries-{YYYY-MM-DD}.csv, in UTC. */
export function enquiriesCsvName(today = new Date()) {
	return `enquiries-${today.toISOString().slice(0, 10)}.csv`
}
