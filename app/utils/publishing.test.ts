import { describe, expect, test } from 'vitest'
import { isPublicNow, isScheduled } from './publishing.ts'

const at = Date.parse('2026-06-01T12:00:00.000Z')

describe('public now', () => {
	test('visible with no publish time: public', () => {
		expect(isPublicNow({ is_visible: true, publish_at: null }, at)).toBe(true)
		expect(isPublicNow({ is_visible: true }, at)).toBe(true)
	})
	test('hidden: never public, whatever its time', () => {
		expect(isPublicNow({ is_visible: false, publish_at: null }, at)).toBe(false)
		expect(isPublicNow({ is_visible: false, publish_at: '2026-01-01T00:00:00.000Z' }, at)).toBe(false)
		expect(isScheduled({ is_visible: false, publish_at: '2027-01-01T00:00:00.000Z' }, at)).toBe(false)
	})
	test('visible and scheduled: public from its time on', () => {
		const record = { is_visible: true, publish_at: '2026-06-01T12:00:00.000Z' }
		expect(isPublicNow(record, at - 1)).toBe(false)
		expect(isScheduled(record, at - 1)).toBe(true)
		expect(isPublicNow(record, at)).toBe(true)
		expect(isScheduled(record, at)).toBe(false)
	})
})
