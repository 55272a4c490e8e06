import { startServer, type TestServer } from '../support/server.ts'
import { type ReceivedMail, startSmtp } from '../support/smtp.ts'
import { test as base } from './fixtures.ts'

/**
 * The site with mail set up (double opt-in on) and a real SMTP server that
 * keeps what it receives, one pair per group of files in a worker.
 */
type Smtp = Awaited<ReturnType<typeof startSmtp>>
export const test = base.extend<{ smtp: Smtp; mailServers: { smtp: Smtp; server: TestServer } }>({
	smtp: async ({ mailServers }, use) => use(mailServers.smtp),
	server: async ({ mailServers }, use) => use(mailServers.server),
	// The site and its mail server, kept together: the site sends to that mail server's port.
	mailServers: [
		async ({ workerServers, serverGroup }, use) => {
			const start = async () => {
				const smtp = await startSmtp()
				const server = await startServer({
					seed: 'demo',
					env: {
						SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
						PUBLIC_URL: 'https://gallery.example.org',
						NEWSLETTER_SIGNUPS_PER_HOUR: '0',
					},
				})
				return { smtp, server }
			}
			const stop = async ({ smtp, server }: Awaited<ReturnType<typeof start>>) => {
				await server.stop()
				await smtp.stop()
			}
			await use(await workerServers.get(`newsletter:${serverGroup}`, start, stop))
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
