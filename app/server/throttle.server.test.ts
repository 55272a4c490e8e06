import { RateLimiterMemory } from 'rate-limiter-flexible'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Throttle, throttleKey, TooManyAttemptsError } from './throttle.server.ts'

const WINDOW_MS = 15 * 60 * 1000
const make = () => new Throttle({ max: 10, windowMs: WINDOW_MS, what: 'sign-in attempts' })

async function refusal(attempt: Promise<unknown>) {
	try {
		await attempt
	} catch (error) {
		return error
	}
	throw new Error('the attempt was allowed')
}

describe('throttle', () => {
	beforeEach(() => {
		vi.useFakeTimers()
		vi.setSystemTime(1_000_000)
	})
	afterEach(() => {
		vi.useRealTimers()
	})

	it('refuses after 10 attempts for one key, until the window passes', async () => {
		const throttle = make()
		for (let i = 0; i < 9; i++) await throttle.reserve(throttleKey('10.0.0.1', 'Admin'))
		vi.advanceTimersByTime(100)
		expect(await throttle.retryAfterSeconds(throttleKey('10.0.0.1', 'admin'))).toBe(0)
		await throttle.reserve(throttleKey('10.0.0.1', 'admin '))
		vi.advanceTimersByTime(200)
		expect(await throttle.retryAfterSeconds(throttleKey('10.0.0.1', 'admin'))).toBe(Math.ceil((WINDOW_MS - 300) / 1000))
		// another address or username is not affected
		expect(await throttle.retryAfterSeconds(throttleKey('10.0.0.2', 'admin'))).toBe(0)
		expect(await throttle.retryAfterSeconds(throttleKey('10.0.0.1', 'someone'))).toBe(0)
		vi.advanceTimersByTime(WINDOW_MS)
		expect(await throttle.retryAfterSeconds(throttleKey('10.0.0.1', 'admin'))).toBe(0)
	})

	it('forgets a key when cleared', async () => {
		const throttle = make()
		for (let i = 0; i < 10; i++) await throttle.reserve('x')
		expect(await throttle.retryAfterSeconds('x')).toBeGreaterThan(0)
		await throttle.clear('x')
		expect(await throttle.retryAfterSeconds('x')).toBe(0)
	})

	it('reserve counts every attempt and throws, naming what is counted, once the maximum is reached', async () => {
		vi.setSystemTime(0)
		const throttle = new Throttle({ max: 2, windowMs: 60_000, what: 'sign-ups' })
		await throttle.reserve('a')
		vi.setSystemTime(1000)
		await throttle.reserve('a')
		vi.setSystemTime(2000)
		const error = await refusal(throttle.reserve('a'))
		expect(error).toBeInstanceOf(TooManyAttemptsError)
		expect((error as TooManyAttemptsError).retryAfter).toBe(58)
		expect((error as Error).message).toBe('Too many sign-ups. Please try again in 1 minute(s).')
		// A refused attempt is not counted: giving back one reserved attempt allows exactly one more.
		await throttle.release('a')
		await throttle.reserve('a')
		await expect(throttle.reserve('a')).rejects.toBeInstanceOf(TooManyAttemptsError)
		// The window still ends with the first one.
		vi.setSystemTime(60_001)
		vi.advanceTimersByTime(0)
		expect(await throttle.retryAfterSeconds('a')).toBe(0)
	})

	it('counts attempts started together before any of them finishes its work', async () => {
		const throttle = make()
		const outcomes = await Promise.allSettled(Array.from({ length: 60 }, () => throttle.reserve('burst')))
		expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(10)
		expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(50)
	})

	it('has no limit when the maximum is 0', async () => {
		const throttle = new Throttle({ max: () => 0, windowMs: 60_000, what: 'sign-ups' })
		for (let i = 0; i < 100; i++) await throttle.reserve('a')
		expect(await throttle.retryAfterSeconds('a')).toBe(0)
	})

	it('lets each key go when its window ends', async () => {
		let store: RateLimiterMemory | undefined
		const throttle = new Throttle({
			max: 10,
			windowMs: WINDOW_MS,
			what: 'sign-in attempts',
			backend: (options) => (store = new RateLimiterMemory(options)),
		})
		for (const key of ['a', 'b', 'c']) await throttle.reserve(key)
		vi.advanceTimersByTime(60_000)
		await throttle.reserve('d')
		expect(store!.dump().storage).toHaveLength(4)
		vi.advanceTimersByTime(WINDOW_MS - 60_000)
		expect(store!.dump().storage.map((entry) => entry.key)).toEqual(['d'])
		vi.advanceTimersByTime(60_000)
		expect(store!.dump().storage).toHaveLength(0)
	})

	it('past 50,000 keys, counts without scanning the keys', async () => {
		vi.useRealTimers()
		let store: RateLimiterMemory | undefined
		const throttle = new Throttle({
			max: 10,
			windowMs: WINDOW_MS,
			what: 'sign-in attempts',
			backend: (options) => (store = new RateLimiterMemory(options)),
		})
		await Promise.all(Array.from({ length: 60_000 }, (_, i) => throttle.reserve(`flood-${i}`)))
		expect(store!.dump().storage).toHaveLength(60_000)
		const walks = [
			vi.spyOn(Map.prototype, 'keys'),
			vi.spyOn(Map.prototype, 'values'),
			vi.spyOn(Map.prototype, 'entries'),
			vi.spyOn(Map.prototype, 'forEach'),
			vi.spyOn(Map.prototype, Symbol.iterator),
		]
		try {
			for (let i = 0; i < 1000; i++) await throttle.reserve(`more-${i}`)
			for (const walk of walks) expect(walk).not.toHaveBeenCalled()
		} finally {
			for (const walk of walks) walk.mockRestore()
		}
		expect(store!.dump().storage).toHaveLength(61_000)
	}, 30_000)
})
