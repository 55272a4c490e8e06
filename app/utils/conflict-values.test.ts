import { describe, expect, it } from 'vitest'
import { conflictValue, fieldLabel } from './conflict-values.ts'

describe('conflict values', () => {
	it('reads field names as labels', () => {
		expect(fieldLabel('price')).toBe('Price')
		expect(fieldLabel('assigned_artists')).toBe('Assigned artists')
		expect(fieldLabel('translations.de.title')).toBe('Title (German)')
		expect(fieldLabel('translations.fr.exhibition_history')).toBe('Exhibition history (French)')
		expect(fieldLabel('artist_id')).toBe('Artist')
	})

	it('shows values as staff read them, never a password hash', () => {
		expect(conflictValue('price', 41000)).toBe('41,000')
		expect(conflictValue('year', 2025)).toBe('2025')
		expect(conflictValue('title', 'Morning Field')).toBe('Morning Field')
		expect(conflictValue('curator', '')).toBe('(empty)')
		expect(conflictValue('price', null)).toBe('(empty)')
		expect(conflictValue('is_visible', false)).toBe('No')
		expect(conflictValue('images', ['/api/file/1', '/api/file/2'])).toBe('2 images')
		expect(conflictValue('assigned_artists', ['3', '4'])).toBe('3, 4')
		expect(conflictValue('items', [{ artwork_id: 1 }])).toBe('1 item')
		expect(conflictValue('password_hash', 'abc')).toBe('set')
		expect(conflictValue('description', 'x'.repeat(400))).toHaveLength(160)
	})
})
