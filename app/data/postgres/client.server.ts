import postgres from 'postgres'
import { getEnv } from '#app/utils/env.server.ts'

/**
 * The one PostgreSQL connection pool of this server, when DATABASE_URL is set
 * (docs/operations.md, 'More than one server'). Kept on globalThis so the dev
 * server's module reloads share it.
 */
export type Sql = postgres.Sql

const globalState = globalThis as typeof globalThis & { __galleryPostgres?: Sql }

/** Whether records live in PostgreSQL rather than in DATA_DIR. */
export function usesPostgres(): boolean {
	return Boolean(getEnv().DATABASE_URL)
}

/** The pool (opened on first use); throws when DATABASE_URL is not set. */
export function postgresClient(): Sql {
	const url = getEnv().DATABASE_URL
	if (!url) throw new Error('DATABASE_URL is not set')
	globalState.__galleryPostgres ??= postgres(url, {
		max: 10,
		// A database that is away answers quickly with an error (a write 503, health 503), not after 30 s.
		connect_timeout: 5,
		// Notices (a table that already exists, say) are not the operator's business.
		onnotice: () => {},
		// A write is acknowledged only once its commit is durable, even on a server configured otherwise.
		connection: { application_name: 'gallery-site', synchronous_commit: 'on' },
	})
	return globalState.__galleryPostgres
}

/** Closes the pool (at shutdown); the next postgresClient() opens a new one. */
export async function closePostgres() {
	const sql = globalState.__galleryPostgres
	globalState.__galleryPostgres = undefined
	await sql?.end({ timeout: 5 })
}
