import fs from 'node:fs'
import path from 'node:path'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '../support/api.ts'
import { type PostgresCluster, postgresAvailable, startPostgres } from '../support/postgres.ts'
import { makeTempDir, startServer, type TestServer } from '../support/server.ts'

/** Every numbered migration file, once each: what a fresh database records as applied. */
const migrationVersions = () =>
	fs
		.readdirSync(path.resolve('app/data/postgres/migrations'))
		.filter((name) => /^\d{3}-[\w-]+\.sql$/.test(name))
		.sort()
		.map((name) => ({ version: Number(name.slice(0, 3)) }))

/**
 * The store kept in PostgreSQL (docs/operations.md, 'More than one server';
 * docs/decisions/010-postgresql-store.md), against the built server: first
 * start, restart, writes, unique keys, two servers on one database, and the
 * database going away mid-run. One throwaway cluster for the file.
 */
const available = postgresAvailable()
if (!available) {
	console.warn(
		'postgres-store.test.ts skipped: no PostgreSQL here (install Debian\'s "postgresql" package or set TEST_DATABASE_URL)',
	)
}

let cluster: PostgresCluster
const servers: TestServer[] = []

beforeAll(async () => {
	if (available) cluster = await startPostgres()
}, 60_000)

afterAll(async () => {
	await Promise.all(servers.map((s) => s.stop()))
	await cluster?.destroy()
})

async function serve(databaseUrl: string, env: Record<string, string> = {}, dataDir?: string) {
	const server = await startServer({
		seed: 'none',
		dataDir,
		uploadsDir: dataDir ? path.join(path.dirname(dataDir), 'uploads') : undefined,
		env: { DATABASE_URL: databaseUrl, ...env },
	})
	servers.push(server)
	return server
}

async function query<T extends Record<string, unknown>>(url: string, text: string): Promise<T[]> {
	const sql = postgres(url, { max: 1, onnotice: () => {} })
	try {
		return (await sql.unsafe(text)) as unknown as T[]
	} finally {
		await sql.end({ timeout: 5 })
	}
}

/** Every file under a folder, relative to it. */
function filesUnder(folder: string): string[] {
	return (fs.readdirSync(folder, { recursive: true }) as string[]).filter((f) =>
		fs.statSync(path.join(folder, f)).isFile(),
	)
}

const exhibition = (title: string) => ({
	title,
	description: 'Shown on two servers',
	start_date: '2027-03-01',
	end_date: '2027-04-01',
	location: 'Room 1',
	curator: 'Ines',
	is_visible: true,
})

