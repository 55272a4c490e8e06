import { z } from '#app/utils/zod.ts'
import { galleryCurrency, isCurrencyCode } from '#app/utils/money.ts'
import { defineFields, inputShape } from './entity-fields.ts'
import { blankAsUndefined, multilineText, optionalText } from './fields.ts'
import { isoDate, recordId } from './stored-fields.ts'

/** Where a sale stands (contract section 20): invoiced when recorded, then paid, or cancelled. */
export const SALE_STATUSES = ['invoiced', 'paid', 'cancelled'] as const
export type SaleStatus = (typeof SALE_STATUSES)[number]
export const SALE_STATUS_LABELS: Record<SaleStatus, string> = {
	invoiced: 'Invoiced',
	paid: 'Paid',
	cancelled: 'Cancelled',
}

/**
 * Where a sale may go from each status, as the sale's page moves it (Mark paid, Cancel sale): a paid sale is not
 * invoiced again, and a cancelled one stays cancelled (the work sold again is another sale).
 */
export const SALE_STATUS_MOVES: Record<SaleStatus, readonly SaleStatus[]> = {
	invoiced: ['invoiced', 'paid', 'cancelled'],
	paid: ['paid', 'cancelled'],
	cancelled: ['cancelled'],
}

/** An invoice's number: the year of the sale and its place in that year, `2026-0007` (docs/admin.md, 'Sales'). */
export const INVOICE_NUMBER = /^(\d{4})-(\d{4,})$/

const MAX_AMOUNT = 1_000_000_000

/** A calendar day, 'YYYY-MM-DD'. */
const calendarDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'not a date')

const DAY_MESSAGE = 'Must be a date, such as 2026-05-01'

/** A day typed in a date field or sent as JSON ('2026-05-01', or an ISO date-time whose day is taken). */
const soldAtInput = z.preprocess(
	(v) => (typeof v === 'string' ? v.trim().slice(0, 10) : v),
	z
		.string({ error: DAY_MESSAGE })
		.regex(/^\d{4}-\d{2}-\d{2}$/, DAY_MESSAGE)
		.refine((v) => {
			const time = Date.parse(`${v}T00:00:00Z`)
			return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === v && v >= '1000'
		}, DAY_MESSAGE),
)

/** A percentage from 0 to 100 (a blank is 0). */
function percent(label: string) {
	return z.preprocess(
		(v) => {
			const value = blankAsUndefined(v)
			if (value === undefined) return 0
			return typeof value === 'string' ? Number(value.trim().replace(/%$/, '')) : value
		},
		z
			.number({ error: `${label} must be a number` })
			.refine((n) => Number.isFinite(n) && n >= 0 && n <= 100, `${label} must be from 0 to 100`),
	)
}

/** An amount in the sale's currency: zero or more, with at most two decimals (a blank is none). */
function amount(label: string, { required }: { required: boolean }) {
	return z.preprocess(
		(v) => {
			const value = blankAsUndefined(v)
			if (value === undefined) return null
			return typeof value === 'string' ? Number(value.trim().replace(/[\s,]/g, '')) : value
		},
		z
			.number({ error: `${label} must be a number` })
			.refine((n) => Number.isFinite(n) && n >= 0, `${label} must be a number, zero or more`)
			.refine((n) => n <= MAX_AMOUNT, `${label} must be at most ${MAX_AMOUNT.toLocaleString('en-US')}`)
			.refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, `${label} may have at most two decimals`)
			.nullable()
			.refine((n) => !required || n !== null, `${label} is required`)
			.transform((n) => n ?? 0),
	)
}

/** A contact's or an artwork's id, from a select (blank is none) or JSON. */
function optionalId(message: string) {
	return z.preprocess(
		(v) => {
			const value = blankAsUndefined(v)
			if (value === undefined) return null
			return typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value
		},
		z.number({ error: message }).int(message).positive(message).nullable(),
	)
}

/**
 * Every field of a sale, declared once (app/schemas/entity-fields.ts). What is
 * typed: the work (and later the impression), the buyer (a contact, or an email
 * that picks or makes one), the day and the amounts. What the server sets: the
 * buyer's name and address as printed (copied from the contact when the sale is
 * recorded), the total, what the consignor is owed, the invoice number and the status's
 * changes (app/data/sales.server.ts). None of it is ever public.
 */
