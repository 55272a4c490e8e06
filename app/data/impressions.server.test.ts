import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/** Selling one impression (or a whole work) inside a change, on a real store in a temp folder. */
const base = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-impressions-'))
process.env.DATA_DIR = path.join(base, 'data')
process.env.UPLOADS_DIR = path.join(base, 'uploads')
process.env.SEED = 'empty'
process.env.ADMIN_PASSWORD = 'unit-test-password'

const db = await import('#app/data/db.server.ts')
const artists = await import('#app/data/artists.server.ts')
const artworks = await import('#app/data/artworks.server.ts')
const { ArtworkSchema } = await import('#app/schemas/artwork.ts')
const { impressionsAvailable, markAvailable, markSold, IMPRESSION_NEEDED, NOT_AN_EDITION } =
	await import('./impressions.server.ts')
const { ArtistSchema } = await import('#app/schemas/artist.ts')

describe('selling an edition one impression at a time', () => {
	let edition: number
	let unique: number
	beforeAll(async () => {
		await db.ready()
		const artist = await artists.createArtist(ArtistSchema.parse({ name: 'Ines Marr' }))
		const work = (json: Record<string, unknown>) =>
			artworks.createArtwork(ArtworkSchema.parse({ title: 'Print', artist_id: artist.id, ...json }))
		edition = (await work({ edition_size: 3, ap_count: 1 })).id
		unique = (await work({ title: 'Painting' })).id
	})
	afterAll(() => fs.rmSync(base, { recursive: true, force: true }))

	it('marks an impression sold and frees it, the work following, one revision each', async () => {
		const sold = await db.mutate((draft) => markSold(draft, edition, '2/3'))
		expect(sold.impressions.map((i) => i.availability)).toEqual(['available', 'sold', 'available', 'available'])
		expect(sold.availability).toBe('available')
		expect(impressionsAvailable(sold).map((i) => i.label)).toEqual(['1/3', '3/3', 'AP 1/1'])
		await expect(db.mutate((draft) => markSold(draft, edition, '2'))).rejects.toMatchObject({
			name: 'ConflictError',
			field: 'impression_label',
		})
		for (const label of ['1/3', '3/3', 'AP 1/1']) await db.mutate((draft) => markSold(draft, edition, label))
		expect((await artworks.getArtwork(edition, 'all'))?.availability).toBe('sold')
		const freed = await db.mutate((draft) => markAvailable(draft, edition, 'AP 1/1'))
		expect(freed.availability).toBe('available')
		expect(freed.version).toBe(6)
	})

	it('names the impression of an edition, and none of a work sold whole', async () => {
		await expect(db.mutate((draft) => markSold(draft, edition, null))).rejects.toThrow(IMPRESSION_NEEDED)
		await expect(db.mutate((draft) => markSold(draft, edition, '9/3'))).rejects.toMatchObject({
			name: 'InvalidRecordError',
		})
		await expect(db.mutate((draft) => markSold(draft, unique, '1/3'))).rejects.toThrow(NOT_AN_EDITION)
		expect((await db.mutate((draft) => markSold(draft, unique, null))).availability).toBe('sold')
		await expect(db.mutate((draft) => markSold(draft, unique, null))).rejects.toMatchObject({ name: 'ConflictError' })
		expect((await db.mutate((draft) => markAvailable(draft, unique, null))).availability).toBe('available')
	})
})
