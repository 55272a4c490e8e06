import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { postgresAvailable, type PostgresCluster, startPostgres } from '#tests/support/postgres.ts'

/**
 * The background jobs behind their leases (docs/operations.md, 'Background
 * jobs and limits on several servers'): this process's jobs run on a real
 * store in a temp folder, and its leases live in a real throwaway PostgreSQL
 * where another keeper (another server) holds them first. While the other
 * holds them, each job does nothing; when the other stops cleanly, this one
 * takes every lease and each job does its work, with no request.
 */
const base = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-job-leases-'))
process.env.DATA_DIR = path.join(base, 'data')
process.env.UPLOADS_DIR = path.join(base, 'uploads')
process.env.BACKUP_DIR = path.join(base, 'backups')
process.env.SEED = 'empty'
process.env.ADMIN_PASSWORD = 'unit-test-password'
fs.mkdirSync(process.env.BACKUP_DIR)

const db = await import('#app/data/db.server.ts')
const leases = await import('#app/data/leases.server.ts')
const holds = await import('#app/data/holds.server.ts')
const activity = await import('#app/data/activity.server.ts')
const artists = await import('#app/data/artists.server.ts')
const artworks = await import('#app/data/artworks.server.ts')
const signup = await import('#app/server/newsletter/signup.server.ts')
const worker = await import('#app/server/newsletter/campaign-worker.server.ts')
const backups = await import('#app/server/backup/schedule.server.ts')
const { ArtistSchema } = await import('#app/schemas/artist.ts')
const { ArtworkSchema } = await import('#app/schemas/artwork.ts')
const { getEnv } = await import('#app/utils/env.server.ts')

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
async function until(check: () => boolean | Promise<boolean>, withinMs: number) {
	const end = performance.now() + withinMs
	while (!(await check())) {
		if (performance.now() > end) return false
		await sleep(50)
	}
	return true
}

