import { getSale, listSales, recordSale, updateSale, viewSales } from '#app/data/sales.server.ts'
import { ConflictError } from '#app/data/db.server.ts'
import { SALE_STATUS_LABELS, SALE_STATUSES, SaleSchema } from '#app/schemas/sale.ts'
import { filterSales, SALE_FILTERS } from '#app/utils/admin-filters.ts'
import { COLLECTIONS } from '#app/utils/collections.ts'
import { defineListCollection } from './collection.server.ts'

/**
 * Sales (docs/admin.md, 'Sales'): admins only, never public, without
 * visibility. A sale is recorded from the artwork's screen or the buyer's page
 * (app/server/admin/sales.server.ts), not from an add form of its own; it is
 * cancelled, never deleted, so its invoice number is never given again.
 */
export const sales = defineListCollection({
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
})
