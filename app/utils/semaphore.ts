/**
 * At most `slots` tasks run at once; the others wait in arrival order. A task
 * that throws frees its slot like one that succeeds.
 */
export function createSemaphore(slots: number) {
	let running = 0
	const waiting: (() => void)[] = []
	const release = () => {
		running--
		waiting.shift()?.()
	}
	return {
		async run<T>(task: () => Promise<T>): Promise<T> {
			if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve))
			running++
			try {
				return await task()
			} finally {
				release()
			}
		},
		/** Tasks running and waiting, for tests and metrics. */
		get load() {
			return { running, waiting: waiting.length }
		},
	}
}
