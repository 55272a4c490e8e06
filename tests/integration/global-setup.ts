import { buildOnce } from '../support/build.ts'
import { postgresAvailable, startPostgres } from '../support/postgres.ts'
import { cleanTempRoot, preparePostgresTemplate, prepareTemplate } from '../support/server.ts'

export default async function setup() {
	buildOnce()
	// npm test cleans and seeds once before it starts the two integration tiers side by side (scripts/test.ts).
	if (process.env.TEST_PREPARED !== '1') {
		cleanTempRoot()
		await prepareTemplate()
	}
	// The PostgreSQL tier: one cluster for the run, a database per server (tests/support/server.ts).
	if (process.env.TEST_STORE !== 'postgres') return
	if (!postgresAvailable()) throw new Error('TEST_STORE=postgres, but no PostgreSQL can be started here')
	const cluster = await startPostgres()
	process.env.TEST_POSTGRES_URL = cluster.url
	// Servers seeded with the demo start from a copy of one database holding its records (tests/support/server.ts).
	process.env.TEST_POSTGRES_TEMPLATE = await preparePostgresTemplate(cluster.url)
	return () => cluster.destroy()
}
