import { describe, expect, test } from 'vitest'
import { type CheckSubject } from './check.ts'
import { fieldContent } from './field-content.ts'

const subject = (alt: string, description = 'A text.'): CheckSubject => ({
	title: 'Blue Hour',
	texts: [{ field: 'description', text: description }],
	images: [{ field: 'images', url: '/api/file/1', alt, originalName: 'a.jpg', width: 800, height: 600, large: true }],
	details: { medium: '', size: '', height: null, width: null, depth: null },
})

describe('what a check read of a field', () => {
	test('changes with the field, and only with it', () => {
		expect(fieldContent(subject(''), 'images')).toBe(fieldContent(subject('', 'Another text.'), 'images'))
		expect(fieldContent(subject(''), 'images')).not.toBe(fieldContent(subject('Boats at dawn'), 'images'))
		expect(fieldContent(subject(''), 'description')).not.toBe(fieldContent(subject('', 'Another text.'), 'description'))
		expect(fieldContent(subject(''), 'medium')).toContain('"medium":""')
	})
})
