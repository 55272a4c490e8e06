import nodemailer from 'nodemailer'
import { getEnquiry, listUnnotifiedEnquiryIds, markEnquiryNotified, subjectsOf } from '#app/data/enquiries.server.ts'
import { getGalleryName, getPageContent } from '#app/data/pages.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { buildEnquiryMail } from './enquiry-mail.server.ts'

/**
 * Mails each new enquiry to the gallery (contract section 9). The enquiry is
 * already stored when this runs; sending happens in the background, so a mail
 * server that is down, slow or refusing never delays, refuses or loses an
 * enquiry. Whatever was not accepted is retried with a growing pause (1 s,
 * 2 s, 4 s, ... up to 10 minutes), and again after a restart.
 */
export const RETRY_FIRST_MS = 1000
export const RETRY_MAX_MS = 10 * 60 * 1000
/** Notices older than this are no longer sent (nobody wants last month's mail after an outage). */
export const RESUME_WITHIN_MS = 7 * 24 * 60 * 60 * 1000

type Outbox = {
	transport: ReturnType<typeof nodemailer.createTransport> | null
	running: boolean
	again: boolean
	failures: number
	timer: ReturnType<typeof setTimeout> | null
	/** The origin of the latest visitor request, for links when PUBLIC_URL is not set. */
	origin: string | null
	warned: boolean
}

const globalOutbox = globalThis as typeof globalThis & { __galleryOutbox?: Outbox }
function outbox(): Outbox {
	globalOutbox.__galleryOutbox ??= {
		transport: null,
		running: false,
		again: false,
		failures: 0,
		timer: null,
		origin: null,
		warned: false,
	}
	return globalOutbox.__galleryOutbox
}

export function mailEnabled() {
	return Boolean(getEnv().SMTP_URL)
}

function transport(box: Outbox) {
	box.transport ??= nodemailer.createTransport({
		url: getEnv().SMTP_URL,
		// A mail server that accepts the connection and then hangs must not hold a notice for long.
		connectionTimeout: 10_000,
		greetingTimeout: 10_000,
		socketTimeout: 20_000,
	})
	return box.transport
}

function siteOrigin(box: Outbox) {
	const env = getEnv()
	return env.PUBLIC_URL ?? box.origin ?? `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`
}

/** Queues the notice of a stored enquiry; returns at once and never throws. */
export function notifyEnquiry(origin: string) {
	if (!mailEnabled()) return
	const box = outbox()
	box.origin = origin
	// A new enquiry is worth an immediate try even while an earlier one waits for its retry.
	if (box.timer) {
		clearTimeout(box.timer)
		box.timer = null
	}
	void pump(box)
}

/** At start: sends what a previous run could not. */
export function resumeOutbox() {
	if (mailEnabled()) void pump(outbox())
}

async function pump(box: Outbox) {
	if (box.running) {
		box.again = true
		return
	}
	box.running = true
	let failed = false
	try {
		do {
			box.again = false
			failed = !(await sendPending(box))
		} while (box.again && !failed)
	} catch (error) {
		failed = true
		console.error('Enquiry notices could not be prepared:', error)
	} finally {
		box.running = false
	}
	if (failed) {
		const wait = Math.min(RETRY_FIRST_MS * 2 ** box.failures, RETRY_MAX_MS)
		box.failures += 1
		box.timer = setTimeout(() => {
			box.timer = null
			void pump(box)
		}, wait)
		box.timer.unref()
	} else {
		box.failures = 0
	}
}

/** Sends every pending notice; false when one failed (the rest wait for the retry). */
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
	const origin = siteOrigin(box)
	const from = env.MAIL_FROM ?? `gallery@${new URL(origin).hostname}`
	const galleryName = await getGalleryName()
	for (const id of await listUnnotifiedEnquiryIds()) {
		const enquiry = await getEnquiry(id)
		if (!enquiry || Date.parse(enquiry.created_at) < Date.now() - RESUME_WITHIN_MS) continue
		const subject = (await subjectsOf([enquiry])).get(enquiry.id) ?? null
		try {
			await transport(box).sendMail(buildEnquiryMail({ enquiry, subject, origin, galleryName, from, to }))
		} catch (error) {
			console.error(
				`The notice of enquiry ${id} was not accepted by the mail server (${(error as Error).message}); it will be retried.`,
			)
			return false
		}
		await markEnquiryNotified(id)
	}
	return true
}
