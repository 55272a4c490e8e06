// Runs one of the server build's commands (`backupCommand`, `restoreCommand`) with this
// process's arguments, after building when the build is missing or older than the sources.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureBuild } from './start.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export async function runServerCommand(name) {
	process.env.NODE_ENV ??= 'production'
	ensureBuild()
	const build = await import(path.join(root, 'build/server/index.js'))
	process.exit(await build.entry.module[name](process.argv.slice(2)))
}
