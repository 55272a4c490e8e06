import { describe, expect, it } from 'vitest'
import { createSemaphore } from './semaphore.ts'

function deferred() {
	let resolve!: () => void
	const promise = new Promise<void>((r) => (resolve = r))
	return { promise, resolve }
}

describe('createSemaphore', () => {
	it('runs at most `slots` tasks at once, the rest in arrival order', async () => {
		const semaphore = createSemaphore(2)
		const gates = [deferred(), deferred(), deferred()]
		const started: number[] = []
		const runs = gates.map((gate, i) =>
			semaphore.run(async () => {
				started.push(i)
				await gate.promise
				return i
			}),
		)
		await Promise.resolve()
		expect(started).toEqual([0, 1])
		expect(semaphore.load).toEqual({ running: 2, waiting: 1 })
		gates[1]!.resolve()
		await runs[1]
		await Promise.resolve()
		expect(started).toEqual([0, 1, 2])
		gates[0]!.resolve()
		gates[2]!.resolve()
		expect(await Promise.all(runs)).toEqual([0, 1, 2])
		expect(semaphore.load).toEqual({ running: 0, waiting: 0 })
	})

	it('frees the slot of a task that throws', async () => {
		const semaphore = createSemaphore(1)
		await expect(semaphore.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken')
		expect(await semaphore.run(async () => 'next')).toBe('next')
	})
})
