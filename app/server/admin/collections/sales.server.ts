import { getSale, listSales, recordSale, updateSale, viewSales } from '#app/data/sales.server.ts'
import { ConflictError } from '#app/data/db.server.ts'
import { SALE_STATUS_LABELS, SALE_STATUS_MOVES, SALE_STATUSES, SaleSchema } from '#app/schemas/sale.ts'
import { filterSales, SALE_FILTERS } from '#app/utils/admin-filters.ts'
import { COLLECTIONS } from '#app/utils/collections.ts'
import { getArtwork } from '#app/data/artworks.server.ts'
import { type SaleRecord } from '#app/schemas/records.ts'
import { defineCollection } from './collection.server.ts'

/**
 * Sales (docs/admin.md, 'Sales'): admins only, never public, without
 * visibility. A sale is recorded from the artwork's screen or the buyer's page
 * (app/server/admin/sales.server.ts), not from an add form of its own; its
 * edit form (`/admin/sales/{id}/edit`) changes what was agreed, never the work
 * or the buyer's contact. It is cancelled, never deleted, so its invoice number
 * is never given again.
 */
export const sales = defineCollection({
	...COLLECTIONS.sales,
	schema: SaleSchema,
	data: {
		list: listSales,
		get: getSale,
		create: recordSale,
		update: updateSale,
		view: viewSales,
		remove: async () => {
			throw new ConflictError('status', 'A sale is never deleted: cancel it')
		},
	},
	list: {
		texts: {
			title: 'Sales',
			subtitle: 'Every sale with its invoice, newest first',
			search: 'Search by invoice number or buyer...',
			add: 'Record a Sale',
			getStarted: 'Record a sale from an artwork or from a contact’s page.',
			plural: 'sales',
		},
		params: SALE_FILTERS,
		filter: filterSales,
		stats: [
			{ label: 'Total Sales', count: (all) => all.filter((s) => s.status !== 'cancelled').length },
			{ label: 'Open Invoices', count: (all) => all.filter((s) => s.status === 'invoiced').length },
			{ label: 'Paid', count: (all) => all.filter((s) => s.status === 'paid').length },
		],
		selects: async () => [
			{
				name: 'status',
				label: 'Status',
				options: [
					{ value: '', label: 'All Statuses' },
					...SALE_STATUSES.map((s) => ({ value: s, label: SALE_STATUS_LABELS[s] })),
				],
			},
		],
		label: (s) => `Invoice ${s.invoice_number}`,
	},
	form: {
		category: null,
		placeUploads: () => {},
		images: () => [],
		options: saleFormOptions,
		editedPath: (sale) => `/admin/sales/${sale.id}`,
		// The work, the impression and the buyer's contact are the sale itself: the form cannot change them.
		editInput: (value, sale) => ({
			...value,
			artwork_id: sale.artwork_id,
			impression_label: sale.impression_label,
			contact_id: sale.contact_id,
		}),
	},
})

/** What the edit form shows beside its fields: the invoice, the work sold, and the statuses it may move to. */
async function saleFormOptions(sale?: SaleRecord) {
	if (!sale) return { invoice: '', work: '', statuses: [] as { value: string; label: string }[] }
	const work = await getArtwork(sale.artwork_id, 'all')
	return {
		invoice: sale.invoice_number,
		work: work
			? [
					work.title,
					work.artist_name,
					work.stock_number,
					sale.impression_label && `impression ${sale.impression_label}`,
				]
					.filter(Boolean)
					.join(', ')
			: 'A deleted work',
		statuses: SALE_STATUS_MOVES[sale.status].map((s) => ({ value: s, label: SALE_STATUS_LABELS[s] })),
	}
}
