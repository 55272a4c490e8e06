import {
	consignorOwed,
	INVOICE_NUMBER,
	invoiceNumber,
	SALE_STATUS_MOVES,
	type SaleInput,
	saleTotal,
} from '#app/schemas/sale.ts'
import { type Artwork, type SaleRecord } from '#app/schemas/records.ts'
import { now } from '#app/utils/clock.ts'
import { findImpression } from '#app/utils/impressions.ts'
import { linkContact } from './contact-links.server.ts'
import {
	ConflictError,
	type Draft,
	InvalidRecordError,
	mutate,
	NotFoundError,
	type Reader,
	ready,
} from './db.server.ts'
import { type InputFrom, inputFor } from './lookup.ts'
import { markAvailable, markSold } from './impressions.server.ts'
import { checkVersion, resolveStale, saveVersioned, type WriteOptions } from './revisions.server.ts'

/**
 * Sales (contract section 20; docs/admin.md, 'Sales'). Recording a sale marks
 * the work sold in the same change, and cancelling one makes it available again:
 * the sale and the work are never out of step. A sale is never deleted, so its
 * invoice number is never given again.
 */

export const ALREADY_SOLD = 'This work is already sold; cancel its sale before selling it again'
export const ALREADY_CANCELLED = 'This sale is already cancelled'
/** The fields a recorded sale keeps: another work or impression is another sale (cancel this one). */
const FIXED_FIELDS = ['artwork_id', 'impression_label'] as const

/** Newest first: by day, then by the order they were recorded. */
export function compareSales(a: SaleRecord, b: SaleRecord) {
	return b.sold_at.localeCompare(a.sold_at) || b.id - a.id
}

/** Every sale, newest first; remembered until the sales change. */
export async function listSales(): Promise<readonly SaleRecord[]> {
	const store = await ready()
	return store.remember(['sales'], 'newest-first', () =>
		Object.freeze([...store.tables.sales.all()].sort(compareSales)),
	)
}

/** What `compute` makes of the list, remembered until the sales change. */
export async function viewSales<T>(key: string, compute: (all: readonly SaleRecord[]) => T): Promise<T> {
	const store = await ready()
	return store.remember(['sales'], `view:${key}`, () =>
		compute(Object.freeze([...store.tables.sales.all()].sort(compareSales))),
	)
}

export async function getSale(id: number): Promise<SaleRecord | null> {
	return (await ready()).tables.sales.get(id) ?? null
}

/** The sales of a work, oldest first. */
export function salesOfArtwork(reader: Reader, artworkId: number): SaleRecord[] {
	return reader.group('sales', 'artwork', String(artworkId))
}

/** A buyer's purchases, oldest first. */
export function salesOfContact(reader: Reader, contactId: number): SaleRecord[] {
	return reader.group('sales', 'contact', String(contactId))
}

/**
 * The next invoice number of `year`: one more than the highest given in it. Read inside the change, which
 * the store runs one at a time (on PostgreSQL under the write lock, after taking in what other servers
 * stored), so two sales recorded at once, or on two servers, get two numbers; the unique index on
 * `invoice_number` would refuse a second one anyway. Sales are never deleted, so no number comes back.
 */
function nextInvoiceNumber(draft: Draft, year: string): string {
	let highest = 0
	for (const sale of draft.all('sales')) {
		const match = INVOICE_NUMBER.exec(sale.invoice_number)
		if (match?.[1] === year) highest = Math.max(highest, Number(match[2]))
	}
	return invoiceNumber(year, highest + 1)
}

/** The work sold: it must exist (400), and neither it nor the impression may have a sale not cancelled (409). */
function workToSell(
	draft: Draft,
	input: Pick<SaleInput, 'artwork_id' | 'impression_label'>,
): { work: Artwork; label: string } {
	const work = input.artwork_id === null ? undefined : draft.get('artworks', input.artwork_id)
	if (!work) throw new InvalidRecordError('artwork_id', 'The work sold does not exist')
	// The impression as the edition labels it (`4` and `4/15` name `4/12`); markSold refuses a label it has not.
	const label = input.impression_label
		? (findImpression(work.impressions, input.impression_label)?.label ?? input.impression_label)
		: ''
	const open = salesOfArtwork(draft, work.id).some(
		(sale) => sale.status !== 'cancelled' && sale.impression_label === label,
	)
	if (open) throw new ConflictError(label ? 'impression_label' : 'artwork_id', ALREADY_SOLD)
	return { work, label }
}

/** What the consignor of a consigned work is owed for this sale; null for the gallery's own work. */
function owedFor(work: Artwork | undefined, sale: Pick<SaleInput, 'price' | 'discount_pct'>): number | null {
	return work?.consignment ? consignorOwed(sale, work.consignment.consignor_share_pct) : null
}

/**
 * Records a sale (docs/admin.md, 'Sales'), in one change: the buyer (the contact named, or the one with
 * `buyer_email`, made when none has it), their name and address as printed (copied from the contact unless
 * typed), the total, the next invoice number of the sale's year, and the work marked sold.
 */
