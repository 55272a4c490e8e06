import { type SmtpTransport, smtpTransport } from './smtp.server.ts'
import {
	getEnquiry,
	listUnnotifiedEnquiryIds,
	markEnquiryNoticeFailed,
	markEnquiryNotified,
	subjectsOf,
} from '#app/data/enquiries.server.ts'
import { holdsLease, SHARED_LOOK_MS, sharedWithOtherServers, whenLeaseTaken } from '#app/data/leases.server.ts'
import { getGalleryName, getPageContent } from '#app/data/pages.server.ts'
import { getViewingRoom } from '#app/data/viewing-rooms.server.ts'
import { nowMs, onClockMoved } from '#app/utils/clock.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { buildEnquiryMail } from './enquiry-mail.server.ts'
import { answered, isPermanent, nextTry, type Retry, RETRY_FIRST_MS, RETRY_MAX_MS } from './retry.ts'

/**
 * Mails each new enquiry to the gallery (docs/operations.md, 'Email for enquiries'). The enquiry is
 * already stored when this runs; sending happens in the background, so a mail
 * server that is down, slow or refusing never delays, refuses or loses an
 * enquiry.
 *
 * Each notice has its own state: one the mail server refuses for good (a 5xx
 * answer to its envelope or its text) is marked failed (the inbox shows it)
 * and the queue goes on; one that fails for a while (a 4xx, no connection) is
 * retried with its own growing pause (1 s, 2 s, 4 s, ... up to 10 minutes),
 * and again after a restart, without holding back the others.
 *
 * Links and sender come from PUBLIC_URL and MAIL_FROM only, never from a
 * request (start-up refuses SMTP_URL without PUBLIC_URL).
 *
 * With several app servers, only the one holding the `enquiry-mail` lease
 * sends (app/data/leases.server.ts). An enquiry wakes only the server it was
 * made on, so the holder also looks every SHARED_LOOK_MS, and at once when it
 * takes the lease over.
 *
 * Retry times are read from the app's clock (app/utils/clock.ts): when a test
 * moves that clock forward, the next pass is planned again at once.
 */
export { RETRY_FIRST_MS, RETRY_MAX_MS }
/** Notices older than this are no longer sent (nobody wants last month's mail after an outage). */
export const RESUME_WITHIN_MS = 7 * 24 * 60 * 60 * 1000

type Outbox = {
	transport: SmtpTransport | null
	running: boolean
	again: boolean
	/** Notices that failed for a while: how often, and not before when. */
	waiting: Map<number, Retry>
	/** When the notices could not even be prepared (the store failed): the pass itself waits. */
	stalled: Retry | null
	timer: ReturnType<typeof setTimeout> | null
	warned: boolean
	/** With several servers: the regular look for enquiries made on the others. */
	look: ReturnType<typeof setInterval> | null
	stopFollowingClock: (() => void) | null
}

const globalOutbox = globalThis as typeof globalThis & { __galleryOutbox?: Outbox }
function outbox(): Outbox {
	globalOutbox.__galleryOutbox ??= {
		transport: null,
		running: false,
		again: false,
		waiting: new Map(),
		stalled: null,
		timer: null,
		warned: false,
		look: null,
		stopFollowingClock: null,
	}
	return globalOutbox.__galleryOutbox
}

export function mailEnabled() {
	return Boolean(getEnv().SMTP_URL)
}

/** Why enquiries are not mailed, in a sentence for the back office, or null when they are. */
export async function mailOffReason(): Promise<string | null> {
	const env = getEnv()
	if (!env.SMTP_URL) return 'Email notices are off (SMTP_URL is not set): new enquiries only appear here.'
	if (!env.NOTIFY_EMAIL && !(await getPageContent()).contactInfo.email.trim())
		return 'Email notices are off: set NOTIFY_EMAIL or a contact email in Page Content to receive them.'
	return null
}

function transport(box: Outbox) {
	box.transport ??= smtpTransport({
		url: getEnv().SMTP_URL,
		// A mail server that accepts the connection and then hangs must not hold a notice for long.
		connectionTimeout: 10_000,
		greetingTimeout: 10_000,
		socketTimeout: 20_000,
	})
	return box.transport
}

/**
 * Sends one mail now through the site's mail server, on the connection the
 * enquiry notices use (the newsletter's confirmation links). Throws what the
 * mail server answered.
 */
export function sendSiteMail(message: Parameters<SmtpTransport['sendMail']>[0]) {
	return transport(outbox()).sendMail(message)
}

/** Queues the notice of a stored enquiry; returns at once and never throws. */
export function notifyEnquiry() {
	if (!mailEnabled()) return
	void pump(outbox())
}

