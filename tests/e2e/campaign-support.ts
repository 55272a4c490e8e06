import fs from 'node:fs'
import path from 'node:path'
import { type APIRequestContext } from '@playwright/test'
import {
	ADMIN_PASSWORD,
	ADMIN_USERNAME,
	makeTempDir,
	startServer,
	TEMPLATE_DIR,
	type TestServer,
} from '../support/server.ts'
import { SMTP_PASS, SMTP_USER } from '../support/smtp.ts'
import { readStore, writeDatabase } from '../support/store.ts'
import { expect, type SiteWithMail, test as base } from './fixtures.ts'

/**
 * The campaign specs' server: the demo gallery with three active readers and
 * a real SMTP server, so "Send test" and "Send now" really send.
 */
export const READERS = ['ana@example.com', 'ben@example.com', 'cleo@example.com']
export const ORIGIN = 'https://gallery.example.org'

async function startCampaignServer(smtpPort: number): Promise<TestServer> {
	const base = makeTempDir('campaign-e2e')
	const dataDir = path.join(base, 'data')
	const uploadsDir = path.join(base, 'uploads')
	fs.cpSync(path.join(TEMPLATE_DIR, 'data'), dataDir, { recursive: true })
	fs.cpSync(path.join(TEMPLATE_DIR, 'uploads'), uploadsDir, { recursive: true })
	const db = readStore(dataDir)
	const time = new Date().toISOString()
	db.contact_info.address = '12 Harbour Street, Bristol BS1 4QA'
	db.subscribers = READERS.map((email, i) => ({
		id: i + 1,
		email,
		name: '',
		status: 'active',
		subscribed_at: time,
		source: 'website',
		unsubscribe_token: `reader-${i + 1}-secret-token-value`,
		failed_count: 0,
	}))
	db.next_ids.subscribers = READERS.length + 1
	writeDatabase(dataDir, db)
	return startServer({
		seed: 'none',
		dataDir,
		uploadsDir,
		env: {
			SMTP_URL: `smtp://${SMTP_USER}:${SMTP_PASS}@127.0.0.1:${smtpPort}`,
			PUBLIC_URL: ORIGIN,
			MAIL_FROM: 'news@gallery.example.org',
			NEWSLETTER_SEND_PER_MINUTE: '600',
		},
	})
}

export const test = base.extend<{ smtp: SiteWithMail['smtp']; campaignServers: SiteWithMail }>({
	// As the shared check, except for the notice a sandboxed preview gives when axe tries to look inside it.
	failOnConsoleError: async ({ page }, use) => {
		const errors: string[] = []
		page.on('console', (message) => {
			const text = message.text()
			if (message.type() !== 'error' || /Failed to load resource/.test(text)) return
			if (/^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/.test(text)) return
			errors.push(text)
		})
		page.on('pageerror', (error) => errors.push(error.message))
		await use()
		expect(errors, 'console errors during the test').toEqual([])
	},
	// The site and its mail server, kept together: the site sends to that mail server's port.
	smtp: async ({ campaignServers }, use) => use(campaignServers.smtp),
	server: async ({ campaignServers }, use) => use(campaignServers.server),
	campaignServers: [
		async ({ workerServers, serverGroup }, use) =>
			use(await workerServers.withMail(`campaign:${serverGroup}`, startCampaignServer)),
		{ timeout: 240_000 },
	],
})

/** The HTML part of a received mail. */
export function htmlOf(raw: string): string {
	const boundary = /boundary="?([^";\s]+)"?/i.exec(raw)?.[1]
	const part = raw.split(`--${boundary}`).find((p) => /content-type:\s*text\/html/i.test(p)) ?? ''
	const [head = '', ...rest] = part.replace(/^\r\n/, '').split('\r\n\r\n')
	const body = rest.join('\r\n\r\n')
	if (/quoted-printable/i.test(head))
		return Buffer.from(
			body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
			'latin1',
		).toString('utf8')
	if (/base64/i.test(head)) return Buffer.from(body, 'base64').toString('utf8')
	return body
}

export const SHOTS = path.resolve(import.meta.dirname, '../.tmp/campaign-shots')

/** The Authorization header of an admin's API token, for setting a scene through the API. */
export async function adminAuth(request: APIRequestContext, server: TestServer) {
	const login = await request.post(`${server.url}/api/auth/login`, {
		data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
	})
	return { Authorization: `Bearer ${(await login.json()).token as string}` }
}
