import { describe, expect, it } from 'vitest'
import { ArtworkSchema, PRICE_REQUIRED } from './artwork.ts'
import { EnquirySchema, EnquiryStatusSchema } from './enquiry.ts'
import { artworkRecord } from './records.ts'
import { SaleSchema } from './sale.ts'

const messages = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
	Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))

describe('artwork sales fields', () => {
	it('default to available, price on request, the gallery currency and cm when not sent', () => {
		expect(ArtworkSchema.parse({ title: 'Dusk', artist_id: 1 })).toMatchObject({
			availability: 'available',
			price: null,
			currency: 'EUR',
			price_display: 'on_request',
			edition: '',
			height: null,
			width: null,
			depth: null,
			dimension_unit: 'cm',
		})
	})
	it('read form fields: blanks as unknown, numbers with separators, currency in capitals', () => {
		const r = ArtworkSchema.parse({
			title: 'Dusk',
			artist_id: '1',
			availability: 'reserved',
			price: '12,500',
			currency: 'gbp',
			price_display: 'show',
			height: '60.5',
			width: '',
			depth: ' ',
			dimension_unit: 'in',
		})
		expect(r).toMatchObject({ price: 12500, currency: 'GBP', height: 60.5, width: null, depth: null })
	})
	it('give a message per field for bad values', () => {
		const r = ArtworkSchema.safeParse({
			title: 'Dusk',
			artist_id: 1,
			availability: 'gone',
			price: '12.5',
			currency: 'EURO',
			price_display: 'maybe',
			height: '-3',
			width: 'wide',
			dimension_unit: 'ft',
		})
		expect(messages(r)).toMatchObject({
			availability: 'Availability must be one of available, reserved, sold, not_for_sale, on_loan',
			price: 'Price must be a whole number',
			currency: 'Currency must be a three-letter code such as EUR',
			price_display: 'Price display must be one of show, on_request, hidden',
			height: 'Height must be more than zero',
			width: 'Width must be a number',
			dimension_unit: 'Unit must be one of cm, in',
		})
	})
	it('ask for a price before showing one', () => {
		const r = ArtworkSchema.safeParse({ title: 'Dusk', artist_id: 1, price_display: 'show' })
		expect(messages(r)).toEqual({ price: PRICE_REQUIRED })
	})
	it('let a stored record from before them load with the defaults', () => {
		const old = {
			id: 1,
			slug: 'dusk',
			title: 'Dusk',
			artist_id: 1,
			artist_name: 'A',
			year: 2020,
			medium: '',
			size: '',
			description: '',
			images: [],
			featured_image: '',
			category: '',
			is_visible: true,
			created_at: '2025-01-01T00:00:00.000Z',
			updated_at: '2025-01-01T00:00:00.000Z',
		}
		expect(artworkRecord.parse(old)).toMatchObject({
			availability: 'available',
			price: null,
			currency: 'EUR',
			price_display: 'on_request',
			dimension_unit: 'cm',
		})
	})
})

describe('EnquirySchema', () => {
	it('requires name, a valid email and a message; phone and ids are optional', () => {
		expect(messages(EnquirySchema.safeParse({}))).toMatchObject({
			name: 'Name is required',
			email: 'Email is required',
			message: 'Message is required',
		})
		expect(messages(EnquirySchema.safeParse({ name: 'A', email: 'nope', message: 'x' }))).toEqual({
			email: 'Please enter a valid email address',
		})
		expect(
			EnquirySchema.parse({ name: ' Ada ', email: 'ada@example.com', message: 'Hi', artwork_id: '3' }),
		).toMatchObject({ name: 'Ada', artwork_id: 3, exhibition_id: null, phone: '' })
		expect(messages(EnquirySchema.safeParse({ name: 'A', email: 'a@b.co', message: 'x', phone: 'call me' }))).toEqual({
			phone: 'Please enter a valid phone number',
		})
		expect(messages(EnquirySchema.safeParse({ name: 'A', email: 'a@b.co', message: 'x'.repeat(5001) }))).toEqual({
			message: 'Message must be at most 5000 characters',
		})
	})
	it('accepts only the three statuses', () => {
		expect(EnquiryStatusSchema.parse({ status: 'replied' })).toEqual({ status: 'replied' })
		expect(messages(EnquiryStatusSchema.safeParse({ status: 'spam' }))).toEqual({
			status: 'Status must be one of new, replied, closed',
		})
	})
})

describe('a sale as its forms send it', () => {
	it('keeps the buyer address and notes with one kind of line end, as the API stores them', () => {
		const sent = {
			artwork_id: '3',
			sold_at: '2030-01-02',
			price: '100',
			buyer_address: '1 Quay\r\nCork\rIreland',
			notes: 'a\r\nb',
		}
		expect(SaleSchema.parse(sent)).toMatchObject({ buyer_address: '1 Quay\nCork\nIreland', notes: 'a\nb' })
	})
})
