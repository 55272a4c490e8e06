import { startServer } from '../support/server.ts'
import { type ReceivedMail } from '../support/smtp.ts'
import { type SiteWithMail, test as base } from './fixtures.ts'

/**
 * The site with mail set up (double opt-in on) and a real SMTP server that
 * keeps what it receives, one pair per group of files in a worker.
 */
export const test = base.extend<{ smtp: SiteWithMail['smtp']; mailServers: SiteWithMail }>({
	smtp: async ({ mailServers }, use) => use(mailServers.smtp),
	server: async ({ mailServers }, use) => use(mailServers.server),
	mailServers: [
		async ({ workerServers, serverGroup }, use) => {
			const startSite = (smtpPort: number) =>
				startServer({
					seed: 'demo',
					env: {
						SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
						PUBLIC_URL: 'https://gallery.example.org',
						NEWSLETTER_SIGNUPS_PER_HOUR: '0',
					},
				})
			await use(await workerServers.withMail(`newsletter:${serverGroup}`, startSite))
		},
		{ timeout: 240_000 },
	],
})

export { expect } from './fixtures.ts'

/** The path of the confirmation link in a received mail. */
export function confirmPath(mail: ReceivedMail) {
	const match = mail.raw
		.replace(/=\r\n/g, '')
		.match(/https:\/\/gallery\.example\.org(\/newsletter\/confirm\/[A-Za-z0-9_-]+)/)
	if (!match) throw new Error('no confirmation link in the mail')
	return match[1]!
}

export const CONFIRM_SENTENCE = 'Please confirm your subscription from the email we just sent you.'
