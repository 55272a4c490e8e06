import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { Header, Parser, type ReadEntry } from 'tar'
import { ROOT } from './server.ts'

/**
 * Runs `npm run backup` / `npm run restore` (their scripts, through scripts/node.js) as the operator would, with the
 * given folders.
 */
export function runCommand(
	script: 'backup' | 'restore',
	args: string[],
	folders: { dataDir: string; uploadsDir: string; backupDir?: string },
	env: Record<string, string> = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
	const child = spawn(
		process.execPath,
		[path.join(ROOT, 'scripts/node.js'), path.join(ROOT, `scripts/${script}.ts`), ...args],
		{
			cwd: ROOT,
			env: {
				...process.env,
				NODE_ENV: 'production',
				DATA_DIR: folders.dataDir,
				UPLOADS_DIR: folders.uploadsDir,
				BACKUP_DIR: folders.backupDir ?? path.join(path.dirname(folders.dataDir), 'backups'),
				...env,
			},
			stdio: ['ignore', 'pipe', 'pipe'],
		},
	)
	let stdout = ''
	let stderr = ''
	child.stdout.on('data', (chunk) => (stdout += chunk))
	child.stderr.on('data', (chunk) => (stderr += chunk))
	return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })))
}

/** Every file under a folder (recursively) with its SHA-256, to prove a refused command changed nothing. */
export function fingerprint(dir: string): Record<string, string> {
	const result: Record<string, string> = {}
	const visit = (rel: string) => {
		const full = path.join(dir, rel)
		for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
			const child = path.join(rel, entry.name)
			if (entry.isDirectory()) {
				result[`${child}/`] = 'folder'
				visit(child)
			} else if (entry.isFile()) {
				result[child] = crypto
					.createHash('sha256')
					.update(fs.readFileSync(path.join(dir, child)))
					.digest('hex')
			} else {
				result[child] = 'special file'
			}
		}
	}
	visit('')
	return result
}

/** Runs a command's script with a peak-memory probe; resolves with its result and its peak resident size in MiB. */
export async function runMeasured(
	script: 'backup' | 'restore',
	args: string[],
	folders: { dataDir: string; uploadsDir: string },
) {
	const file = path.join(path.dirname(folders.dataDir), `max-rss-${crypto.randomUUID()}`)
	const preload = path.join(import.meta.dirname, 'max-rss.js')
	const result = await runCommand(script, args, folders, { NODE_OPTIONS: `--import ${preload}`, MAX_RSS_FILE: file })
	const peakMiB = Number(fs.readFileSync(file, 'utf8')) / 1024
	fs.rmSync(file, { force: true })
	return { ...result, peakMiB }
}

/**
 * A small .tar.gz whose `data/db.json` expands to `bytes` of spaces, as an
 * attacker makes one: written as it streams (nothing held whole), with a
 * manifest that lists the entry at its true size and the given checksum.
 * Gzip level 1 keeps it under tar's own limit of 1000:1 (880 MiB in 4 MB).
 */
export async function writeExpandingArchive(file: string, bytes: number, sha256: string) {
	const manifest = Buffer.from(
		JSON.stringify({
			format: 'gallery-backup',
			format_version: 1,
			created_at: new Date().toISOString(),
			app_version: '0.1.0',
			layout: 'db.json',
			counts: {},
			files: [{ path: 'data/db.json', size: bytes, sha256 }],
		}),
	)
	const gzip = zlib.createGzip({ level: 1 })
	const done = new Promise<void>((resolve, reject) => {
		const out = fs.createWriteStream(file)
		gzip.pipe(out)
		out.on('finish', resolve)
		out.on('error', reject)
		gzip.on('error', reject)
	})
	const write = async (chunk: Buffer) => {
		if (!gzip.write(chunk)) await new Promise((resolve) => gzip.once('drain', resolve))
	}
	const pad = (size: number) => Buffer.alloc((512 - (size % 512)) % 512)
	for (const [name, size] of [
		['manifest.json', manifest.length],
		['data/db.json', bytes],
	] as const) {
		const header = new Header({ path: name, type: 'File', size, mode: 0o644 })
		header.encode()
		await write(header.block!)
		if (name === 'manifest.json') await write(Buffer.concat([manifest, pad(size)]))
		else {
			const spaces = Buffer.alloc(1024 * 1024, 0x20)
			for (let left = size; left > 0; left -= spaces.length)
				await write(spaces.subarray(0, Math.min(left, spaces.length)))
			await write(pad(size))
		}
	}
	await write(Buffer.alloc(1024))
	gzip.end()
	await done
}

export type TarEntry = { path: string; type: 'File' | 'SymbolicLink'; body: Buffer; linkpath?: string }

/** The entries of a .tar.gz, in order, with their bodies. */
export async function readTarGz(file: string): Promise<TarEntry[]> {
	const entries: TarEntry[] = []
	const parser = new Parser({ strict: true })
	parser.on('entry', (entry: ReadEntry) => {
		const chunks: Buffer[] = []
		entry.on('data', (c: Buffer) => chunks.push(c))
		entry.on('end', () => entries.push({ path: entry.path, type: 'File', body: Buffer.concat(chunks) }))
	})
	await new Promise<void>((resolve, reject) => {
		parser.on('end', resolve)
		parser.on('error', reject)
		parser.end(fs.readFileSync(file))
	})
	return entries
}

/**
 * Writes entries as a .tar.gz exactly as given (paths, links and all), so a
 * test can build the archives an attacker would. With `manifest`, the first
 * entry's manifest.json is rewritten to list every other entry truthfully.
 */
export function writeTarGz(file: string, entries: TarEntry[], options: { manifest?: boolean } = {}) {
	let list = entries
	if (options.manifest) {
		const manifest = JSON.parse(entries[0]!.body.toString('utf8'))
		manifest.files = entries.slice(1).map((e) => ({
			path: e.path,
			size: e.body.length,
			sha256: crypto.createHash('sha256').update(e.body).digest('hex'),
		}))
		list = [{ ...entries[0]!, body: Buffer.from(JSON.stringify(manifest)) }, ...entries.slice(1)]
	}
	const blocks: Buffer[] = []
	for (const entry of list) {
		const size = entry.type === 'File' ? entry.body.length : 0
		const header = new Header({ path: entry.path, type: entry.type, linkpath: entry.linkpath, size, mode: 0o644 })
		header.encode()
		blocks.push(header.block!)
		if (size) blocks.push(entry.body, Buffer.alloc((512 - (size % 512)) % 512))
	}
	blocks.push(Buffer.alloc(1024))
	fs.writeFileSync(file, zlib.gzipSync(Buffer.concat(blocks)))
}
