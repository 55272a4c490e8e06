import { describe, expect, it } from 'vitest'
import { type ReportSale, salesReport } from './sales-report.ts'

const sale = (over: Partial<ReportSale>): ReportSale => ({
	sold_at: '2030-03-14',
	status: 'invoiced',
	currency: 'EUR',
	price: 1000,
	discount_pct: 0,
	total: 1000,
	consignor_owed: null,
	artist: 'Ada',
	...over,
})

describe('salesReport', () => {
	const sales = [
		sale({}),
		sale({ sold_at: '2030-03-20', price: 2000, discount_pct: 10, total: 2160, consignor_owed: 900, artist: 'Bo' }),
		sale({ sold_at: '2030-04-02', currency: 'GBP', total: 1000 }),
		sale({ sold_at: '2030-04-03', status: 'cancelled' }),
		sale({ sold_at: '2030-05-01', status: 'paid', artist: 'Bo' }),
	]
	it('sums the sales not cancelled by month, each currency apart, oldest first', () => {
		expect(salesReport(sales, 'month')).toEqual([
			{ group: '2030-03', currency: 'EUR', sales: 2, net: 2800, total: 3160, consignor_owed: 900 },
			{ group: '2030-04', currency: 'GBP', sales: 1, net: 1000, total: 1000, consignor_owed: 0 },
			{ group: '2030-05', currency: 'EUR', sales: 1, net: 1000, total: 1000, consignor_owed: 0 },
		])
	})
	it('sums by artist between two days, both included', () => {
		expect(salesReport(sales, 'artist', { from: '2030-03-20', to: '2030-05-01' })).toEqual([
			{ group: 'Ada', currency: 'GBP', sales: 1, net: 1000, total: 1000, consignor_owed: 0 },
			{ group: 'Bo', currency: 'EUR', sales: 2, net: 2800, total: 3160, consignor_owed: 900 },
		])
	})
})
