import { type Subscriber } from '#app/schemas/records.ts'
import { getEnv } from '#app/utils/env.server.ts'

/**
 * The reader's unsubscribe link and the headers every newsletter mail carries
 * (docs/admin.md, "Newsletter: readers"): mail programs show an "Unsubscribe"
 * button from `List-Unsubscribe` and, with `List-Unsubscribe-Post`, unsubscribe
 * the reader in one POST (RFC 8058). Links come from PUBLIC_URL only.
 */

export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe/'

/** The address mail is sent from: MAIL_FROM, or gallery@ the public host. */
export function mailFrom(): string {
	const env = getEnv()
	return env.MAIL_FROM ?? `gallery@${new URL(publicOrigin()).hostname}`
}

function publicOrigin(): string {
	const origin = getEnv().PUBLIC_URL
	if (!origin) throw new Error('PUBLIC_URL is not set: newsletter links need it')
	return origin
}

/** `{PUBLIC_URL}/newsletter/unsubscribe/{token}` */
export function unsubscribeUrl(subscriber: Pick<Subscriber, 'unsubscribe_token'>): string {
	return `${publicOrigin()}${UNSUBSCRIBE_PATH}${encodeURIComponent(subscriber.unsubscribe_token)}`
}

/** The two headers, as nodemailer's `headers` option takes them. */
export function listUnsubscribeHeaders(subscriber: Pick<Subscriber, 'unsubscribe_token'>): Record<string, string> {
	return {
		'List-Unsubscribe': `<${unsubscribeUrl(subscriber)}>, <mailto:${mailFrom()}?subject=unsubscribe>`,
		'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
	}
}
