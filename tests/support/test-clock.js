// The test clock (app/utils/clock.ts): loaded into every test server with Node's --import by startServer
// (tests/support/server.ts), never into a production server. It puts the clock's hook on globalThis before the server's
// code runs: an offset added to the system clock (TEST_CLOCK_OFFSET_MS at start, for a restart that goes on from a
// moved clock) and the listeners the server's schedulers add. On a { type: 'move-clock', ms } message from the test
// process it moves the clock forward, calls every listener, waits for what they answer, and says so.
import { isMainThread } from 'node:worker_threads'

const CLOCK_HOOK = Symbol.for('gallery.test-clock')

if (isMainThread) {
	const hook = { offsetMs: Number(process.env.TEST_CLOCK_OFFSET_MS) || 0, listeners: new Set() }
	globalThis[CLOCK_HOOK] = hook

	if (process.send) {
		process.on('message', async (message) => {
			if (message?.type !== 'move-clock') return
			let error = null
			if (Number.isFinite(message.ms) && message.ms >= 0) {
				hook.offsetMs += message.ms
				const results = await Promise.allSettled([...hook.listeners].map(async (listener) => listener()))
				const failed = results.find((result) => result.status === 'rejected')
				if (failed) error = String(failed.reason?.message ?? failed.reason)
			} else error = `The clock only moves forward, by a finite number of ms (got ${message.ms})`
			// The test may have stopped the server meanwhile: nobody is there to answer.
			if (process.connected) process.send({ type: 'clock-moved', id: message.id, offsetMs: hook.offsetMs, error })
		})
		// The channel never keeps the server running: it stops as it would without it.
		process.channel?.unref()
	}
}
