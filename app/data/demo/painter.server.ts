import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import { WORKS } from './content.ts'
import { installationView } from './installation-view.server.ts'
import { type Picture } from './raster.server.ts'
import { drawWork, hung } from './works.server.ts'

/**
 * Who draws the demo's pictures at first start: worker threads, one per core
 * (at least two), while this thread only hands out jobs and encodes and writes
 * what comes back (sharp does that on its own threads), so no core waits for
 * this thread to finish a picture before it gets its next job. A picture
 * depends only on its job (the seed is in it), never on the thread that drew
 * it, so the same seed always gives the same files.
 *
 * The workers run the same built module as the server (the build is one
 * bundle), which answers jobs when it finds itself started as a painter.
 * From sources (tests, the dev server) there is no built file to start, and
 * every picture is drawn here; so is any job a worker could not finish.
 */
export type PaintJob =
	| { kind: 'work'; index: number; seed: number }
	| { kind: 'view'; seed: number; titles: string[]; width: number; height: number; small: Record<string, Picture> }

export function paint(job: PaintJob): Promise<Picture> {
	if (job.kind === 'work') return drawWork(WORKS[job.index]!, job.seed)
	const works = job.titles.map((t) =>
		hung(
			WORKS.find((w) => w.title === t)!,
			job.small[t]!,
		),
	)
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
	/** Draws every job, one at a time in each worker; `done` runs here for each picture as it comes. */
	drawAll: (jobs: PaintJob[], done: (job: PaintJob, picture: Picture) => Promise<void>) => Promise<void>
	/** Stops the workers; until then they keep the process alive, as the start-up awaits their pictures. */
	close: () => Promise<void>
}

type Painter = { run: (job: PaintJob) => Promise<Picture>; broken: boolean; stop: () => Promise<number> }

function startPainter(): Painter {
	const worker = new Worker(new URL(import.meta.url), { workerData: PAINTER })
	const waiting = new Map<number, { resolve: (p: Picture) => void; reject: (e: Error) => void }>()
	let nextId = 1
	const painter: Painter = {
		broken: false,
		run: (job) =>
			new Promise<Picture>((resolve, reject) => {
				if (painter.broken) return reject(new Error('The painter stopped'))
				const id = nextId++
				waiting.set(id, { resolve, reject })
				worker.postMessage({ id, job })
			}),
		stop: () => worker.terminate(),
	}
	worker.on('message', ({ id, picture, error }: Reply) => {
		const pending = waiting.get(id)
		waiting.delete(id)
		if (picture) pending?.resolve(picture)
		else pending?.reject(new Error(error))
	})
	// A worker that cannot run leaves its jobs to this thread.
	const fail = (error: Error) => {
		painter.broken = true
		for (const pending of waiting.values()) pending.reject(error)
		waiting.clear()
	}
	worker.on('error', fail)
	worker.on('exit', () => fail(new Error('The painter stopped')))
	return painter
}

/** Starts `count` workers (when running from the build) and answers the painters. */
export function startPainters(count: number): Painters {
	const painters = import.meta.url.endsWith('.js') ? Array.from({ length: count }, startPainter) : []
	return {
		async drawAll(jobs, done) {
			const queue = [...jobs]
			const finishing: Promise<void>[] = []
			const here = async () => {
				for (let job = queue.shift(); job; job = queue.shift()) await done(job, await paint(job))
			}
			const there = async (painter: Painter) => {
				while (!painter.broken) {
					const job = queue.shift()
					if (!job) return
					let picture: Picture
					try {
						picture = await painter.run(job)
					} catch {
						picture = await paint(job)
					}
					// The worker takes its next job while this one is encoded and written.
					finishing.push(done(job, picture))
				}
			}
			await Promise.all(painters.map(there))
			// Without workers (or with every one broken), what is left is drawn here.
			await here()
			await Promise.all(finishing)
		},
		async close() {
			await Promise.all(painters.map((p) => p.stop()))
		},
	}
}
