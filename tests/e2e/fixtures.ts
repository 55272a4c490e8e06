import { test as base, expect, type APIRequestContext, type Page, type Response } from '@playwright/test'
import { ADMIN_PASSWORD, ADMIN_USERNAME, startServer, type TestServer } from '../support/server.ts'
import { startSmtp } from '../support/smtp.ts'

/** A test site and the SMTP server it sends to (`WorkerServers.withMail`). */
export type SiteWithMail = { smtp: Awaited<ReturnType<typeof startSmtp>>; server: TestServer }

/**
 * A worker's servers, started when a test first asks for one and kept for the worker's later files that ask for the
 * same: Playwright keeps a worker as long as the files it is given have the same worker fixtures, so the group a file
 * belongs to is a test option, not a worker's, and a worker moves from one group's files to another's without
 * starting again (its node, its browser). The oldest are stopped beyond a few, as a new worker's would be.
 */
export class WorkerServers {
	private started = new Map<string, { value: Promise<unknown>; stop: (value: never) => Promise<void> }>()
	/** The thing kept under `key`, started by `start` the first time. */
	async get<T>(key: string, start: () => Promise<T>, stop: (value: T) => Promise<void>): Promise<T> {
		let entry = this.started.get(key)
		if (entry) this.started.delete(key)
		else {
			entry = { value: start(), stop: stop as (value: never) => Promise<void> }
			await this.evict(KEPT - 1)
		}
		this.started.set(key, entry) // the most recently used last
		return entry.value as Promise<T>
	}
	/** A site and the mail server it sends to, kept and stopped together: the site knows that mail server's port. */
	withMail(key: string, startSite: (smtpPort: number) => Promise<TestServer>): Promise<SiteWithMail> {
		const start = async () => {
			const smtp = await startSmtp()
			return { smtp, server: await startSite(smtp.port) }
		}
		const stop = async ({ smtp, server }: SiteWithMail) => {
			await server.stop()
			await smtp.stop()
		}
		return this.get(key, start, stop)
	}
	/** Stops the least recently used until at most `keep` are left, side by side (a worker's end stops them all). */
	async evict(keep = 0) {
		const stopping = [...this.started].slice(0, Math.max(0, this.started.size - keep))
		for (const [key] of stopping) this.started.delete(key)
		await Promise.all(
			stopping.map(([, { value, stop }]) => value.then((started) => stop(started as never)).catch(() => {})),
		)
	}
}
// A worker keeps this many servers (each about 100 MB) and their mail servers.
const KEPT = 6

/**
 * Each group's files get their own server on a fresh copy of the demo data, so tests in different groups, or in
 * different workers, never see each other's writes. Tests that change data should create their own records rather
 * than depend on others' order.
 */
export const test = base.extend<
	{
		failOnConsoleError: void
		server: TestServer
		serverGroup: string
		serverEnv: Record<string, string>
		dailyBackup: boolean
	},
	{ workerServers: WorkerServers }