export async function recordSale(input: SaleInput, { actor }: WriteOptions = {}): Promise<SaleRecord> {
	return mutate((draft) => {
		const { work, label } = workToSell(draft, input)
		if (input.status === 'cancelled') throw new InvalidRecordError('status', 'A new sale is invoiced or paid')
		const contactId =
			input.contact_id ?? linkContact(draft, { email: input.buyer_email, name: input.buyer_name || input.buyer_email })
		const buyer = contactId === null ? undefined : draft.get('contacts', contactId)
		if (!buyer) {
			throw input.contact_id === null
				? new InvalidRecordError('contact_id', 'Choose the buyer, or give their email')
				: new InvalidRecordError('contact_id', 'The buyer is not a contact')
		}
		const { buyer_email: _email, ...fields } = input
		const time = now()
		const sale = saveVersioned(
			draft,
			'sales',
			{
				...fields,
				id: draft.takeId('sales'),
				version: 1,
				artwork_id: work.id,
				impression_label: label,
				contact_id: buyer.id,
				buyer_name: input.buyer_name || buyer.name,
				buyer_address: input.buyer_address || buyer.address,
				total: saleTotal(input),
				consignor_owed: owedFor(work, input),
				invoice_number: nextInvoiceNumber(draft, input.sold_at.slice(0, 4)),
				created_at: time,
				updated_at: time,
			},
			{ current: null, actor },
		)
		// The work, or its impression, is sold in the same change (409 when it already is: marked sold by hand).
		markSold(draft, work.id, label || null, { actor })
		return sale
	})
}

/** Cancels a sale inside a change: the work is available again, unless another sale holds it. */
function putCancelled(draft: Draft, current: SaleRecord, options: WriteOptions, fields: Partial<SaleRecord> = {}) {
	const sale = saveVersioned(
		draft,
		'sales',
		{ ...current, ...fields, status: 'cancelled', updated_at: now() },
		{ current, actor: options.actor, version: options.version },
	)
	// A work deleted since keeps its sale, cancelled; there is nothing left to make available.
	if (draft.get('artworks', current.artwork_id)) {
		markAvailable(draft, current.artwork_id, current.impression_label || null, { actor: options.actor })
	}
	return sale
}

/** Cancels a sale (also a paid one): it keeps its invoice number, and the work is available again. */
export async function cancelSale(id: number, options: WriteOptions = {}): Promise<SaleRecord> {
	return mutate((draft) => {
		const current = draft.get('sales', id)
		if (!current) throw new NotFoundError('Sale not found')
		checkVersion(draft, 'sales', current, options.version)
		if (current.status === 'cancelled') throw new ConflictError('status', ALREADY_CANCELLED)
		return putCancelled(draft, current, options)
	})
}

/**
 * Changes a sale: its buyer's name and address as printed, the day (within its invoice's year), the amounts (the
 * total follows), notes and status, as the sale's page moves it (SALE_STATUS_MOVES; cancelled as `cancelSale`).
 * The work and impression stay: another is another sale. From a version that moved on, it is refused
 * (VersionConflictError), or with `merge` ("Save mine anyway") only my changes are written and the figures
 * worked out again from the merged amounts.
 */
export async function updateSale(
	id: number,
	input: InputFrom<SaleRecord, SaleInput>,
	options: WriteOptions = {},
): Promise<SaleRecord> {
	return mutate((draft) => {
		const current = draft.get('sales', id)
		if (!current) throw new NotFoundError('Sale not found')
		const value = inputFor(input, current)
		for (const field of FIXED_FIELDS) {
			if (value[field] !== current[field]) {
				throw new InvalidRecordError(field, `A sale's ${field} cannot change: cancel it and record another`)
			}
		}
		// The invoice number carries the year of the sale: another year is another invoice.
		if (value.sold_at.slice(0, 4) !== current.sold_at.slice(0, 4)) {
			throw new InvalidRecordError(
				'sold_at',
				`The day of sale stays in ${current.sold_at.slice(0, 4)}, the year of its invoice: cancel it and record another`,
			)
		}
		if (value.contact_id !== current.contact_id && value.contact_id !== null) {
			if (!draft.get('contacts', value.contact_id))
				throw new InvalidRecordError('contact_id', 'The buyer is not a contact')
		}
		const { buyer_email: _email, ...fields } = value
		let next: SaleRecord = { ...current, ...fields, invoice_number: current.invoice_number, updated_at: now() }
		const { version, merge } = options
		if (typeof version === 'number' && version !== current.version) {
			next = resolveStale(draft, 'sale', current, next, { version, merge }) as SaleRecord
		}
		next = {
			...next,
			total: saleTotal(next),
			consignor_owed: owedFor(draft.get('artworks', current.artwork_id), next),
		}
		if (!SALE_STATUS_MOVES[current.status].includes(next.status)) {
			throw new ConflictError(
				'status',
				current.status === 'cancelled'
					? 'A cancelled sale stays cancelled: record the sale again'
					: 'A paid sale stays paid: cancel it to undo the sale',
			)
		}
		if (next.status === 'cancelled' && current.status !== 'cancelled') {
			return putCancelled(draft, current, { actor: options.actor }, next)
		}
		return saveVersioned(draft, 'sales', next, { current, actor: options.actor })
	})
}
