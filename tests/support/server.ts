import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { type MessagePort, MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads'
import { repositoryRoot } from '../../node-server/root.ts'
import { SERVER_ENTRY, sourceStamp } from '../../scripts/site-build.ts'
import postgres from 'postgres'
import { migrate, writeDatabase } from '#app/data/postgres/store.server.ts'
import { addDemoGerman } from '#app/data/demo/german.ts'
import { createDatabaseOn } from './postgres.ts'
import { bucketDeletePrefix, bucketEntries, bucketKeys, bucketObject, testBucket } from './s3.ts'
import { databaseFromRows, readStore, storeFingerprint, writeDatabase as writeFolder } from './store.ts'

/**
 * Starts the real built server (build/node/server.js, compiled from server.ts) on a random port with its own
 * temporary DATA_DIR and UPLOADS_DIR. With a seed, the folders start as a copy
 * of a template seeded once per test run (see global-setup), which saves the
 * image rendering of a fresh seed on every start.
 */
export const ROOT = repositoryRoot(import.meta.url)
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
	/** Every key under the folder `prefix` (`derived/12`), sorted, relative to it: on disk or in the bucket. */
	fileKeys: (prefix: string) => Promise<string[]>
	/** Removes the folder `prefix` and everything in it, on disk or in the bucket, behind the server's back. */
	removeFiles: (prefix: string) => Promise<void>
	/**
	 * Moves the server's clock forward by `ms` (tests/support/test-clock.js): what waits for a time (publish times,
	 * holds, scheduled campaigns, retries, expiry) sees it come, as if that time had passed. Resolves once every
	 * scheduler of the server has planned again; effects they start in the background are to be polled for.
	 */
	moveClock: (ms: number) => Promise<void>
	/** How far the test moved the server's clock, in ms (0 until it does; a restart with restartWith goes on from it). */
	clockOffsetMs: () => number
	/** The server's time now, in ms: this process's Date.now() plus the offset the test moved the clock by. */
	now: () => number
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
	/**
	 * Whether the server makes its daily backup as soon as it starts, as a real one does. Off unless asked for or the
	 * test names its own BACKUP_DIR (TEST_NO_DAILY_BACKUP: docs/architecture.md, "Tests").
	 */
	dailyBackup?: boolean
	/**
	 * How long the process may take to listen before the start counts as failed (default 180 s). A limit, not a
	 * wait: a start that listens sooner goes on at once.
	 */
	listenLimitMs?: number
	/**
	 * How far ahead of the system clock the server's clock starts, in ms (a restart that goes on from a clock the
	 * test moved: tests/support/scene.ts, restartWith). Default 0.
	 */
	clockOffsetMs?: number
}

/**
 * The test clock's preload (app/utils/clock.ts): loaded into every server startServer starts, so any test may move its
 * clock; a production start never loads it. Found from the repository's root, not this file's folder: scripts/test.ts
 * runs this module compiled into build/node/.
 */
const TEST_CLOCK = pathToFileURL(path.join(ROOT, 'tests/support/test-clock.js')).href
/**
 * Every server this process started and that still runs: none outlives it (a run that ends early, `npm test` stopping
 * after a failed check while the demo template is being seeded, a worker that crashes).
 */
const running = new Set<ChildProcess>()
process.on('exit', () => {
	for (const child of running) child.kill()
})

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
	copyTemplateUploads(uploadsDir)
	return { base, dataDir, uploadsDir }
}

/**
 * The template's uploads into `uploadsDir`: the originals are copied (tests overwrite some in place), the variants and
 * tiles under derived/ (nine in ten of the files, three quarters of the bytes) are hard-linked. The server only ever
 * adds a derived folder by renaming a finished one in and removes it whole, never writing into a file that is there,
 * so a link is as good as a copy and costs no reading or writing (docs/architecture.md, "Tests").
 */
