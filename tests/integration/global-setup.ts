import path from 'node:path'
import { buildOnce } from '../support/build.ts'
import { postgresAvailable, startPostgres } from '../support/postgres.ts'
import { startS3, TEMPLATE_BUCKET } from '../support/s3.ts'
import { cleanTempRoot, preparePostgresTemplate, prepareTemplate, TEMPLATE_DIR } from '../support/server.ts'

export default async function setup() {
	buildOnce()
	// npm test cleans and seeds once before it starts the two integration tiers side by side (scripts/test.ts).
	if (process.env.TEST_PREPARED !== '1') {
		cleanTempRoot()
		await prepareTemplate()
	}
	// The PostgreSQL and S3 tier: one cluster and one s3rver for the run, a database and a bucket per server
	// (tests/support/server.ts), each bucket a copy of one holding the demo's uploads.
	if (process.env.TEST_STORE !== 'postgres') return
	if (!postgresAvailable()) throw new Error('TEST_STORE=postgres, but no PostgreSQL can be started here')
	const cluster = await startPostgres()
	const s3 = await startS3(TEMPLATE_BUCKET)
	await s3.upload(path.join(TEMPLATE_DIR, 'uploads'))
	process.env.TEST_POSTGRES_URL = cluster.url
	process.env.TEST_S3_ENDPOINT = s3.endpoint
	process.env.TEST_S3_DIRECTORY = s3.directory
	// Servers seeded with the demo start from a copy of one database holding its records (tests/support/server.ts).
	process.env.TEST_POSTGRES_TEMPLATE = await preparePostgresTemplate(cluster.url)
	return async () => {
		await s3.stop()
		await cluster.destroy()
	}
}
