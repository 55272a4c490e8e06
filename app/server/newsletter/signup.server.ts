import { getGalleryName } from '#app/data/pages.server.ts'
import { holdsLease } from '#app/data/leases.server.ts'
import { removeExpiredPending, type SignUpInput, type SignUpResult, subscribe } from '#app/data/newsletter.server.ts'
import { type Subscriber } from '#app/schemas/records.ts'
import { sendSiteMail } from '#app/server/mail/outbox.server.ts'
import { answered, isPermanent, nextTry } from '#app/server/mail/retry.ts'
import { onClockMoved } from '#app/utils/clock.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { buildConfirmationMail } from './confirmation-mail.server.ts'
import { mailFrom } from './unsubscribe.server.ts'
import { pageUrlOf } from '#app/server/page-url.server.ts'

/**
 * Newsletter sign-ups (docs/admin.md, "Newsletter: readers"; docs/operations.md,
 * "Newsletter sign-ups"): with SMTP_URL set and NEWSLETTER_DOUBLE_OPT_IN not
 * `off`, a sign-up is pending until the reader opens the link mailed to them.
 */
export function doubleOptIn(): boolean {
	const env = getEnv()
	return Boolean(env.SMTP_URL) && env.NEWSLETTER_DOUBLE_OPT_IN !== 'off'
}

export const CONFIRM_PATH = '/newsletter/confirm/'

/** Added to the sign-up's success text when the reader is pending. */
export const CONFIRM_SENTENCE = 'Please confirm your subscription from the email we just sent you.'

/** The page a sign-up came from, as a path on this site (from Referer, when it names this site), or ''. */
export function signUpPage(request: Request, fallback = ''): string {
	const referer = request.headers.get('referer')
	if (!referer || !URL.canParse(referer)) return fallback
	const from = new URL(referer)
	const own = pageUrlOf(request)
	const publicHost = getEnv().PUBLIC_URL ? new URL(getEnv().PUBLIC_URL!).host : null
	if (from.host !== own.host && from.host !== publicHost) return fallback
	return from.pathname.slice(0, 500)
}

/** Signs a reader up and, with double opt-in, mails their confirmation link in the background. */
export async function signUp(input: SignUpInput): Promise<SignUpResult & { pending: boolean }> {
	const pending = doubleOptIn()
	const result = await subscribe(input, { doubleOptIn: pending })
	if (result.token) mailConfirmation(result.subscriber, result.token)
	return { ...result, pending: result.subscriber.status === 'pending' }
}

/** Tries a few times over about a minute when the mail server is out of reach or answers "later". */
const ATTEMPTS = 6

/**
 * Mails the link; returns at once and never throws. Only the link's hash is
 * stored, so the mail cannot wait in a durable queue: when it cannot be sent
 * (the mail server refuses it, or stays out of reach for about a minute) the
 * reader signs up again after 10 minutes for a new link.
 */
export function mailConfirmation(subscriber: Subscriber, token: string) {
	void (async () => {
		const origin = getEnv().PUBLIC_URL!
		const message = buildConfirmationMail({
			to: subscriber.email,
			name: subscriber.name,
			galleryName: await getGalleryName(),
			from: mailFrom(),
			link: `${origin}${CONFIRM_PATH}${token}`,
			origin,
			// A reader without a language signed up in the default one (or before languages).
			language: subscriber.language ?? getEnv().SITE_LANGUAGES[0],
		})
		let failures = 0
		for (;;) {
			try {
				await sendSiteMail(message)
				return
			} catch (error) {
				failures++
				const reason = (error as Error).message
				if ((answered(error) && isPermanent(error)) || failures >= ATTEMPTS) {
					console.error(`The confirmation link of subscriber ${subscriber.id} could not be mailed (${reason}).`)
					return
				}
				const wait = nextTry(failures - 1, Date.now()).notBefore - Date.now()
				await new Promise((resolve) => setTimeout(resolve, wait).unref())
			}
		}
	})().catch((error: Error) => console.error(`Confirmation mail failed: ${error.message}`))
}

/**
 * The clean-up of pending sign-ups older than 7 days: at start, then every hour, by the server holding the
 * `pending-signups` lease (app/data/leases.server.ts).
 */
type Cleanup = {
	timer: ReturnType<typeof setInterval> | null
	running: Promise<void> | null
	stopFollowingClock: (() => void) | null
}
const globalCleanup = globalThis as typeof globalThis & { __galleryPendingCleanup?: Cleanup }
const cleanup: Cleanup = (globalCleanup.__galleryPendingCleanup ??= {
	timer: null,
	running: null,
	stopFollowingClock: null,
})
const CLEANUP_EVERY_MS = 60 * 60 * 1000

function sweep(log: (line: string) => void) {
	if (!holdsLease('pending-signups')) return cleanup.running
	cleanup.running ??= removeExpiredPending()
		.then((removed) => {
			if (removed) log(`Newsletter: removed ${removed} sign-up(s) not confirmed within 7 days.`)
		})
		.catch((error: Error) =>
			log(`Removing unconfirmed sign-ups failed: ${error.message}; trying again within an hour.`),
		)
		.finally(() => {
			cleanup.running = null
		})
	return cleanup.running
}

export async function startPendingCleanup(log: (line: string) => void = console.log) {
	await sweep(log)
	if (cleanup.timer) clearInterval(cleanup.timer)
	cleanup.timer = setInterval(() => void sweep(log), CLEANUP_EVERY_MS)
	cleanup.timer.unref()
	// A clock moved forward (app/utils/clock.ts) may have passed the 7 days: look at once.
	cleanup.stopFollowingClock ??= onClockMoved(() => sweep(log))
}

export async function stopPendingCleanup() {
	if (cleanup.timer) clearInterval(cleanup.timer)
	cleanup.timer = null
	cleanup.stopFollowingClock?.()
	cleanup.stopFollowingClock = null
	await cleanup.running
}
