import { describe, expect, it } from 'vitest'
import { clearFailures, MAX_FAILURES, recordFailure, retryAfterSeconds, WINDOW_MS } from './login-throttle.server.ts'

describe('login throttle', () => {
	it('refuses after 10 failures for one username and address, until the window passes', () => {
		const t0 = 1_000_000
		for (let i = 0; i < MAX_FAILURES - 1; i++) recordFailure('Admin', '10.0.0.1', t0 + i)
		expect(retryAfterSeconds('admin', '10.0.0.1', t0 + 100)).toBe(0)
		recordFailure('admin ', '10.0.0.1', t0 + 200)
		expect(retryAfterSeconds('admin', '10.0.0.1', t0 + 300)).toBe(Math.ceil((WINDOW_MS - 300) / 1000))
		// another address or username is not affected
		expect(retryAfterSeconds('admin', '10.0.0.2', t0 + 300)).toBe(0)
		expect(retryAfterSeconds('someone', '10.0.0.1', t0 + 300)).toBe(0)
		expect(retryAfterSeconds('admin', '10.0.0.1', t0 + WINDOW_MS + 1000)).toBe(0)
	})
	it('forgets failures after a successful sign-in', () => {
		for (let i = 0; i < MAX_FAILURES; i++) recordFailure('x', 'a')
		expect(retryAfterSeconds('x', 'a')).toBeGreaterThan(0)
		clearFailures('x', 'a')
		expect(retryAfterSeconds('x', 'a')).toBe(0)
	})
})
