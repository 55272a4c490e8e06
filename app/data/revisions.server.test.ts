import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exhibitionInput as input } from '#tests/support/records.ts'

/**
 * Revisions through the data layer's public functions, on a real store in a
 * temp folder (docs/admin.md, 'History and conflicts').
 */
const base = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-revisions-'))
process.env.DATA_DIR = path.join(base, 'data')
process.env.UPLOADS_DIR = path.join(base, 'uploads')
process.env.SEED = 'empty'
process.env.ADMIN_PASSWORD = 'unit-test-password'
process.env.REVISIONS_KEEP = '3'

const db = await import('#app/data/db.server.ts')
const revisions = await import('#app/data/revisions.server.ts')
const exhibitions = await import('#app/data/exhibitions.server.ts')

const actor = { id: 1, username: 'ines', ip: '203.0.113.9' }

describe('revisions', () => {
	beforeAll(async () => {
		await db.ready()
	})
	afterAll(() => fs.rmSync(base, { recursive: true, force: true }))

	it('keeps a revision and an activity entry in the same change as the write, naming who made it', async () => {
		const before = db.dataVersion()
		const e = await exhibitions.createExhibition(input('One'), { actor })
		expect(db.dataVersion()).toBe(before + 1)
		expect(e.version).toBe(1)
		const [revision] = await revisions.listRevisions('exhibition', e.id)
		expect(revision).toMatchObject({ action: 'create', version: 1, user_id: 1, username: 'ines' })
		const store = await db.ready()
		expect(store.all('activity').at(-1)).toMatchObject({
			kind: 'create',
			entity: 'exhibition',
			entity_id: e.id,
			username: 'ines',
			ip: '203.0.113.9',
			summary: 'Created exhibition "One"',
		})
	})

	it('keeps the last REVISIONS_KEEP of each record and drops the oldest in the same change', async () => {
		const e = await exhibitions.createExhibition(input('Many'))
		for (const title of ['Two', 'Three', 'Four', 'Five']) await exhibitions.updateExhibition(e.id, input(title))
		const kept = await revisions.listRevisions('exhibition', e.id)
		expect(kept.map((r) => r.version)).toEqual([5, 4, 3])
		expect(kept[0]!.username).toBe('system')
	})

	it('reads only the newest of the kept revisions of a record it saves (the others stay on disk)', async () => {
		const e = await exhibitions.createExhibition(input('Read'))
		for (const title of ['Two', 'Three', 'Four']) await exhibitions.updateExhibition(e.id, input(title))
		const [newest, middle, oldest] = await revisions.listRevisions('exhibition', e.id)
		const table = (await db.ready()).tables.revisions
		const read: number[] = []
		const get = table.get.bind(table)
		table.get = (id) => {
			read.push(id)
			return get(id)
		}
		try {
			await exhibitions.updateExhibition(e.id, input('Five'))
		} finally {
			table.get = get
		}
		expect((await revisions.listRevisions('exhibition', e.id)).map((r) => r.version)).toEqual([5, 4, 3])
		// The newest (version 4), for its version, and the one dropped, as it is removed; never version 3's.
		expect(new Set(read)).toEqual(new Set([newest!.id, oldest!.id]))
		expect(read).not.toContain(middle!.id)
	})

	it('refuses a write from a stale version inside the change, naming who changed it', async () => {
		const e = await exhibitions.createExhibition(input('Stale'), { actor })
		await exhibitions.updateExhibition(e.id, input('Fresh'), { actor, version: 1 })
		const before = db.dataVersion()
		const refused = exhibitions.updateExhibition(e.id, input('Late'), { version: 1 })
		await expect(refused).rejects.toThrow(revisions.VersionConflictError)
		const error = (await refused.catch((e: unknown) => e)) as InstanceType<typeof revisions.VersionConflictError>
		expect(error.current).toMatchObject({ title: 'Fresh', version: 2 })
		expect(error.revision).toMatchObject({ username: 'ines', version: 2 })
		expect(revisions.changedFields(error.base, error.current)).toEqual(['title', 'slug'])
		expect(db.dataVersion()).toBe(before)
	})

	it('never keeps a password in a revision: one call in a module such as users keeps its history', async () => {
		const user = { id: 7, username: 'bea', email: '', role: 'admin', password_hash: 'secret-hash', updated_at: '' }
		await db.mutate((draft) =>
			revisions.recordRevision(draft, { entity: 'user', record: user, action: 'update', actor }),
		)
		await db.mutate((draft) =>
			revisions.recordRevision(draft, { entity: 'user', record: user, action: 'update', actor }),
		)
		const kept = await revisions.listRevisions('user', 7)
		expect(kept.map((r) => r.version)).toEqual([2, 1])
		expect(kept[0]!.record).not.toHaveProperty('password_hash')
		expect(kept[0]!.record).toMatchObject({ username: 'bea' })
	})
})
