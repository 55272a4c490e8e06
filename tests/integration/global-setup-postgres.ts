import path from 'node:path'
import { postgresAvailable, startPostgres } from '../support/postgres.ts'
import { startS3, TEMPLATE_BUCKET } from '../support/s3.ts'
import { preparePostgresTemplate, TEMPLATE_DIR } from '../support/server.ts'
import { prepareIntegration } from './global-setup.ts'

/**
 * The project "integration-postgres" (tests/integration/both-stores.ts): one throwaway cluster and one s3rver for the
 * run, a database and a bucket per server (tests/support/server.ts), each bucket a copy of one holding the demo's
 * uploads, each database a copy of one holding its records.
 */
export default async function setup() {
	await prepareIntegration()
	if (!postgresAvailable()) throw new Error('The PostgreSQL project runs, but no PostgreSQL can be started here')
	const cluster = await startPostgres()
	const s3 = await startS3(TEMPLATE_BUCKET)
	await s3.upload(path.join(TEMPLATE_DIR, 'uploads'))
	process.env.TEST_POSTGRES_URL = cluster.url
	process.env.TEST_S3_ENDPOINT = s3.endpoint
	process.env.TEST_S3_DIRECTORY = s3.directory
	process.env.TEST_POSTGRES_TEMPLATE = await preparePostgresTemplate(cluster.url)
	return async () => {
		await s3.stop()
		await cluster.destroy()
	}
}
