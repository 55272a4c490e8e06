import { postgresClient, usesPostgres } from './postgres/client.server.ts'
import { sharedSecret } from './postgres/migrations.server.ts'

/** Whether the app servers share their secrets through the database (DATABASE_URL), not each its DATA_DIR. */
export const secretsAreShared = usesPostgres

/**
 * With DATABASE_URL: the secret called `name` that every app server uses, made by the first that asks (`make`) and
 * kept in PostgreSQL, so a cookie signed by one server is good on all of them.
 */
export function sharedSecretNamed(name: string, make: () => string): Promise<string> {
	return sharedSecret(postgresClient(), name, make)
}
