import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * Campaign queueing on a real store in a temp folder: chunks that resume where
 * they stopped, the group indexes that find deliveries by campaign and status
 * and by subscriber, and the erasure of a reader's deliveries inside a change.
 */
const base = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-campaigns-'))
process.env.DATA_DIR = path.join(base, 'data')
process.env.UPLOADS_DIR = path.join(base, 'uploads')
process.env.SEED = 'empty'
process.env.ADMIN_PASSWORD = 'unit-test-password'

const db = await import('#app/data/db.server.ts')
const campaigns = await import('#app/data/campaigns.server.ts')
const deliveries = await import('#app/data/deliveries.server.ts')

const blank = {
	preheader: '',
	intro: '',
	exhibition_id: null,
	artwork_ids: [],
	viewing_room_id: null,
	translations: {},
}

describe('campaign queueing', () => {
	beforeAll(async () => {
		await db.ready()
		const time = new Date().toISOString()
		await db.mutate((draft) => {
			for (let i = 1; i <= 25; i++)
				draft.put('subscribers', {
					id: draft.takeId('subscribers'),
					email: `r${i}@example.com`,
					name: '',
					status: i % 5 === 0 ? 'unsubscribed' : i % 7 === 0 ? 'pending' : 'active',
					subscribed_at: time,
					source: 'website',
					unsubscribe_token: i % 2 ? '' : `token-${i}`,
					failed_count: 0,
				})
		})
	})
	afterAll(() => fs.rmSync(base, { recursive: true, force: true }))

	it('writes one delivery per active reader, a chunk at a time, sending only after the last chunk', async () => {
		const campaign = await campaigns.createCampaign({ subject: 'Chunks', ...blank }, null)
		await campaigns.scheduleCampaign(campaign.id, null, null)
		expect(await campaigns.queueNextChunk(campaign.id, 4)).toBe(false)
		expect((await campaigns.getCampaign(campaign.id))?.status).toBe('scheduled')
		expect((await deliveries.deliveryCounts(campaign.id)).queued).toBe(4)
		let rounds = 1
		while (!(await campaigns.queueNextChunk(campaign.id, 4))) rounds++
		const store = await db.ready()
		const active = store.all('subscribers').filter((s) => s.status === 'active')
		expect(active).toHaveLength(17)
		expect(rounds).toBe(4)
		expect((await campaigns.getCampaign(campaign.id))?.status).toBe('sending')
		const queued = store.group('deliveries', 'campaign_status', `${campaign.id}:queued`)
		// Each active reader once, in subscriber order; everyone now has an unsubscribe secret.
		expect(queued.map((d) => d.subscriber_id)).toEqual(active.map((s) => s.id))
		for (const s of active) expect(s.unsubscribe_token).not.toBe('')
		// Queueing again changes nothing.
		expect(await campaigns.queueNextChunk(campaign.id, 4)).toBe(true)
		expect((await deliveries.deliveryCounts(campaign.id)).queued).toBe(17)
	})

	it('keeps a delivery in its place among the queued when it changes but stays queued, and moves it when sent', async () => {
		const store = await db.ready()
		const [campaign] = await campaigns.listCampaigns()
		const key = `${campaign!.id}:queued`
		const [first, second] = store.group('deliveries', 'campaign_status', key)
		await db.mutate((draft) => draft.put('deliveries', { ...first!, attempts: 1 }))
		expect(store.group('deliveries', 'campaign_status', key)[0]!.id).toBe(first!.id)
		await db.mutate((draft) => draft.put('deliveries', { ...first!, status: 'sent' }))
		expect(store.group('deliveries', 'campaign_status', key)[0]!.id).toBe(second!.id)
		expect(await deliveries.deliveryCounts(campaign!.id)).toEqual({ queued: 16, sent: 1, failed: 0 })
	})

	it("finds and removes one reader's deliveries inside a change", async () => {
		const reader = (await db.ready()).all('subscribers').find((s) => s.status === 'active')!
		const other = await campaigns.createCampaign({ subject: 'Second', ...blank }, null)
		await campaigns.scheduleCampaign(other.id, null, null)
		while (!(await campaigns.queueNextChunk(other.id))) {
			/* until queued */
		}
		expect(await deliveries.deliveriesOfSubscriber(reader.id)).toHaveLength(2)
		const removed = await db.mutate((draft) => {
			draft.remove('subscribers', reader.id)
			return deliveries.removeDeliveriesOfSubscriber(draft, reader.id)
		})
		expect(removed).toBe(2)
		expect(await deliveries.deliveriesOfSubscriber(reader.id)).toEqual([])
	})

	it('refuses to edit, send or pause a campaign in the wrong state', async () => {
		const [campaign] = await campaigns.listCampaigns()
		await expect(campaigns.updateCampaign(campaign!.id, { subject: 'x', ...blank }, null)).rejects.toThrow(
			'A sending campaign can no longer be edited',
		)
		await expect(campaigns.scheduleCampaign(campaign!.id, null, null)).rejects.toThrow(
			'This campaign is sending: it can no longer be sent',
		)
		const draft = await campaigns.createCampaign({ subject: 'Draft', ...blank }, null)
		await expect(campaigns.moveCampaign(draft.id, 'pause', null)).rejects.toThrow('A draft campaign cannot be paused')
	})
})
