// Building the site when the build is missing or older than the sources, and how the built server is run:
// shared by `npm start`, `npm test`, the benches and the test suites.
import { spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { serverBuildPath } from '../node-server/build.ts'
import { repositoryRoot } from '../node-server/root.ts'

const root = repositoryRoot(import.meta.url)

/** The compiled server (server.ts, written by the build: docs/decisions/009-typed-server-code.md). */
export const SERVER_ENTRY = path.join(root, 'build/node/server.js')

/**
 * How the server process runs: one process on a small machine, sized for memory.
 * A smaller young generation, an old generation that grows by a fifth past what
 * survived the last full collection (V8's own rule lets it grow up to fourfold,
 * and it is not collected again while the server idles), and two malloc arenas
 * (sharp's image work and the compression of backups and pages otherwise leave
 * freed memory in many), and malloc's own threshold for mapping a block kept at
 * 128 KB (glibc raises it to the largest block freed, up to 32 MB, after which
 * the megabyte buffers of a start, a compaction and a backup are carved from its
 * heap and stay resident once freed: about 45 MB with the grown history) keep a gallery of 10,000 works and 100,000 subscribers
 * well under 300 MB resident, with renders as fast (decision 004). What the
 * environment sets wins.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--heap-growing-percent=20']
export const serverEnv = (env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv => ({
	MALLOC_ARENA_MAX: '2',
	MALLOC_MMAP_THRESHOLD_: '131072',
	...env,
})

const stampFile = path.join(root, 'build', '.source-stamp')

/** What the build is made from: every source file the app and the compiled server come from. */
const BUILD_SOURCES = [
	'app',
	'public',
	'node-server',
	'server.ts',
	'scripts/node.js',
	'vite.config.ts',
	'react-router.config.ts',
	'package.json',
	'tsconfig.json',
]

/** A hash of the files under `entries` (folders walked in order), tests aside: they are part of neither. */
export function sourceStamp(entries: readonly string[] = BUILD_SOURCES): string {
	const hash = crypto.createHash('sha256')
	const visit = (entry: string) => {
		const full = path.join(root, entry)
		if (!fs.existsSync(full)) return
		const stat = fs.statSync(full)
		if (stat.isDirectory()) {
			for (const child of fs.readdirSync(full).sort()) visit(path.join(entry, child))
		} else if (!/\.test\.tsx?$/.test(entry)) {
			hash.update(entry).update(fs.readFileSync(full))
		}
	}
	for (const entry of entries) visit(entry)
	return hash.digest('hex')
}

/** The stamp the build would be made from, or null when the build is there and made from the current sources. */
function staleStamp(): string | null {
	const stamp = sourceStamp()
	const current =
		fs.existsSync(serverBuildPath(root)) &&
		fs.existsSync(SERVER_ENTRY) &&
		fs.existsSync(stampFile) &&
		fs.readFileSync(stampFile, 'utf8') === stamp
	return current ? null : stamp
}

/**
 * React Router's build, warnings and errors only: the chunk listing (some 230 lines) would bury what the server says
 * next, such as the first admin's password.
 */
function buildCommand() {
	// Called from the test runner too: vitest's marker would keep the router's plugin out of the build.
	const { VITEST: _vitest, VITEST_MODE: _mode, VITEST_POOL_ID: _pool, VITEST_WORKER_ID: _worker, ...env } = process.env
	const args = [path.join(root, 'node_modules/@react-router/dev/dist/cli/index.js'), 'build', '--logLevel', 'warn']
	return { args, options: { cwd: root, stdio: 'inherit' as const, env: { ...env, NODE_ENV: 'production' } } }
}

function built(stamp: string, status: number | null, started: number) {
	if (status !== 0) {
		console.error('Cannot start: the build failed.')
		process.exit(status ?? 1)
	}
	fs.writeFileSync(stampFile, stamp)
	console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`)
}

/** Builds the site (the app and the server) unless the build is there and made from the current sources. */
export function ensureBuild(): void {
	const stamp = staleStamp()
	if (!stamp) return
	console.log('Building the site (first start or changed sources)...')
	const started = Date.now()
	const { args, options } = buildCommand()
	built(stamp, spawnSync(process.execPath, args, options).status, started)
}

/** As `ensureBuild`, without holding up the caller's other work (`npm test` runs its checks and unit tests beside it). */
export async function ensureBuildBeside(): Promise<void> {
	const stamp = staleStamp()
	if (!stamp) return
	console.log('Building the site (first start or changed sources)...')
	const started = Date.now()
	const { args, options } = buildCommand()
	const status = await new Promise<number | null>((resolve) => {
		const child = spawn(process.execPath, args, options)
		child.on('error', () => resolve(1))
		child.on('close', resolve)
	})
	built(stamp, status, started)
}
