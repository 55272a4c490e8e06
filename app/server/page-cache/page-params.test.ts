import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { routeManifestFor } from '#tests/support/route-manifest.ts'
import { readRouteRulesFrom } from '#app/server/route-rules.server.ts'
import { routeHandleOf } from '#app/utils/route-rules.ts'
import { canonicalQuery, isCachedPage } from './page-params.ts'

const ROUTES = path.resolve(import.meta.dirname, '../../routes/public')
const COLLECTION = path.resolve(import.meta.dirname, '../../utils/collection.ts')

const namesIn = (source: string, pattern: RegExp) => [...source.matchAll(pattern)].map((m) => m[1]!)

beforeAll(
	async () =>
		readRouteRulesFrom(
			await routeManifestFor(['/', '/collection', '/about', '/artwork/crossing', '/exhibition/x', '/viewing-room/x']),
		),
	60_000,
)

describe('the parameters each page reads', () => {
	it('are said by every public page’s route, each parameter it reads among them', { timeout: 60_000 }, async () => {
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
			const said = routeHandleOf((await import(/* @vite-ignore */ path.join(ROUTES, file))).handle).pageParams
			// The layout, the 404 and the private viewing rooms are never cached: they need not say.
			if (file === '_public.tsx' || file === '_public.$.tsx' || file.includes('viewing-room')) {
				expect(said, file).toBeUndefined()
				continue
			}
			expect(said, `${file} says which query parameters it reads`).toBeDefined()
			for (const name of read) expect(said, `${file} reads ?${name}`).toContain(name)
			checked += read.length
		}
		expect(checked).toBeGreaterThan(5)
	})

	it('let the cache answer a page only when its route says them', () => {
		expect(isCachedPage('/collection')).toBe(true)
		expect(isCachedPage('/collection.data')).toBe(true)
		expect(isCachedPage('/_root.data')).toBe(true)
		for (const path of ['/viewing-room/x', '/admin', '/api/x', '/__manifest', '/no-such-page', '/%E0%A4%A'])
			expect(isCachedPage(path), path).toBe(false)
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
