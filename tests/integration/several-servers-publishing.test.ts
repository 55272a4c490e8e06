import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '../support/api.ts'
import { postgresAvailable } from '../support/postgres.ts'
import { startTwoServersOnOneDatabase } from '../support/several-servers.ts'
import { type TestServer } from '../support/server.ts'

/**
 * Scheduled publishing with two built servers on one PostgreSQL
 * (docs/operations.md, 'Background jobs and limits on several servers'): a
 * record scheduled on one server becomes public on the other's cached pages
 * within about a second of its time, with no request to wake it and no
 * polling: the other server hears of the publish time through the store's
 * notification and sets its own timer.
 */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe.runIf(postgresAvailable())('scheduled publishing on two app servers', () => {
	let servers: Awaited<ReturnType<typeof startTwoServersOnOneDatabase>> | undefined
	let first: TestServer
	let second: TestServer

	beforeAll(async () => {
		servers = await startTwoServersOnOneDatabase()
		;({ first, second } = servers)
	})
	afterAll(() => servers?.stop())

	const html = async (server: TestServer, path: string) => (await fetch(`${server.url}${path}`)).text()

	it("a record scheduled on one server is on the other's cached page within about a second of its time", async () => {
		const client = api(first)
		const token = await client.login()
		// The other server's list, before anything is scheduled: rendered now and kept in its page cache.
		expect(await html(second, '/artists')).not.toContain('Dawn Scheduled Artist')

		const at = new Date(Date.now() + 4000)
		const made = await client.post('/api/admin/artists', {
			token,
			json: { name: 'Dawn Scheduled Artist', is_visible: true, publish_at: at.toISOString() },
		})
		expect(made.status).toBe(201)
		// The change reaches the other server (its remembered views move on), and its page still leaves the artist out.
		await sleep(500)
		expect(Date.now(), 'the checks before the time took too long').toBeLessThan(at.getTime() - 500)
		expect(await html(second, '/artists')).not.toContain('Dawn Scheduled Artist')
		expect(await html(second, '/artists')).not.toContain('Dawn Scheduled Artist')

		// No request to the other server until its time; then its page shows the artist within about a second.
		await sleep(at.getTime() - Date.now())
		let shownAfter = Infinity
		while (Date.now() < at.getTime() + 5000) {
			if ((await html(second, '/artists')).includes('Dawn Scheduled Artist')) {
				shownAfter = Date.now() - at.getTime()
				break
			}
			await sleep(50)
		}
		expect(shownAfter, 'milliseconds after the publish time').toBeLessThan(1500)
		expect(second.logs()).toMatch(/Scheduled publishing: 1 publish time\(s\) came/)
	})

	it('a publish time moved on one server moves on the other: the old time passes and the record stays off', async () => {
		const client = api(first)
		const token = await client.login()
		const at = new Date(Date.now() + 3000)
		const made = await client.post('/api/admin/artists', {
			token,
			json: { name: 'Moved Scheduled Artist', is_visible: true, publish_at: at.toISOString() },
		})
		expect(made.status).toBe(201)
		const moved = await client.put(`/api/admin/artists/${made.body.id}`, {
			token,
			json: { publish_at: new Date(Date.now() + 3_600_000).toISOString() },
		})
		expect(moved.status).toBe(200)
		expect(await html(second, '/artists')).not.toContain('Moved Scheduled Artist')
		await sleep(at.getTime() - Date.now() + 1000)
		expect(await html(second, '/artists')).not.toContain('Moved Scheduled Artist')
	})
})
