import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { postgresAvailable, startPostgres } from '#tests/support/postgres.ts'
import { exhibitionInput as exhibition } from '#tests/support/records.ts'

/**
 * The data layer's own promises, through its public functions, on each store
 * it keeps data in: the JSON store in a data folder, and PostgreSQL (a
 * throwaway cluster). One list of expectations, run on both: versions, group
 * commits, refusals, unique keys, the export, what is read back once the
 * store is opened again, and (PostgreSQL) what another server sees.
 */

async function load() {
	const [
		db,
		client,
		newsletter,
		exhibitions,
		users,
		pages,
		revisions,
		postgresStore,
		activity,
		enquiries,
		contacts,
		contactLinks,
		contactRights,
	] = await Promise.all([
		import('#app/data/db.server.ts'),
		import('#app/data/postgres/client.server.ts'),
		import('#app/data/newsletter.server.ts'),
		import('#app/data/exhibitions.server.ts'),
		import('#app/data/users.server.ts'),
		import('#app/data/pages.server.ts'),
		import('#app/data/revisions.server.ts'),
		import('#app/data/postgres/store.server.ts'),
		import('#app/data/activity.server.ts'),
		import('#app/data/enquiries.server.ts'),
		import('#app/data/contacts.server.ts'),
		import('#app/data/contact-links.server.ts'),
		import('#app/data/contact-rights.server.ts'),
	])
	return {
		db,
		client,
		newsletter,
		exhibitions,
		users,
		pages,
		revisions,
		postgresStore,
		activity,
		enquiries,
		contacts,
		contactLinks,
		contactRights,
	}
}

/** One server's data layer: its modules, and the state they keep on globalThis. */
type Instance = Awaited<ReturnType<typeof load>> & { shared: Shared }

// The data layer keeps its open store and its PostgreSQL pool on globalThis, so that the dev server's module
// reloads share them. A store opened again, or a second server on the same database, is therefore a fresh import
// of the modules with that state put aside; each instance is given its own back while it is used.
const SHARED = ['__galleryStore', '__galleryStoreOpen', '__galleryPostgres'] as const
type Shared = Partial<Record<(typeof SHARED)[number], unknown>>
const shared = globalThis as typeof globalThis & Shared

function takeShared(): Shared {
	const taken: Shared = {}
	for (const key of SHARED) {
		taken[key] = shared[key]
		delete shared[key]
	}
	return taken
}

/** Makes `instance` the one the data layer's shared state belongs to; answers the one it replaced. */
function install(instance: Instance): Shared {
	const before = takeShared()
	Object.assign(shared, instance.shared)
	return before
}

/** Opens the store as a server starting with `env` does (a fresh import of the data layer), and installs it. */
async function open(env: Record<string, string | undefined>): Promise<Instance> {
	takeShared()
	for (const [name, value] of Object.entries(env)) {
		if (value === undefined) delete process.env[name]
		else process.env[name] = value
	}
	vi.resetModules()
	const modules = await load()
	await modules.db.ready()
	return { ...modules, shared: Object.fromEntries(SHARED.map((key) => [key, shared[key]])) }
}

/** Runs `read` with `instance` installed, then gives the state back to the one that was. */
async function within<T>(instance: Instance, read: () => Promise<T>): Promise<T> {
	const before = install(instance)
	try {
		return await read()
	} finally {
		takeShared()
		Object.assign(shared, before)
	}
}

/** Closes what an instance holds open: its PostgreSQL pool (and with it the connection it listens on). */
function close(instance: Instance) {
	return within(instance, () => instance.client.closePostgres())
}

/** Asks `check` again until it answers true, for at most `withinMs`. */
async function until(check: () => Promise<boolean>, withinMs = 5000) {
	const end = performance.now() + withinMs
	while (!(await check())) {
		if (performance.now() > end) return false
		await new Promise((resolve) => setTimeout(resolve, 20))
	}
	return true
}

