// `npm start`: builds when the build is missing or older than the sources, then serves.
import { spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/**
 * How the server process runs: one process on a small machine, sized for memory.
 * A smaller young generation and two malloc arenas (sharp's image work and the
 * compression of backups and pages otherwise leave freed memory in many) keep a
 * gallery of 10,000 works and 100,000 subscribers well under 300 MB resident,
 * with renders as fast (decision 004). What the environment sets wins.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8']
export const serverEnv = (env = process.env) => ({ MALLOC_ARENA_MAX: '2', ...env })

const stampFile = path.join(root, 'build', '.source-stamp')

export function sourceStamp() {
	const hash = crypto.createHash('sha256')
	const visit = (entry) => {
		const full = path.join(root, entry)
		if (!fs.existsSync(full)) return
		const stat = fs.statSync(full)
		if (stat.isDirectory()) {
			for (const child of fs.readdirSync(full).sort()) visit(path.join(entry, child))
		} else {
			hash.update(entry).update(fs.readFileSync(full))
		}
	}
	for (const entry of ['app', 'public', 'vite.config.ts', 'package.json', 'tsconfig.json']) visit(entry)
	return hash.digest('hex')
}

export function ensureBuild() {
	const stamp = sourceStamp()
	const current =
		fs.existsSync(path.join(root, 'build/server/index.js')) &&
		fs.existsSync(stampFile) &&
		fs.readFileSync(stampFile, 'utf8') === stamp
	if (current) return
	console.log('Building the site (first start or changed sources)...')
	// Called from the test runner too: vitest's marker would keep the Remix plugin out of the build.
	const { VITEST: _vitest, VITEST_MODE: _mode, VITEST_POOL_ID: _pool, VITEST_WORKER_ID: _worker, ...env } = process.env
	const result = spawnSync(
		process.execPath,
		[path.join(root, 'node_modules/@remix-run/dev/dist/cli.js'), 'vite:build'],
		{
			cwd: root,
			stdio: 'inherit',
			env: { ...env, NODE_ENV: 'production' },
		},
	)
	if (result.status !== 0) {
		console.error('Cannot start: the build failed.')
		process.exit(result.status ?? 1)
	}
	fs.writeFileSync(stampFile, stamp)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
	ensureBuild()
	const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, 'server.js')], {
		stdio: 'inherit',
		env: serverEnv(),
	})
	// The server stops on the first SIGINT or SIGTERM; one sent to this process alone is passed on.
	for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
	server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
}
