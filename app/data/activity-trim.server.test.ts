import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The activity log's trimming on every write asks the change for its count
 * and oldest entry (Draft.count/first) instead of listing the whole log; they
 * must agree with `all()` whatever the change holds.
 */
const base = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-activity-'))
process.env.DATA_DIR = path.join(base, 'data')
process.env.UPLOADS_DIR = path.join(base, 'uploads')
process.env.SEED = 'empty'
process.env.ADMIN_PASSWORD = 'unit-test-password'

const db = await import('#app/data/db.server.ts')
const activity = await import('#app/data/activity.server.ts')

const DAY = 24 * 60 * 60 * 1000
const entry = (summary: string, at?: string) =>
	({ kind: 'update', entity: null, entity_id: null, summary, ...(at ? { at } : {}) }) as const

describe('activity trimming', () => {
	beforeAll(async () => {
		await db.ready()
	})
	afterAll(() => fs.rmSync(base, { recursive: true, force: true }))

	it("answers a change's count and oldest entry as all() would, with its own additions, removals and replacements", async () => {
		await db.mutate((draft) => {
			for (let i = 0; i < 5; i++) activity.recordActivity(draft, entry(`base ${i}`))
		})
		await db.mutate((draft) => {
			const check = () => {
				const all = draft.all('activity')
				expect(draft.count('activity')).toBe(all.length)
				expect(draft.first('activity')).toEqual(all[0])
				expect(draft.first('activity', new Set([all[0]!.id]))).toEqual(all[1])
			}
			check()
			const [first, second] = draft.all('activity')
			draft.put('activity', { ...first!, summary: 'replaced' })
			check()
			expect(draft.first('activity')?.summary).toBe('replaced')
			draft.remove('activity', first!.id)
			draft.remove('activity', second!.id)
			check()
			draft.put('activity', { ...first!, id: draft.takeId('activity'), summary: 'new' })
			check()
			for (const e of draft.all('activity')) draft.remove('activity', e.id)
			expect(draft.count('activity')).toBe(0)
			expect(draft.first('activity')).toBeUndefined()
			draft.put('activity', { ...first!, id: draft.takeId('activity'), summary: 'only new' })
			check()
		})
	})

	it('drops entries past ACTIVITY_KEEP_DAYS and beyond ACTIVITY_KEEP, oldest first, on every write', async () => {
		const old = new Date(Date.now() - 400 * DAY).toISOString()
		await db.mutate((draft) => {
			for (const e of draft.all('activity')) draft.remove('activity', e.id)
			for (let i = 0; i < 3; i++) {
				draft.put('activity', {
					id: draft.takeId('activity'),
					at: old,
					user_id: null,
					username: 'system',
					kind: 'update',
					entity: null,
					entity_id: null,
					summary: `old ${i}`,
					ip: null,
				})
			}
		})
		await activity.recordEvent(entry('fresh'))
		expect((await db.ready()).all('activity').map((e) => e.summary)).toEqual(['fresh'])

		await db.mutate((draft) => {
			for (let i = 0; i < activity.ACTIVITY_KEEP + 5; i++) activity.recordActivity(draft, entry(`bulk ${i}`))
		})
		const all = (await db.ready()).all('activity')
		expect(all.length).toBe(activity.ACTIVITY_KEEP)
		expect(all[0]!.summary).toBe('bulk 5')
		expect(all.at(-1)!.summary).toBe(`bulk ${activity.ACTIVITY_KEEP + 4}`)
	}, 60_000)
})
