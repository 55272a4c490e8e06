import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import { WORKS } from './content.ts'
import { installationView } from './installation-view.server.ts'
import { type Picture } from './raster.server.ts'
import { drawWork, hung } from './works.server.ts'

/**
 * Who draws the demo's pictures at first start: this thread and one worker
 * thread, so both cores of a small machine compute pixels while the seed
 * runs. A picture depends only on its job (the seed is in it), never on the
 * thread that drew it, so the same seed always gives the same files.
 *
 * The worker runs the same built module as the server (the build is one
 * bundle), which answers jobs when it finds itself started as the painter.
 * From sources (tests, the dev server) there is no built file to start, and
 * every picture is drawn here.
 */
export type PaintJob =
	| { kind: 'work'; index: number; seed: number }
	| { kind: 'view'; seed: number; titles: string[]; width: number; height: number; small: Record<string, Picture> }

export function paint(job: PaintJob): Promise<Picture> {
	if (job.kind === 'work') return drawWork(WORKS[job.index]!, job.seed)
	const works = job.titles.map((t) => hung(WORKS.find((w) => w.title === t)!, job.small[t]!))
	return installationView(job.seed, works, job.width, job.height)
}

const PAINTER = 'gallery-demo-painter'

type Reply = { id: number; picture?: Picture; error?: string }

if (!isMainThread && workerData === PAINTER) {
	parentPort!.on('message', ({ id, job }: { id: number; job: PaintJob }) => {
		paint(job).then(
			(picture) => parentPort!.postMessage({ id, picture } satisfies Reply),
			(error: Error) => parentPort!.postMessage({ id, error: error.message } satisfies Reply),
		)
	})
}

export type Painters = {
	/** Draws every job, `slots` at a time in this thread and one at a time in the worker; `done` runs here for each picture as it comes. */
	drawAll: (jobs: PaintJob[], done: (job: PaintJob, picture: Picture) => Promise<void>) => Promise<void>
	/** Stops the worker; until then it keeps the process alive, as the start-up awaits its pictures. */
	close: () => Promise<void>
}

/** Starts the worker (when running from the build) and answers the painters. */
export function startPainters(slots: number): Painters {
	const worker = import.meta.url.endsWith('.js') ? new Worker(new URL(import.meta.url), { workerData: PAINTER }) : null
	let broken = worker === null
	const waiting = new Map<number, { resolve: (p: Picture) => void; reject: (e: Error) => void }>()
	let nextId = 1
	if (worker) {
		worker.on('message', ({ id, picture, error }: Reply) => {
			const pending = waiting.get(id)
			waiting.delete(id)
			if (picture) pending?.resolve(picture)
			else pending?.reject(new Error(error))
		})
		// A worker that cannot run leaves its jobs to this thread.
		const fail = (error: Error) => {
			broken = true
			for (const pending of waiting.values()) pending.reject(error)
			waiting.clear()
		}
		worker.on('error', fail)
		worker.on('exit', () => fail(new Error('The painter stopped')))
	}
	const inWorker = (job: PaintJob) =>
		new Promise<Picture>((resolve, reject) => {
			const id = nextId++
			waiting.set(id, { resolve, reject })
			worker!.postMessage({ id, job })
		})

	return {
		async drawAll(jobs, done) {
			const queue = [...jobs]
			const finishing: Promise<void>[] = []
			const here = async () => {
				for (let job = queue.shift(); job; job = queue.shift()) await done(job, await paint(job))
			}
			const there = async () => {
				while (!broken) {
					const job = queue.shift()
					if (!job) return
					let picture: Picture
					try {
						picture = await inWorker(job)
					} catch {
						picture = await paint(job)
					}
					// The worker takes its next job while this one is encoded and written.
					finishing.push(done(job, picture))
				}
			}
			await Promise.all([...Array.from({ length: slots }, here), ...(broken ? [] : [there()])])
			await Promise.all(finishing)
		},
		async close() {
			await worker?.terminate()
		},
	}
}
