import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { canonicalQuery, paramsRead } from './page-params.ts'

const ROUTES = path.resolve(import.meta.dirname, '../../routes/public')
const COLLECTION = path.resolve(import.meta.dirname, '../../utils/collection.ts')

/** `_public.artwork.$slug.tsx` is `/artwork/x`. */
const pathOf = (file: string) =>
	'/' +
	file
		.replace(/^_public\.?/, '')
		.replace(/\.tsx?$/, '')
		.replace(/^_index$/, '')
		.split('.')
		.filter(Boolean)
		.map((part) => (part.startsWith('$') ? 'x' : part))
		.join('/')

const namesIn = (source: string, pattern: RegExp) => [...source.matchAll(pattern)].map((m) => m[1]!)

describe('the parameters each page reads', () => {
	it('lists every query parameter a public route reads', () => {
		const collection = fs.readFileSync(COLLECTION, 'utf8')
		const collectionParams = namesIn(collection, /(?:params\.get|text)\('(\w+)'\)/g)
		expect(collectionParams).toContain('q')
		let checked = 0
		for (const file of fs.readdirSync(ROUTES).filter((f) => /^_public.*\.tsx$/.test(f))) {
			const source = fs.readFileSync(path.join(ROUTES, file), 'utf8')
			const read = [
				...namesIn(source, /searchParams\.get\('(\w+)'\)/g),
				...(source.includes('parseCollectionQuery(') ? collectionParams : []),
			]
			for (const name of read) expect(paramsRead(pathOf(file)), `${file} reads ?${name}`).toContain(name)
			checked += read.length
		}
		expect(checked).toBeGreaterThan(5)
	})

	it('keeps only those in the canonical query, sorted, in one spelling', () => {
		expect(canonicalQuery('/collection', 'utm_source=x&q=%41+b&artist=c')).toBe('artist=c&q=A+b')
		expect(canonicalQuery('/collection', 'q=A%20b')).toBe(canonicalQuery('/collection', 'q=%41+b'))
		expect(canonicalQuery('/collection', 'b=2&page=2&page=1')).toBe('page=2&page=1')
		expect(canonicalQuery('/', 'fbclid=123')).toBe('')
		expect(canonicalQuery('/about', 'x=1')).toBe('')
		expect(canonicalQuery('/artwork/crossing', 'image=2&ref=x')).toBe('image=2')
		expect(canonicalQuery('/artwork/crossing/', 'image=2')).toBe('image=2')
		expect(canonicalQuery('/exhibition/a%20b', 'gallery=all')).toBe('gallery=all')
		expect(canonicalQuery('/collection.data', '_routes=root&q=a&x=1')).toBe('_routes=root&q=a')
		expect(canonicalQuery('/_root.data', '_routes=root&x=1')).toBe('_routes=root')
		expect(canonicalQuery('/%E0%A4%A', 'q=1')).toBe('')
		expect(canonicalQuery('/collection', '')).toBe('')
	})
})
