import v8 from 'node:v8'
import vm from 'node:vm'

type Collect = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void

/**
 * Gives the system back the memory that loading the store took beyond what the server keeps: called once, at the
 * end of the start, before the server listens (a pause of a few hundred milliseconds with a grown gallery's store,
 * when nothing waits for it).
 *
 * What it works around: V8 keeps the pages a full collection frees in a pool, resident, for its next allocations, and
 * gives them back only in a collection made to reduce memory: its memory reducer's, which waits until the server
 * is at rest and can take minutes, or a last-resort one. Loading the grown gallery (its journal replayed, every
 * record checked) leaves 70-90 MB in that pool, which a server kept from its start onwards. Node has no call for
 * such a collection but `gc()` of `--expose-gc`, which is taken here for this one use, in a context of its own, so
 * that no `gc` appears on `globalThis`.
 *
 * `release-memory.server.test.ts` checks in a process of its own that this gives the pages back, and fails when an
 * ordinary full collection does too (V8 no longer pools them: this is then not needed).
 */
export function releaseLoadingMemory() {
	v8.setFlagsFromString('--expose-gc')
	const collect = vm.runInNewContext('gc') as Collect
	v8.setFlagsFromString('--no-expose-gc')
	collect({ type: 'major', execution: 'sync', flavor: 'last-resort' })
}
