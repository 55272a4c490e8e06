import { describe, expect, it } from 'vitest'
import { Throttle, throttleKey, TooManyAttemptsError } from './throttle.server.ts'

const WINDOW_MS = 15 * 60 * 1000
const make = () => new Throttle({ max: 10, windowMs: WINDOW_MS, what: 'sign-in attempts' })

describe('throttle', () => {
	it('refuses after 10 events for one key, until the window passes', () => {
		const throttle = make()
		const t0 = 1_000_000
		for (let i = 0; i < 9; i++) throttle.record(throttleKey('10.0.0.1', 'Admin'), t0 + i)
		expect(throttle.retryAfterSeconds(throttleKey('10.0.0.1', 'admin'), t0 + 100)).toBe(0)
		throttle.record(throttleKey('10.0.0.1', 'admin '), t0 + 200)
		expect(throttle.retryAfterSeconds(throttleKey('10.0.0.1', 'admin'), t0 + 300)).toBe(
			Math.ceil((WINDOW_MS - 300) / 1000),
		)
		// another address or username is not affected
		expect(throttle.retryAfterSeconds(throttleKey('10.0.0.2', 'admin'), t0 + 300)).toBe(0)
		expect(throttle.retryAfterSeconds(throttleKey('10.0.0.1', 'someone'), t0 + 300)).toBe(0)
		expect(throttle.retryAfterSeconds(throttleKey('10.0.0.1', 'admin'), t0 + WINDOW_MS + 1000)).toBe(0)
	})
	it('forgets a key when cleared', () => {
		const throttle = make()
		for (let i = 0; i < 10; i++) throttle.record('x')
		expect(throttle.retryAfterSeconds('x')).toBeGreaterThan(0)
		throttle.clear('x')
		expect(throttle.retryAfterSeconds('x')).toBe(0)
	})
	it('take counts every attempt and throws, naming what is counted, once the maximum is reached', () => {
		const throttle = new Throttle({ max: 2, windowMs: 60_000, what: 'sign-ups' })
		throttle.take('a', 0)
		throttle.take('a', 1000)
		let error: unknown
		try {
			throttle.take('a', 2000)
		} catch (e) {
			error = e
		}
		expect(error).toBeInstanceOf(TooManyAttemptsError)
		expect((error as TooManyAttemptsError).retryAfter).toBe(58)
		expect((error as Error).message).toBe('Too many sign-ups. Please try again in 1 minute(s).')
		// A refused attempt is not counted: the window still ends with the first one.
		expect(throttle.retryAfterSeconds('a', 60_001)).toBe(0)
	})
})
