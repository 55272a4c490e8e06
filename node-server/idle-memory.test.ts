import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { releaseMemoryWhenIdle } from './idle-memory.ts'

const MB = 1024 * 1024
let server: http.Server
let url: string
// Requests to /slow stay open until `answer` is called.
let answer: (() => void)[] = []
let resident = 300 * MB
let released = 0

beforeEach(async () => {
	// Only the server's own clock is moved: sockets and fetch keep theirs.
	vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] })
	answer = []
	resident = 300 * MB
	released = 0
	server = http.createServer((req, res) => {
		if (req.url === '/slow') answer.push(() => res.end('late'))
		else res.end('ok')
	})
	releaseMemoryWhenIdle(
		server,
		() => {
			released++
			resident -= 60 * MB
		},
		{ idleMs: 2000, checkMs: 1000, growthBytes: 32 * MB, rss: () => resident },
	)
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterEach(async () => {
	vi.useRealTimers()
	server.closeAllConnections()
	await new Promise((resolve) => server.close(resolve))
})

describe('memory given back at rest', () => {
	it('waits until no request is open and none came for a while, then releases once', async () => {
		const slow = fetch(`${url}/slow`)
		await vi.waitUntil(() => answer.length === 1, { interval: 5 })
		resident += 80 * MB
		vi.advanceTimersByTime(10_000)
		expect(released, 'a request is open').toBe(0)
		answer[0]!()
		expect(await (await slow).text()).toBe('late')
		vi.advanceTimersByTime(1000)
		expect(released, 'the request has just ended').toBe(0)
		vi.advanceTimersByTime(2000)
		expect(released).toBe(1)
		vi.advanceTimersByTime(60_000)
		expect(released, 'nothing grew since').toBe(1)
	})

	it('releases only for growth past what the last release kept, and follows memory down', async () => {
		resident += 20 * MB
		vi.advanceTimersByTime(5000)
		expect(released, 'grown by less than 32 MB').toBe(0)
		resident -= 100 * MB
		vi.advanceTimersByTime(2000)
		resident += 40 * MB // 40 MB above the lower mark, 60 below the first
		vi.advanceTimersByTime(2000)
		expect(released).toBe(1)
		expect(await (await fetch(url)).text()).toBe('ok')
		resident += 33 * MB
		vi.advanceTimersByTime(1000)
		expect(released, 'a request has just ended').toBe(1)
		vi.advanceTimersByTime(2000)
		expect(released).toBe(2)
	})

	it('stops looking once the server closes', async () => {
		await new Promise((resolve) => server.close(resolve))
		server = http.createServer() // closed by afterEach
		server.listen(0, '127.0.0.1')
		resident += 100 * MB
		vi.advanceTimersByTime(10_000)
		expect(released).toBe(0)
	})
})