describe.skipIf(!available)('the PostgreSQL store', () => {
	it('seeds an empty database on first start, keeps it across a restart, and writes nothing into DATA_DIR', async () => {
		const url = await cluster.createDatabase()
		const dataDir = path.join(makeTempDir('pg-first'), 'data')
		// The empty seed (its pages and the first admin): the demo's seeding draws every picture, which is the same on
		// either store and costs seconds here; its records in PostgreSQL are the PostgreSQL tier's template database.
		let server = await serve(url, { SEED: 'empty' }, dataDir)
		expect(server.logs()).toContain('Database schema migrated: 001-records.sql')
		expect(server.logs()).toContain('Wrote the first database into PostgreSQL.')
		const client = api(server)
		const site = await query<{ key: string }>(url, 'SELECT key FROM site ORDER BY key')
		expect(site.map((row) => row.key)).toEqual(expect.arrayContaining(['pages', 'settings']))
		expect(await query(url, "SELECT 1 FROM records WHERE collection = 'users'")).toHaveLength(1)

		// A write through the API is in PostgreSQL and reads back; a slug taken gets the next free one, as on the JSON store.
		const token = await client.login()
		const created = await client.post('/api/admin/exhibitions', { token, json: exhibition('Night Garden') })
		expect(created.status, created.text).toBe(201)
		expect((await client.get('/api/exhibitions/night-garden')).body.title).toBe('Night Garden')
		const [row] = await query<{ data: { title: string } }>(
			url,
			`SELECT data FROM records WHERE collection = 'exhibitions' AND id = '${created.body.id}'`,
		)
		expect(row!.data.title).toBe('Night Garden')
		const again = await client.post('/api/admin/exhibitions', { token, json: exhibition('Night Garden') })
		expect(again.body.slug).toBe('night-garden-2')
		const shows = (await client.get('/api/exhibitions')).body as { slug: string }[]
		expect(shows.map((show) => show.slug).sort()).toEqual(['night-garden', 'night-garden-2'])
		const [counted] = await query<{ count: string }>(
			url,
			"SELECT count(*)::text AS count FROM records WHERE collection = 'exhibitions'",
		)
		expect(Number(counted!.count)).toBe(shows.length)
		// Unique emails, lower-cased, refused as on the JSON store.
		expect((await client.post('/api/newsletter/subscribe', { json: { email: 'Reader@Example.com' } })).status).toBe(201)
		const dup = await client.post('/api/newsletter/subscribe', { json: { email: 'reader@example.com' } })
		expect(dup.status).toBe(409)
		expect(dup.body).toEqual({ success: false, error: 'This email is already subscribed' })
		expect(
			await query(
				url,
				"SELECT 1 FROM records WHERE collection = 'subscribers' AND lower(data->>'email') = 'reader@example.com'",
			),
		).toHaveLength(1)
		// The unique index itself refuses a second reader with the same email, whatever the case.
		await expect(
			query(
				url,
				`INSERT INTO records (collection, id, data) VALUES ('subscribers', '9999', '{"id": 9999, "email": "READER@example.com"}')`,
			),
		).rejects.toThrow(/records_subscribers_email/)

		// No store files in DATA_DIR: the data folder holds nothing of the records.
		expect(fs.existsSync(path.join(dataDir, 'store'))).toBe(false)
		expect(filesUnder(dataDir).filter((f) => /json|journal|lock/.test(f))).toEqual([])

		await server.stop()
		server = await serve(url, { SEED: 'empty' }, dataDir)
		expect(server.logs()).not.toContain('Wrote the first database')
		expect(server.logs()).not.toContain('Database schema migrated')
		expect(server.logs()).not.toContain('Created the first admin')
		const after = api(server)
		expect((await after.get('/api/exhibitions/night-garden')).body.title).toBe('Night Garden')
		expect((await after.get('/api/exhibitions')).body).toHaveLength(shows.length)
		expect(await query(url, 'SELECT version FROM schema_migrations ORDER BY version')).toEqual(migrationVersions())
		await server.stop()
	}, 180_000)

	it("shows a write on one server on the other's cached page within 1 s; with notifications off it would not", async () => {
		// Two servers starting together on an empty database: one migrates and seeds, one admin is made.
		const url = await cluster.createDatabase()
		const [a, b] = await Promise.all([serve(url, { SEED: 'empty' }), serve(url, { SEED: 'empty' })])
		expect([a, b].filter((s) => s.logs().includes('Database schema migrated'))).toHaveLength(1)
		expect([a, b].filter((s) => s.logs().includes('Wrote the first database'))).toHaveLength(1)
		expect([a, b].filter((s) => s.logs().includes('Created the first admin'))).toHaveLength(1)
		expect(await query(url, 'SELECT version FROM schema_migrations ORDER BY version')).toEqual(migrationVersions())
		expect(await query(url, "SELECT 1 FROM records WHERE collection = 'users'")).toHaveLength(1)

		const token = await api(a).login()
		const created = await api(a).post('/api/admin/exhibitions', { token, json: exhibition('Still Water') })
		expect(created.status, created.text).toBe(201)
		const pagePath = `/exhibition/${created.body.slug}`
		const page = async (server: TestServer) => (await fetch(`${server.url}${pagePath}`)).text()
		await expect.poll(() => page(b), { timeout: 5_000 }).toContain('>Still Water<')
		await page(b) // cached now

		const renamed = await api(a).put(`/api/admin/exhibitions/${created.body.id}`, {
			token,
			json: { title: 'Moving Water' },
		})
		expect(renamed.status, renamed.text).toBe(200)
		const changedAt = Date.now()
		let seen = false
		while (Date.now() - changedAt < 2_000 && !seen) seen = (await page(b)).includes('>Moving Water<')
		expect(seen, 'the other server shows the change').toBe(true)
		expect(Date.now() - changedAt).toBeLessThanOrEqual(1_000)
		// A token made on one server works on the other (sessions are records in the shared database).
		expect((await api(b).get('/api/admin/exhibitions', { token })).status).toBe(200)

		// The control: with notifications off, the other server keeps its cached page.
		const quiet = await cluster.createDatabase()
		const c = await serve(quiet, { SEED: 'empty', STORE_NOTIFY: 'off' })
		const quietToken = await api(c).login()
		const shown = await api(c).post('/api/admin/exhibitions', { token: quietToken, json: exhibition('Still Water') })
		expect(shown.status, shown.text).toBe(201)
		const d = await serve(quiet, { SEED: 'empty', STORE_NOTIFY: 'off' })
		expect(await page(d)).toContain('>Still Water<')
		await api(c).put(`/api/admin/exhibitions/${shown.body.id}`, { token: quietToken, json: { title: 'Moving Water' } })
		const quietAt = Date.now()
		while (Date.now() - quietAt < 2_000) expect(await page(d)).toContain('>Still Water<')
		// D catches up the moment it writes itself: its write is made on top of C's.
		const dToken = await api(d).login()
		expect(await page(d)).toContain('>Moving Water<')
		expect(dToken).toEqual(expect.any(String))
		await Promise.all([a, b, c, d].map((s) => s.stop()))
	}, 180_000)

	it('keeps the site settings as objects across a restart, and repairs settings an earlier version stored as text', async () => {
		const url = await cluster.createDatabase()
		const dataDir = path.join(makeTempDir('pg-site'), 'data')
		let server = await serve(url, { SEED: 'empty' }, dataDir)
		let client = api(server)
		let token = await client.login()
		const identity = { accent_color: '#b4232a', typeface: 'serif' }
		const saved = await client.put('/api/admin/pages/identity', { token, json: identity })
		expect(saved.status, saved.text).toBe(200)
		const home = await client.put('/api/admin/home-settings', { token, json: { title: 'Meridian' } })
		expect(home.status, home.text).toBe(200)
		const kinds = await query<{ key: string; kind: string }>(
			url,
			'SELECT key, jsonb_typeof(data) AS kind FROM site ORDER BY key',
		)
		expect(kinds.map((row) => row.kind)).toEqual(kinds.map(() => 'object'))

		// A restart reads the settings back as they were written.
		await server.stop()
		server = await serve(url, { SEED: 'empty' }, dataDir)
		client = api(server)
		token = await client.login()
		expect((await client.get('/api/admin/pages/identity', { token })).body).toMatchObject(identity)
		expect((await client.get('/api/admin/home-settings', { token })).body.title).toBe('Meridian')
		await server.stop()

		// Rows an earlier version stored as one JSON string are made objects again by the next start's migration.
		await query(url, "UPDATE site SET data = to_jsonb(data::text) WHERE key IN ('pages', 'settings')")
		await query(url, 'DELETE FROM schema_migrations WHERE version = 2')
		server = await serve(url, { SEED: 'empty' }, dataDir)
		expect(server.logs()).toContain('Database schema migrated: 002-site-parts-as-objects.sql')
		client = api(server)
		token = await client.login()
		expect((await client.get('/api/admin/pages/identity', { token })).body).toMatchObject(identity)
		expect((await client.get('/api/admin/home-settings', { token })).body.title).toBe('Meridian')
		const repaired = await query<{ kind: string }>(url, 'SELECT jsonb_typeof(data) AS kind FROM site')
		expect(repaired.map((row) => row.kind)).toEqual(repaired.map(() => 'object'))
		await server.stop()
	}, 180_000)

	it('answers 503 while PostgreSQL is away, loses nothing acknowledged, and recovers without a restart', async () => {
		const own = await startPostgres()
		try {
			const url = await own.createDatabase()
			const dataDir = path.join(makeTempDir('pg-outage'), 'data')
			let server = await serve(url, { SEED: 'empty' }, dataDir)
			const client = api(server)
			const token = await client.login()
			const kept = await client.post('/api/admin/exhibitions', { token, json: exhibition('Kept Safe') })
			expect(kept.status).toBe(201)
			expect((await fetch(`${server.url}/api/health`)).status).toBe(200)

			await own.halt()
			await expect.poll(async () => (await fetch(`${server.url}/api/health`)).status, { timeout: 10_000 }).toBe(503)
			const refused = await client.post('/api/admin/exhibitions', { token, json: exhibition('Lost Cause') })
			expect(refused.status, refused.text).toBe(503)
			expect(refused.body.error).toMatch(/database cannot be reached.*nothing was saved/i)
			// Reads still answer from memory, without the refused write.
			const listed = (await client.get('/api/exhibitions')).body as { title: string }[]
			expect(listed.map((e) => e.title)).toEqual(['Kept Safe'])

			await own.resume()
			await expect.poll(async () => (await fetch(`${server.url}/api/health`)).status, { timeout: 20_000 }).toBe(200)
			const later = await client.post('/api/admin/exhibitions', { token, json: exhibition('After The Storm') })
			expect(later.status, later.text).toBe(201)

			await server.stop()
			server = await serve(url, { SEED: 'empty' }, dataDir)
			const titles = ((await api(server).get('/api/exhibitions')).body as { title: string }[]).map((e) => e.title)
			expect(titles.sort()).toEqual(['After The Storm', 'Kept Safe'])
			await server.stop()
		} finally {
			await own.destroy()
		}
	}, 180_000)
})
