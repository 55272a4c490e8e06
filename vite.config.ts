import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import type { Plugin } from 'vite'
import { defineConfig } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'
import { compileForNode } from './scripts/node.js'

/**
 * The Node server (server.ts and node-server/) is TypeScript: once the server build is written, it is compiled beside it
 * into build/node/server.js (docs/decisions/009-typed-server-code.md).
 */
function nodeServer(): Plugin {
	return {
		name: 'gallery-node-server',
		apply: 'build',
		closeBundle() {
			if (this.environment.name === 'ssr') compileForNode('server.ts')
		},
	}
}

/**
 * Where the browser's build put each language's strings (the chunks app/utils/i18n/load-strings.ts loads before a
 * page hydrates), for the server to preload the page's own with its scripts (app/components/deferred-scripts.tsx):
 * recorded as the client build writes its files, and read by the server's build, which comes after it, as
 * `virtual:strings-modules`. In development it is empty: Vite serves the sources, and nothing is preloaded.
 */
function stringsModules(): Plugin {
	const id = 'virtual:strings-modules'
	const modules: Record<string, string> = {}
	return {
		name: 'gallery-strings-modules',
		resolveId: (source) => (source === id ? `\0${id}` : undefined),
		load: (resolved) => (resolved === `\0${id}` ? `export default ${JSON.stringify(modules)}` : undefined),
		generateBundle(_, bundle) {
			if (this.environment.name !== 'client') return
			for (const chunk of Object.values(bundle)) {
				const lang = chunk.type === 'chunk' && /\/app\/utils\/i18n\/(\w+)\.ts$/.exec(chunk.facadeModuleId ?? '')?.[1]
				if (lang) modules[lang] = `${this.environment.config.base}${chunk.fileName}`
			}
		},
	}
}

export default defineConfig({
	server: {
		// The database and uploads change at run time; reloading on them would loop.
		watch: { ignored: ['**/data/**', '**/uploads/**', '**/backups/**', '**/tests/.tmp/**'] },
	},
	ssr: {
		// zod, conform and the dialogs' and sortable lists' packages are hundreds of small modules the server would
		// resolve one by one at every start; bundled into the server build they cost a fraction (docs/architecture.md,
		// "Start"). zod and conform together, so that conform's zod is the app's; React stays outside, one copy.
		noExternal: process.env.VITEST
			? []
			: [
					/^zod(\/|$)/,
					/^@conform-to\//,
					/^@radix-ui\//,
					/^@dnd-kit\//,
					/^react-remove-scroll/,
					/^use-(callback-ref|sidecar)$/,
					'react-style-singleton',
					'aria-hidden',
					'get-nonce',
					'tslib',
				],
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
		// vitest loads this config too; the router's plugin must stay out of its way.
		!process.env.VITEST && reactRouter(),
		tsconfigPaths(),
		nodeServer(),
		stringsModules(),
	],
})
