import { describe, expect, it } from 'vitest'
import { loadingTextFor } from './loading-text.ts'

describe('loadingTextFor', () => {
	it('gives the loading text of each public page', () => {
		expect(loadingTextFor('/exhibitions')).toBe('Loading exhibitions...')
		expect(loadingTextFor('/exhibition/woven-time')).toBe('Loading exhibition...')
		expect(loadingTextFor('/artists/')).toBe('Loading artists...')
		expect(loadingTextFor('/artist/amara-okafor')).toBe('Loading artist...')
		expect(loadingTextFor('/collection')).toBe('Loading collection...')
		expect(loadingTextFor('/artwork/morning-field')).toBe('Loading artwork...')
		expect(loadingTextFor('/about')).toBe('Loading content blocks...')
		expect(loadingTextFor('/contact')).toBe('Loading...')
	})
	it('gives the loading text of each admin section', () => {
		expect(loadingTextFor('/admin/artists')).toBe('Loading artists...')
		expect(loadingTextFor('/admin/newsletter')).toBe('Loading subscribers...')
		expect(loadingTextFor('/admin/pages')).toBe('Loading page content...')
		expect(loadingTextFor('/admin/exhibitions')).toBe('Loading exhibitions...')
		expect(loadingTextFor('/admin/exhibitions/3/edit')).toBe('Loading...')
	})
})
