import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The linking at start of records from before contacts: a large list is linked in changes of at most LINK_CHUNK
 * records (one change for 100,000 readers held every write back for many minutes), with one activity entry for all.
 */
const base = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-links-'))
process.env.DATA_DIR = path.join(base, 'data')
process.env.UPLOADS_DIR = path.join(base, 'uploads')
process.env.SEED = 'empty'
process.env.ADMIN_PASSWORD = 'unit-test-password'

const db = await import('#app/data/db.server.ts')
const links = await import('#app/data/contact-links.server.ts')
const newsletter = await import('#app/data/newsletter.server.ts')

afterAll(() => fs.rmSync(base, { recursive: true, force: true }))

describe('linking the records from before contacts', () => {
	beforeAll(async () => {
		await db.ready()
	})

	it('links a list longer than a change takes in several changes, every reader to a contact of their own, logged once', async () => {
		const readers = links.LINK_CHUNK * 2 + 7
		await newsletter.subscribe({ email: 'r0@example.com', name: '' })
		const first = (await db.ready()).all('subscribers')[0]!
		// Readers from before contacts: active, naming none.
		await db.mutate((draft) => {
			for (let i = 0; i < readers; i++)
				draft.put('subscribers', {
					...first,
					id: i === 0 ? first.id : draft.takeId('subscribers'),
					email: `r${i}@example.com`,
					status: 'active',
					confirm_token_hash: '',
					unsubscribe_token: '',
					contact_id: null,
				})
		})
		const before = db.dataVersion()
		const contactsBefore = (await db.ready()).count('contacts')
		expect(await links.linkExistingRecords()).toBe(readers)
		// Three changes of readers and one for the log entry.
		expect(db.dataVersion() - before).toBe(4)
		const store = await db.ready()
		const contacts = new Set(store.all('subscribers').map((r) => r.contact_id))
		expect(contacts.has(null)).toBe(false)
		expect(contacts.size).toBe(readers)
		expect(store.count('contacts')).toBe(readers)
		const logged = store.all('activity').filter((e) => e.entity === 'contact' && e.entity_id === null)
		expect(logged.map((e) => e.summary)).toEqual([
			`Linked ${readers} enquiries, room recipients and readers to contacts, making ${readers - contactsBefore} contacts`,
		])
		expect(await links.linkExistingRecords()).toBe(0)
	})
})
