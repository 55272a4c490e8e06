import { describe, expect, it } from 'vitest'
import { demoGalleryHours } from './content.ts'

describe('the demo gallery’s opening hours', () => {
	it('keep the spec’s form in en-US and read the locale’s days and clock elsewhere', () => {
		expect(demoGalleryHours('en-US')).toBe('Tue-Fri: 10AM-6PM, Sat-Sun: 12PM-8PM')
		expect(demoGalleryHours('en-GB')).toBe('Tue–Fri: 10:00–18:00, Sat–Sun: 12:00–20:00')
	})
})
