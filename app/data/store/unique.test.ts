import os from 'node:os'
import { describe, expect, it } from 'vitest'
import { ColdTable } from './cold-table.server.ts'
import { type Reader } from './draft.ts'
import { type RecordTable, Table } from './table.ts'
import { uniqueClash } from './unique.ts'
import { type CollectionName, isCold, type Op, type Records, uniqueKeyFields, unsetKey } from './units.ts'

/**
 * The store's own unique-key check, made on every change on both stores (store.server.ts), for every key of the
 * one list (units.ts `uniqueKeyFields`; app/data/postgres/unique-indexes.test.ts holds PostgreSQL's indexes to
 * the same list, and app/data/store/store.test.ts shows a clash refused through the data layer on both stores).
 */

const keys = Object.entries(uniqueKeyFields).flatMap(([name, fields]) =>
	Object.entries(fields).map(([index, field]) => ({ name: name as CollectionName, index, field })),
)

/** A record carrying a value of its own in every unique field of its collection (and what its group indexes read). */
function record(name: CollectionName, id: number, values: Record<string, string> = {}) {
	const fields = Object.values((uniqueKeyFields as Record<string, Record<string, string>>)[name]!)
	return {
		id,
		...(name === 'contacts' ? { name: '', other_emails: [], kinds: [], tags: [] } : {}),
		...(name === 'subscribers' ? { status: 'active' } : {}),
		...Object.fromEntries(fields.map((f) => [f, `${f}-${id}`])),
		...values,
	} as unknown as Records[CollectionName]
}

/** A table of the collection's kind, as the store holds it: in memory, or (the readers) in a scratch file. */
function tableOf(name: CollectionName): RecordTable<CollectionName> {
	return isCold(name) ? new ColdTable(name, 100, os.tmpdir()) : new Table(name, 100)
}

function readerOf(name: CollectionName, records: Records[CollectionName][]): Reader {
	const table = tableOf(name)
	for (const r of records) table.put(r)
	return {
		get: (_name: CollectionName, id: number) => table.get(id),
		find: (_name: CollectionName, index: string, value: string) => table.find(index, value),
	} as unknown as Reader
}

const put = (name: CollectionName, r: Records[CollectionName]): Op => ({ put: name, record: r })

describe.each(keys)('the unique key $name.$index', ({ name, field }) => {
	const same = { [field]: 'same' }
	const base = readerOf(name, [record(name, 1, same)])

	it(`refuses a record that takes another's ${field}, naming the field`, () => {
		expect(uniqueClash([put(name, record(name, 2, same))], base)).toMatchObject({ name: 'ConflictError', field })
	})

	it('refuses two records of one change that share it', () => {
		const empty = readerOf(name, [])
		const clash = uniqueClash([put(name, record(name, 2, same)), put(name, record(name, 3, same))], empty)
		expect(clash).toMatchObject({ field })
	})

	it('lets a record take a key the same change frees (removed, or given another)', () => {
		expect(uniqueClash([{ delete: name, id: 1 }, put(name, record(name, 2, same))], base)).toBeNull()
		expect(uniqueClash([put(name, record(name, 2, same)), put(name, record(name, 1))], base)).toBeNull()
	})

	it('lets be a record whose key did not change, even where two records shared it before', () => {
		const old = readerOf(name, [record(name, 1, same), record(name, 2, same)])
		expect(uniqueClash([put(name, record(name, 2, same))], old)).toBeNull()
	})
})

describe('a unique key not set', () => {
	// Readers without a link: their keys ('#' and the id) are kept in no index, yet found as before.
	const reader = (id: number, token = '') =>
		record('subscribers', id, { unsubscribe_token: token }) as Records['subscribers']

	it('finds its record by the key, and no other record by another id', () => {
		const table = tableOf('subscribers')
		for (const id of [1, 2]) table.put(reader(id))
		expect(table.find('unsubscribe', unsetKey(1))?.id).toBe(1)
		expect(table.find('unsubscribe', unsetKey(3))).toBeUndefined()
		expect(table.find('unsubscribe', '#')).toBeUndefined()
	})

	it('is no longer found once the record has a key set, which is found instead', () => {
		const table = tableOf('subscribers')
		table.put(reader(1))
		table.put(reader(1, 'token-1'))
		expect(table.find('unsubscribe', unsetKey(1))).toBeUndefined()
		expect(table.find('unsubscribe', 'token-1')?.id).toBe(1)
		table.put(reader(1))
		expect(table.find('unsubscribe', 'token-1')).toBeUndefined()
		expect(table.find('unsubscribe', unsetKey(1))?.id).toBe(1)
	})

	it('is shared by no two records', () => {
		const base = readerOf('subscribers', [reader(1)])
		expect(uniqueClash([put('subscribers', reader(2)), put('subscribers', reader(3))], base)).toBeNull()
	})
})