export function copyTemplateUploads(uploadsDir: string) {
	const from = path.join(TEMPLATE_DIR, 'uploads')
	fs.cpSync(from, uploadsDir, { recursive: true, filter: (source) => source !== path.join(from, 'derived') })
	const link = (source: string, target: string) => {
		fs.mkdirSync(target, { recursive: true })
		for (const entry of fs.readdirSync(source, { withFileTypes: true })) {
			const a = path.join(source, entry.name)
			const b = path.join(target, entry.name)
			if (entry.isDirectory()) link(a, b)
			else {
				try {
					fs.linkSync(a, b)
				} catch {
					// Another file system (or one without links): a copy.
					fs.copyFileSync(a, b)
				}
			}
		}
	}
	if (fs.existsSync(path.join(from, 'derived'))) link(path.join(from, 'derived'), path.join(uploadsDir, 'derived'))
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
	// The seeded demo, migrated and written once per run into a template database (global-setup): a copy of it
	// costs the cluster a file copy, where migrating and writing every record costs this process seconds.
	const demo = process.env.TEST_POSTGRES_TEMPLATE
	if (template && demo && !scene) return createDatabaseFrom(maintenance, demo)
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

/** The name of the database on the test cluster that holds the seeded demo's records, made by global-setup. */
export const POSTGRES_TEMPLATE_DATABASE = 'gallery_demo_template'

/** Writes the seeded demo's records (already in the template folder) into a new database, to be copied from. */
export async function preparePostgresTemplate(maintenanceUrl: string): Promise<string> {
	const url = await createDatabaseOn(maintenanceUrl, POSTGRES_TEMPLATE_DATABASE)
	const sql = postgres(url, { max: 1, onnotice: () => {} })
	try {
		await migrate(sql)
		const db = readStore(path.join(TEMPLATE_DIR, 'data'))
		await sql.begin((tx) => writeDatabase(tx as unknown as postgres.Sql, db as never))
	} finally {
		await sql.end({ timeout: 5 })
	}
	return POSTGRES_TEMPLATE_DATABASE
}

let copies = 0
async function createDatabaseFrom(maintenanceUrl: string, template: string) {
	const database = `gallery_${process.pid}_${Date.now().toString(36)}_c${++copies}`
	const sql = postgres(maintenanceUrl, { max: 1, onnotice: () => {} })
	try {
		await sql.unsafe(`CREATE DATABASE ${database} TEMPLATE ${template}`)
	} finally {
		await sql.end({ timeout: 5 })
	}
	const url = new URL(maintenanceUrl)
	url.pathname = `/${database}`
	return url.toString()
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
	// The template is seeded in English alone; a server publishing German gets the demo's German on its copy, as the
	// seed writes it when SITE_LANGUAGES includes `de`. A server in English alone starts from the template as it is.
	const german =
		seed === 'demo' &&
		!options.env?.DATABASE_URL &&
		(options.env?.SITE_LANGUAGES ?? '')
			.split(',')
			.map((code) => code.trim().toLowerCase())
			.includes('de')
	const scene =
		options.scene || german
			? (db: Record<string, any>) => {
					if (german) addDemoGerman(db as Parameters<typeof addDemoGerman>[0])
					options.scene?.(db, { uploadsDir })
				}
			: undefined
	// On the PostgreSQL tier files are kept in a bucket of the server's own, unless the test keeps them on disk.
	const files =
		tier && options.files !== 'disk' && !options.env?.S3_BUCKET
			? known
				? known.files // a restart keeps the files where the first start had them, on disk too
				: testBucket(seed === 'demo')
			: undefined
	if (seed === 'demo' && !files) copyTemplateUploads(uploadsDir)
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
	const spawnedAt = performance.now()
	let clockOffset = options.clockOffsetMs ?? 0
	const child = spawn(process.execPath, ['--import', TEST_CLOCK, SERVER_ENTRY], {
		cwd: ROOT,
		env: {
			...process.env,
			TEST_CLOCK_OFFSET_MS: String(clockOffset),
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
			...((options.dailyBackup ?? options.env?.BACKUP_DIR !== undefined) ? {} : { TEST_NO_DAILY_BACKUP: '1' }),
			...options.env,
		},
		// The IPC channel carries the test clock's moves; neither side keeps the other running for it.
		stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
	})
	running.add(child)
	child.once('exit', () => running.delete(child))
	child.channel?.unref()
	let output = ''
	child.stdout!.on('data', (chunk) => (output += chunk))
	child.stderr!.on('data', (chunk) => (output += chunk))
	keepLog(child, () => output)
	const clock = clockMover(child)
	const port = await waitForPort(child, () => output, options.listenLimitMs ?? 180_000)
	const stats = startStats(child, spawnedAt, databaseUrl ? 'postgres' : 'json')
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
		stop: () => {
			stats?.stopping()
			return stopProcess(child)
		},
		storedFile: async (key) => {
			if (files) return bucketObject(files, key)
			const file = path.join(uploadsDir, key)
			return fs.existsSync(file) ? fs.readFileSync(file) : null
		},
		fileEntries: async () => {
			const local = fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir) : []
			return [...new Set([...local, ...(files ? await bucketEntries(files) : [])])].sort()
		},
		fileKeys: async (prefix) => {
			if (files) return (await bucketKeys(files, prefix)).map((key) => key.slice(prefix.length + 1))
			const folder = path.join(uploadsDir, prefix)
			if (!fs.existsSync(folder)) return []
			return (fs.readdirSync(folder, { recursive: true }) as string[])
				.filter((name) => fs.statSync(path.join(folder, name)).isFile())
				.map((name) => name.split(path.sep).join('/'))
				.sort()
		},
		removeFiles: async (prefix) => {
			if (files) await bucketDeletePrefix(files, prefix)
			else fs.rmSync(path.join(uploadsDir, prefix), { recursive: true, force: true })
		},
		moveClock: async (ms) => {
			clockOffset = await clock(ms)
		},
		clockOffsetMs: () => clockOffset,
		now: () => Date.now() + clockOffset,
	}
}

