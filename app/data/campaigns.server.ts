import crypto from 'node:crypto'
import { type CampaignInput } from '#app/schemas/campaign.ts'
import { type Campaign, type CampaignStatus } from '#app/schemas/records.ts'
import { type Actor, recordActivity } from './activity.server.ts'
import { ConflictError, type Draft, InvalidRecordError, mutate, NotFoundError, ready } from './db.server.ts'
import { now } from '#app/utils/clock.ts'

/**
 * Newsletter campaigns (docs/admin.md, 'Newsletter campaigns'): written as
 * drafts, then sent now or at `send_at`. Sending first writes one delivery per
 * active subscriber, QUEUE_CHUNK at a time so that no single change holds the
 * site back; `queued_upto` remembers how far it got, so queueing goes on
 * after a restart without writing anyone twice. The worker
 * (app/server/newsletter/campaign-worker.server.ts) then sends them.
 */
export const QUEUE_CHUNK = 2000

export class CampaignStateError extends ConflictError {
	constructor(message: string) {
		super('status', message)
		this.name = 'CampaignStateError'
	}
}

const newestFirst = (a: Campaign, b: Campaign) => b.id - a.id

export async function listCampaigns(): Promise<readonly Campaign[]> {
	const store = await ready()
	return store.remember(['campaigns'], 'newest-first', () =>
		Object.freeze([...store.all('campaigns')].sort(newestFirst)),
	)
}

export async function getCampaign(id: number): Promise<Campaign | null> {
	return (await ready()).get('campaigns', id) ?? null
}

function checkReferences(draft: Draft, input: CampaignInput) {
	if (input.exhibition_id !== null && !draft.get('exhibitions', input.exhibition_id))
		throw new InvalidRecordError('exhibition_id', 'Exhibition not found')
	for (const id of input.artwork_ids)
		if (!draft.get('artworks', id)) throw new InvalidRecordError('artwork_ids', `Artwork ${id} not found`)
	if (input.viewing_room_id !== null && !draft.get('viewing_rooms', input.viewing_room_id))
		throw new InvalidRecordError('viewing_room_id', 'Viewing room not found')
}

export async function createCampaign(input: CampaignInput, actor: Actor | null): Promise<Campaign> {
	return mutate((draft) => {
		checkReferences(draft, input)
		const time = now()
		const campaign = draft.put('campaigns', {
			id: draft.takeId('campaigns'),
			...input,
			translations: input.translations ?? {},
			status: 'draft',
			send_at: null,
			queued_upto: null,
			created_at: time,
			updated_at: time,
			sent_at: null,
			created_by: actor?.username ?? 'system',
		})
		recordActivity(draft, {
			kind: 'create',
			entity: 'campaign',
			entity_id: campaign.id,
			summary: `Campaign "${campaign.subject}" created`,
			user: actor,
		})
		return campaign
	})
}

function current(draft: Draft, id: number): Campaign {
	const campaign = draft.get('campaigns', id)
	if (!campaign) throw new NotFoundError('Campaign not found')
	return campaign
}

/** Only a draft can be changed. */
export async function updateCampaign(id: number, input: CampaignInput, actor: Actor | null): Promise<Campaign> {
	return mutate((draft) => {
		const campaign = current(draft, id)
		if (campaign.status !== 'draft')
			throw new CampaignStateError(`A ${campaign.status} campaign can no longer be edited`)
		checkReferences(draft, input)
		const saved = draft.put('campaigns', { ...campaign, ...input, updated_at: now() })
		recordActivity(draft, {
			kind: 'update',
			entity: 'campaign',
			entity_id: id,
			summary: `Campaign "${saved.subject}" updated`,
			user: actor,
		})
		return saved
	})
}

/** A draft is deleted with nothing else; once sending started, its deliveries are its record and it stays. */
export async function deleteCampaign(id: number, actor: Actor | null): Promise<void> {
	await mutate((draft) => {
		const campaign = current(draft, id)
		if (campaign.status !== 'draft') throw new CampaignStateError('Only a draft can be deleted')
		draft.remove('campaigns', id)
		recordActivity(draft, {
			kind: 'delete',
			entity: 'campaign',
			entity_id: id,
			summary: `Campaign "${campaign.subject}" deleted`,
			user: actor,
		})
	})
}

/**
 * Send now (no `sendAt`, or one in the past) or later: the campaign becomes
 * scheduled, and the worker queues it once `send_at` has come.
 */
export async function scheduleCampaign(id: number, sendAt: string | null, actor: Actor | null): Promise<Campaign> {
	return mutate((draft) => {
		const campaign = current(draft, id)
		const unqueued = campaign.status === 'scheduled' && campaign.queued_upto === null
		if (campaign.status !== 'draft' && !unqueued)
			throw new CampaignStateError(`This campaign is ${campaign.status}: it can no longer be sent`)
		const time = now()
		const at = sendAt && sendAt > time ? sendAt : time
		const saved = draft.put('campaigns', { ...campaign, status: 'scheduled', send_at: at, updated_at: time })
		recordActivity(draft, {
			kind: 'send',
			entity: 'campaign',
			entity_id: id,
			summary:
				at === time ? `Campaign "${campaign.subject}" sent` : `Campaign "${campaign.subject}" scheduled for ${at}`,
			user: actor,
		})
		return saved
	})
}