export const SALE_FIELDS = defineFields({
	artwork_id: {
		input: optionalId('Choose the work sold').refine((v) => v !== null, 'Choose the work sold'),
		stored: recordId,
		public: false,
	},
	/** Which impression of an edition was sold; '' for a unique work. */
	impression_label: { input: optionalText(40, 'Impression'), stored: z.string().max(40).default(''), public: false },
	/** The buyer: a contact's id, or none when `buyer_email` names them. */
	contact_id: {
		input: optionalId('Buyer must be the id of a contact'),
		stored: recordId.nullable(),
		public: false,
	},
	/** As printed on the invoice; copied from the contact at record time when not typed. */
	buyer_name: { input: optionalText(200, 'Buyer name'), stored: z.string().max(200), public: false },
	buyer_address: { input: multilineText(1000, 'Buyer address'), stored: z.string().max(1000), public: false },
	sold_at: { input: soldAtInput, stored: calendarDay, public: false },
	price: { input: amount('Price', { required: true }), stored: z.number().nonnegative(), public: false },
	currency: {
		input: z.preprocess(
			(v) => {
				const value = blankAsUndefined(v)
				return typeof value === 'string' ? value.trim().toUpperCase() : (value ?? galleryCurrency())
			},
			z
				.string({ error: 'Currency must be a three-letter code such as EUR' })
				.refine(isCurrencyCode, 'Currency must be a three-letter code such as EUR'),
		),
		stored: z.string().refine(isCurrencyCode, 'not an ISO 4217 currency code'),
		public: false,
	},
	discount_pct: { input: percent('Discount'), stored: z.number().min(0).max(100), public: false },
	tax_pct: { input: percent('Tax'), stored: z.number().min(0).max(100), public: false },
	shipping: { input: amount('Shipping', { required: false }), stored: z.number().nonnegative(), public: false },
	notes: { input: multilineText(10_000, 'Notes'), stored: z.string().max(10_000), public: false },
	/** Invoiced when recorded; 'paid' by Mark paid, 'cancelled' by Cancel (which makes the work available again). */
	status: {
		input: z.preprocess(
			(v) => blankAsUndefined(v) ?? 'invoiced',
			z.enum(SALE_STATUSES, { error: `Status must be one of ${SALE_STATUSES.join(', ')}` }),
		),
		stored: z.enum(SALE_STATUSES),
		public: false,
	},
	total: { stored: z.number().nonnegative(), public: false },
	consignor_owed: { stored: z.number().nonnegative().nullable().default(null), public: false },
	invoice_number: { stored: z.string().regex(INVOICE_NUMBER, 'not an invoice number'), public: false },
	created_at: { stored: isoDate },
	updated_at: { stored: isoDate },
})

/** POST/PUT /api/admin/sales and the record-a-sale form: the fields, and `buyer_email` to pick or make the buyer. */
export const SaleSchema = z.object({
	...inputShape(SALE_FIELDS),
	/** Picks the contact with this email, or makes one (named `buyer_name`) when none has it. */
	buyer_email: optionalText(254, 'Buyer email').refine(
		(v) => v === '' || z.email().safeParse(v).success,
		'Please enter a valid email address',
	),
})
export type SaleInput = z.output<typeof SaleSchema>

/** Rounds to cents, as invoices print amounts. */
function cents(n: number) {
	return Math.round(n * 100) / 100
}

/** The price less the discount: what tax and the consignor's share are reckoned on. */
export function netPrice(sale: Pick<SaleInput, 'price' | 'discount_pct'>): number {
	return cents(sale.price * (1 - sale.discount_pct / 100))
}

/** The tax on the net price. */
export function taxAmount(sale: Pick<SaleInput, 'price' | 'discount_pct' | 'tax_pct'>): number {
	return cents((netPrice(sale) * sale.tax_pct) / 100)
}

/** Contract section 20: the price less the discount, plus tax on that, plus shipping. */
export function saleTotal(sale: Pick<SaleInput, 'price' | 'discount_pct' | 'tax_pct' | 'shipping'>): number {
	return cents(netPrice(sale) + taxAmount(sale) + sale.shipping)
}

/** A consignor's part of a sale: the net price times their share (tax and shipping left out). */
export function consignorOwed(sale: Pick<SaleInput, 'price' | 'discount_pct'>, sharePct: number): number {
	return cents((netPrice(sale) * sharePct) / 100)
}

/** The invoice number of the `n`th sale of `year`. */
export function invoiceNumber(year: string, n: number): string {
	return `${year}-${String(n).padStart(4, '0')}`
}
