import postgres from 'postgres'
import { type Database } from '#app/data/db-schema.ts'
import { type Sql } from './postgres/client.server.ts'
import { MIGRATION_LOCK, migrateIn, migrations } from './postgres/migrations.server.ts'
import { writeDatabase } from './postgres/store.server.ts'

/**
 * What a restore into PostgreSQL (DATABASE_URL) does to the database (docs/operations.md, 'Moving house'): a connection
 * of its own, who else serves from the database, how much gallery it holds, and the records written in one transaction.
 * The archive's reading and the bucket's files are the backup module's (app/server/backup/).
 */

/** A connection of the restore's own, named so that it is not taken for a server's. */
export function restoreConnection(url: string): Sql {
	return postgres(url, {
		max: 1,
		connect_timeout: 5,
		onnotice: () => {},
		connection: { application_name: 'gallery-restore' },
	})
}

/** What serves from the database now: connections of app servers, and leases not yet expired. Empty when none. */
export async function databaseUsers(sql: Sql): Promise<string[]> {
	const users: string[] = []
	const [connections] = await sql<{ n: number }[]>`
		SELECT count(*)::int AS n FROM pg_stat_activity
		WHERE datname = current_database() AND application_name = 'gallery-site' AND pid <> pg_backend_pid()`
	if (connections!.n) users.push(`${connections!.n} connection(s) of a gallery server`)
	const [leases] = await sql<{ t: string | null }[]>`SELECT to_regclass('leases')::text AS t`
	if (leases?.t) {
		const held = await sql<{ holder: string }[]>`SELECT DISTINCT holder FROM leases WHERE expires_at > now()`
		if (held.length)
			users.push(`jobs leased to ${held.map((h) => h.holder.split(':').slice(0, 2).join(':')).join(', ')}`)
	}
	return users
}

/**
 * Tables every server makes for itself (leases, rate limits, shared secrets: the migrations numbered from 100),
 * not the gallery's content, never moved.
 */
const SERVER_TABLES = new Set(
	migrations()
		.filter((m) => m.version >= 100)
		.map((m) =>
			m.name
				.replace(/^\d+-/, '')
				.replace(/\.sql$/, '')
				.replace(/-/g, '_'),
		),
)

/** How many records and site parts the database holds (0 when it has no gallery tables yet). */
export async function databaseContent(sql: Sql): Promise<number> {
	const [found] = await sql<{ site: string | null; records: string | null }[]>`
		SELECT to_regclass('site')::text AS site, to_regclass('records')::text AS records`
	let count = 0
	if (found?.site) count += (await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM site`)[0]!.n
	if (found?.records) count += (await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM records`)[0]!.n
	return count
}

/**
 * Writes the archive's database in one transaction, under the lock servers
 * take to migrate and seed. A database that holds a gallery is refused unless
 * `force`; then its tables are first moved, whole, into a schema of their own
 * (`before_restore_<time>`), in the same transaction: the old content stays
 * readable there, and a failure anywhere leaves the database as it was.
 * Answers that schema's name, or null.
 */
export async function writeIntoDatabase(sql: Sql, db: Database, force: boolean): Promise<string | null> {
	return sql.begin(async (tx) => {
		const t = tx as unknown as Sql
		await t`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`
		let aside: string | null = null
		// Looked at again under the lock: a server starting meanwhile may have seeded it.
		if (await databaseContent(t)) {
			if (!force) throw new DatabaseOccupied()
			aside = `before_restore_${new Date().toISOString().replace(/\D/g, '').slice(0, 17)}`
			await t.unsafe(`CREATE SCHEMA ${aside}`)
			const tables = await t<{ name: string }[]>`
				SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`
			for (const { name } of tables) {
				if (!SERVER_TABLES.has(name)) await t.unsafe(`ALTER TABLE ${quoted(name)} SET SCHEMA ${aside}`)
			}
		}
		await migrateIn(t)
		// Tables made but never filled may still hold ids or changes of an earlier life.
		await t`DELETE FROM changes`
		await t`DELETE FROM next_ids`
		await writeDatabase(t, db)
		return aside
	})
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`

export class DatabaseOccupied extends Error {
	override name = 'DatabaseOccupied'
}