describe.runIf(postgresAvailable())('background jobs behind their leases', () => {
	let cluster: PostgresCluster
	const pools: postgres.Sql[] = []
	let other: InstanceType<typeof leases.LeaseKeeper>
	let mine: InstanceType<typeof leases.LeaseKeeper>
	let workId = 0
	const lines: string[] = []
	const log = (line: string) => lines.push(line)
	const DAY = 24 * 60 * 60 * 1000

	beforeAll(async () => {
		cluster = await startPostgres()
		const url = await cluster.createDatabase()
		const pool = () => {
			const sql = postgres(url, { max: 2, onnotice: () => {} })
			pools.push(sql)
			return sql
		}
		// The other server started first and holds every lease; this one waits (a long heartbeat: it takes them
		// only when the other gives them up).
		other = new leases.LeaseKeeper({ sql: pool(), log: () => {} })
		await other.take(leases.LEASES)
		mine = new leases.LeaseKeeper({ sql: pool(), log: () => {}, heartbeatMs: 60_000 })
		leases.useLeaseKeeper(mine)
		await leases.startLeases()

		await db.ready()
		const artist = await artists.createArtist(ArtistSchema.parse({ name: 'Ines Varga' }))
		const work = await artworks.createArtwork(
			ArtworkSchema.parse({
				title: 'Held work',
				artist_id: artist.id,
				year: 2020,
				availability: 'reserved',
				hold_for: 'A collector',
				hold_until: new Date(Date.now() + 1000).toISOString(),
			}),
		)
		workId = work.id
		const old = new Date(Date.now() - 30 * DAY).toISOString()
		await db.mutate((draft) => {
			draft.put('subscribers', {
				id: draft.takeId('subscribers'),
				email: 'late@example.com',
				name: '',
				status: 'pending',
				subscribed_at: old,
				confirm_sent_at: old,
				source: 'website',
				unsubscribe_token: 'late-token',
				failed_count: 0,
			})
			// The oldest entry (the first admin's creation) made older than the keeping time.
			draft.put('activity', {
				...draft.all('activity')[0]!,
				at: new Date(Date.now() - 2 * getEnv().ACTIVITY_KEEP_DAYS * DAY).toISOString(),
				summary: 'An entry past its keeping time',
			})
		})
		await sleep(1100)
	}, 60_000)

	afterAll(async () => {
		await holds.stopHoldSchedule()
		await signup.stopPendingCleanup()
		activity.stopActivityPruning()
		await worker.stopCampaignWorker()
		await other?.stopRenewing()
		await mine?.stopRenewing()
		leases.useLeaseKeeper(null)
		await Promise.all(pools.map((sql) => sql.end({ timeout: 1 })))
		await cluster?.destroy()
		fs.rmSync(base, { recursive: true, force: true })
	})

	const store = () => db.ready()
	const holdEnded = async () => (await store()).get('artworks', workId)?.availability === 'available'
	const pendingGone = async () => !(await store()).all('subscribers').some((s) => s.email === 'late@example.com')
	const oldActivityGone = async () =>
		!(await store()).all('activity').some((a) => a.summary === 'An entry past its keeping time')
	const backupCount = () => fs.readdirSync(process.env.BACKUP_DIR!).filter((f) => f.endsWith('.tar.gz')).length

	test('while another server holds the leases, no job here does its work', async () => {
		expect(leases.holdsLease('holds')).toBe(false)
		expect(leases.sharedWithOtherServers()).toBe(true)
		await holds.startHoldSchedule(log)
		await signup.startPendingCleanup(log)
		await activity.startActivityPruning()
		await backups.startBackups(getEnv(), log)
		await sleep(500)
		// The hold has ended, the sign-up is past its week, the entry past its keeping time, no backup exists:
		// all of it is the other server's to do.
		expect(await holdEnded()).toBe(false)
		expect(await pendingGone()).toBe(false)
		expect(await oldActivityGone()).toBe(false)
		expect(backupCount()).toBe(0)
	})

	test('a delivery being sent by the other server is left alone; once the sending is taken over it is recorded interrupted', async () => {
		const time = new Date().toISOString()
		const deliveryId = await db.mutate((draft) => {
			const campaign = draft.put('campaigns', {
				id: draft.takeId('campaigns'),
				subject: 'Autumn',
				preheader: '',
				translations: {},
				intro: '',
				exhibition_id: null,
				artwork_ids: [],
				viewing_room_id: null,
				status: 'sending',
				send_at: null,
				queued_upto: null,
				created_at: time,
				updated_at: time,
				sent_at: null,
				created_by: 'ines',
			})
			const reader = draft.all('subscribers')[0]!
			return draft.put('deliveries', {
				id: draft.takeId('deliveries'),
				campaign_id: campaign.id,
				subscriber_id: reader.id,
				email: reader.email,
				status: 'queued',
				answer: '',
				attempts: 1,
				sending_at: time,
				retry_at: null,
				updated_at: time,
			}).id
		})
		await worker.startCampaignWorker(log)
		expect((await store()).get('deliveries', deliveryId)?.status).toBe('queued')
		deliveryUnderWay = deliveryId
	})
	let deliveryUnderWay = 0

	test('when the other server stops cleanly, this one takes every lease at once and each job catches up by itself', async () => {
		await other.release()
		// Each within seconds, long before this server's next heartbeat (a minute), however busy the machine.
		expect(await until(() => leases.holdsLease('holds'), 15_000)).toBe(true)
		for (const name of leases.LEASES) expect(leases.holdsLease(name)).toBe(true)
		// Holds and the campaign sender look at once on taking their lease; the backup is planned from the folder.
		expect(await until(holdEnded, 15_000)).toBe(true)
		expect(
			await until(
				async () => (await store()).get('deliveries', deliveryUnderWay)?.answer === worker.INTERRUPTED,
				15_000,
			),
		).toBe(true)
		expect(await until(() => backupCount() === 1, 20_000)).toBe(true)
		// The hourly and daily clean-ups run at their next round, which now finds the lease held here.
		await signup.startPendingCleanup(log)
		await activity.startActivityPruning()
		expect(await pendingGone()).toBe(true)
		expect(await oldActivityGone()).toBe(true)
	}, 40_000)
})
