import { startPostgres } from './postgres.ts'
import { startServer, type TestServer } from './server.ts'

/**
 * Two built servers on one fresh PostgreSQL database, as a gallery runs several app servers behind one address
 * (docs/operations.md, 'Background jobs and limits on several servers'): what they share is tested by talking to both. `stop` ends the
 * servers and the cluster, whatever was started.
 */
export async function startTwoServersOnOneDatabase() {
	const cluster = await startPostgres()
	const servers: TestServer[] = []
	const stop = async () => {
		for (const server of servers) await server.stop()
		await cluster.destroy()
	}
	try {
		const url = await cluster.createDatabase()
		for (let i = 0; i < 2; i++) servers.push(await startServer({ seed: 'empty', env: { DATABASE_URL: url } }))
		return { url, first: servers[0]!, second: servers[1]!, stop }
	} catch (error) {
		await stop()
		throw error
	}
}
