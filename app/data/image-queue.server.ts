import { mutate, ready } from './db.server.ts'
import {
	type DerivedFacts,
	filesWithoutDerivatives,
	makeDerivatives,
	removeDerivatives,
} from './image-derivatives.server.ts'
import { holdsLease, SHARED_LOOK_MS, sharedWithOtherServers, whenLeaseTaken } from './leases.server.ts'

/**
 * The background queue that makes variants and tiles: one image at a time,
 * so the site keeps answering while it works (a fresh demo seed answers at
 * once and finishes its images later). Uploads join at the end; a visitor's
 * request for a variant not made yet joins too (and gets the original).
 *
 * With several app servers, only the one holding the `image-work` lease makes
 * them (app/data/leases.server.ts); the others queue nothing. An upload wakes
 * only the server it was stored on, so the holder also looks for images
 * without variants whenever the file records change (checked every
 * SHARED_LOOK_MS) and when it takes the lease over.
 */
type Queue = {
	waiting: number[]
	running: Promise<void> | null
	current: number | null
	/** Results not yet written to the file records; written in batches. */
	unsaved: Map<number, DerivedFacts>
	/** Images that could not be made (unreadable): not retried until the next start. */
	failed: Set<number>
	batch: { count: number; started: number } | null
	/** A save the disk refused is tried again after this long (doubling up to MAX_RETRY_MS), the files kept meanwhile. */
	retryMs?: number
	retryTimer?: ReturnType<typeof setTimeout> | null
	/** With several servers: the regular look for images stored on the others, and what the file records were then. */
	look?: ReturnType<typeof setInterval> | null
	lookedAt?: string
}

const FIRST_RETRY_MS = 1000
const MAX_RETRY_MS = 5 * 60 * 1000

const SAVE_EVERY = 25

const globalQueue = globalThis as typeof globalThis & { __galleryImageQueue?: Queue }
const queue: Queue = (globalQueue.__galleryImageQueue ??= {
	waiting: [],
	running: null,
	current: null,
	unsaved: new Map(),
	failed: new Set(),
	batch: null,
})

/** Adds an image to the queue (once) and starts the worker when idle. */
export function enqueueDerivatives(id: number) {
	if (!holdsLease('image-work')) return
	if (queue.failed.has(id) || queue.current === id || queue.waiting.includes(id)) return
	queue.waiting.push(id)
	queue.running ??= work().finally(() => {
		queue.running = null
	})
}

/** Stops waiting for an image and removes what was made of it (its file record is gone). */
export async function forgetDerivatives(id: number) {
	queue.waiting = queue.waiting.filter((w) => w !== id)
	queue.unsaved.delete(id)
	await removeDerivatives(id)
}

/**
 * At start, after the uploads sweep (which clears work cut short): queues
 * every stored image whose variants and tiles are missing, then logs once
 * they are all made.
 */
export async function startImageBackfill(log: (line: string) => void = console.log) {
	if (sharedWithOtherServers() && !queue.look) {
		whenLeaseTaken('image-work', () => void lookForImageWork(true))
		queue.look = setInterval(() => void lookForImageWork(false), SHARED_LOOK_MS)
		queue.look.unref()
	}
	if (!holdsLease('image-work')) return
	const missing = await filesWithoutDerivatives((await ready()).all('files'))
	if (missing.length === 0) return
	log(`Making variants and tiles of ${missing.length} images in the background.`)
	queue.batch = { count: missing.length, started: performance.now() }
	for (const id of missing) enqueueDerivatives(id)
}

/** With several servers: queues the images stored since the last look (or all that miss variants, `always`). */
async function lookForImageWork(always: boolean) {
	if (!holdsLease('image-work')) return
	try {
		const files = (await ready()).all('files')
		const seen = `${files.length}:${files.at(-1)?.id ?? 0}`
		if (!always && seen === queue.lookedAt) return
		queue.lookedAt = seen
		for (const id of await filesWithoutDerivatives(files)) enqueueDerivatives(id)
	} catch (error) {
		console.error(`Looking for images to make variants of failed: ${(error as Error).message}`)
	}
}

async function work() {
	for (let id = queue.waiting.shift(); id !== undefined; id = queue.waiting.shift()) {
		// The lease went to another server: it finds what is left here by itself.
		if (!holdsLease('image-work')) {
			queue.waiting = []
			queue.batch = null
			await save()
			return
		}
		queue.current = id
		try {
			const file = (await ready()).get('files', id)
			if (file) queue.unsaved.set(id, await makeDerivatives(file))
		} catch (error) {
			queue.failed.add(id)
			console.error(`Image ${id}: could not make its variants and tiles (${(error as Error).message}).`)
		} finally {
			queue.current = null
		}
		if (queue.unsaved.size >= SAVE_EVERY || queue.waiting.length === 0) await save()
	}
	if (queue.batch) {
		const seconds = ((performance.now() - queue.batch.started) / 1000).toFixed(1)
		console.log(`Images ready: variants and tiles of ${queue.batch.count} images made in ${seconds} s.`)
		queue.batch = null
	}
}

/**
 * Writes sizes and placeholders to the file records; what was made for a
 * deleted file is removed. When the write is refused (a full disk), the
 * variants and tiles stay on disk and their facts in memory, and the save is
 * tried again with backoff: nothing is made twice, and a visit does not make
 * them again.
 */
async function save() {
	const results = [...queue.unsaved]
	queue.unsaved.clear()
	if (results.length === 0) return
	let gone: number[]
	try {
		gone = await mutate((draft) => {
			const missing: number[] = []
			for (const [id, facts] of results) {
				const file = draft.get('files', id)
				if (!file) missing.push(id)
				else draft.put('files', { ...file, ...facts })
			}
			return missing
		})
	} catch (error) {
		// Newer facts for the same image, made meanwhile, win.
		for (const [id, facts] of results) if (!queue.unsaved.has(id)) queue.unsaved.set(id, facts)
		const delay = (queue.retryMs = Math.min(MAX_RETRY_MS, (queue.retryMs ?? FIRST_RETRY_MS / 2) * 2))
		console.error(
			`Could not save the sizes and placeholders of ${results.length} image(s) (${(error as Error).message}); their variants and tiles are kept, and saving is tried again in ${delay / 1000} s.`,
		)
		retrySave(delay)
		return
	}
	queue.retryMs = undefined
	for (const id of gone) await removeDerivatives(id)
}

function retrySave(delay: number) {
	if (queue.retryTimer) return
	queue.retryTimer = setTimeout(() => {
		queue.retryTimer = null
		// While the worker runs it saves at its next step itself.
		if (!queue.running) void save()
	}, delay)
	queue.retryTimer.unref()
}
