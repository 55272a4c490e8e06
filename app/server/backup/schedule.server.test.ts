import { describe, expect, it } from 'vitest'
import { DAY_MS, nextBackupDelay } from './schedule.server.ts'

describe('nextBackupDelay', () => {
	const now = new Date('2026-03-10T12:00:00Z')
	it('backs up at once when there is no backup or the newest is a day old', () => {
		expect(nextBackupDelay(null, now)).toBe(0)
		expect(nextBackupDelay(new Date('2026-03-09T12:00:00Z'), now)).toBe(0)
		expect(nextBackupDelay(new Date('2026-03-01T00:00:00Z'), now)).toBe(0)
	})
	it('waits until the newest backup is a day old', () => {
		expect(nextBackupDelay(new Date('2026-03-10T06:00:00Z'), now)).toBe(18 * 60 * 60 * 1000)
	})
	it('waits at most a day when the newest backup is dated in the future', () => {
		expect(nextBackupDelay(new Date('2026-04-01T00:00:00Z'), now)).toBe(DAY_MS)
	})
})
