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

afterAll(() => fs.rmSync(base, { recursive: true, force: true }))

describe('activity trimming', () => {
	beforeAll(async () => {
		await db.ready()
	})

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
					count: 1,
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

describe('failed sign-ins in the activity log', () => {
	beforeAll(async () => {
		await db.ready()
	})

	it('folds them per address and hour, and keeps at most FAILED_SIGN_IN_KEEP of them, the rest of the log left alone', async () => {
		const { CLOCK_HOOK } = await import('#app/utils/clock.ts')
		const clock = { offsetMs: 0, listeners: new Set<() => unknown>() }
		;(globalThis as Record<symbol, unknown>)[CLOCK_HOOK] = clock
		try {
			await db.mutate((draft) => {
				for (const e of draft.all('activity')) draft.remove('activity', e.id)
			})
			await activity.recordEvent(entry('kept'))
			const fail = (username: string, ip: string) =>
				db.mutate((draft) => activity.recordFailedSignIn(draft, { username, ip }))
			// The top of an hour, so the next three fall in the same one.
			clock.offsetMs = Math.ceil(Date.now() / 3_600_000) * 3_600_000 - Date.now()
			await fail('a', '192.0.2.1')
			await fail('b', '192.0.2.1')
			const folded = await fail('c', '192.0.2.1')
			expect(folded).toMatchObject({ count: 3, username: 'c', ip: '192.0.2.1' })
			clock.offsetMs += 3_600_000
			expect(await fail('d', '192.0.2.1')).toMatchObject({ count: 1, summary: 'Failed sign-in as "d"' })
			expect((await db.ready()).all('activity').filter((e) => e.kind === 'sign-in-failed')).toHaveLength(2)

			// Many addresses: a new entry each, but never more than the bound, the oldest failed ones dropped first.
			for (let batch = 0; batch < 12; batch++) {
				await db.mutate((draft) => {
					for (let i = 0; i < 100; i++) activity.recordFailedSignIn(draft, { username: 'x', ip: `10.0.${batch}.${i}` })
				})
			}
			const all = (await db.ready()).all('activity')
			const failed = all.filter((e) => e.kind === 'sign-in-failed')
			expect(failed).toHaveLength(activity.FAILED_SIGN_IN_KEEP)
			expect(failed.at(-1)!.ip).toBe('10.0.11.99')
			expect(all.filter((e) => e.kind !== 'sign-in-failed').map((e) => e.summary)).toEqual(['kept'])
		} finally {
			delete (globalThis as Record<symbol, unknown>)[CLOCK_HOOK]
		}
	}, 60_000)
})
