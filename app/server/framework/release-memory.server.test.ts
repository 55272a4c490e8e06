import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const module = path.join(import.meta.dirname, 'release-memory.server.ts')

/** In a node of its own: 150 MB of records made and dropped, then `collect`; the resident MB it freed. */
function freedBy(collect: string): number {
	const script = `
		const { releaseMemory } = await import(${JSON.stringify(module)})
		const rss = () => process.memoryUsage().rss / 1048576
		let junk = []
		for (let i = 0; i < 1_000_000; i++) junk.push({ name: 'record ' + i, list: [i], inner: { i } })
		junk = null
		const before = rss()
		${collect}
		console.log(before - rss())`
	const out = execFileSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', script], { encoding: 'utf8' })
	return Number(out.trim())
}

describe('the memory a start took', () => {
	it('goes back to the system once the store is loaded', () => {
		expect(freedBy('releaseMemory()')).toBeGreaterThan(60)
	})

	it('still works around V8: an ordinary full collection keeps the pages it frees, resident', () => {
		expect(freedBy('globalThis.gc()')).toBeLessThan(30)
	})
})
