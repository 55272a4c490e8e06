import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { type MessagePort, MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads'
import { SERVER_ENTRY, sourceStamp } from '../../scripts/site-build.ts'
import postgres from 'postgres'
import { migrate, writeDatabase } from '#app/data/postgres/store.server.ts'
import { createDatabaseOn } from './postgres.ts'
import { bucketEntries, bucketObject, testBucket } from './s3.ts'
import { databaseFromRows, readStore, storeFingerprint, writeDatabase as writeFolder } from './store.ts'

/**
 * Starts the real built server (build/node/server.js, compiled from server.ts) on a random port with its own
 * temporary DATA_DIR and UPLOADS_DIR. With a seed, the folders start as a copy
 * of a template seeded once per test run (see global-setup), which saves the
 * image rendering of a fresh seed on every start.
 */
export const ROOT = path.resolve(import.meta.dirname, '../..')
export const TMP_ROOT = path.join(ROOT, 'tests/.tmp')
export const TEMPLATE_DIR = path.join(TMP_ROOT, 'template')
export const ADMIN_USERNAME = 'admin'
export const ADMIN_PASSWORD = 'test-admin-password'

export type TestServer = {
	url: string
	port: number
	/** The server's process id (to read its memory from /proc). */
	pid: number
	dataDir: string
	uploadsDir: string
	backupDir: string
	/** The server's PostgreSQL database, when its records live there. */
	databaseUrl?: string
	/** The server's own bucket on the tier's s3rver, when its files live there (TEST_STORE=postgres). */
	bucket?: string
	logs: () => string
	/** Resolves when the server's log matches (background work such as the image backfill reports there). */
	waitForLog: (pattern: RegExp, timeoutMs?: number) => Promise<void>
	stop: () => Promise<void>
	/** The stored data, assembled as one database object (tests/support/store.ts). */
	readDb: () => Record<string, any>
	/** A hash of the store's files: equal before and after means nothing was written. */
	fingerprint: () => string
	/** The bytes of the file stored under `key` (in UPLOADS_DIR, or in the server's bucket), or null. */
	storedFile: (key: string) => Promise<Buffer | null>
	/**
	 * Where the files are kept, at the top level, sorted: UPLOADS_DIR's names (temp files included) and, with a
	 * bucket, its keys and first folders too (to show that a refused upload left nothing anywhere).
	 */
	fileEntries: () => Promise<string[]>
}

export type StartOptions = {
	/**
	 * 'demo' copies the seeded template; 'empty' starts with SEED=empty; 'none' uses the given folders as they are
	 * (and, on PostgreSQL, the database the last server on those folders used: a restart keeps its records).
	 */
	seed?: 'demo' | 'empty' | 'none'
	env?: Record<string, string>
	dataDir?: string
	uploadsDir?: string
	/**
	 * 'json' keeps the records in DATA_DIR and the files in UPLOADS_DIR whatever TEST_STORE says (the seeded template
	 * is a data folder).
	 */
	store?: 'json'
	/** 'disk' keeps the files in UPLOADS_DIR whatever TEST_STORE says: for a test about that folder itself. */
	files?: 'disk'
	/** Resolve when the process exits instead of when it listens (for start-up failures). */
	expectExit?: boolean
	/**
	 * Changes the demo database before the first start, in either store
	 * (tests/support/scene.ts); the demo's uploads are in place by then.
	 */
	scene?: (db: Record<string, any>, folders: { uploadsDir: string }) => void
}

export function makeTempDir(prefix: string) {
	fs.mkdirSync(TMP_ROOT, { recursive: true })
	return fs.mkdtempSync(path.join(TMP_ROOT, `${prefix}-`))
}

/** Fresh data and upload folders holding a copy of the seeded demo template. */
export function copyTemplate(prefix: string) {
	const base = makeTempDir(prefix)
	const dataDir = path.join(base, 'data')
	const uploadsDir = path.join(base, 'uploads')
	fs.cpSync(path.join(TEMPLATE_DIR, 'data'), dataDir, { recursive: true })
	fs.cpSync(path.join(TEMPLATE_DIR, 'uploads'), uploadsDir, { recursive: true })
	return { base, dataDir, uploadsDir }
}

/**
 * The store the integration tests run against: the JSON store in DATA_DIR and
 * files in UPLOADS_DIR, or with TEST_STORE=postgres a database and a bucket of
 * its own per server, on the one cluster and the one s3rver global-setup
 * started (TEST_POSTGRES_URL, TEST_S3_ENDPOINT). Tests that start a server
 * with their own DATABASE_URL or S3_BUCKET choose for themselves.
 */
export function testStore(): 'json' | 'postgres' {
	return process.env.TEST_STORE === 'postgres' ? 'postgres' : 'json'
}

/** A new database on the test cluster; with `template`, holding the seeded demo (its records, without painting it again). */
async function postgresFor(template: boolean, scene?: (db: Record<string, any>) => void): Promise<string> {
	const maintenance = process.env.TEST_POSTGRES_URL
	if (!maintenance) throw new Error('TEST_STORE=postgres needs the cluster global-setup starts (TEST_POSTGRES_URL)')
	const url = await createDatabaseOn(maintenance)
	if (template) {
		const sql = postgres(url, { max: 1, onnotice: () => {} })
		try {
			await migrate(sql)
			const db = readStore(path.join(TEMPLATE_DIR, 'data'))
			scene?.(db)
			await sql.begin((tx) => writeDatabase(tx as unknown as postgres.Sql, db as never))
		} finally {
			await sql.end({ timeout: 5 })
		}
	}
	return url
}

type Reader = { worker: Worker; port: MessagePort; flag: Int32Array }
let reader: Reader | undefined

/**
 * The rows of a server's PostgreSQL database, as JSON text, or a hash of them. readDb() and fingerprint() are synchronous, so a
 * worker thread (tests/support/read-postgres.js) reads them while this thread waits; it keeps its connections, so
 * a test that checks the store around every request does not pay for a new process and connection each time.
 */
function readPostgres(url: string, mode: 'rows' | 'fingerprint' = 'rows'): string {
	if (!reader) {
		const { port1, port2 } = new MessageChannel()
		const flag = new Int32Array(new SharedArrayBuffer(4))
		const worker = new Worker(path.join(import.meta.dirname, 'read-postgres.js'), {
			workerData: { port: port2, signal: flag.buffer },
			transferList: [port2],
		})
		worker.unref()
		reader = { worker, port: port1, flag }
	}
	Atomics.store(reader.flag, 0, 0)
	reader.worker.postMessage({ url, mode })
	if (Atomics.wait(reader.flag, 0, 0, 60_000) === 'timed-out') throw new Error('Reading the test database timed out')
	const answer = receiveMessageOnPort(reader.port)?.message as { text?: string; error?: string } | undefined
	if (!answer || answer.text === undefined) throw new Error(`Reading the test database failed: ${answer?.error}`)
	return answer.text
}

/** Where each data folder's server kept its records and files: a restart on the same folders finds them again. */
const storesOfFolder = new Map<string, { databaseUrl?: string; files?: Record<string, string> }>()

export async function startServer(options: StartOptions = {}): Promise<TestServer> {
	const seed = options.seed ?? 'demo'
	if (options.scene && (seed !== 'demo' || options.env?.DATABASE_URL))
		throw new Error('A scene changes the demo database of a new server')
	const known = options.dataDir && seed !== 'demo' ? storesOfFolder.get(path.resolve(options.dataDir)) : undefined
	const tier = testStore() === 'postgres' && options.store !== 'json'
	const base = options.dataDir ? path.dirname(options.dataDir) : makeTempDir('server')
	const dataDir = options.dataDir ?? path.join(base, 'data')
	const uploadsDir = options.uploadsDir ?? path.join(base, 'uploads')
	// The daily backup runs at start; it goes beside the folders, never into the repository.
	const backupDir = options.env?.BACKUP_DIR ?? path.join(path.dirname(dataDir), 'backups')
	const scene = options.scene && ((db: Record<string, any>) => options.scene!(db, { uploadsDir }))
	// On the PostgreSQL tier files are kept in a bucket of the server's own, unless the test keeps them on disk.
	const files =
		tier && options.files !== 'disk' && !options.env?.S3_BUCKET
			? (known?.files ?? testBucket(seed === 'demo'))
			: undefined
	if (seed === 'demo' && !files) fs.cpSync(path.join(TEMPLATE_DIR, 'uploads'), uploadsDir, { recursive: true })
	const databaseUrl =
		options.env?.DATABASE_URL ??
		(tier ? (known?.databaseUrl ?? (await postgresFor(seed === 'demo', scene))) : undefined)
	storesOfFolder.set(path.resolve(dataDir), { databaseUrl, files })
	if (seed === 'demo' && !databaseUrl) {
		fs.cpSync(path.join(TEMPLATE_DIR, 'data'), dataDir, { recursive: true })
		if (scene) {
			const db = readStore(dataDir)
			scene(db)
			writeFolder(dataDir, db)
		}
	}
	const child = spawn(process.execPath, [SERVER_ENTRY], {
		cwd: ROOT,
		env: {
			...process.env,
			NODE_ENV: 'production',
			PORT: '0',
			HOST: '127.0.0.1',
			DATA_DIR: dataDir,
			UPLOADS_DIR: uploadsDir,
			BACKUP_DIR: backupDir,
			SEED: seed === 'none' ? 'empty' : seed,
			ADMIN_USERNAME,
			ADMIN_PASSWORD,
			...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
			...files,
			...options.env,
		},
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	let output = ''
	child.stdout!.on('data', (chunk) => (output += chunk))
	child.stderr!.on('data', (chunk) => (output += chunk))
	const port = await waitForPort(child, () => output)
	const url = `http://127.0.0.1:${port}`
	return {
		url,
		port,
		pid: child.pid!,
		dataDir,
		uploadsDir,
		backupDir,
		databaseUrl,
		bucket: files?.S3_BUCKET,
		logs: () => output,
		waitForLog: (pattern, timeoutMs = 300_000) => waitForOutput(child, () => output, pattern, timeoutMs),
		readDb: () => (databaseUrl ? databaseFromRows(JSON.parse(readPostgres(databaseUrl))) : readStore(dataDir)),
		fingerprint: () => (databaseUrl ? readPostgres(databaseUrl, 'fingerprint') : storeFingerprint(dataDir)),
		stop: () => stopProcess(child),
		storedFile: async (key) => {
			if (files) return bucketObject(files, key)
			const file = path.join(uploadsDir, key)
			return fs.existsSync(file) ? fs.readFileSync(file) : null
		},
		fileEntries: async () => {
			const local = fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir) : []
			return [...new Set([...local, ...(files ? await bucketEntries(files) : [])])].sort()
		},
	}
}

/** Runs the built server expecting it to refuse to start; resolves with its exit code and output. */
export async function runServerExpectingExit(env: Record<string, string>, timeoutMs = 30_000) {
	const child = spawn(process.execPath, [SERVER_ENTRY], {
		cwd: ROOT,
		env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', SEED: 'empty', ...env },
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	let output = ''
	child.stdout!.on('data', (chunk) => (output += chunk))
	child.stderr!.on('data', (chunk) => (output += chunk))
	const code = await new Promise<number | null>((resolve) => {
		const timer = setTimeout(() => {
			child.kill('SIGKILL')
			resolve(null)
		}, timeoutMs)
		child.on('exit', (c) => {
			clearTimeout(timer)
			resolve(c)
		})
	})
	return { code, output }
}

function waitForPort(child: ChildProcess, output: () => string): Promise<number> {
	return new Promise((resolve, reject) => {
		const timer = setTimeout(() => {
			child.kill('SIGKILL')
			reject(new Error(`Server did not start in time:\n${output()}`))
		}, 180_000)
		const onData = () => {
			const match = /listening on http:\/\/[^:]+:(\d+)/.exec(output())
			if (match) {
				clearTimeout(timer)
				resolve(Number(match[1]))
			}
		}
		child.stdout!.on('data', onData)
		child.on('exit', (code) => {
			clearTimeout(timer)
			reject(new Error(`Server exited with code ${code}:\n${output()}`))
		})
	})
}

function waitForOutput(child: ChildProcess, output: () => string, pattern: RegExp, timeoutMs: number) {
	return new Promise<void>((resolve, reject) => {
		const check = () => {
			if (!pattern.test(output())) return
			done()
			resolve()
		}
		const onExit = () => {
			done()
			reject(new Error(`Server exited before its log showed ${pattern}:\n${output()}`))
		}
		const timer = setTimeout(() => {
			done()
			reject(new Error(`Timed out waiting for ${pattern} in the server log:\n${output()}`))
		}, timeoutMs)
		const done = () => {
			clearTimeout(timer)
			child.stdout!.off('data', check)
			child.off('exit', onExit)
		}
		child.stdout!.on('data', check)
		child.on('exit', onExit)
		check()
	})
}

function stopProcess(child: ChildProcess): Promise<void> {
	if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
	return new Promise((resolve) => {
		child.once('exit', () => resolve())
		child.kill('SIGTERM')
		setTimeout(() => child.kill('SIGKILL'), 5000).unref()
	})
}

/** Seeds the demo template once; every test server copies it. */
export async function prepareTemplate() {
	const stamp = sourceStamp()
	const readyFile = path.join(TEMPLATE_DIR, 'ready')
	if (fs.existsSync(readyFile) && fs.readFileSync(readyFile, 'utf8') === stamp) return
	fs.rmSync(TEMPLATE_DIR, { recursive: true, force: true })
	fs.mkdirSync(TEMPLATE_DIR, { recursive: true })
	const dataDir = path.join(TEMPLATE_DIR, 'data')
	const uploadsDir = path.join(TEMPLATE_DIR, 'uploads')
	const server = await startServer({ seed: 'none', store: 'json', dataDir, uploadsDir, env: { SEED: 'demo' } })
	// Copies start with every variant and tile made, so no test server spends its time making them.
	await server.waitForLog(/Images ready/)
	await server.stop()
	// Each copy gets its own secret and lock.
	for (const name of ['session-secret', 'server.lock']) fs.rmSync(path.join(dataDir, name), { force: true })
	fs.writeFileSync(readyFile, stamp)
}

export function cleanTempRoot() {
	for (const entry of fs.existsSync(TMP_ROOT) ? fs.readdirSync(TMP_ROOT) : []) {
		if (entry !== 'template') fs.rmSync(path.join(TMP_ROOT, entry), { recursive: true, force: true })
	}
}

/** Signs in through the admin form; the session cookie pair, or null when refused. */
export async function adminCookie(server: TestServer, password = ADMIN_PASSWORD): Promise<string | null> {
	const res = await fetch(`${server.url}/admin?index`, {
		method: 'POST',
		body: new URLSearchParams({ username: ADMIN_USERNAME, password }),
		redirect: 'manual',
	})
	const session = res.headers.getSetCookie().find((c) => c.startsWith('gallery_session='))
	return session?.split(';')[0] ?? null
}
