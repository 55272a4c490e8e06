import { afterEach, describe, expect, it, vi } from 'vitest'
import { CLOCK_HOOK, type ClockHook, now, nowMs, onClockMoved } from './clock.ts'

const global = globalThis as { [CLOCK_HOOK]?: ClockHook }

/** Moves the clock as the test server's preload does (tests/support/test-clock.js). */
async function move(hook: ClockHook, ms: number) {
	hook.offsetMs += ms
	await Promise.all([...hook.listeners].map(async (listener) => listener()))
}

afterEach(() => {
	delete global[CLOCK_HOOK]
	vi.useRealTimers()
})

describe('the clock without a hook (production)', () => {
	it('is the system clock', () => {
		vi.useFakeTimers({ now: Date.parse('2026-03-01T12:00:00Z') })
		expect(nowMs()).toBe(Date.parse('2026-03-01T12:00:00Z'))
		expect(now()).toBe('2026-03-01T12:00:00.000Z')
		vi.advanceTimersByTime(1500)
		expect(now()).toBe('2026-03-01T12:00:01.500Z')
	})

	it('keeps no listener and never calls one', () => {
		const listener = vi.fn()
		const stop = onClockMoved(listener)
		expect(global[CLOCK_HOOK]).toBeUndefined()
		stop()
		expect(listener).not.toHaveBeenCalled()
	})
})

describe('the clock with a hook (a test server)', () => {
	it('adds the offset to the system clock, in ms and as an ISO string', async () => {
		vi.useFakeTimers({ now: Date.parse('2026-03-01T12:00:00Z') })
		const hook: ClockHook = { offsetMs: 0, listeners: new Set() }
		global[CLOCK_HOOK] = hook
		expect(now()).toBe('2026-03-01T12:00:00.000Z')
		await move(hook, 3000)
		expect(nowMs()).toBe(Date.parse('2026-03-01T12:00:03Z'))
		await move(hook, 24 * 3600_000)
		expect(now()).toBe('2026-03-02T12:00:03.000Z')
		// The system clock still runs beneath the offset.
		vi.advanceTimersByTime(500)
		expect(now()).toBe('2026-03-02T12:00:03.500Z')
	})

	it('calls each listener after every move, with the clock already moved, until it stops', async () => {
		const hook: ClockHook = { offsetMs: 0, listeners: new Set() }
		global[CLOCK_HOOK] = hook
		const seen: number[] = []
		const stop = onClockMoved(() => {
			seen.push(hook.offsetMs)
		})
		const other = vi.fn()
		const stopOther = onClockMoved(other)
		await move(hook, 1000)
		await move(hook, 2000)
		expect(seen).toEqual([1000, 3000])
		expect(other).toHaveBeenCalledTimes(2)
		stop()
		await move(hook, 1000)
		expect(seen).toEqual([1000, 3000])
		expect(other).toHaveBeenCalledTimes(3)
		stopOther()
		expect(hook.listeners.size).toBe(0)
	})
})
