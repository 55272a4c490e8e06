import { describe, expect, it } from 'vitest'
import { buildEnquiryMail, oneLine } from './enquiry-mail.server.ts'

const enquiry = {
	id: 1,
	artwork_id: 1,
	exhibition_id: null,
	name: 'Ada\r\nBcc: victim@example.com',
	email: 'ada@example.com',
	phone: '+44 20 7946 0000',
	message: 'Is it still available?\nThanks',
	status: 'new' as const,
	viewing_room_id: null,
	recipient_id: null,
	kind: 'enquiry' as const,
	fair_id: null,
	preferred_date: null,
	created_at: '2026-01-01T00:00:00.000Z',
	updated_at: '2026-01-01T00:00:00.000Z',
}

describe('the enquiry notice', () => {
	it('makes header text one line', () => {
		expect(oneLine('a\r\nb\tc\u0000d')).toBe('a b c d')
		expect(oneLine('x'.repeat(500), 10)).toHaveLength(10)
	})
	it('replies to the visitor and names the work with its absolute link', () => {
		const mail = buildEnquiryMail({
			enquiry,
			subject: {
				kind: 'artwork',
				title: 'Morning\nField',
				path: '/artwork/morning-field',
				admin_path: '/admin/artworks/1/edit',
				image: '',
				is_visible: true,
			},
			origin: 'https://gallery.example.org',
			galleryName: 'Meridian Gallery',
			from: 'gallery@gallery.example.org',
			to: 'staff@gallery.example.org',
		})
		expect(mail.replyTo).toEqual({ name: 'Ada Bcc: victim@example.com', address: 'ada@example.com' })
		expect(mail.subject).toBe('Enquiry about "Morning Field" from Ada Bcc: victim@example.com')
		expect(mail.subject).not.toMatch(/[\r\n]/)
		expect(mail.text).toContain('https://gallery.example.org/artwork/morning-field')
		expect(mail.text).toContain('Is it still available?\nThanks')
		expect(mail.text).toContain('Phone: +44 20 7946 0000')
		expect(mail.to).toBe('staff@gallery.example.org')
	})
	it('says an appointment request at a fair with its day', () => {
		const mail = buildEnquiryMail({
			enquiry: {
				...enquiry,
				name: 'Ines Collector',
				artwork_id: null,
				kind: 'appointment',
				fair_id: 3,
				preferred_date: '2099-06-13',
			},
			subject: {
				kind: 'fair',
				title: 'Art Basel',
				path: '/fair/art-basel',
				admin_path: '/admin/fairs/3/edit',
				image: '',
				is_visible: true,
			},
			origin: 'https://gallery.example.org',
			galleryName: 'Meridian Gallery',
			from: 'gallery@gallery.example.org',
			to: 'staff@gallery.example.org',
		})
		expect(mail.subject).toBe('Appointment request at "Art Basel" from Ines Collector')
		expect(mail.text).toContain('asks for an appointment at "Art Basel" on 2099-06-13.')
		expect(mail.text).toContain('Fair: https://gallery.example.org/fair/art-basel')
	})
})
