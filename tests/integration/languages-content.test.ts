import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '../support/api.ts'
import { adminCookie, startServer, type TestServer } from '../support/server.ts'

/**
 * Content in the site's other languages (contract section 21, docs/admin.md 'Languages'), on one demo server
 * publishing English and German: what /api/admin reads and writes of `translations`, what the back office's forms
 * show and save without JavaScript, and the lists' untranslated filter.
 */
describe('translations with SITE_LANGUAGES=en,de', () => {
	let server: TestServer
	let client: ReturnType<typeof api>
	let token: string
	let cookie: string

	beforeAll(async () => {
		server = await startServer({ seed: 'demo', env: { SITE_LANGUAGES: 'en,de' } })
		client = api(server)
		token = await client.login()
		cookie = (await adminCookie(server))!
	})
	afterAll(() => server?.stop())

	describe('/api/admin', () => {
		it("writes and reads an artwork's translations, dropping languages not set and fields not translatable", async () => {
			const created = await client.post('/api/admin/artworks', {
				token,
				json: {
					title: 'Blue Hour',
					artist_id: 1,
					medium: 'Oil on linen',
					provenance: 'The artist\n[private] A collector\nGalerie Nord, Berlin',
					translations: {
						de: {
							title: ' Blaue Stunde ',
							medium: 'Öl auf Leinen',
							provenance: 'Der Künstler\nGalerie Nord, Berlin',
							location: 'Lager',
							description: '',
						},
						fr: { title: 'Heure bleue' },
					},
				},
			})
			expect(created.status, created.text).toBe(201)
			const expected = {
				de: { title: 'Blaue Stunde', medium: 'Öl auf Leinen', provenance: 'Der Künstler\nGalerie Nord, Berlin' },
			}
			expect(created.body.translations).toEqual(expected)
			const read = await client.get(`/api/admin/artworks/${created.body.id}`, { token })
			expect(read.body.translations).toEqual(expected)

			// A PUT without translations keeps them; one with them replaces them.
			const renamed = await client.put(`/api/admin/artworks/${created.body.id}`, { token, json: { year: 2020 } })
			expect(renamed.body.translations).toEqual(expected)
			const replaced = await client.put(`/api/admin/artworks/${created.body.id}`, {
				token,
				json: { translations: { de: { title: 'Die blaue Stunde' } } },
			})
			expect(replaced.status, replaced.text).toBe(200)
			expect(replaced.body.translations).toEqual({ de: { title: 'Die blaue Stunde' } })

			// Revisions keep them, and a restore brings them back.
			const revisions = await client.get(`/api/admin/artworks/${created.body.id}/revisions`, { token })
			const first = revisions.body.find((r: { version: number }) => r.version === 1)
			const one = await client.get(`/api/admin/artworks/${created.body.id}/revisions/${first.id}`, { token })
			expect(one.body.record.translations).toEqual(expected)
			const restored = await client.post(`/api/admin/artworks/${created.body.id}/revisions/${first.id}/restore`, {
				token,
			})
			expect(restored.status, restored.text).toBeLessThan(300)
			expect((await client.get(`/api/admin/artworks/${created.body.id}`, { token })).body.translations).toEqual(
				expected,
			)
		})

		it('refuses a translation longer than its field, or not text, with the field named, and stores nothing', async () => {
			const tooLong = await client.refused(() =>
				client.post('/api/admin/exhibitions', {
					token,
					json: { title: 'Night Garden', translations: { de: { title: 'x'.repeat(201) } } },
				}),
			)
			expect(tooLong.status).toBe(400)
			expect(tooLong.body.fields).toEqual({ 'translations.de.title': 'Title must be at most 200 characters' })
			const notText = await client.refused(() =>
				client.post('/api/admin/artists', { token, json: { name: 'Ann Ode', translations: { de: 'Malerin' } } }),
			)
			expect(notText.status).toBe(400)
			expect(Object.keys(notText.body.fields)).toEqual(['translations.de'])
		})

		it('keeps the translations of about blocks, fairs, viewing rooms and pages', async () => {
			const block = await client.post('/api/admin/about-blocks', {
				token,
				json: {
					title: 'Press',
					content: '<p>Write to us.</p>',
					translations: { de: { title: 'Presse', content: '<p>Schreiben Sie uns.</p>' } },
				},
			})
			expect(block.status, block.text).toBe(201)
			expect(block.body.translations).toEqual({ de: { title: 'Presse', content: '<p>Schreiben Sie uns.</p>' } })

			const room = await client.post('/api/admin/viewing-rooms', {
				token,
				json: { title: 'For Ms Berger', intro: 'A few works', translations: { de: { intro: 'Einige Arbeiten' } } },
			})
			expect(room.status, room.text).toBe(201)
			expect(room.body.translations).toEqual({ de: { intro: 'Einige Arbeiten' } })

			const fairs = await client.get('/api/admin/fairs', { token })
			const fair = fairs.body[0] ?? fairs.body.fairs?.[0]
			const put = await client.put(`/api/admin/fairs/${fair.id}`, {
				token,
				json: { translations: { de: { description: 'Unser Stand zeigt neue Arbeiten.' } } },
			})
			expect(put.status, put.text).toBe(200)
			expect(put.body.translations).toEqual({ de: { description: 'Unser Stand zeigt neue Arbeiten.' } })

			const page = await client.put('/api/admin/pages/about', {
				token,
				json: { translations: { de: { title: 'Über uns', description: 'Eine Galerie für alle.', content: 'x' } } },
			})
			expect(page.status, page.text).toBe(200)
			expect(page.body.translations).toEqual({ de: { title: 'Über uns', description: 'Eine Galerie für alle.' } })
			expect((await client.get('/api/admin/pages/about', { token })).body.translations).toEqual({
				de: { title: 'Über uns', description: 'Eine Galerie für alle.' },
			})
		})
	})
})

describe('translations with English alone (SITE_LANGUAGES unset)', () => {
	let server: TestServer
	let client: ReturnType<typeof api>
	let token: string
	beforeAll(async () => {
		server = await startServer({ seed: 'demo' })
		client = api(server)
		token = await client.login()
	})
	afterAll(() => server?.stop())

	it('drops every translation sent, as unknown keys, and answers records with none', async () => {
		const created = await client.post('/api/admin/exhibitions', {
			token,
			json: { title: 'Night Garden', translations: { de: { title: 'Nachtgarten' } } },
		})
		expect(created.status, created.text).toBe(201)
		expect(created.body.translations).toEqual({})
		const demo = await client.get('/api/admin/exhibitions', { token })
		expect(demo.body.every((e: { translations: object }) => Object.keys(e.translations).length === 0)).toBe(true)
	})
})
