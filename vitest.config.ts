import { defineConfig, mergeConfig } from 'vitest/config'
import { BOTH_STORES } from './tests/integration/both-stores.ts'
import viteConfig from './vite.config.ts'

/**
 * The test projects, over the site's own Vite settings. Kept apart from `vite.config.ts`, which the build's hash
 * includes (scripts/site-build.ts), so that a change to how tests run does not rebuild the site.
 */
export default mergeConfig(
	viteConfig,
	defineConfig({
		test: {
			projects: [
				{
					extends: true,
					test: {
						name: 'unit',
						include: ['app/**/*.test.{ts,tsx}', 'node-server/**/*.test.ts'],
						environment: 'node',
						// npm test runs this tier beside both integration tiers, on a machine several times busier than a
						// quiet one: a test of a second alone (a throwaway database, a real socket) needs room.
						testTimeout: 30_000,
					},
				},
				{
					extends: true,
					test: {
						name: 'integration',
						include: ['tests/integration/**/*.test.ts'],
						environment: 'node',
						globalSetup: ['tests/integration/global-setup.ts'],
						testTimeout: 60_000,
						hookTimeout: 120_000,
						// Each file starts its own server, which does most of the work; three files at a time keep a 2-core
						// machine busy while one of them waits (a restart, a PostgreSQL cluster, a time to pass). Vitest runs
						// this project and the next one after the other, each in its own workers.
						maxWorkers: 3,
						// A worker keeps its modules from one file to the next, instead of importing vitest and the support
						// modules again for every file (34 s of CPU in a run): the files share no state but their servers,
						// which each file starts and stops itself.
						isolate: false,
					},
				},
				{
					extends: true,
					test: {
						// The files about storing things again, with every record in PostgreSQL and every file in a bucket.
						name: 'integration-postgres',
						include: BOTH_STORES.map(({ file }) => `tests/integration/${file}`),
						environment: 'node',
						env: { TEST_STORE: 'postgres' },
						globalSetup: ['tests/integration/global-setup-postgres.ts'],
						testTimeout: 60_000,
						hookTimeout: 120_000,
						maxWorkers: 3,
						isolate: false,
					},
				},
			],
		},
	}),
)
