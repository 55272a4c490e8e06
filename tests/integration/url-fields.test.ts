import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '../support/api.ts'
import { startServer, type TestServer } from '../support/server.ts'

/**
 * Browsers drop tabs and newlines from URLs, so `java\tscript:` runs as
 * `javascript:`. Every URL-ish field refuses control and whitespace characters
 * inside (after trimming), whatever the scheme looks like.
 */
describe('URL-ish fields refuse control characters and whitespace inside', () => {
	let server: TestServer
	let client: ReturnType<typeof api>
	let token: string
	beforeAll(async () => {
		server = await startServer({ seed: 'demo' })
		client = api(server)
		token = await client.login()
	})
	afterAll(() => server?.stop())

	it('in social links, the CTA link, image URLs and the contact Instagram', async () => {
		const artistId = server.readDb().artists[0].id
		const cases: Array<[string, string, unknown]> = [
			['POST', '/api/admin/artists', { name: 'A', social_media: { website: 'java\tscript:alert(1)' } }],
			['POST', '/api/admin/artists', { name: 'A', social_media: { instagram: 'java\nscript:alert(1)' } }],
			['POST', '/api/admin/artists', { name: 'A', profile_image: '/api/fi\nle/1' }],
			['POST', '/api/admin/exhibitions', { title: 'T', cta_link: 'https://exa\tmple.com/' }],
			['POST', '/api/admin/exhibitions', { title: 'T', cta_link: 'https://example.com/\u0000' }],
			['POST', '/api/admin/exhibitions', { title: 'T', featured_image: 'https://example.com/a\u200bb.jpg' }],
			['POST', '/api/admin/artworks', { title: 'W', artist_id: artistId, images: ['/api/file/1', '/api/\tfile/2'] }],
			['PUT', '/api/admin/pages/home', { hero_images: ['https://example.com/a b.jpg'] }],
			['PUT', '/api/admin/pages/contact/info', { instagram: 'java\tscript:alert(1)' }],
		]
		for (const [method, path, json] of cases) {
			const res = await client.refused(() => client.call(method, path, { token, json }))
			expect(res.status, `${method} ${path} ${JSON.stringify(json)}`).toBe(400)
			expect(Object.keys(res.body.fields ?? {}), JSON.stringify(res.body)).not.toHaveLength(0)
		}
		// The same values without the hidden characters are accepted.
		const ok = await client.post('/api/admin/artists', {
			token,
			json: { name: 'Clean', social_media: { website: 'https://example.com', instagram: '@clean' } },
		})
		expect(ok.status).toBe(201)
		await client.del(`/api/admin/artists/${ok.body.id}`, { token })
	})
})
