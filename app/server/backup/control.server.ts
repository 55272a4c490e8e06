import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { type Writable } from 'node:stream'
import { StartupError } from '#app/data/db.server.ts'
import { takeSnapshot } from '#app/data/snapshot.server.ts'
import { type Env } from '#app/utils/env.server.ts'
import { writeArchive } from './write-archive.server.ts'

/**
 * How `npm run backup` gets one moment's state while the server keeps
 * writing: it asks the server, the only writer, through a Unix socket beside
 * the lock in DATA_DIR. Only the owner may connect (the socket is made with
 * mode 0600), which is who may read the data folder anyway. The server takes
 * the snapshot between two writes and streams the archive back: a line of JSON
 * (`{"ok":true}` or `{"ok":false,"error":…}`), then the `.tar.gz` bytes.
 */
const SOCKET_NAME = 'backup.sock'
// A Unix socket path must fit in about 104 bytes.
const MAX_SOCKET_PATH = 100

export function controlSocketPath(dataDir: string) {
	const beside = path.join(dataDir, SOCKET_NAME)
	if (Buffer.byteLength(beside) <= MAX_SOCKET_PATH) return beside
	const id = crypto.createHash('sha256').update(dataDir).digest('hex').slice(0, 16)
	return path.join(os.tmpdir(), `gallery-${id}.sock`)
}

/** In the server: answers backup requests until the process exits. The caller holds the data folder's lock. */
export async function listenForBackupRequests(env: Env, log: (line: string) => void): Promise<void> {
	const socketPath = controlSocketPath(env.DATA_DIR)
	// We hold the lock, so a socket left here belongs to a server that is gone.
	fs.rmSync(socketPath, { force: true })
	const server = net.createServer((socket) => {
		socket.on('error', () => {})
		socket.setTimeout(60_000, () => socket.destroy())
		readRequest(socket)
			.then(async (request) => {
				if (request !== 'backup') return void socket.end(`${JSON.stringify({ ok: false, error: 'unknown request' })}\n`)
				let snapshot
				try {
					snapshot = await takeSnapshot(env.BACKUP_DIR)
				} catch (error) {
					return void socket.end(`${JSON.stringify({ ok: false, error: (error as Error).message })}\n`)
				}
				try {
					socket.write(`${JSON.stringify({ ok: true })}\n`)
					await writeArchive(snapshot, env, socket)
				} finally {
					snapshot.release?.()
				}
			})
			.catch((error) => {
				log(`A backup requested by npm run backup failed: ${(error as Error).message}`)
				socket.destroy()
			})
	})
	const previous = process.umask(0o077)
	try {
		await new Promise<void>((resolve, reject) => {
			server.once('error', (error: NodeJS.ErrnoException) =>
				reject(new StartupError(`Cannot open the backup socket ${socketPath}: ${error.code ?? error.message}`)),
			)
			server.listen(socketPath, resolve)
		})
	} finally {
		process.umask(previous)
	}
	server.unref()
	process.once('exit', () => fs.rmSync(socketPath, { force: true }))
}

function readRequest(socket: net.Socket): Promise<string> {
	return new Promise((resolve, reject) => {
		let text = ''
		const onData = (chunk: Buffer) => {
			text += chunk.toString('utf8')
			const end = text.indexOf('\n')
			if (end < 0 && text.length <= 100) return
			socket.off('data', onData)
			resolve(text.slice(0, end < 0 ? undefined : end).trim())
		}
		socket.on('data', onData)
		socket.once('end', () => resolve(text.trim()))
		socket.once('error', reject)
	})
}

export class ServerUnreachableError extends Error {
	override name = 'ServerUnreachableError'
}

/** In `npm run backup`: asks the running server for an archive and writes it to `out`. */
export async function requestArchive(env: Env, out: Writable): Promise<void> {
	const socketPath = controlSocketPath(env.DATA_DIR)
	const socket = net.connect(socketPath)
	try {
		await new Promise<void>((resolve, reject) => {
			socket.once('connect', resolve)
			socket.once('error', (error: NodeJS.ErrnoException) =>
				reject(new ServerUnreachableError(`${socketPath} did not answer (${error.code ?? error.message})`)),
			)
		})
		socket.write('backup\n')
		let header: string | null = null
		let pending = Buffer.alloc(0)
		for await (const chunk of socket) {
			let body = chunk as Buffer
			if (header === null) {
				pending = Buffer.concat([pending, body])
				const end = pending.indexOf(10)
				if (end < 0) continue
				header = pending.subarray(0, end).toString('utf8')
				const answer = JSON.parse(header) as { ok: boolean; error?: string }
				if (!answer.ok) throw new Error(`the server could not take a snapshot: ${answer.error}`)
				body = pending.subarray(end + 1)
			}
			if (body.length && !out.write(body)) await new Promise((resolve) => out.once('drain', resolve))
		}
		if (header === null) throw new Error('the server closed the connection without answering')
	} finally {
		socket.destroy()
		await new Promise<void>((resolve, reject) => {
			out.once('error', reject)
			out.end(resolve)
		})
	}
}
