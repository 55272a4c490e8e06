import path from 'node:path'
import { parseArgs } from 'node:util'
import { getEnv } from '#app/utils/env.server.ts'
import { formatFileSize } from '#app/utils/image-type.ts'
import { backupFromCommand } from './create-backup.server.ts'
import { restoreArchive } from './restore.server.ts'

/**
 * `npm run backup` and `npm run restore`, called by scripts/backup.ts and
 * scripts/restore.ts through the server build. Each prints what it did, or one
 * line starting "Cannot back up:" / "Cannot restore:", and returns the exit code.
 */
const BACKUP_USAGE = 'Usage: npm run backup [-- --out FILE]'
const RESTORE_USAGE = 'Usage: npm run restore -- FILE [--force]'

/**
 * Each command prints its own lines and nothing else: the S3 client's notice
 * about the Node versions its future releases will need is not the operator's
 * business here (this site supports Node 20).
 */
function quietSdk() {
	process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true'
}

type Output = { out: (line: string) => void; err: (line: string) => void }
const console_: Output = { out: (line) => console.log(line), err: (line) => console.error(line) }

export async function backupCommand(argv: string[], io: Output = console_): Promise<number> {
	quietSdk()
	let out: string | null
	try {
		const { values } = parseArgs({ args: argv, options: { out: { type: 'string' } }, strict: true })
		out = values.out ? path.resolve(values.out) : null
	} catch {
		io.err(BACKUP_USAGE)
		return 2
	}
	try {
		const result = await backupFromCommand(getEnv(), out)
		io.out(
			`Backup written to ${result.file} (${formatFileSize(result.size)}: ${describeCounts(result.counts)}), taken from ${result.source} and verified.`,
		)
		if (result.rotated.length) io.out(`Removed ${result.rotated.length} older backup(s) beyond BACKUP_KEEP.`)
		return 0
	} catch (error) {
		io.err(`Cannot back up: ${(error as Error).message}`)
		return 1
	}
}

export async function restoreCommand(argv: string[], io: Output = console_): Promise<number> {
	quietSdk()
	let file: string
	let force: boolean
	try {
		const { values, positionals } = parseArgs({
			args: argv,
			options: { force: { type: 'boolean', default: false } },
			allowPositionals: true,
			strict: true,
		})
		if (positionals.length !== 1) throw new Error('one archive expected')
		file = path.resolve(positionals[0]!)
		force = values.force
	} catch {
		io.err(RESTORE_USAGE)
		return 2
	}
	try {
		const restored = await restoreArchive(getEnv(), file, force, io.out)
		io.out(
			`Restored ${file} (made ${restored.manifest.created_at} by version ${restored.manifest.app_version}): ${describeCounts(restored.counts)} into ${restored.into}.`,
		)
		const records = Object.values(restored.counts).reduce((sum, n) => sum + n, 0)
		io.out(
			`Moved ${records} records and ${restored.files} original files (${formatFileSize(restored.bytes)}) from ${restored.from} to ${restored.into}.`,
		)
		return 0
	} catch (error) {
		io.err(`Cannot restore: ${(error as Error).message}`)
		return 1
	}
}

function describeCounts(counts: Record<string, number>) {
	const label = (name: string) => name.replace(/_/g, ' ')
	return Object.entries(counts)
		.map(([name, n]) => `${n} ${name === 'files' ? 'images' : label(name)}`)
		.join(', ')
}
