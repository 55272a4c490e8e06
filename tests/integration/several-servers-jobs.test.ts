import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LEASES } from '#app/data/leases.server.ts'
import { api } from '../support/api.ts'
import { postgresAvailable } from '../support/postgres.ts'
import { startTwoServersOnOneDatabase } from '../support/several-servers.ts'
import { type TestServer } from '../support/server.ts'

/**
 * Two built servers on one PostgreSQL (docs/operations.md, 'Background jobs
 * and limits on several servers'): the background jobs' leases all go to one
 * of them, a clean stop hands them to the other at once, and the sign-in
 * throttle counts the attempts made on both.
 */
describe.runIf(postgresAvailable())('two app servers on one database', () => {
	let servers: Awaited<ReturnType<typeof startTwoServersOnOneDatabase>> | undefined
	let sql: postgres.Sql
	let first: TestServer
	let second: TestServer

	beforeAll(async () => {
		servers = await startTwoServersOnOneDatabase()
		;({ first, second } = servers)
		sql = postgres(servers.url, { max: 1, onnotice: () => {} })
	})

	afterAll(async () => {
		await sql?.end({ timeout: 1 })
		await servers?.stop()
	})

	const holders = async () =>
		(await sql<{ name: string; holder: string }[]>`SELECT name, holder FROM leases WHERE expires_at > now()`).map(
			(row) => `${row.name} ${row.holder.split(':')[1]}`,
		)

	it('the server that started first runs every background job; the other runs none', async () => {
		expect((await holders()).sort()).toEqual(LEASES.map((name) => `${name} ${first.pid}`).sort())
	})

	it('ten failed sign-ins are ten whichever server they reach; the eleventh is refused on both', async () => {
		const one = api(first)
		const two = api(second)
		const attempt = (client: typeof one) =>
			client.post('/api/auth/login', { json: { username: 'someone', password: 'wrong-password' } })
		for (let i = 0; i < 10; i++) expect((await attempt(i % 2 ? one : two)).status).toBe(401)
		for (const client of [one, two]) {
			const refused = await client.refused(() => attempt(client))
			expect(refused.status).toBe(429)
			expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60)
			expect(refused.body.error).toMatch(/^Too many sign-in attempts\. Please try again in \d+ minute\(s\)\.$/)
		}
	})

	it('when the first server stops cleanly, the other takes every job over at once', async () => {
		await first.stop()
		const deadline = Date.now() + 5000
		let now = await holders()
		while (now.some((row) => !row.endsWith(` ${second.pid}`)) || now.length < LEASES.length) {
			if (Date.now() > deadline) break
			await new Promise((resolve) => setTimeout(resolve, 100))
			now = await holders()
		}
		expect(now.sort()).toEqual(LEASES.map((name) => `${name} ${second.pid}`).sort())
	})
})
