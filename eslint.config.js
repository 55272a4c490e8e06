import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * The layers, and the one direction imports go (docs/architecture.md):
 * routes → components and server code → data → schemas and utils.
 */
const layers = [
	{ files: ['app/utils/**'], allow: ['utils'], why: 'utils are pure helpers: they import nothing else from the app' },
	{ files: ['app/schemas/**'], allow: ['schemas', 'utils'], why: 'schemas import only other schemas and utils' },
	{ files: ['app/data/**'], allow: ['data', 'schemas', 'utils'], why: 'the data layer imports only schemas and utils' },
	{
		files: ['app/components/**'],
		allow: ['components', 'schemas', 'utils', 'fonts'],
		why: 'components are presentational: they never import data or server code; a loader hands them plain values',
	},
	{
		files: ['app/server/**'],
		allow: ['server', 'data', 'schemas', 'utils'],
		why: 'server code serves routes; it never imports routes or components',
	},
]
// Above the data layer nothing knows how data is kept (docs/decisions/004-storage-layout.md).
const storageHidden = [
	{ group: ['lowdb', 'lowdb/*'], message: 'only the data layer knows the store is lowdb: use its functions' },
	{
		group: ['postgres', '#app/data/postgres/*'],
		message: 'only the data layer speaks SQL: add a function to it (app/data) and call that',
	},
	{
		regex: '^#app/data/store/',
		message: 'the store is inside the data layer: use #app/data/db.server.ts and the entity modules',
	},
]
const layerRules = [
	...layers,
	// Routes and the app's entry files may import every layer, but not storage's insides either.
	{ files: ['app/routes/**', 'app/*.ts', 'app/*.tsx', 'node-server/**', 'server.ts'], allow: null },
].map(({ files, allow, why }) => ({
	files,
	// A unit test may bring pieces of several layers together.
	ignores: ['**/*.test.ts', '**/*.test.tsx'],
	rules: {
		'no-restricted-imports': [
			'error',
			{
				patterns: [
					...(allow ? [{ regex: `^#app/(?!(${allow.join('|')})/)`, message: why }] : []),
					{ group: ['../*'], message: 'import through the #app/ alias, not a parent folder' },
					...(files.includes('app/data/**') ? [] : storageHidden),
				],
			},
		],
	},
}))

export default tseslint.config(
	{
		ignores: [
			'build/**',
			'node_modules/**',
			'data/**',
			'uploads/**',
			'backups/**',
			'test-results/**',
			'playwright-report/**',
			'tests/.tmp/**',
			// React Router's generated route types, written by `npm run dev`.
			'.react-router/**',
		],
	},
	js.configs.recommended,
	...tseslint.configs.recommended,
	{
		files: ['**/*.{ts,tsx,js}'],
		languageOptions: { globals: { ...globals.node, ...globals.browser } },
		plugins: { 'react-hooks': reactHooks },
		rules: {
			...reactHooks.configs.recommended.rules,
			'@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
			'@typescript-eslint/consistent-type-imports': ['warn', { fixStyle: 'inline-type-imports' }],
		},
	},
	...layerRules,
	{
		// A promise nobody awaits loses its error (an unhandled rejection ends the server); one passed where a callback
		// returns nothing is never waited for (an Express handler, an event listener).
		files: ['app/**/*.{ts,tsx}', 'node-server/**/*.ts', 'server.ts', 'scripts/**/*.ts', 'tests/**/*.ts'],
		languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
		rules: {
			'@typescript-eslint/no-floating-promises': 'error',
			'@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
		},
	},
	{
		// Tests read db.json loosely and use Playwright fixtures, whose `use` is not a React hook.
		files: ['tests/**/*.ts', '**/*.test.ts'],
		rules: {
			'@typescript-eslint/no-explicit-any': 'off',
			'no-empty-pattern': 'off',
			'react-hooks/rules-of-hooks': 'off',
		},
	},
)
