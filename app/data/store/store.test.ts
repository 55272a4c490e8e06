import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The data layer's own promises, through its public functions on a real
 * store in a temp folder: versions, group commits, refusals, the export.
 */
const base = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-store-'))
process.env.DATA_DIR = path.join(base, 'data')
process.env.UPLOADS_DIR = path.join(base, 'uploads')
process.env.SEED = 'empty'
process.env.ADMIN_PASSWORD = 'unit-test-password'

const db = await import('#app/data/db.server.ts')
const newsletter = await import('#app/data/newsletter.server.ts')
const exhibitions = await import('#app/data/exhibitions.server.ts')

describe('the store', () => {
	beforeAll(async () => {
		await db.ready()
	})
	afterAll(() => fs.rmSync(base, { recursive: true, force: true }))

	it('counts every acknowledged change in dataVersion, and nothing else', async () => {
		const before = db.dataVersion()
		await newsletter.subscribe({ email: 'one@example.com', name: '' })
		expect(db.dataVersion()).toBe(before + 1)
		await expect(newsletter.subscribe({ email: 'ONE@example.com ', name: '' })).rejects.toThrow(
			newsletter.AlreadySubscribedError,
		)
		expect(db.dataVersion()).toBe(before + 1)
	})

	it('commits concurrent changes together, each seeing the ones before it', async () => {
		const before = db.dataVersion()
		const results = await Promise.allSettled(
			['a', 'b', 'a', 'c', 'b'].map((n) => newsletter.subscribe({ email: `${n}@example.com`, name: n })),
		)
		expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'rejected'])
		expect(db.dataVersion()).toBe(before + 3)
		const ids = (await newsletter.listSubscribers()).map((s) => s.id)
		expect(new Set(ids).size).toBe(ids.length)
	})

	it('refuses a record the load schema would refuse, naming the field, and stores nothing', async () => {
		const before = db.dataVersion()
		const refused = db.mutate((draft) =>
			draft.put('subscribers', {
				id: draft.takeId('subscribers'),
				email: 'x',
				name: '',
				status: 'active',
				subscribed_at: '+020255-05-01T00:00:00.000Z',
				unsubscribe_token: '',
				failed_count: 0,
				source: '',
			}),
		)
		await expect(refused).rejects.toMatchObject({ name: 'InvalidRecordError', field: 'email' })
		expect(db.dataVersion()).toBe(before)
	})

	it('hands out frozen records and the same list until the next change', async () => {
		const first = await exhibitions.listExhibitions('all')
		expect(await exhibitions.listExhibitions('all')).toBe(first)
		const created = await exhibitions.createExhibition({
			title: 'Frozen',
			slug: '',
			description: '',
			status: 'upcoming',
			start_date: null,
			end_date: null,
			location: '',
			curator: '',
			opening: '',
			featured_image: '',
			gallery_images: [],
			call_for_artists: false,
			cta_link: '',
			assigned_artists: [],
			assigned_artworks: [],
			is_visible: true,
			publish_at: null,
		})
		expect(Object.isFrozen(created)).toBe(true)
		expect(() => (created.gallery_images as string[]).push('x')).toThrow()
		const second = await exhibitions.listExhibitions('all')
		expect(second).not.toBe(first)
		expect(second.map((e) => e.slug)).toContain('frozen')
	})

	it('exports the whole database at one moment in the single-file shape', async () => {
		const exported = await db.exportDatabase()
		expect(exported.schema_version).toBe(1)
		expect(exported.subscribers.map((s) => s.email)).toEqual([
			'one@example.com',
			'a@example.com',
			'b@example.com',
			'c@example.com',
		])
		expect(exported.next_ids.subscribers).toBe(5)
		expect(exported.users).toHaveLength(1)
		expect(Object.keys(exported.pages)).toHaveLength(6)
	})

	it('keeps a scheduled record out of the remembered public lists until the clock says its time has come', async () => {
		const at = new Date(Date.now() + 300).toISOString()
		const created = await exhibitions.createExhibition({
			title: 'Later',
			slug: '',
			description: '',
			status: 'upcoming',
			start_date: null,
			end_date: null,
			location: '',
			curator: '',
			opening: '',
			featured_image: '',
			gallery_images: [],
			call_for_artists: false,
			cta_link: '',
			assigned_artists: [],
			assigned_artworks: [],
			is_visible: true,
			publish_at: at,
		})
		const slugs = async () => (await exhibitions.listExhibitions('visible')).map((e) => e.slug)
		expect(await slugs()).not.toContain(created.slug)
		expect(await exhibitions.getExhibition(created.slug, 'visible')).toBeNull()
		expect((await exhibitions.listExhibitions('all')).map((e) => e.slug)).toContain(created.slug)
		await new Promise((r) => setTimeout(r, 400))
		// One item is read at the moment it is asked for; the remembered list waits for the clock's word.
		expect(await exhibitions.getExhibition(created.slug, 'visible')).not.toBeNull()
		expect(await slugs()).not.toContain(created.slug)
		const version = db.publicDataVersion()
		db.publicDataChangedByClock()
		expect(db.publicDataVersion()).toBe(version + 1)
		expect(await slugs()).toContain(created.slug)
	})
})
