import v8 from 'node:v8'
import vm from 'node:vm'

type Collect = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void

/**
 * Gives the system back the memory the server's work took beyond what it keeps: called at the end of the start,
 * before the server listens (what loading the store took), and by the server once at rest after a burst of work
 * (node-server/idle-memory.ts: a start's backup, a run of requests, a campaign queued). A pause of about 150 ms with
 * a grown gallery's store, a few ms with a small one.
 *
 * What it works around: V8 keeps the pages a full collection frees in a pool, resident, for its next allocations, and
 * gives them back only in a collection made to reduce memory: its memory reducer's, which waits until the server
 * is at rest and can take minutes, or a last-resort one. Loading the grown gallery (its journal replayed, every
 * record checked) leaves 70-90 MB in that pool, and a burst of requests 40-60 MB more. Node has no call for
 * such a collection but `gc()` of `--expose-gc`, which is taken here for this one use, in a context of its own, so
 * that no `gc` appears on `globalThis`.
 *
 * `release-memory.server.test.ts` checks in a process of its own that this gives the pages back, and fails when an
 * ordinary full collection does too (V8 no longer pools them: this is then not needed).
 */
export function releaseMemory() {
	collect ??= exposedGc()
	collect({ type: 'major', execution: 'sync', flavor: 'last-resort' })
}

let collect: Collect | undefined

function exposedGc(): Collect {
	v8.setFlagsFromString('--expose-gc')
	const gc = vm.runInNewContext('gc') as Collect
	v8.setFlagsFromString('--no-expose-gc')
	return gc
}
