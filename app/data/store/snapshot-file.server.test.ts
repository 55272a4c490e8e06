import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { type Snapshot, SnapshotFile } from './snapshot-file.server.ts'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-snapshot-'))
const header = { schema_version: 2, unit: 'artworks', seq: 7, next_id: 4 } as const

describe('snapshot files', () => {
	afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

	it('write one record a line and read each back through the check', async () => {
		for (const records of [[], [{ id: 1 }], [{ id: 1, t: 'a,\nb' }, { id: 2 }, { id: 3, t: ']}' }]]) {
			const file = new SnapshotFile(path.join(dir, `lines-${records.length}.json`), (raw, i) => ({
				...(raw as object),
				i,
			}))
			await file.write({ ...header, records } as Snapshot)
			const text = fs.readFileSync(file.filename, 'utf8')
			expect(text.split('\n')).toHaveLength(records.length + 3)
			expect(JSON.parse(text)).toEqual({ ...header, records })
			expect(await file.read()).toEqual({ ...header, records: records.map((r, i) => ({ ...r, i })) })
		}
	})

	it('read a file edited by hand (not one record a line) whole, through the same check', async () => {
		const name = path.join(dir, 'pretty.json')
		fs.writeFileSync(name, JSON.stringify({ ...header, records: [{ id: 1 }, { id: 2 }] }, null, 2))
		const seen: number[] = []
		const read = await new SnapshotFile(name, (raw, i) => (seen.push(i), raw as object)).read()
		expect(read?.records).toEqual([{ id: 1 }, { id: 2 }])
		expect(seen).toEqual([0, 1])
	})

	it('leave no temp file behind, and answer null for a missing file', async () => {
		expect(await new SnapshotFile(path.join(dir, 'missing.json')).read()).toBeNull()
		expect(fs.readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([])
	})
})
