import { describe, expect, it } from 'vitest'
import { isDocumentLoad, pageUrlOf } from './page-url.server.ts'

const pageUrl = (url: string) =>
	pageUrlOf(new Request(`http://gallery.test${url}`)).href.slice('http://gallery.test'.length)

describe('the page a request is for', () => {
	it('is the data URL’s page, without the routes it names', () => {
		expect(pageUrl('/collection.data?_routes=root,routes/collection&q=a')).toBe('/collection?q=a')
		expect(pageUrl('/_root.data')).toBe('/')
		expect(pageUrl('/about/_.data')).toBe('/about/')
		expect(pageUrl('/admin/users.data?index')).toBe('/admin/users?index=')
	})
	it('is the URL itself for a document request', () => {
		expect(pageUrl('/collection?q=a&_routes=x')).toBe('/collection?q=a&_routes=x')
		expect(pageUrl('/')).toBe('/')
	})
})

describe('a document load', () => {
	it('is the GET of a page, not its data nor a HEAD', () => {
		expect(isDocumentLoad(new Request('http://gallery.test/viewing-room/t/work'))).toBe(true)
		expect(isDocumentLoad(new Request('http://gallery.test/viewing-room/t/work.data'))).toBe(false)
		expect(isDocumentLoad(new Request('http://gallery.test/viewing-room/t/work', { method: 'HEAD' }))).toBe(false)
	})
})