/**
 * Moves a test server's clock through its IPC channel (tests/support/test-clock.js): answers the clock's new offset
 * once the server's listeners have planned again.
 */
function clockMover(child: ChildProcess) {
	const waiting = new Map<number, { resolve: (offset: number) => void; reject: (error: Error) => void }>()
	let ids = 0
	child.on('message', (message: { type?: string; id?: number; offsetMs?: number; error?: string | null }) => {
		if (message?.type !== 'clock-moved' || message.id === undefined) return
		const answer = waiting.get(message.id)
		waiting.delete(message.id)
		if (message.error) answer?.reject(new Error(`Moving the server's clock failed: ${message.error}`))
		else answer?.resolve(message.offsetMs!)
	})
	child.once('exit', () => {
		for (const { reject } of waiting.values()) reject(new Error('The server stopped before its clock moved'))
		waiting.clear()
	})
	return (ms: number) =>
		new Promise<number>((resolve, reject) => {
			if (!Number.isFinite(ms) || ms < 0) return reject(new Error(`The clock only moves forward (got ${ms} ms)`))
			if (!child.connected) return reject(new Error('The server is not running: its clock cannot move'))
			const id = ++ids
			waiting.set(id, { resolve, reject })
			child.send({ type: 'move-clock', id, ms }, (error) => {
				if (!error) return
				waiting.delete(id)
				reject(error)
			})
		})
}

/**
 * With TEST_SERVER_STATS set to a file, every test server adds a line to it: the test file that started it, its store,
 * the time from spawn to listening, and the CPU time the process had used when it listened and when it was stopped
 * (read from /proc). What `npm test` spends on servers is then counted in work done, whatever else the machine is doing
 * (docs/architecture.md, "Tests").
 */
function startStats(child: ChildProcess, spawnedAt: number, store: 'json' | 'postgres') {
	const file = process.env.TEST_SERVER_STATS
	if (!file) return undefined
	const listenMs = Math.round(performance.now() - spawnedAt)
	const cpuMs = () => {
		try {
			const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
			// utime and stime, in clock ticks of 10 ms
			return (Number(fields[11]) + Number(fields[12])) * 10
		} catch {
			return null
		}
	}
	const atListen = cpuMs()
	const caller = new Error().stack?.split('\n').find((line) => /tests\/(integration|e2e)\/[^/]+\.ts/.test(line)) ?? ''
	const testFile = /tests\/(?:integration|e2e)\/([^/:]+\.ts)/.exec(caller)?.[1] ?? 'unknown'
	let written = false
	const write = () => {
		if (written) return
		written = true
		const line = {
			file: testFile,
			store,
			listenMs,
			cpuAtListenMs: atListen,
			cpuAtStopMs: cpuMs(),
			liveMs: Math.round(performance.now() - spawnedAt),
		}
		fs.appendFileSync(file, JSON.stringify(line) + '\n')
	}
	child.once('exit', write)
	return { stopping: write }
}

