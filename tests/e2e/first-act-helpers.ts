import { type BrowserContext, type Page } from '@playwright/test'
import { expect } from './fixtures.ts'

/** Opens `path` in a page of its own, which does not act for the test as the fixture's page does. */
export async function openQuietly(context: BrowserContext, path: string) {
	const page = await context.newPage()
	const scripts: string[] = []
	page.on('request', (request) => {
		const url = new URL(request.url())
		if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) scripts.push(url.pathname)
	})
	const errors: string[] = []
	page.on('pageerror', (error) => errors.push(error.message))
	await page.goto(path)
	return { page, scripts, errors }
}

/** The page after load and a second more, with nobody touching it. */
export async function settle(page: Page) {
	await page.waitForLoadState('load')
	await page.waitForTimeout(1000)
}

export const hydrated = (page: Page) => page.locator('html[data-hydrated]')
// Hydration on a busy machine (the scripts fetched, compiled and run) takes longer than a check's usual wait.
export const HYDRATION = { timeout: 30_000 }

/**
 * Opens `path` and acts at once, as soon as the control can be clicked (first paint: no waiting for the scripts,
 * hydration or the network), three times, each in a fresh page; `act` does the act and checks what it promised.
 * Counts the page's document loads and posts, which `act` may check (a control that does its work in place loads
 * one document; a form is posted once).
 */
export async function threeTimes(
	context: BrowserContext,
	path: string,
	act: (page: Page, attempt: number, seen: { documents: string[]; posts: string[] }) => Promise<void>,
) {
	for (let attempt = 1; attempt <= 3; attempt++) {
		const page = await context.newPage()
		const seen = { documents: [] as string[], posts: [] as string[] }
		page.on('request', (request) => {
			if (request.resourceType() === 'document') seen.documents.push(request.url())
			if (request.method() === 'POST') seen.posts.push(request.url())
		})
		const errors: string[] = []
		page.on('pageerror', (error) => errors.push(error.message))
		await page.goto(path, { waitUntil: 'commit' })
		await act(page, attempt, seen)
		expect(errors, `attempt ${attempt}`).toEqual([])
		await page.close()
	}
}
