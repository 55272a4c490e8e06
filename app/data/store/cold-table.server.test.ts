import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { type Contact, type RevisionRecord, type Subscriber } from '#app/schemas/records.ts'
import { ColdTable, keyHash } from './cold-table.server.ts'

/** A collection kept in a scratch file with an index in memory reads and writes as one in memory does. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-cold-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

function revision(id: number, entityId: number, title = `Title ${id}`): RevisionRecord {
	return {
		id,
		entity: 'artwork',
		entity_id: entityId,
		version: id,
		action: 'update',
		at: '2026-01-01T00:00:00.000Z',
		user_id: null,
		username: 'system',
		record: { id: entityId, title },
	}
}

function reader(id: number, email: string, subscribed_at = '2026-01-01T00:00:00.000Z', token = ''): Subscriber {
	return {
		id,
		email,
		name: '',
		status: 'active',
		subscribed_at,
		source: 'website',
		unsubscribe_token: token,
		failed_count: 0,
	}
}

describe('a cold table', () => {
	it('leaves no file in its folder, and answers records read back from its file, frozen', () => {
		const table = new ColdTable('revisions', 1, dir)
		table.put(revision(1, 7))
		table.put(revision(2, 8))
		expect(fs.readdirSync(dir)).toEqual([])
		const read = table.get(1)!
		expect(read).toEqual(revision(1, 7))
		expect(Object.isFrozen(read.record)).toBe(true)
		expect(table.get(3)).toBeUndefined()
		expect(table.size).toBe(2)
		expect(table.nextId).toBe(3)
	})

	it('answers every record while the disk refuses its file (full), from memory, and writes them once it takes them', () => {
		const table = new ColdTable('revisions', 1, dir)
		const long = (id: number) => revision(id, id, `${id}`.repeat(150_000))
		table.put(long(1))
		const write = fs.writeSync.bind(fs) as (...args: unknown[]) => number
		let refusing = true
		let calls = 0
		// The disk takes the first thousand bytes of a write, then is full.
		const spy = vi.spyOn(fs, 'writeSync').mockImplementation(((...args: unknown[]) => {
			if (!refusing) return write(...args)
			if (calls++ === 0) return write(args[0], args[1], args[2], Math.min(1000, args[3] as number), args[4])
			throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })
		}) as typeof fs.writeSync)
		try {
			for (let id = 2; id <= 12; id++) table.put(long(id))
			expect(calls).toBeGreaterThan(1)
			for (let id = 1; id <= 12; id++) expect(table.get(id), `revision ${id}`).toEqual(long(id))
			refusing = false
			table.put(long(13))
			for (let id = 1; id <= 13; id++) expect(table.get(id), `revision ${id}`).toEqual(long(id))
			const appended = [...Array(13)].reduce(
				(sum: number, _, i) => sum + Buffer.byteLength(JSON.stringify(long(i + 1))),
				0,
			)
			expect(fs.fstatSync(table.scratchFd).size).toBe(appended)
		} finally {
			spy.mockRestore()
		}
	})

	it("keeps a group's ids in the order they got the key, through replacements and deletes", () => {
		const table = new ColdTable('revisions', 1, dir)
		for (let id = 1; id <= 6; id++) table.put(revision(id, id % 2 ? 1 : 2))
		expect(table.group('record', 'artwork:1').map((r) => r.id)).toEqual([1, 3, 5])
		table.delete(3)
		table.put(revision(1, 1, 'Replaced'))
		table.put(revision(5, 2)) // moved to the other record's group
		expect(table.group('record', 'artwork:1').map((r) => r.id)).toEqual([1])
		expect(table.get(1)!.record.title).toBe('Replaced')
		expect([...table.groupIds('record', 'artwork:2')]).toEqual([2, 4, 6, 5])
		expect(table.first()!.id).toBe(1)
		expect(table.first(new Set([1, 2]))!.id).toBe(4)
		expect(table.all().map((r) => r.id)).toEqual([1, 2, 4, 5, 6])
	})

	it('takes a record with a lower id than the last into its place, and stays in order after many deletes', () => {
		const table = new ColdTable('revisions', 1, dir)
		for (let id = 2; id <= 3000; id += 2) table.put(revision(id, id % 10))
		table.put(revision(1, 1))
		for (let id = 2; id <= 2800; id += 2) table.delete(id)
		expect(table.size).toBe(101)
		expect(table.all().map((r) => r.id)).toEqual([1, ...Array.from({ length: 100 }, (_, i) => 2802 + 2 * i)])
		expect(table.get(2802)!.entity_id).toBe(2)
		expect(table.get(2800)).toBeUndefined()
	})

	it('grows its index past many records, ids up to 32 bits, and refuses an id it cannot hold', () => {
		const table = new ColdTable('revisions', 1, dir)
		for (let id = 1; id <= 5000; id++) table.put(revision(id, 1))
		table.put(revision(0xffff_ffff, 2))
		expect(table.size).toBe(5001)
		expect(table.get(4999)!.id).toBe(4999)
		expect(table.get(0xffff_ffff)!.entity_id).toBe(2)
		expect(() => table.put(revision(2 ** 32, 3))).toThrow('revisions cannot hold the id 4294967296')
		expect(table.get(2 ** 32)).toBeUndefined()
	})

	it('captures its records as they are at one moment, while writes go on', () => {
		const table = new ColdTable('revisions', 1, dir)
		// Large enough that the file is written in more than one flush.
		const long = 'x'.repeat(10_000)
		for (let id = 1; id <= 200; id++) table.put(revision(id, 1, long))
		const captured = table.capture()
		table.delete(1)
		table.put(revision(201, 1))
		expect(captured.length).toBe(200)
		const lines = [...captured.lines()]
		expect(lines).toHaveLength(200)
		expect(JSON.parse(lines[0]!)).toEqual(revision(1, 1, long))
		expect(JSON.parse(lines[199]!).id).toBe(200)
	})

	it('blanks on the disk what was deleted or replaced, once no capture still reads it', () => {
		const table = new ColdTable('revisions', 1, dir)
		const onDisk = () => {
			table.get(1) // written out first
			return fs.readFileSync(`/proc/self/fd/${table.scratchFd}`, 'utf8')
		}
		table.put(revision(1, 1, 'Kept'))
		table.put(revision(2, 1, 'Erased'))
		table.put(revision(3, 1, 'Before'))
		const captured = table.capture()
		table.delete(2)
		table.put(revision(3, 1, 'After'))
		expect(onDisk()).toContain('Erased')
		expect([...captured.lines()].map((line) => JSON.parse(line).record.title)).toEqual(['Kept', 'Erased', 'Before'])
		expect(onDisk()).not.toContain('Erased')
		expect(onDisk()).not.toContain('Before')
		expect(onDisk()).toContain('Kept')
		table.delete(1)
		expect(onDisk()).not.toContain('Kept')
		expect(table.all().map((r) => r.record.title)).toEqual(['After'])
	})

	it('finds a record by a unique key, as the key is now, and the record of a key not set by its id', () => {
		const table = new ColdTable('subscribers', 1, dir)
		table.put(reader(1, 'One@example.com', undefined, 'token-one-aaaaaaaaaaaaaaaaaa'))
		table.put(reader(2, 'two@example.com'))
		expect(table.find('email', 'one@example.com')!.id).toBe(1)
		expect(table.find('email', 'One@example.com')).toBeUndefined()
		expect(table.find('unsubscribe', 'token-one-aaaaaaaaaaaaaaaaaa')!.id).toBe(1)
		expect(table.find('unsubscribe', '#2')!.id).toBe(2)
		expect(table.find('unsubscribe', '#1')).toBeUndefined()
		expect(table.keyed('unsubscribe')).toBe(1)
		expect(table.keyed('email')).toBe(2)
		table.put(reader(2, 'moved@example.com', undefined, 'token-two-aaaaaaaaaaaaaaaaaa'))
		expect(table.find('email', 'two@example.com')).toBeUndefined()
		expect(table.find('email', 'moved@example.com')!.id).toBe(2)
		expect(table.keyed('unsubscribe')).toBe(2)
		table.delete(1)
		expect(table.find('email', 'one@example.com')).toBeUndefined()
		expect(table.find('unsubscribe', 'token-one-aaaaaaaaaaaaaaaaaa')).toBeUndefined()
		expect(table.keyed('email')).toBe(1)
		expect(() => table.find('name', 'x')).toThrow('subscribers has no index name')
	})

	it('finds the first of two old records that share a unique key, and the other once the first goes', () => {
		const table = new ColdTable('subscribers', 1, dir)
		table.put(reader(1, 'twice@example.com'))
		table.put(reader(2, 'twice@example.com'))
		expect(table.keyed('email')).toBe(2)
		expect(table.find('email', 'twice@example.com')!.id).toBe(1)
		table.delete(1)
		expect(table.find('email', 'twice@example.com')!.id).toBe(2)
		expect(table.keyed('email')).toBe(1)
	})

	it("hashes a key to a small whole number's text, the same key always to the same one", () => {
		for (const key of ['', 'a', 'one@example.com', 'é'.repeat(300)]) {
			expect(keyHash(key)).toBe(keyHash(`${key}`))
			expect(keyHash(key)).toMatch(/^(0|[1-9]\d*)$/)
			expect(Number(keyHash(key))).toBeLessThan(2 ** 30)
		}
		expect(keyHash('one@example.com')).not.toBe(keyHash('one@example.co'))
	})

	it('lists its ids in its own order, greatest first and the greater id first among equals, through changes', () => {
		const table = new ColdTable('subscribers', 1, dir)
		const at = (day: number) => `2026-01-${String(day).padStart(2, '0')}T00:00:00.000Z`
		table.put(reader(1, 'a@example.com', at(3)))
		table.put(reader(2, 'b@example.com', at(1)))
		table.put(reader(3, 'c@example.com', at(3)))
		table.put(reader(4, 'd@example.com', at(2)))
		expect(table.idsByOrder()).toEqual([3, 1, 4, 2])
		table.put(reader(2, 'b@example.com', at(9))) // signed up again
		table.delete(3)
		expect(table.idsByOrder()).toEqual([2, 1, 4])
		for (let id = 5; id <= 2000; id++) table.put(reader(id, `${id}@example.com`, at(1)))
		for (let id = 5; id <= 1900; id++) table.delete(id)
		expect(table.idsByOrder().slice(0, 4)).toEqual([2, 1, 4, 2000])
		expect(table.idsByOrder()).toHaveLength(103)
		expect(() => new ColdTable('revisions', 1, dir).idsByOrder()).toThrow('revisions has no order of its own')
	})

	it("keeps each record's list text in memory, as the record is now", () => {
		const table = new ColdTable('contacts', 1, dir)
		const contact = (id: number, name: string, tags: string[] = []) =>
			({
				id,
				version: 1,
				name,
				email: `${id}@example.com`,
				other_emails: [],
				phone: '',
				organisation: '',
				address: '',
				kinds: ['collector'],
				tags,
				notes: '',
				language: '',
				created_at: '2026-01-01T00:00:00.000Z',
				updated_at: '2026-01-01T00:00:00.000Z',
			}) as Contact
		table.put(contact(1, 'Ada'))
		table.put(contact(2, 'Ben', ['print']))
		table.put(contact(1, 'Ada Lovelace'))
		expect([...table.texts()]).toEqual([
			[1, 'Ada Lovelace\u00001@example.com\u0000\u0000'],
			[2, 'Ben\u00002@example.com\u0000\u0000\u0000print'],
		])
		expect([...table.groupIds('tag', 'print')]).toEqual([2])
		table.delete(2)
		expect([...table.texts().keys()]).toEqual([1])
		expect(table.groupIds('tag', 'print').size).toBe(0)
		expect(() => new ColdTable('revisions', 1, dir).texts()).toThrow('revisions has no list texts')
	})

	it("takes over another table's records whole", () => {
		const table = new ColdTable('revisions', 1, dir)
		table.put(revision(1, 1))
		const fresh = new ColdTable('revisions', 1, dir)
		fresh.put(revision(2, 1))
		const before = table.version
		table.adopt(fresh)
		expect(table.version).toBeGreaterThan(before)
		expect(table.get(1)).toBeUndefined()
		expect(table.group('record', 'artwork:1').map((r) => r.id)).toEqual([2])
		const readers = new ColdTable('subscribers', 1, dir)
		readers.put(reader(1, 'one@example.com'))
		const freshReaders = new ColdTable('subscribers', 1, dir)
		freshReaders.put(reader(2, 'two@example.com', '2026-02-01T00:00:00.000Z'))
		freshReaders.put(reader(3, 'three@example.com'))
		readers.adopt(freshReaders)
		expect(readers.find('email', 'one@example.com')).toBeUndefined()
		expect(readers.find('email', 'two@example.com')!.id).toBe(2)
		expect(readers.idsByOrder()).toEqual([2, 3])
	})
})

describe("a cold collection's snapshot, as a start reads it", () => {
	async function storeWithRevisions(records: RevisionRecord[]) {
		const { createInitialDatabase } = await import('#app/data/seed.server.ts')
		const { parseEnv } = await import('#app/utils/env.server.ts')
		const { writeStore } = await import('./create.server.ts')
		const db = await createInitialDatabase(parseEnv({ SEED: 'empty' }))
		const dataDir = fs.mkdtempSync(path.join(dir, 'data-'))
		const storeDir = path.join(dataDir, 'store')
		await writeStore(dataDir, storeDir, { ...db, revisions: records, next_ids: { ...db.next_ids, revisions: 10 } })
		return path.join(storeDir, 'revisions.json')
	}

	it('reads one record a line without holding the file, and a file edited by hand whole', async () => {
		const { loadStore } = await import('./load.server.ts')
		const file = await storeWithRevisions([revision(1, 5), revision(2, 5)])
		const read = async () => (await loadStore(path.dirname(file))).store.group('revisions', 'record', 'artwork:5')
		expect((await read()).map((r) => r.id)).toEqual([1, 2])
		fs.writeFileSync(file, JSON.stringify(JSON.parse(fs.readFileSync(file, 'utf8')), null, 2))
		expect((await read()).map((r) => r.id)).toEqual([1, 2])
		expect(fs.readdirSync(path.dirname(file)).filter((name) => name.includes('scratch'))).toEqual([])
	})

	it('refuses a bad record, a repeated id and a cut file, naming the file, the record and the problem', async () => {
		const { loadStore } = await import('./load.server.ts')
		const bad = await storeWithRevisions([revision(1, 5), { ...revision(2, 5), version: 0 }])
		await expect(loadStore(path.dirname(bad))).rejects.toThrow(
			`The store file ${bad} failed validation at record 2 (id 2) field "version"`,
		)
		const twice = await storeWithRevisions([revision(1, 5), revision(1, 5)])
		await expect(loadStore(path.dirname(twice))).rejects.toThrow('at record 2 (id 1): duplicate id')
		const cut = await storeWithRevisions([revision(1, 5), revision(2, 5)])
		fs.truncateSync(cut, fs.statSync(cut).size - 5)
		await expect(loadStore(path.dirname(cut))).rejects.toThrow(`The store file ${cut} is not valid JSON`)
	})
})
