import postgres from 'postgres'
import { migrate, writeDatabase as writePostgres } from '#app/data/postgres/store.server.ts'
import { startServer, type StartOptions, type TestServer } from './server.ts'
import { writeDatabase as writeFolder } from './store.ts'

/**
 * Setting a test's scene where no interface can: an old sign-up, an expired
 * token, a hold already past its end. A scene changes the whole database (in
 * the single-file shape `readDb()` answers) while no server runs, and is
 * written back to whichever store the server keeps its records in: the data
 * folder on the JSON store, the server's database on PostgreSQL. Scenes that
 * an interface can set (a form, the API) are set through it instead.
 *
 * Before a first start: `startServer({ seed: 'demo', scene })`. Between two
 * starts: `restartWith(server, scene)`.
 */
export type Scene = (db: Record<string, any>, folders: { uploadsDir: string }) => void

/** Replaces every record of a stopped server's store with `db`. */
export async function replaceRecords(store: { dataDir: string; databaseUrl?: string }, db: Record<string, any>) {
	if (!store.databaseUrl) return writeFolder(store.dataDir, db)
	const sql = postgres(store.databaseUrl, { max: 1, onnotice: () => {} })
	try {
		await migrate(sql)
		await sql.begin(async (tx) => {
			await tx`TRUNCATE records, site, next_ids`
			await writePostgres(tx as unknown as postgres.Sql, db as never)
		})
	} finally {
		await sql.end({ timeout: 5 })
	}
}

/**
 * Stops the server, changes its records with `scene` (when given) and starts
 * it again on the same folders and database. `env` is the new process's own
 * (a restart does not remember the settings of the first start). The new
 * process's clock goes on from where the test moved the first one's
 * (`server.moveClock`), or from `clockOffsetMs` when given: time that passes
 * while the server is stopped.
 */
export async function restartWith(
	server: TestServer,
	scene?: Scene,
	options: Pick<StartOptions, 'env' | 'clockOffsetMs'> = {},
): Promise<TestServer> {
	await server.stop()
	if (scene) {
		const db = server.readDb()
		scene(db, { uploadsDir: server.uploadsDir })
		await replaceRecords(server, db)
	}
	return startServer({
		seed: 'none',
		dataDir: server.dataDir,
		uploadsDir: server.uploadsDir,
		env: { ...(server.databaseUrl ? { DATABASE_URL: server.databaseUrl } : {}), ...options.env },
		clockOffsetMs: options.clockOffsetMs ?? server.clockOffsetMs(),
	})
}
