import { describe, expect, it } from 'vitest'
import { validateDatabase } from './db-schema.ts'
import { createInitialDatabase } from './seed.server.ts'
import { parseEnv } from '#app/utils/env.server.ts'

async function emptyDb() {
	return JSON.parse(JSON.stringify(await createInitialDatabase(parseEnv({ SEED: 'empty' }))))
}

describe('validateDatabase', () => {
	it('accepts a freshly seeded empty database with all six pages', async () => {
		const db = await emptyDb()
		const result = validateDatabase(db)
		expect(result.ok).toBe(true)
		expect(Object.keys(db.pages)).toEqual(['home', 'exhibitions', 'artists', 'gallery', 'about', 'contact'])
		expect(db.pages.exhibitions.title).toBe('Exhibitions')
		expect(db.pages.contact.description).toBe('Get in touch with us')
	})
	it('names the bad record and field', async () => {
		const db = await emptyDb()
		db.exhibitions.push({ id: 1, slug: 'ok', title: 'x' })
		db.next_ids.exhibitions = 2
		const result = validateDatabase(db)
		expect(result).toEqual({
			ok: false,
			problem: expect.stringMatching(/^exhibitions\[0\] \(id 1\) field "status"/),
		})
	})
	it('refuses duplicate ids and ids at or above the next id', async () => {
		const db = await emptyDb()
		const block = {
			id: 1,
			title: 'a',
			content: 'b',
			sort_order: 1,
			is_visible: true,
			created_at: '2026-01-01T00:00:00.000Z',
			updated_at: '2026-01-01T00:00:00.000Z',
		}
		db.about_blocks.push(block, { ...block })
		db.next_ids.about_blocks = 2
		expect(validateDatabase(db)).toEqual({ ok: false, problem: 'about_blocks[1] (id 1): duplicate id' })
		db.about_blocks.pop()
		db.next_ids.about_blocks = 1
		expect(validateDatabase(db)).toMatchObject({
			ok: false,
			problem: expect.stringContaining('not below next_ids.about_blocks'),
		})
	})
	it('refuses another schema version', async () => {
		const db = await emptyDb()
		db.schema_version = 99
		expect(validateDatabase(db)).toMatchObject({ ok: false, problem: expect.stringContaining('schema_version') })
	})
	it('loads a database from before enquiries and sales fields with their defaults', async () => {
		const db = await emptyDb()
		delete db.enquiries
		delete db.next_ids.enquiries
		const time = '2026-01-01T00:00:00.000Z'
		db.artworks.push({
			id: 1,
			slug: 'dusk',
			title: 'Dusk',
			artist_id: null,
			artist_name: 'A',
			year: 2020,
			medium: '',
			size: '',
			description: '',
			images: [],
			featured_image: '',
			category: '',
			is_visible: true,
			created_at: time,
			updated_at: time,
		})
		db.next_ids.artworks = 2
		const result = validateDatabase(db)
		expect(result.ok).toBe(true)
		if (!result.ok) return
		expect(result.data.enquiries).toEqual([])
		expect(result.data.next_ids.enquiries).toBe(1)
		expect(result.data.artworks[0]).toMatchObject({
			availability: 'available',
			price: null,
			price_display: 'on_request',
		})
	})
})
