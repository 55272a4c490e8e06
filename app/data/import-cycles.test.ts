import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The data layer's modules import one another in one direction: no circle (the JSON store's writer keeps its
 * own state, so the store and its journal no longer import each other). Type-only imports count too: a circle
 * of types is still two modules that cannot be read apart.
 */

const ROOT = 'app/data'

function modules(): Map<string, string[]> {
	const files = fs
		.readdirSync(ROOT, { recursive: true, encoding: 'utf8' })
		.filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
		.map((f) => path.join(ROOT, f))
	const known = new Set(files)
	const graph = new Map<string, string[]>()
	for (const file of files) {
		const imports: string[] = []
		for (const match of fs.readFileSync(file, 'utf8').matchAll(/\bfrom '([^']+)'/g)) {
			const target = match[1]!
			const resolved = target.startsWith('#app/')
				? path.join('app', target.slice('#app/'.length))
				: target.startsWith('.')
					? path.join(path.dirname(file), target)
					: null
			if (resolved && known.has(resolved)) imports.push(resolved)
		}
		graph.set(file, imports)
	}
	return graph
}

function circles(graph: Map<string, string[]>): string[] {
	const found: string[] = []
	const state = new Map<string, 'open' | 'done'>()
	const visit = (file: string, path: string[]) => {
		state.set(file, 'open')
		path.push(file)
		for (const next of graph.get(file) ?? []) {
			if (state.get(next) === 'open') found.push([...path.slice(path.indexOf(next)), next].join(' -> '))
			else if (!state.has(next)) visit(next, path)
		}
		path.pop()
		state.set(file, 'done')
	}
	for (const file of graph.keys()) if (!state.has(file)) visit(file, [])
	return found
}

describe('the data layer', () => {
	it('has no import circle', () => {
		const graph = modules()
		expect(graph.get('app/data/store/store.server.ts')).toBeDefined()
		expect(circles(graph)).toEqual([])
	})

	it('finds a circle where there is one', () => {
		const graph = new Map([
			['a.ts', ['b.ts']],
			['b.ts', ['a.ts']],
		])
		expect(circles(graph)).toEqual(['a.ts -> b.ts -> a.ts'])
	})
})
