import { startServer } from '../support/server.ts'
import { test as base } from './fixtures.ts'

/** The demo published in English and German (SITE_LANGUAGES=en,de), one server per worker. */
export const test = base.extend({
	server: [
		async ({}, use) => {
			const server = await startServer({ seed: 'demo', env: { SITE_LANGUAGES: 'en,de' } })
			await use(server)
			await server.stop()
		},
		{ scope: 'worker', timeout: 120_000 },
	],
})

export { expect } from './fixtures.ts'
