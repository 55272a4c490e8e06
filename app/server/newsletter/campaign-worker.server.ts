import { type SmtpTransport, smtpTransport } from '#app/server/mail/smtp.server.ts'
import { dueCampaigns, finishCampaign, getCampaign, queueNextChunk } from '#app/data/campaigns.server.ts'
import { mutate, ready } from '#app/data/db.server.ts'
import { boundedAnswer } from '#app/data/deliveries.server.ts'
import { now, nowMs, onClockMoved } from '#app/utils/clock.ts'
import { holdsLease, whenLeaseTaken } from '#app/data/leases.server.ts'
import { type Campaign, type Delivery } from '#app/schemas/records.ts'
import { answered, isPermanent, nextTry } from '#app/server/mail/retry.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { type Language } from '#app/utils/languages.ts'
import { siteLanguageOr } from '#app/server/page-language.server.ts'
import {
	campaignContent,
	forReader,
	renderCampaign,
	type RenderedCampaign,
	unsubscribeUrl,
} from './campaign-mail.server.tsx'

/**
 * The one sender of campaign mail in this process (docs/operations.md,
 * 'Newsletter sending'). Every pass it first writes the deliveries of
 * campaigns whose time has come (app/data/campaigns.server.ts), then sends
 * the oldest queued delivery of the oldest sending campaign, at most
 * NEWSLETTER_SEND_PER_MINUTE a minute:
 *
 * 1. the delivery is marked as being sent (`sending_at`, `attempts + 1`), on disk;
 * 2. the mail goes to the mail server;
 * 3. the delivery is marked sent, or failed with the server's answer.
 *
 * A crash between 1 and 3 leaves a delivery marked but not sent: at the next
 * start it is recorded failed ("interrupted: may have been sent") and never
 * sent again, so nobody gets a campaign twice. A 5xx answer fails the delivery
 * and counts against the reader (three in a row: bounced); a 4xx or a mail
 * server out of reach leaves it queued for a later try, with a growing pause.
 *
 * With several app servers, only the one holding the `newsletter-sending`
 * lease sends (app/data/leases.server.ts); the others' workers look each
 * second whether they hold it. A server that takes the lease over first
 * records as failed what the previous holder left marked as being sent (it
 * stopped or crashed mid-send), exactly as a restart does.
 *
 * Its times (`send_at`, the rate, retries) are read from the app's clock
 * (app/utils/clock.ts): when a test moves that clock forward, it looks at once.
 */
export const INTERRUPTED = 'interrupted: may have been sent'
export const SKIPPED_UNSUBSCRIBED = 'unsubscribed'
/** Permanent failures in a row that make a reader bounced. */
export const BOUNCE_AFTER = 3
const IDLE_MS = 1000

type Worker = {
	started: boolean
	timer: ReturnType<typeof setTimeout> | null
	running: Promise<void> | null
	again: boolean
	transport: SmtpTransport | null
	/** When the last mail went to the server (for the rate). */
	lastSend: number
	/** The mail server out of reach: nothing is sent before this. */
	stalledUntil: number
	stalls: number
	/** Each campaign's mail in each language readers read it in, by `{campaign id}:{language}`. */
	mails: Map<string, RenderedCampaign>
	log: (line: string) => void
	stopWatchingLease: (() => void) | null
	stopFollowingClock: (() => void) | null
	/** The deliveries the previous holder left being sent, being recorded: nothing is sent before. */
	takingOver: Promise<void> | null
}

const globalWorker = globalThis as typeof globalThis & { __galleryCampaignWorker?: Worker }
function worker(): Worker {
	globalWorker.__galleryCampaignWorker ??= {
		started: false,
		timer: null,
		running: null,
		again: false,
		transport: null,
		lastSend: 0,
		stalledUntil: 0,
		stalls: 0,
		mails: new Map(),
		log: console.log,
		stopWatchingLease: null,
		stopFollowingClock: null,
		takingOver: null,
	}
	return globalWorker.__galleryCampaignWorker
}

/** Why campaigns cannot be sent, in a sentence for the back office, or null when they can. */
export function campaignMailOff(): string | null {
	const env = getEnv()
	if (!env.SMTP_URL || !env.PUBLIC_URL)
		return 'Sending is off: set SMTP_URL and PUBLIC_URL to send campaigns (drafts and previews still work).'
	return null
}

export function mailTransport() {
	const box = worker()
	box.transport ??= smtpTransport({
		url: getEnv().SMTP_URL,
		connectionTimeout: 10_000,
		greetingTimeout: 10_000,
		socketTimeout: 30_000,
	})
	return box.transport
}

function sender() {
	const env = getEnv()
	const origin = env.PUBLIC_URL!
	const host = new URL(origin).hostname
	return { origin, host, from: env.MAIL_FROM ?? `gallery@${host}` }
}

