import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import postgres from 'postgres'

/**
 * A throwaway PostgreSQL for tests: with TEST_DATABASE_URL set, that server;
 * otherwise a cluster made from the machine's own binaries (Debian's
 * `postgresql` package) in a temp folder, on a random port, with fsync off,
 * removed by `destroy()`. `initdb` refuses to run as root, so as root the
 * cluster belongs to the `postgres` user and its commands run through `runuser`.
 */
export type PostgresCluster = {
	/** `postgres://` address of the cluster's maintenance database. */
	url: string
	port: number
	/** A new, empty database on the cluster; its address. */
	createDatabase: (name?: string) => Promise<string>
	/** Stops the server abruptly (as a crash would), keeping its data: the address stops answering. */
	halt: () => Promise<void>
	/** Starts a halted server again on the same port. */
	resume: () => Promise<void>
	/** Stops the server and removes its folder (a TEST_DATABASE_URL server is left running). */
	destroy: () => Promise<void>
}

/** The folder of `initdb` and `pg_ctl`, or null when this machine has no PostgreSQL to start. */
export function postgresBinaries(): string | null {
	if (process.env.PG_BIN && fs.existsSync(path.join(process.env.PG_BIN, 'initdb'))) return process.env.PG_BIN
	const root = '/usr/lib/postgresql'
	if (fs.existsSync(root)) {
		const versions = fs
			.readdirSync(root)
			.filter((v) => fs.existsSync(path.join(root, v, 'bin/initdb')))
			.sort((a, b) => Number(b) - Number(a))
		if (versions[0]) return path.join(root, versions[0], 'bin')
	}
	const found = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim()
	return found ? path.dirname(fs.realpathSync(found)) : null
}

/** Whether the PostgreSQL tests can run here: a server is named, or one can be started. */
export function postgresAvailable(): boolean {
	if (process.env.TEST_DATABASE_URL) return true
	if (!postgresBinaries()) return false
	return !isRoot() || userExists('postgres')
}

export async function startPostgres(): Promise<PostgresCluster> {
	if (process.env.TEST_DATABASE_URL) return external(process.env.TEST_DATABASE_URL)
	const bin = postgresBinaries()
	if (!bin)
		throw new Error('No PostgreSQL binaries found: install Debian\'s "postgresql" package or set TEST_DATABASE_URL')
	const asRoot = isRoot()
	const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-pg-'))
	fs.chmodSync(folder, 0o755)
	const data = path.join(folder, 'data')
	const sockets = path.join(folder, 'sockets')
	fs.mkdirSync(sockets)
	if (asRoot) {
		const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim())
		const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim())
		fs.chownSync(folder, uid, gid)
		fs.chownSync(sockets, uid, gid)
	}
	const run = (command: string, args: string[]) => {
		const [file, argv] = asRoot
			? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]]
			: [path.join(bin, command), args]
		const result = spawnSync(file, argv, { encoding: 'utf8', cwd: folder })
		if (result.status !== 0)
			throw new Error(`${command} failed (${result.status}): ${result.stderr || result.stdout}`.trim())
	}
	run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C'])
	const port = await freePort()
	const options = [
		`-p ${port}`,
		`-k ${sockets}`,
		"-c listen_addresses='127.0.0.1'",
		'-c fsync=off',
		'-c synchronous_commit=off',
		'-c full_page_writes=off',
		'-c max_connections=200',
	].join(' ')
	const start = () =>
		run('pg_ctl', ['-D', data, '-w', '-t', '30', '-l', path.join(folder, 'server.log'), '-o', options, 'start'])
	const stop = (mode: 'fast' | 'immediate') => run('pg_ctl', ['-D', data, '-w', '-m', mode, 'stop'])
	start()
	const url = `postgres://postgres@127.0.0.1:${port}/postgres`
	let running = true
	return {
		url,
		port,
		createDatabase: (name) => createDatabase(url, name),
		halt: async () => {
			if (running) stop('immediate')
			running = false
		},
		resume: async () => {
			if (!running) start()
			running = true
		},
		destroy: async () => {
			if (running) {
				try {
					stop('immediate')
				} catch {
					// Already gone: the folder is removed all the same.
				}
			}
			running = false
			fs.rmSync(folder, { recursive: true, force: true })
		},
	}
}

function external(address: string): PostgresCluster {
	const url = new URL(address)
	return {
		url: address,
		port: Number(url.port || 5432),
		createDatabase: (name) => createDatabase(address, name),
		halt: async () => {
			throw new Error('A TEST_DATABASE_URL server cannot be stopped by the tests')
		},
		resume: async () => {},
		destroy: async () => {},
	}
}

let databases = 0

/** A new, empty database on the server at `maintenanceUrl` (a cluster started elsewhere); its address. */
export function createDatabaseOn(maintenanceUrl: string, name?: string) {
	return createDatabase(maintenanceUrl, name)
}

async function createDatabase(maintenanceUrl: string, name?: string) {
	const database = name ?? `gallery_${process.pid}_${Date.now().toString(36)}_${++databases}`
	if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`Not a plain database name: ${database}`)
	const sql = postgres(maintenanceUrl, { max: 1, onnotice: () => {} })
	try {
		await sql.unsafe(`CREATE DATABASE ${database}`)
	} finally {
		await sql.end({ timeout: 5 })
	}
	const url = new URL(maintenanceUrl)
	url.pathname = `/${database}`
	return url.toString()
}

function isRoot() {
	return typeof process.getuid === 'function' && process.getuid() === 0
}

function userExists(name: string) {
	return spawnSync('id', ['-u', name]).status === 0
}

function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const server = net.createServer()
		server.unref()
		server.on('error', reject)
		server.listen(0, '127.0.0.1', () => {
			const { port } = server.address() as net.AddressInfo
			server.close(() => resolve(port))
		})
	})
}
