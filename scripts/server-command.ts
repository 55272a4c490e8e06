// Runs one of the server build's commands (`backupCommand`, `restoreCommand`) with this
// process's arguments, after building when the build is missing or older than the sources.
import { importServerBuild } from '../node-server/build.ts'
import { repositoryRoot } from '../node-server/root.ts'
import { ensureBuild } from './site-build.ts'

const root = repositoryRoot(import.meta.url)

export async function runServerCommand(name: 'backupCommand' | 'restoreCommand'): Promise<never> {
	process.env.NODE_ENV ??= 'production'
	ensureBuild()
	const build = await importServerBuild(root)
	process.exit(await build.entry.module[name](process.argv.slice(2)))
}