/** The mail as nodemailer takes it, for one reader (or a test address). */
export function mailOptions(mail: RenderedCampaign, to: string, token: string, galleryName: string, messageId: string) {
	const { origin, host, from } = sender()
	const own = forReader(mail, token)
	return {
		from: { name: galleryName.replace(/[\r\n"]+/g, ' ').slice(0, 80), address: from },
		to,
		subject: own.subject,
		html: own.html,
		text: own.text,
		messageId: `<${messageId}@${host}>`,
		headers: {
			'List-Unsubscribe': `<${unsubscribeUrl(origin, token)}>, <mailto:${from}?subject=unsubscribe>`,
			'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
		},
	}
}

/** The campaign's mail in a reader's language (the site's default when they have none the site publishes). */
async function mailOf(campaign: Campaign, language: Language | undefined): Promise<RenderedCampaign> {
	const box = worker()
	const lang = siteLanguageOr(language)
	const key = `${campaign.id}:${lang}`
	let mail = box.mails.get(key)
	if (!mail) {
		mail = await renderCampaign(await campaignContent(campaign, sender().origin, undefined, lang))
		box.mails.set(key, mail)
	}
	return mail
}

/**
 * Sends the campaign as it is now to one address, in `language` (the default when none), with "[Test]" before its
 * subject; throws the server's refusal.
 */
export async function sendCampaignTest(id: number, email: string, language?: Language): Promise<void> {
	const campaign = await getCampaign(id)
	if (!campaign) throw new Error('Campaign not found')
	const mail = await renderCampaign(await campaignContent(campaign, sender().origin, undefined, language))
	const store = await ready()
	const options = mailOptions(
		{ ...mail, subject: `[Test] ${mail.subject}` },
		email,
		'test',
		store.site('settings').gallery_name,
		`campaign-${id}.test-${Date.now()}`,
	)
	await mailTransport().sendMail(options)
}

/**
 * At start (the store open): deliveries a crash left marked as being sent are
 * recorded failed, never sent again; then the worker starts. The same happens
 * whenever this server takes the sending over from another.
 */
export async function startCampaignWorker(log: (line: string) => void = console.log) {
	const box = worker()
	box.log = log
	if (holdsLease('newsletter-sending')) await recordInterrupted(box)
	box.stopWatchingLease ??= whenLeaseTaken('newsletter-sending', () => {
		box.takingOver = recordInterrupted(box)
			.catch((error: Error) => box.log(`Newsletter: taking the sending over failed: ${error.message}`))
			.finally(() => {
				box.takingOver = null
				wakeCampaignWorker()
			})
	})
	if (campaignMailOff()) return
	box.started = true
	box.stopFollowingClock ??= onClockMoved(wakeCampaignWorker)
	wakeCampaignWorker()
}

async function recordInterrupted(box: Worker) {
	const interrupted = await mutate((draft) => {
		let count = 0
		const time = now()
		for (const campaign of draft.all('campaigns')) {
			for (const delivery of draft.group('deliveries', 'campaign_status', `${campaign.id}:queued`)) {
				if (!delivery.sending_at) continue
				draft.put('deliveries', {
					...delivery,
					status: 'failed',
					answer: INTERRUPTED,
					sending_at: null,
					updated_at: time,
				})
				count++
			}
		}
		return count
	})
	if (interrupted)
		box.log(
			`Newsletter: ${interrupted} delivery(ies) interrupted by a stop while being sent were recorded failed, not sent again.`,
		)
}

/** Stops the worker (on shutdown); a mail already handed to the server is finished and recorded first. */
export async function stopCampaignWorker() {
	const box = worker()
	box.started = false
	box.stopWatchingLease?.()
	box.stopWatchingLease = null
	box.stopFollowingClock?.()
	box.stopFollowingClock = null
	if (box.timer) clearTimeout(box.timer)
	box.timer = null
	await box.running
	box.transport?.close()
	box.transport = null
}

/** Something changed (a campaign sent, resumed): look now rather than at the next tick. */
export function wakeCampaignWorker() {
	const box = worker()
	if (!box.started) return
	if (box.running) {
		box.again = true
		return
	}
	if (box.timer) clearTimeout(box.timer)
	box.timer = null
	box.running = pass(box).finally(() => {
		box.running = null
		if (!box.started) return
		if (box.again) return wakeCampaignWorker()
		box.timer = setTimeout(wakeCampaignWorker, nextDelay(box))
		box.timer.unref()
	})
}

function interval() {
	return 60_000 / getEnv().NEWSLETTER_SEND_PER_MINUTE
}

let idle = false
function nextDelay(box: Worker) {
	const time = nowMs()
	const waitRate = box.lastSend + interval() - time
	const waitStall = box.stalledUntil - time
	return Math.max(0, Math.min(Math.max(waitRate, waitStall, idle ? IDLE_MS : 0), IDLE_MS * 60))
}

async function pass(box: Worker) {
	box.again = false
	idle = false
	// Another server sends, or this one is taking over from it: look again in a second.
	if (!holdsLease('newsletter-sending') || box.takingOver) {
		idle = true
		return
	}
	try {
		for (const campaign of await dueCampaigns()) {
			while (box.started && !(await queueNextChunk(campaign.id))) {
				// Let requests in between chunks.
				await new Promise((resolve) => setImmediate(resolve))
			}
			if (box.started) box.log(`Newsletter: campaign ${campaign.id} queued.`)
		}
		if (!box.started || !holdsLease('newsletter-sending')) return
		if (nowMs() < box.stalledUntil || nowMs() < box.lastSend + interval()) return
		idle = !(await sendNext(box))
	} catch (error) {
		box.log(`Newsletter sending failed: ${(error as Error).message}; trying again shortly.`)
		idle = true
	}
}

/** The next delivery to send, oldest first, skipping those waiting for a retry. */
async function nextDelivery(): Promise<{ campaign: Campaign; delivery: Delivery } | null> {
	const store = await ready()
	const time = now()
	for (const campaign of store.all('campaigns')) {
		if (campaign.status !== 'sending') continue
		const ids = store.tables.deliveries.groupIds('campaign_status', `${campaign.id}:queued`)
		if (ids.size === 0) {
			await finishCampaign(campaign.id)
			continue
		}
		let scanned = 0
		for (const id of ids) {
			const delivery = store.tables.deliveries.get(id)!
			if (!delivery.sending_at && (!delivery.retry_at || delivery.retry_at <= time)) return { campaign, delivery }
			if (++scanned >= 1000) break
		}
	}
	return null
}

/** Sends one delivery; false when there was nothing to send. */
async function sendNext(box: Worker): Promise<boolean> {
	const next = await nextDelivery()
	if (!next) return false
	const { campaign, delivery } = next
	const store = await ready()
	const reader = store.get('subscribers', delivery.subscriber_id)
	if (!reader || reader.status !== 'active') {
		await settle(delivery.id, { status: 'failed', answer: SKIPPED_UNSUBSCRIBED })
		return true
	}
	const mail = await mailOf(campaign, reader.language)
	const marked = await mutate((draft) => {
		const current = draft.get('deliveries', delivery.id)
		if (draft.get('campaigns', campaign.id)?.status !== 'sending') return null
		if (!current || current.status !== 'queued' || current.sending_at) return null
		const time = now()
		return draft.put('deliveries', { ...current, sending_at: time, attempts: current.attempts + 1, updated_at: time })
	})
	if (!marked) return true
	box.lastSend = nowMs()
	const options = mailOptions(
		mail,
		reader.email,
		reader.unsubscribe_token,
		store.site('settings').gallery_name,
		`campaign-${campaign.id}.delivery-${delivery.id}`,
	)
	try {
		const info = (await mailTransport().sendMail(options)) as { response?: string }
		box.stalls = 0
		await mutate((draft) => {
			const current = draft.get('deliveries', delivery.id)
			if (current)
				draft.put('deliveries', {
					...current,
					status: 'sent',
					answer: boundedAnswer(info.response ?? '250 OK'),
					sending_at: null,
					retry_at: null,
					updated_at: now(),
				})
			const subscriber = draft.get('subscribers', delivery.subscriber_id)
			if (subscriber && subscriber.failed_count !== 0) draft.put('subscribers', { ...subscriber, failed_count: 0 })
		})
	} catch (error) {
		const message = boundedAnswer((error as { response?: string }).response ?? (error as Error).message)
		if (isPermanent(error)) {
			await mutate((draft) => {
				const current = draft.get('deliveries', delivery.id)
				if (current)
					draft.put('deliveries', {
						...current,
						status: 'failed',
						answer: message,
						sending_at: null,
						updated_at: now(),
					})
				const subscriber = draft.get('subscribers', delivery.subscriber_id)
				if (subscriber) {
					const failed = subscriber.failed_count + 1
					draft.put('subscribers', {
						...subscriber,
						failed_count: failed,
						status: failed >= BOUNCE_AFTER && subscriber.status === 'active' ? 'bounced' : subscriber.status,
					})
				}
			})
			return true
		}
		// Not taken for now (a 4xx, or no answer at all): queued again, tried later.
		const retry = nextTry(marked.attempts - 1, nowMs())
		if (!answered(error)) {
			box.stalls += 1
			box.stalledUntil = nextTry(box.stalls - 1, nowMs()).notBefore
			box.log(`Newsletter: the mail server could not be reached (${message}); trying again later.`)
		}
		await mutate((draft) => {
			const current = draft.get('deliveries', delivery.id)
			if (current)
				draft.put('deliveries', {
					...current,
					answer: message,
					sending_at: null,
					retry_at: new Date(retry.notBefore).toISOString(),
					updated_at: now(),
				})
		})
	}
	return true
}

/** Records a delivery's end without sending it. */
async function settle(id: number, outcome: Pick<Delivery, 'status' | 'answer'>) {
	await mutate((draft) => {
		const current = draft.get('deliveries', id)
		if (current && current.status === 'queued')
			draft.put('deliveries', { ...current, ...outcome, sending_at: null, updated_at: now() })
	})
}