/** At start: sends what a previous run could not. */
export function resumeOutbox() {
	if (!mailEnabled()) return
	const box = outbox()
	void pump(box)
	box.stopFollowingClock ??= onClockMoved(() => {
		// A pass under way plans the next one when it ends; otherwise the waiting timer is set for the moved clock.
		if (box.timer && !box.running) plan(box)
	})
	if (sharedWithOtherServers() && !box.look) {
		whenLeaseTaken('enquiry-mail', () => void pump(box))
		box.look = setInterval(() => {
			// The mail server out of reach: the pause it asked for still holds.
			if (!box.stalled || box.stalled.notBefore <= nowMs()) void pump(box)
		}, SHARED_LOOK_MS)
		box.look.unref()
	}
}

async function pump(box: Outbox) {
	// Another server sends the notices (and has their retry times); this one looks again later.
	if (!holdsLease('enquiry-mail')) return
	if (box.running) {
		box.again = true
		return
	}
	box.running = true
	if (box.timer) {
		clearTimeout(box.timer)
		box.timer = null
	}
	try {
		do {
			box.again = false
			// The mail server out of reach: the whole queue waits (in order), not each notice on its own.
			const reached = await sendPending(box)
			box.stalled = reached ? null : nextTry(box.stalled?.failures ?? 0, nowMs())
			if (!reached) break
		} while (box.again)
	} catch (error) {
		console.error('Enquiry notices could not be prepared:', error)
		box.stalled = nextTry(box.stalled?.failures ?? 0, nowMs())
	} finally {
		box.running = false
	}
	plan(box)
}

/** Sets the timer of the next pass: when the soonest notice waiting for its retry is due (none when none waits). */
function plan(box: Outbox) {
	if (box.timer) {
		clearTimeout(box.timer)
		box.timer = null
	}
	const due = box.stalled?.notBefore ?? Math.min(...[...box.waiting.values()].map((w) => w.notBefore))
	if (!Number.isFinite(due)) return
	box.timer = setTimeout(
		() => {
			box.timer = null
			void pump(box)
		},
		Math.max(0, due - nowMs()),
	)
	box.timer.unref()
}

/**
 * One pass over the notices still to send, oldest first: each is sent, marked failed, or left for its retry.
 * False when the mail server could not be reached (the pass stops there).
 */
async function sendPending(box: Outbox): Promise<boolean> {
	const env = getEnv()
	const { contactInfo } = await getPageContent()
	const to = env.NOTIFY_EMAIL ?? contactInfo.email.trim()
	if (!to) {
		if (!box.warned)
			console.warn('SMTP_URL is set but neither NOTIFY_EMAIL nor a contact email is: enquiries are not mailed.')
		box.warned = true
		return true
	}
	// Required with SMTP_URL at start-up (app/utils/env.server.ts).
	const origin = env.PUBLIC_URL!
	const from = env.MAIL_FROM ?? `gallery@${new URL(origin).hostname}`
	const galleryName = await getGalleryName()
	const pending = await listUnnotifiedEnquiryIds()
	for (const id of [...box.waiting.keys()]) if (!pending.includes(id)) box.waiting.delete(id)
	for (const id of pending) {
		const waiting = box.waiting.get(id)
		if (waiting && waiting.notBefore > nowMs()) continue
		const enquiry = await getEnquiry(id)
		if (!enquiry) continue
		if (Date.parse(enquiry.created_at) < nowMs() - RESUME_WITHIN_MS) {
			box.waiting.delete(id)
			await markEnquiryNoticeFailed(id, 'not accepted by the mail server within 7 days')
			continue
		}
		const subject = (await subjectsOf([enquiry])).get(enquiry.id) ?? null
		const room = enquiry.viewing_room_id === null ? null : await getViewingRoom(enquiry.viewing_room_id)
		const roomInfo = room && {
			id: room.id,
			title: room.title,
			recipient: room.recipients.find((r) => r.id === enquiry.recipient_id)?.name ?? null,
		}
		try {
			await transport(box).sendMail(
				buildEnquiryMail({ enquiry, subject, origin, galleryName, from, to, room: roomInfo }),
			)
		} catch (error) {
			const message = (error as Error).message
			if (!answered(error)) {
				console.error(
					`The notice of enquiry ${id} was not accepted by the mail server (${message}); it will be retried.`,
				)
				return false
			}
			if (isPermanent(error)) {
				box.waiting.delete(id)
				console.error(
					`The notice of enquiry ${id} was refused by the mail server (${message}); it will not be retried.`,
				)
				await markEnquiryNoticeFailed(id, message)
			} else {
				const next = nextTry(waiting?.failures ?? 0, nowMs())
				box.waiting.set(id, next)
				console.error(
					`The notice of enquiry ${id} was not accepted by the mail server (${message}); it will be retried.`,
				)
			}
			continue
		}
		box.waiting.delete(id)
		await markEnquiryNotified(id)
	}
	return true
}
