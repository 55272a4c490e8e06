import { startServer } from '../support/server.ts'
import { test as base } from './fixtures.ts'

/** The demo published in English and German (SITE_LANGUAGES=en,de), one server per group of files in a worker. */
export const test = base.extend({
	server: [
		async ({ workerServers, serverGroup }, use) => {
			const start = () => startServer({ seed: 'demo', env: { SITE_LANGUAGES: 'en,de' } })
			await use(await workerServers.get(`languages:${serverGroup}`, start, (server) => server.stop()))
		},
		{ scope: 'test', timeout: 240_000 },
	],
})

export { expect } from './fixtures.ts'