>({
	workerServers: [
		async ({}, use) => {
			const servers = new WorkerServers()
			await use(servers)
			await servers.evict()
		},
		{ scope: 'worker', timeout: 240_000 },
	],
	// Spec files that change shared content (the back office) set their own group, and get servers of their own.
	serverGroup: ['visitor', { option: true }],
	// Settings a spec file's server starts with (GALLERY_TIMEZONE, say).
	serverEnv: [{}, { option: true }],
	// Whether the server writes its first daily backup at start, as a real server does: only the accessibility checks,
	// which walk the back office's backups page, need one listed; every other server skips that second of work.
	dailyBackup: [false, { option: true }],
	server: [
		async ({ workerServers, serverGroup, serverEnv, dailyBackup }, use) => {
			const key = JSON.stringify(['demo', serverGroup, serverEnv, dailyBackup])
			await use(
				await workerServers.get(
					key,
					() => startServer({ seed: 'demo', env: serverEnv, dailyBackup }),
					(server) => server.stop(),
				),
			)
		},
		// Within the limit startServer gives a start (180 s), and the stops of the servers it replaces.
		{ timeout: 240_000 },
	],
	baseURL: async ({ server }, use) => {
		await use(server.url)
	},
	// The back office starts its scripts after the load event, a public page on the visitor's first act
	// (DeferredScripts): a page a test opens is first acted on (a key press no screen answers) and then used once
	// React has taken it over, as a visitor's would be a moment later.
	page: async ({ page, javaScriptEnabled }, use) => {
		if (javaScriptEnabled) {
			const goto = page.goto.bind(page)
			const reload = page.reload.bind(page)
			page.goto = async (url, options) => waitForHydration(page, await goto(url, options))
			page.reload = async (options) => waitForHydration(page, await reload(options))
		}
		await use(page)
	},
	failOnConsoleError: [
		async ({ page }, use) => {
			const errors: string[] = []
			// Not errors of the page: a resource the test refused, and a request React Router cancelled on purpose (a form's
			// second submission aborts what React Router still holds of the first, `router.fetch`; React Router logs that abort when
			// it lands while an answer is being decoded: about one run in five of the enquiry retry test).
			const expected = /Failed to load resource|^AbortError: signal is aborted without reason/
			page.on('console', (message) => {
				if (message.type() === 'error' && !expected.test(message.text())) errors.push(message.text())
			})
			page.on('pageerror', (error) => errors.push(error.message))
			await use()
			expect(errors, 'console errors during the test').toEqual([])
		},
		{ auto: true },
	],
})

export { expect }

async function waitForHydration(page: Page, response: Response | null) {
	if (response?.headers()['content-type']?.startsWith('text/html')) await hydrate(page)
	return response
}

/**
 * Brings the open page to hydration as a visitor would: a public page waits for a first act (a pointer, key,
 * focus, wheel or scroll), so the helper presses Shift, which nothing on the site answers, and waits for React
 * (`html[data-hydrated]`). A page that starts on its own (the back office, a toast, the slideshow) just hydrates.
 */
export async function hydrate(page: Page) {
	await page.locator('#app-scripts').waitFor({ state: 'attached' })
	if ((await page.locator('#app-scripts[data-scripts="waiting"]').count()) > 0) await page.keyboard.press('Shift')
	await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}

/**
 * Signs in as the admin and opens the exhibitions list, as the sign-in form does, but by posting the form's fields
 * straight to it (the browser context keeps the cookie): tests about other screens spend no page load on the form.
 * The form itself, its welcome toast included, is walked by `loginThroughForm` (docs/architecture.md, "Tests").
 */
export async function loginAsAdmin(page: Page) {
	// The redirect is followed here, so the welcome message is used up before the page opens.
	const res = await page.request.post('/admin?index', { form: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } })
	expect(res.url()).toMatch(/\/admin\/exhibitions$/)
	await page.goto('/admin/exhibitions')
	await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
}

/** Signs in as the admin through the sign-in form, as staff do. */
export async function loginThroughForm(page: Page) {
	await page.goto('/admin')
	await page.getByLabel('Username').fill(ADMIN_USERNAME)
	await page.getByLabel('Password').fill(ADMIN_PASSWORD)
	await page.getByRole('button', { name: 'Sign In' }).click()
	await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
}

/** Clears an image's alt text through the API, as staff would leave it unwritten (the demo describes every image). */
export async function clearAltText(request: APIRequestContext, server: TestServer, url: string) {
	const file = server.readDb().files.find((f: { url: string }) => f.url === url)
	const login = await request.post('/api/auth/login', { data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } })
	const { token } = (await login.json()) as { token: string }
	const res = await request.put(`/api/files/${file.id}`, {
		data: { alt_text: '' },
		headers: { Authorization: `Bearer ${token}` },
	})
	expect(res.ok()).toBe(true)
}
