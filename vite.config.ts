import { vitePlugin as remix } from '@remix-run/dev'
import tailwindcss from '@tailwindcss/vite'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'
import tsconfigPaths from 'vite-tsconfig-paths'
import { compileForNode } from './scripts/node.js'
import { BOTH_STORES } from './tests/integration/both-stores.ts'

declare module '@remix-run/node' {
	interface Future {
		v3_singleFetch: true
	}
}

/**
 * The Node server (server.ts and server/) is TypeScript: once the server build is written, it is compiled beside it
 * into build/node/server.js (docs/decisions/009-typed-server-code.md).
 */
function nodeServer(): Plugin {
	let ssr = false
	return {
		name: 'gallery-node-server',
		apply: 'build',
		configResolved(config) {
			ssr = Boolean(config.build.ssr)
		},
		closeBundle() {
			if (ssr) compileForNode('server.ts')
		},
	}
}

export default defineConfig({
	server: {
		// The database and uploads change at run time; reloading on them would loop.
		watch: { ignored: ['**/data/**', '**/uploads/**', '**/backups/**', '**/tests/.tmp/**'] },
	},
	build: {
		target: 'es2022',
		rollupOptions: {
			onwarn(warning, warn) {
				// Resource routes (every /api route, exports, logout) have no browser code: their client chunk is empty by design.
				if (warning.code === 'EMPTY_BUNDLE') return
				// zod ships comments that Rollup cannot place; they are dropped harmlessly.
				if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/')) return
				warn(warning)
			},
		},
	},
	plugins: [
		tailwindcss(),
		// vitest loads this config too; the Remix plugin must stay out of its way.
		!process.env.VITEST &&
			remix({
				ignoredRouteFiles: ['**/*.test.{ts,tsx}', '**/.*'],
				serverModuleFormat: 'esm',
				future: {
					v3_fetcherPersist: true,
					v3_relativeSplatPath: true,
					v3_throwAbortReason: true,
					v3_singleFetch: true,
					v3_lazyRouteDiscovery: true,
					v3_routeConfig: true,
				},
			}),
		tsconfigPaths(),
		nodeServer(),
	],
	test: {
		projects: [
			{
				extends: true,
				test: {
					name: 'unit',
					include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
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
					// Each file starts its own server; two at a time fits a 2-core machine (npm test runs this project and
					// the next in one pool of three: scripts/test.ts).
					maxWorkers: 2,
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
					maxWorkers: 2,
				},
			},
		],
	},
})