type Driver = {
	name: string
	postgres: boolean
	available: boolean
	/** A new, empty place to keep data: the environment of a server using it, and how to remove it. */
	start: () => Promise<{ env: Record<string, string | undefined>; stop: () => Promise<void> }>
}

const drivers: Driver[] = [
	{
		name: 'the JSON store',
		postgres: false,
		available: true,
		start: async () => ({ env: { DATABASE_URL: undefined }, stop: async () => {} }),
	},
	{
		name: 'PostgreSQL',
		postgres: true,
		available: postgresAvailable(),
		start: async () => {
			const cluster = await startPostgres()
			try {
				return { env: { DATABASE_URL: await cluster.createDatabase() }, stop: () => cluster.destroy() }
			} catch (error) {
				await cluster.destroy()
				throw error
			}
		},
	},
]

const actor = { id: 1, username: 'admin' }

for (const driver of drivers) {
	describe.skipIf(!driver.available)(`the store on ${driver.name}`, () => {
		let base: string
		let env: Record<string, string | undefined>
		let stop = async () => {}
		/** The server under test: replaced when the store is opened again. */
		let s: Instance

		beforeAll(async () => {
			base = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-store-'))
			const started = await driver.start()
			stop = started.stop
			env = {
				...started.env,
				DATA_DIR: path.join(base, 'data'),
				UPLOADS_DIR: path.join(base, 'uploads'),
				SEED: 'empty',
				ADMIN_PASSWORD: 'unit-test-password',
			}
			s = await open(env)
		}, 60_000)

		afterAll(async () => {
			if (s) await close(s)
			takeShared()
			delete process.env.DATABASE_URL
			await stop()
			fs.rmSync(base, { recursive: true, force: true })
		})

		it('counts every acknowledged change in dataVersion, and nothing else', async () => {
			const before = s.db.dataVersion()
			await s.newsletter.subscribe({ email: 'one@example.com', name: '' })
			expect(s.db.dataVersion()).toBe(before + 1)
			await expect(s.newsletter.subscribe({ email: 'ONE@example.com ', name: '' })).rejects.toThrow(
				s.newsletter.AlreadySubscribedError,
			)
			expect(s.db.dataVersion()).toBe(before + 1)
		})

		it('commits concurrent changes together, each seeing the ones before it', async () => {
			const before = s.db.dataVersion()
			const results = await Promise.allSettled(
				['a', 'b', 'a', 'c', 'b'].map((n) => s.newsletter.subscribe({ email: `${n}@example.com`, name: n })),
			)
			expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'rejected'])
			expect(s.db.dataVersion()).toBe(before + 3)
			const ids = [...(await s.newsletter.listSubscribers())].map((r) => r.id)
			expect(new Set(ids).size).toBe(ids.length)
		})

		it('refuses a record the load schema would refuse, naming the field, and stores nothing', async () => {
			const before = s.db.dataVersion()
			const refused = s.db.mutate((draft) =>
				draft.put('subscribers', {
					id: draft.takeId('subscribers'),
					email: 'x',
					name: '',
					status: 'active',
					subscribed_at: '+020255-05-01T00:00:00.000Z',
					unsubscribe_token: '',
					failed_count: 0,
					source: '',
				}),
			)
			await expect(refused).rejects.toMatchObject({ name: 'InvalidRecordError', field: 'email' })
			expect(s.db.dataVersion()).toBe(before)
		})

		it('refuses U+0000 anywhere in a record (PostgreSQL cannot store it), naming the field, and stores nothing', async () => {
			const before = s.db.dataVersion()
			await expect(s.exhibitions.createExhibition(exhibition('Nul\u0000Show'))).rejects.toMatchObject({
				name: 'InvalidRecordError',
				field: 'title',
				message: 'title: must not contain the character U+0000',
			})
			expect(s.db.dataVersion()).toBe(before)
		})

		it('hands out frozen records and the same list until the next change', async () => {
			const first = await s.exhibitions.listExhibitions('all')
			expect(await s.exhibitions.listExhibitions('all')).toBe(first)
			const created = await s.exhibitions.createExhibition(exhibition('Frozen'))
			expect(Object.isFrozen(created)).toBe(true)
			expect(() => (created.gallery_images as string[]).push('x')).toThrow()
			const second = await s.exhibitions.listExhibitions('all')
			expect(second).not.toBe(first)
			expect(second.map((e) => e.slug)).toContain('frozen')
		})

		it('exports the whole database at one moment in the single-file shape', async () => {
			const exported = await s.db.exportDatabase()
			expect(exported.schema_version).toBe(1)
			expect(exported.subscribers.map((r) => r.email)).toEqual([
				'one@example.com',
				'a@example.com',
				'b@example.com',
				'c@example.com',
			])
			expect(exported.next_ids.subscribers).toBe(5)
			expect(exported.users).toHaveLength(1)
			expect(Object.keys(exported.pages)).toHaveLength(6)
		})

		it("forgets an erased reader's address in the stored history of changes at once", async () => {
			await s.newsletter.subscribe({ email: 'erased-reader@example.com', name: 'Erased Reader' })
			const reader = [...(await s.newsletter.listSubscribers())].find((r) => r.email === 'erased-reader@example.com')!
			await s.newsletter.eraseSubscriber(reader.id, null)
			if (env.DATABASE_URL) {
				const sql = s.client.postgresClient()
				const [row] = await sql`SELECT count(*)::int AS n FROM changes WHERE ops::text LIKE '%erased-reader@%'`
				expect(row!.n).toBe(0)
			} else {
				const dir = path.join(env.DATA_DIR!, 'store')
				for (const name of fs.readdirSync(dir))
					expect(fs.readFileSync(path.join(dir, name), 'utf8'), name).not.toContain('erased-reader@')
			}
		})

		it.runIf(driver.postgres)(
			"refuses in PostgreSQL's own index a stock number another work has in any case, and lets works have none",
			async () => {
				const sql = s.client.postgresClient()
				const put = (id: string, data: object) =>
					sql`INSERT INTO records (collection, id, data) VALUES ('artworks', ${id}, ${sql.json(data as never)})`
				try {
					await put('9001', { stock_number: 'AO-0001' })
					await put('9002', { stock_number: '' })
					await put('9003', {})
					await put('9004', { stock_number: '' })
					await expect(put('9005', { stock_number: 'ao-0001' })).rejects.toMatchObject({ code: '23505' })
				} finally {
					await sql`DELETE FROM records WHERE collection = 'artworks' AND id LIKE '900_'`
				}
			},
		)

		it('keeps a scheduled record out of the remembered public lists until the clock says its time has come', async () => {
			const at = new Date(Date.now() + 300).toISOString()
			const created = await s.exhibitions.createExhibition(exhibition('Later', '', at))
			const slugs = async () => (await s.exhibitions.listExhibitions('visible')).map((e) => e.slug)
			expect(await slugs()).not.toContain(created.slug)
			expect(await s.exhibitions.getExhibition(created.slug, 'visible')).toBeNull()
			expect((await s.exhibitions.listExhibitions('all')).map((e) => e.slug)).toContain(created.slug)
			await new Promise((r) => setTimeout(r, 400))
			// One item is read at the moment it is asked for; the remembered list waits for the clock's word.
			expect(await s.exhibitions.getExhibition(created.slug, 'visible')).not.toBeNull()
			expect(await slugs()).not.toContain(created.slug)
			const version = s.db.publicDataVersion()
			s.db.publicDataChangedByClock()
			expect(s.db.publicDataVersion()).toBe(version + 1)
			expect(await slugs()).toContain(created.slug)
		})

		it('refuses an email a reader already has, whatever its case, and stores nothing', async () => {
			const before = s.db.dataVersion()
			const count = await s.newsletter.countSubscribers()
			const refused = s.newsletter.subscribe({ email: ' A@Example.com', name: 'Again' })
			await expect(refused).rejects.toBeInstanceOf(s.db.ConflictError)
			await expect(refused).rejects.toMatchObject({ name: 'AlreadySubscribedError', field: 'email' })
			expect(s.db.dataVersion()).toBe(before)
			expect(await s.newsletter.countSubscribers()).toBe(count)
			expect([...(await s.newsletter.listSubscribers())].find((r) => r.email === 'a@example.com')?.name).toBe('a')
		})

		it('of two sign-ups with one new email arriving together, keeps one and refuses the other', async () => {
			const before = s.db.dataVersion()
			const results = await Promise.allSettled([
				s.newsletter.subscribe({ email: 'twice@example.com', name: 'First' }),
				s.newsletter.subscribe({ email: 'TWICE@example.com', name: 'Second' }),
			])
			expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected'])
			expect((results[1] as PromiseRejectedResult).reason).toMatchObject({ name: 'AlreadySubscribedError' })
			expect(s.db.dataVersion()).toBe(before + 1)
			const found = [...(await s.newsletter.listSubscribers())].filter(
				(r) => r.email.toLowerCase() === 'twice@example.com',
			)
			expect(found.map((r) => r.name)).toEqual(['First'])
		})

		it('refuses a username another user has, whatever its case, on creation and on renaming, and stores nothing', async () => {
			const before = s.db.dataVersion()
			await expect(s.users.createUser({ username: 'ADMIN ', email: '', role: 'editor' }, actor)).rejects.toMatchObject({
				name: 'ConflictError',
				field: 'username',
			})
			expect(s.db.dataVersion()).toBe(before)
			expect(await s.users.listUsers()).toHaveLength(1)
			const { user } = await s.users.createUser({ username: 'ines', email: 'ines@example.com', role: 'editor' }, actor)
			const renamed = s.users.updateUser(user.id, { username: 'Admin', email: 'ines@example.com' }, actor)
			await expect(renamed).rejects.toMatchObject({ name: 'ConflictError', field: 'username' })
			expect(s.db.dataVersion()).toBe(before + 1)
			expect((await s.users.getUser(user.id))?.username).toBe('ines')
		})

		it('gives a record a slug no other record of its kind has, however many ask for one at once', async () => {
			const again = await s.exhibitions.createExhibition(exhibition('Frozen again', 'frozen'))
			expect(again.slug).not.toBe('frozen')
			const together = await Promise.all(
				[1, 2, 3].map((n) => s.exhibitions.createExhibition(exhibition(`Together ${n}`, 'together'))),
			)
			const slugs = (await s.exhibitions.listExhibitions('all')).map((e) => e.slug)
			expect(new Set(slugs).size).toBe(slugs.length)
			expect(together.map((e) => e.slug)).toEqual(expect.arrayContaining(['together']))
			for (const created of [again, ...together]) {
				expect((await s.exhibitions.getExhibition(created.slug, 'all'))?.id).toBe(created.id)
			}
		})

		it('reads everything back the same, the site settings as an object, once the store is opened again', async () => {
			const identity = { logo: '/uploads/7.png', accent_color: '#aa3300', typeface: 'serif' as const }
			await s.pages.updateIdentity(identity, { actor })
			await s.pages.setDocumentLogo('/uploads/8.png')
			const version = s.db.dataVersion()
			const written = await s.db.exportDatabase()
			expect(written.settings).toMatchObject({ ...identity, document_logo: '/uploads/8.png' })
			const store = await s.db.ready()

			await close(s)
			s = await open(env)

			expect(await s.db.ready()).not.toBe(store)
			const read = await s.db.exportDatabase()
			expect(typeof read.settings).toBe('object')
			expect(read.settings).toEqual(written.settings)
			expect(read).toEqual(written)
			expect(s.db.dataVersion()).toBe(version)
			expect((await s.pages.getPageContent()).identity).toEqual(identity)
			expect(await s.pages.getDocumentLogo()).toBe('/uploads/8.png')
		})

		it.runIf(driver.postgres)(
			'a change stored through one server reaches another on the same database through its notifications',
			async () => {
				const other = await open(env)
				install(s)
				try {
					const heard = vi.fn()
					other.db.afterEveryWrite(heard)
					const publicBefore = await within(other, async () => other.db.publicDataVersion())
					const subscribers = () => within(other, () => other.newsletter.listSubscribers())
					const titles = async () =>
						(await within(other, () => other.exhibitions.listExhibitions('all'))).map((e) => e.title)

					await s.newsletter.subscribe({ email: 'elsewhere@example.com', name: '' })
					await s.exhibitions.createExhibition(exhibition('Elsewhere'))
					await s.pages.updateIdentity((current) => ({ ...current, accent_color: '#0055aa' }), { actor })

					// Nothing is written on the other server: only the notifications can bring these.
					expect(
						await until(async () => [...(await subscribers())].some((r) => r.email === 'elsewhere@example.com')),
					).toBe(true)
					expect(await until(async () => (await titles()).includes('Elsewhere'))).toBe(true)
					expect(
						await until(
							async () => (await within(other, () => other.pages.getPageContent())).identity.accent_color === '#0055aa',
						),
					).toBe(true)
					expect(await within(other, async () => other.db.dataVersion())).toBe(s.db.dataVersion())
					expect(await within(other, async () => other.db.publicDataVersion())).toBeGreaterThan(publicBefore)
					expect(heard).toHaveBeenCalled()
					// The log row the other server read keeps the change's ops as the text the writer sent (migration 007).
					const [row] = await s.client.postgresClient()<{ type: string; ops: string }[]>`
						SELECT pg_typeof(ops)::text AS type, ops FROM changes ORDER BY seq DESC LIMIT 1`
					expect(row!.type).toBe('text')
					expect(JSON.parse(row!.ops)).toContainEqual(expect.objectContaining({ site: 'settings' }))
				} finally {
					await close(other)
				}
			},
		)

		it("keeps a record's and a page's texts in other languages, with their revisions, once the store is opened again", async () => {
			const translations = { de: { title: 'Stille Räume', description: 'Neue Arbeiten auf Papier.' } }
			const e = await s.exhibitions.createExhibition({ ...exhibition('Quiet Rooms'), translations }, { actor })
			const page = (await s.pages.getPageContent()).pages.about
			await s.pages.updatePage(
				'about',
				{ ...page, is_visible: page.isVisible, translations: { de: { title: 'Über uns' } } },
				{ actor },
			)

			await close(s)
			s = await open(env)

			expect((await s.exhibitions.getExhibition(e.id, 'all'))?.translations).toEqual(translations)
			expect((await s.pages.getPageContent()).pages.about.translations).toEqual({ de: { title: 'Über uns' } })
			expect((await s.pages.getPageContent()).pages.contact.translations).toEqual({})
			const [revision] = await s.revisions.listRevisions('exhibition', e.id)
			expect(revision?.record.translations).toEqual(translations)
		})

		it("keeps revisions in the server's scratch file, not memory: read back, and the same once reloaded or opened again", async () => {
			const e = await s.exhibitions.createExhibition(exhibition('Kept apart'), { actor })
			for (const title of ['Second', 'Third']) await s.exhibitions.updateExhibition(e.id, exhibition(title), { actor })
			const history = async () =>
				(await s.revisions.listRevisions('exhibition', e.id)).map((r) => [r.version, r.record.title, r.username])
			const expected = [
				[3, 'Third', 'admin'],
				[2, 'Second', 'admin'],
				[1, 'Kept apart', 'admin'],
			]
			const store = await s.db.ready()
			expect(store.tables.revisions.constructor.name).toBe('ColdTable')
			expect(await history()).toEqual(expected)
			if (driver.postgres) {
				// A server whose log of changes no longer reaches back far enough loads every table again.
				await within(s, () => s.postgresStore.reload(s.client.postgresClient(), store))
				expect(await history()).toEqual(expected)
			}
			await close(s)
			s = await open(env)
			expect(await history()).toEqual(expected)
		})

		it('keeps the activity log and enquiries in the scratch file too: newest first a page at a time, counted from the indexes, the same once reloaded or opened again', async () => {
			const e = await s.exhibitions.createExhibition(exhibition('Logged'), { actor })
			await s.exhibitions.updateExhibition(e.id, exhibition('Logged again'), { actor })
			const visible = (await s.exhibitions.listExhibitions('all')).find((x) => x.is_visible)!
			const sent = []
			for (const name of ['First', 'Second', 'Third'])
				sent.push(
					await s.enquiries.createEnquiry({
						name,
						email: `${name.toLowerCase()}@example.com`,
						phone: '',
						message: 'Is it available?',
						artwork_id: null,
						exhibition_id: visible.id,
					}),
				)
			await s.enquiries.setEnquiryStatus(sent[0]!.id, 'closed')
			const read = async () => {
				const log = await s.activity.findActivity({})
				const inbox = await s.enquiries.listEnquiries()
				return {
					// The newest entries, a page of them read from the disk.
					log: log.slice(0, 2).map((x) => [x.kind, x.entity, x.entity_id]),
					ofRecord: (await s.activity.listActivity({ entity: 'exhibition', entityId: e.id })).map((x) => x.kind),
					updates: (await s.activity.findActivity({ kind: 'update' })).slice(0, 1).map((x) => x.entity_id),
					inbox: inbox.slice(0, 3).map((x) => x.name),
					closed: (await s.enquiries.listEnquiries({ status: 'closed' })).slice(0, 10).map((x) => x.name),
					counts: await s.enquiries.countEnquiries(),
					waiting: (await s.enquiries.listUnnotifiedEnquiryIds()).slice(-3),
				}
			}
			const newest = (await s.activity.findActivity({})).slice(0, 1)[0]!
			const expected = {
				log: [[newest.kind, newest.entity, newest.entity_id], expect.any(Array)],
				ofRecord: ['update', 'create'],
				updates: [e.id],
				inbox: ['Third', 'Second', 'First'],
				closed: ['First'],
				counts: expect.objectContaining({ closed: 1 }),
				waiting: sent.map((x) => x.id),
			}
			const store = await s.db.ready()
			expect(store.tables.activity.constructor.name).toBe('ColdTable')
			expect(store.tables.enquiries.constructor.name).toBe('ColdTable')
			const before = await read()
			expect(before).toEqual(expected)
			expect(before.counts.total).toBe(before.counts.new + before.counts.replied + before.counts.closed)
			if (driver.postgres) {
				await within(s, () => s.postgresStore.reload(s.client.postgresClient(), store))
				expect(await read()).toEqual(before)
			}
			await close(s)
			s = await open(env)
			expect(await read()).toEqual(before)
		})

		it('finds a contact by each of its addresses as edits, merges and erasures change them, and the same once reloaded or opened again', async () => {
			const input = (name: string, email: string, other_emails: string[] = []) => ({
				name,
				email,
				other_emails,
				phone: '',
				organisation: '',
				address: '',
				kinds: ['other' as const],
				tags: [],
				notes: '',
				language: '',
			})
			const { createContact, updateContact, mergeContacts, findContactByEmail } = s.contacts
			const ada = await createContact(input('Ada', 'ada@index.example', ['ada.two@index.example']), { actor })
			const bo = await createContact(input('Bo', 'bo@index.example'), { actor })
			const cy = await createContact(input('Cy', 'cy@index.example'), { actor })
			expect((await findContactByEmail(' ADA.TWO@index.example '))?.id).toBe(ada.id)
			await updateContact(ada.id, input('Ada', 'ada@index.example', ['ada.three@index.example']), { actor })
			await mergeContacts(ada.id, bo.id, { actor })
			await s.contactRights.eraseContact(cy.id, { actor })
			// A change that makes a contact for an address finds it again by the address, in any case.
			const [made, again] = await s.db.mutate((draft) => [
				s.contactLinks.linkContact(draft, { email: 'Dee@index.example', name: 'Dee' }),
				s.contactLinks.linkContact(draft, { email: 'dee@INDEX.example', name: 'Dee' }),
			])
			expect(again).toBe(made)
			const owners = async () =>
				Object.fromEntries(
					await Promise.all(
						['ada.two', 'ada.three', 'bo', 'cy', 'dee'].map(async (name) => [
							name,
							(await findContactByEmail(`${name}@index.example`))?.name ?? null,
						]),
					),
				)
			const expected: Record<string, string | null> = {
				'ada.two': null,
				'ada.three': 'Ada',
				bo: 'Ada',
				cy: null,
				dee: 'Dee',
			}
			expect(await owners()).toEqual(expected)
			// An address another contact has is refused, one set free is not.
			await expect(createContact(input('Bo again', 'BO@index.example'), { actor })).rejects.toMatchObject({
				field: 'email',
			})
			await expect(createContact(input('Cy again', 'cy@index.example'), { actor })).resolves.toMatchObject({
				name: 'Cy again',
			})
			expected.cy = 'Cy again'
			if (driver.postgres) {
				const store = await s.db.ready()
				await within(s, () => s.postgresStore.reload(s.client.postgresClient(), store))
				expect(await owners()).toEqual(expected)
			}
			await close(s)
			s = await open(env)
			expect(await owners()).toEqual(expected)
		})

		it.runIf(driver.postgres)(
			'a write that finds the log of changes no longer reaching back to it loads every table inside its own transaction',
			async () => {
				const store = await s.db.ready()
				const sql = s.client.postgresClient()
				const before = await s.exhibitions.listExhibitions('all')
				// What a write reads after taking the lock: a change after a gap (its predecessor no longer in the log).
				const gap = [{ seq: String(store.seq + 2), at: new Date(), ops: '[]' }]
				const applied = await within(s, () =>
					sql.begin((tx) =>
						s.postgresStore.catchUp(tx as unknown as typeof sql, store, gap as never, { inWrite: true }),
					),
				)
				expect(applied).toBe(-1)
				expect(await s.exhibitions.listExhibitions('all')).toEqual(before)
			},
		)

		// The entity modules check unique keys inside the write (above); the store checks them again on every change
		// (store/unique.ts, every key in store/unique.test.ts), and PostgreSQL's unique indexes a third time, so a
		// write that skips the entity modules' checks cannot store a clash on either store. Last in the list.
		it('refuses a record whose unique key another record has, even written straight through mutate, and stores nothing', async () => {
			const before = s.db.dataVersion()
			const exhibitions = await s.exhibitions.listExhibitions('all')
			const frozen = exhibitions.find((e) => e.slug === 'frozen')!
			const slug = s.db.mutate((draft) =>
				draft.put('exhibitions', { ...frozen, id: draft.takeId('exhibitions'), title: 'Copy' }),
			)
			await expect(slug).rejects.toMatchObject({ name: 'ConflictError', field: 'slug' })
			const reader = [...(await s.newsletter.listSubscribers())].find((r) => r.email === 'one@example.com')!
			const email = s.db.mutate((draft) =>
				draft.put('subscribers', {
					...reader,
					id: draft.takeId('subscribers'),
					email: 'One@Example.com',
					unsubscribe_token: 'another-token-of-its-own',
				}),
			)
			await expect(email).rejects.toMatchObject({ name: 'ConflictError', field: 'email' })
			expect(s.db.dataVersion()).toBe(before)
			expect(await s.exhibitions.listExhibitions('all')).toHaveLength(exhibitions.length)
		})
	})
}