const MOVES: Record<'pause' | 'resume' | 'cancel', { from: CampaignStatus[]; to: CampaignStatus; verb: string }> = {
	pause: { from: ['sending'], to: 'paused', verb: 'paused' },
	resume: { from: ['paused'], to: 'sending', verb: 'resumed' },
	cancel: { from: ['scheduled', 'sending', 'paused'], to: 'cancelled', verb: 'cancelled' },
}

/** Pause (sending stops after the mail in hand), resume, or cancel (what is still queued is never sent). */
export async function moveCampaign(id: number, move: keyof typeof MOVES, actor: Actor | null): Promise<Campaign> {
	const { from, to, verb } = MOVES[move]
	return mutate((draft) => {
		const campaign = current(draft, id)
		if (!from.includes(campaign.status)) throw new CampaignStateError(`A ${campaign.status} campaign cannot be ${verb}`)
		// A campaign paused while its deliveries were still being written goes on queueing when resumed.
		const to_ = move === 'resume' && !queueingDone(campaign) ? 'scheduled' : to
		const saved = draft.put('campaigns', { ...campaign, status: to_, updated_at: now() })
		recordActivity(draft, {
			kind: 'update',
			entity: 'campaign',
			entity_id: id,
			summary: `Campaign "${campaign.subject}" ${verb}`,
			user: actor,
		})
		return saved
	})
}

function queueingDone(campaign: Campaign) {
	return campaign.status === 'sending' || campaign.status === 'paused' || campaign.status === 'sent'
}

/** Scheduled campaigns whose time has come, oldest first: the ones to queue. */
export async function dueCampaigns(at = now()): Promise<Campaign[]> {
	const store = await ready()
	return store.all('campaigns').filter((c) => c.status === 'scheduled' && c.send_at !== null && c.send_at <= at)
}

/** The first index in `ids` (in order) above `id`. */
function firstAbove(ids: Uint32Array, id: number) {
	let low = 0
	let high = ids.length
	while (low < high) {
		const mid = (low + high) >> 1
		if (ids[mid]! <= id) low = mid + 1
		else high = mid
	}
	return low
}

/**
 * Writes the next chunk of a due campaign's deliveries (one per active
 * subscriber, in id order, after `queued_upto`) in one change, giving an
 * unsubscribe secret to whoever has none yet. The change that writes the
 * last chunk marks the campaign `sending`. Answers whether queueing is done
 * (or no longer wanted: cancelled meanwhile).
 */
export async function queueNextChunk(id: number, chunk = QUEUE_CHUNK): Promise<boolean> {
	return mutate((draft) => {
		const campaign = draft.get('campaigns', id)
		if (!campaign || campaign.status !== 'scheduled') return true
		// The active readers' ids in id order, from the status index: only the chunk's readers are read.
		const active = Uint32Array.from(draft.groupIds('subscribers', 'status', 'active')).sort()
		const time = now()
		let index = firstAbove(active, campaign.queued_upto ?? 0)
		let written = 0
		let upto = campaign.queued_upto ?? 0
		// Secrets for readers who have none, drawn in one go (one call per reader costs more than the rest of the change).
		const secrets = crypto.randomBytes(24 * chunk)
		let drawn = 0
		for (; index < active.length && written < chunk; index++) {
			let subscriber = draft.get('subscribers', active[index]!)!
			upto = subscriber.id
			if (!subscriber.unsubscribe_token)
				subscriber = draft.put('subscribers', {
					...subscriber,
					unsubscribe_token: secrets.subarray(24 * drawn, 24 * ++drawn).toString('base64url'),
				})
			draft.put('deliveries', {
				id: draft.takeId('deliveries'),
				campaign_id: id,
				subscriber_id: subscriber.id,
				email: subscriber.email,
				status: 'queued',
				answer: '',
				attempts: 0,
				sending_at: null,
				retry_at: null,
				updated_at: time,
			})
			written++
		}
		const done = index >= active.length
		draft.put('campaigns', {
			...campaign,
			queued_upto: upto,
			...(done ? { status: 'sending' as const } : {}),
			updated_at: time,
		})
		return done
	})
}

/** A sending campaign with nothing left to send becomes sent. */
export async function finishCampaign(id: number): Promise<void> {
	await mutate((draft) => {
		const campaign = draft.get('campaigns', id)
		if (!campaign || campaign.status !== 'sending') return
		if (draft.group('deliveries', 'campaign_status', `${id}:queued`).length > 0) return
		const time = now()
		draft.put('campaigns', { ...campaign, status: 'sent', sent_at: time, updated_at: time })
	})
}

/** How many subscribers a campaign sent now would go to. */
export async function activeSubscriberCount(): Promise<number> {
	return (await ready()).tables.subscribers.groupIds('status', 'active').size
}
