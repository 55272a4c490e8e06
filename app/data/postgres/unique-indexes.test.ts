import { describe, expect, it } from 'vitest'
import { uniqueKeyFields, uniqueKeys } from '#app/data/store/units.ts'
import { migrations } from './migrations.server.ts'

/**
 * One list of unique keys (app/data/store/units.ts): the JSON store keeps each as an index of its tables, and
 * PostgreSQL as a unique index of its own. The two stay the same list: a key added on one side and not the other
 * fails here. (That PostgreSQL's indexes refuse a clash is shown in app/data/store/store.test.ts.)
 */

/** The unique indexes on `records` the migrations leave, by name, with the expression each is made of. */
function uniqueIndexes(): Map<string, string> {
	const indexes = new Map<string, string>()
	for (const { sql } of migrations()) {
		for (const match of sql.matchAll(/CREATE UNIQUE INDEX (\w+) ON records ([^;]+);/g)) {
			indexes.set(match[1]!, match[2]!)
		}
		for (const match of sql.matchAll(/DROP INDEX (?:IF EXISTS )?(\w+)/g)) indexes.delete(match[1]!)
	}
	return indexes
}

describe('unique keys', () => {
	it('are the same list in memory and in PostgreSQL, each index made of its field', () => {
		const declared = Object.entries(uniqueKeys).flatMap(([name, keys]) =>
			Object.keys(keys).map((key) => `records_${name}_${key}`),
		)
		const indexes = uniqueIndexes()
		expect([...indexes.keys()].sort()).toEqual(declared.sort())
		for (const [name, keys] of Object.entries(uniqueKeyFields)) {
			expect(Object.keys(keys).sort(), name).toEqual(Object.keys(uniqueKeys[name as keyof typeof uniqueKeys]).sort())
			for (const [key, field] of Object.entries(keys)) {
				const index = indexes.get(`records_${name}_${key}`)!
				expect(index, `records_${name}_${key}`).toContain(`data ->> '${field}'`)
				expect(index, `records_${name}_${key}`).toContain(`WHERE collection = '${name}'`)
			}
		}
	})
})