/**
 * With TEST_SERVER_LOG_DIR set, every test server's output (stdout and stderr, with how it ended) is written there
 * when it exits: what a server printed before a test saw its connection closed, read after the run.
 */
function keepLog(child: ChildProcess, output: () => string) {
	const folder = process.env.TEST_SERVER_LOG_DIR
	if (!folder) return
	const caller = new Error().stack?.split('\n').find((line) => /tests\/(integration|e2e)\/[^/]+\.ts/.test(line)) ?? ''
	const testFile = /tests\/(?:integration|e2e)\/([^/:]+)\.ts/.exec(caller)?.[1] ?? 'unknown'
	child.once('exit', (code, signal) => {
		fs.mkdirSync(folder, { recursive: true })
		const file = path.join(folder, `${testFile}-${child.pid}.log`)
		fs.writeFileSync(file, `${output()}\n[exited with code ${code}, signal ${signal}]\n`)
	})
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

/** The machine's load averages, for messages about limits a busy machine can reach. */
export function loadAverages() {
	try {
		return fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(', ')
	} catch {
		return 'unknown'
	}
}

function waitForPort(child: ChildProcess, output: () => string, limitMs: number): Promise<number> {
	return new Promise((resolve, reject) => {
		const timer = setTimeout(() => {
			child.kill('SIGKILL')
			reject(
				new Error(
					`The test server did not listen within ${limitMs / 1000} s (load averages ${loadAverages()}; ${os.cpus().length} cores), so it was stopped. Its log so far:\n${output()}`,
				),
			)
		}, limitMs)
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

/** The longest the demo template may take to seed, its images included, before the test run stops. */
const TEMPLATE_LIMIT_MS = 20 * 60_000

/**
 * What the demo template is made from: the demo's content and pictures, the seed, the records' schemas and the data
 * folder's format, and the variants and tiles drawn from each picture (with the package versions that draw them). A
 * change to a page, a route or a style leaves the template as it is; a change here seeds it again.
 */
const TEMPLATE_SOURCES = [
	'app/data/demo',
	'app/data/seed.server.ts',
	'app/data/bootstrap.server.ts',
	'app/data/db-schema.ts',
	'app/data/store',
	'app/schemas',
	'app/data/images.server.ts',
	'app/data/image-derivatives.server.ts',
	'app/data/image-details.server.ts',
	'app/utils/images.ts',
	'app/utils/image-type.ts',
	'package.json',
]

/** Seeds the demo template once; every test server copies it. */
export async function prepareTemplate() {
	const stamp = sourceStamp(TEMPLATE_SOURCES)
	const readyFile = path.join(TEMPLATE_DIR, 'ready')
	if (fs.existsSync(readyFile) && fs.readFileSync(readyFile, 'utf8') === stamp) return
	fs.rmSync(TEMPLATE_DIR, { recursive: true, force: true })
	fs.mkdirSync(TEMPLATE_DIR, { recursive: true })
	const dataDir = path.join(TEMPLATE_DIR, 'data')
	const uploadsDir = path.join(TEMPLATE_DIR, 'uploads')
	// Seeding the demo draws every variant and tile: minutes on a busy 2-core machine. The limits are generous (they
	// stop a server that hangs, they do not make anyone wait) and say which step ran out of time.
	const started = performance.now()
	const server = await startServer({
		seed: 'none',
		store: 'json',
		dataDir,
		uploadsDir,
		env: { SEED: 'demo' },
		listenLimitMs: TEMPLATE_LIMIT_MS,
	}).catch((error: Error) => {
		throw new Error(`Seeding the demo template for the tests failed at start: ${error.message}`)
	})
	// Copies start with every variant and tile made, so no test server spends its time making them.
	const left = TEMPLATE_LIMIT_MS - (performance.now() - started)
	await server.waitForLog(/Images ready/, Math.max(left, 60_000)).catch(async (error: Error) => {
		await server.stop()
		throw new Error(
			`The demo template's images were not all made within ${TEMPLATE_LIMIT_MS / 60_000} minutes of its start (load averages ${loadAverages()}): ${error.message}`,
		)
	})
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
