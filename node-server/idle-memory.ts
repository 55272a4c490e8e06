import type http from 'node:http'

export type IdleMemoryOptions = {
	/** How long no request has been open before the server counts as at rest. */
	idleMs?: number
	/**
	 * How much resident memory must have grown since the last release for another to be worth its pause: what a
	 * server at rest may hold above what it keeps.
	 */
	growthBytes?: number
	/** How often the server looks (a read of its resident size: nothing else). */
	checkMs?: number
	/** The resident size in bytes (the process's own, but for a test). */
	rss?: () => number
}

/**
 * Gives the system back the memory a burst of work left behind, once the server is at rest: no request open and
 * none for `idleMs` (2 s), and resident memory grown by `growthBytes` (16 MB) since the last release (a start's backup, a run of
 * requests, a campaign queued). `release` is the app's last-resort collection (app/server/framework/
 * release-memory.server.ts): V8 otherwise keeps the pages it freed, resident, until its memory reducer runs, which
 * can take minutes; a grown gallery's server then stays 50-100 MB above what it holds. The collection pauses the
 * server (about 150 ms with 10,000 works and 100,000 readers, a few ms for a small gallery): a request arriving
 * meanwhile waits that long. docs/decisions/020-memory-back-at-rest.md.
 */
export function releaseMemoryWhenIdle(server: http.Server, release: () => void, options: IdleMemoryOptions = {}) {
	const { idleMs = 2000, growthBytes = 16 * 1024 * 1024, checkMs = 1000, rss = process.memoryUsage.rss } = options
	let open = 0
	let lastActive = performance.now()
	let baseline = rss()
	server.on('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
		open++
		lastActive = performance.now()
		res.once('close', () => {
			open--
			lastActive = performance.now()
		})
	})
	const timer = setInterval(() => {
		if (open > 0 || performance.now() - lastActive < idleMs) return
		const resident = rss()
		// Less than the baseline: memory went back on its own; the baseline follows it down.
		if (resident - baseline < growthBytes) {
			baseline = Math.min(baseline, resident)
			return
		}
		release()
		// What the release could not give back is the server's own: the next release waits for growth past it.
		baseline = rss()
	}, checkMs)
	timer.unref()
	server.once('close', () => clearInterval(timer))
}
