import crypto from 'node:crypto'
import bcrypt from 'bcryptjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, signIn } from '../support/api.ts'
import { adminCookie, startServer, type TestServer } from '../support/server.ts'

const EDITOR = { username: 'checks-editor', password: 'editor-password-1' }

/**
 * Checks before publishing (contract section 23, docs/admin.md 'Checks before publishing'): one record's checks
 * and the report over every record checked, through GET /api/admin/checks, on the demo gallery.
 */
describe('checks before publishing', () => {
	let server: TestServer
	let client: ReturnType<typeof api>
	let token: string
	const codes = (checks: { code: string }[]) => checks.map((c) => c.code)

	beforeAll(async () => {
		server = await startServer({
			seed: 'demo',
			// An editor who may sign in at once (roles.test.ts walks the one-time password).
			scene: (db) => {
				const prehash = crypto.createHash('sha256').update(EDITOR.password, 'utf8').digest('base64')
				const time = new Date().toISOString()
				db.users.push({
					id: db.next_ids.users,
					username: EDITOR.username,
					email: 'checks-editor@example.com',
					role: 'editor',
					password_hash: bcrypt.hashSync(prehash, 4),
					created_at: time,
					updated_at: time,
				})
				db.next_ids.users += 1
			},
		})
		client = api(server)
		token = await client.login()
	})
	afterAll(() => server?.stop())

	async function checksOf(entity: string, id: number | string) {
		const res = await client.get(`/api/admin/checks?entity=${entity}&id=${id}`, { token })
		expect(res.status, res.text).toBe(200)
		return res.body.checks as { code: string; level: string; field: string; message: string }[]
	}

	it('the demo gallery starts with no problems and three warnings a director would recognise', async () => {
		const res = await client.get('/api/admin/checks', { token })
		expect(res.body.counts).toEqual({ problems: 0, warnings: 3 })
		const warnings = (res.body.records as { title: string; checks: { message: string }[] }[]).flatMap((r) =>
			r.checks.map((c) => `${r.title}: ${c.message}`),
		)
		expect(warnings.sort()).toEqual([
			'Before Dawn: Image 2 is 480 pixels on its long side, under 1,200: too small for deep zoom and print.',
			'Morning Field: Image 2 has no alt text.',
			'Winter Loom: Image 2 is 640 pixels on its long side, under 1,200: too small for deep zoom and print.',
		])
	})

	it('a link to a missing page of the site is a problem; one to a page that answers is not', async () => {
		const artists = (await client.get('/api/admin/artists', { token })).body as { slug: string; is_visible: boolean }[]
		const seen = artists.find((a) => a.is_visible)!
		const res = await client.post('/api/admin/exhibitions', {
			token,
			json: {
				title: 'Links',
				is_visible: false,
				description: `With [the artist](/artist/${seen.slug}) and [another](/artist/nobody-by-this-name).`,
			},
		})
		expect(res.status, res.text).toBe(201)
		const checks = await checksOf('exhibitions', res.body.id)
		expect(checks.filter((c) => c.code === 'link-broken')).toEqual([
			{
				code: 'link-broken',
				level: 'problem',
				field: 'description',
				message: 'The link to /artist/nobody-by-this-name leads to a page that does not exist (404).',
			},
		])
	})

	it('a visible show that says upcoming after its end is a warning with From dates as the fix', async () => {
		const end = new Date(server.now() - 3 * 86_400_000).toISOString().slice(0, 10)
		const res = await client.post('/api/admin/exhibitions', {
			token,
			json: { title: 'Long gone', status: 'upcoming', start_date: '2020-01-01', end_date: end },
		})
		expect(res.status, res.text).toBe(201)
		const [check] = (await checksOf('exhibitions', res.body.id)).filter((c) => c.code === 'status-dates')
		expect(check).toMatchObject({ level: 'warning', field: 'status', fix: { label: 'From dates', value: 'auto' } })
	})

	it('an artwork without medium or dimensions, and a page description over 160 characters, are warnings', async () => {
		const artistId = (await client.get('/api/admin/artists', { token })).body[0].id
		const work = await client.post('/api/admin/artworks', {
			token,
			json: { title: 'Untitled study', artist_id: artistId },
		})
		expect(work.status, work.text).toBe(201)
		expect(codes(await checksOf('artworks', work.body.id))).toEqual(['artwork-medium', 'artwork-dimensions'])
		const page = await client.put('/api/admin/pages/artists', { token, json: { description: 'x'.repeat(161) } })
		expect(page.status, page.text).toBe(200)
		expect(codes(await checksOf('pages', 'artists'))).toEqual(['page-description-long'])
	})

	it('the report lists every record of the kinds checked, hidden ones included, with the counts', async () => {
		const res = await client.get('/api/admin/checks', { token })
		expect(res.status, res.text).toBe(200)
		const records = res.body.records as {
			entity: string
			id: number | string
			visible: boolean
			edit: string
			checks: unknown[]
		}[]
		const entities = new Set(records.map((r) => r.entity))
		for (const kind of ['exhibitions', 'artists', 'artworks', 'about-blocks', 'pages']) expect(entities).toContain(kind)
		const hidden = records.find((r) => r.entity === 'exhibitions' && !r.visible)
		expect(hidden?.checks.map((c: any) => c.code)).toContain('link-broken')
		expect(records.find((r) => r.entity === 'pages' && r.id === 'identity')).toMatchObject({
			edit: expect.stringContaining('/admin/pages'),
		})
		const all = records.flatMap((r) => r.checks as { level: string }[])
		expect(res.body.counts).toEqual({
			problems: all.filter((c) => c.level === 'problem').length,
			warnings: all.filter((c) => c.level === 'warning').length,
		})
	})

	it('asks for a token, a known kind of record and an id that exists', async () => {
		expect((await client.get('/api/admin/checks')).status).toBe(401)
		const unknown = await client.get('/api/admin/checks?entity=contacts&id=1', { token })
		expect(unknown.status).toBe(400)
		expect(unknown.body.fields).toEqual({ entity: 'Unknown kind of record' })
		expect((await client.get('/api/admin/checks?entity=artists', { token })).status).toBe(400)
		expect((await client.get('/api/admin/checks?entity=artists&id=99999', { token })).status).toBe(404)
	})

	const BROKEN = 'Read [her statement](/artist/no-one-here).'

	it('a problem saves a visible record hidden; Show is refused with the reason; an admin publishes anyway', async () => {
		const created = await client.post('/api/admin/exhibitions', {
			token,
			json: { title: 'Held back', description: BROKEN },
		})
		expect(created.status, created.text).toBe(201)
		expect(created.body.is_visible).toBe(false)
		const id = created.body.id as number

		const show = await client.refused(() =>
			client.patch(`/api/admin/exhibitions/${id}/visibility`, { token, json: { is_visible: true } }),
		)
		expect(show.status).toBe(409)
		expect(show.body.fields.description).toMatch(/^Kept hidden: The link to \/artist\/no-one-here leads/)
		const put = await client.put(`/api/admin/exhibitions/${id}`, { token, json: { is_visible: true } })
		expect(put.status).toBe(409)

		const published = await client.post('/api/admin/checks/publish', { token, json: { entity: 'exhibitions', id } })
		expect(published.status, published.text).toBe(200)
		expect(codes(published.body.checks)).toContain('link-broken')
		expect((await client.get(`/api/admin/exhibitions/${id}`, { token })).body.is_visible).toBe(true)
		const log = (await client.get('/api/admin/activity', { token })).body as { summary: string; entity_id: number }[]
		expect(log.find((e) => e.entity_id === id && e.summary.startsWith('Published anyway'))?.summary).toBe(
			'Published anyway: "Held back" past The link to /artist/no-one-here leads to a page that does not exist (404).',
		)

		// Saved again with the problem it was published past, it stays visible; a new problem hides it.
		const again = await client.put(`/api/admin/exhibitions/${id}`, { token, json: { title: 'Held back still' } })
		expect(again.body.is_visible).toBe(true)
		const worse = await client.put(`/api/admin/exhibitions/${id}`, {
			token,
			json: { description: `${BROKEN} And [more](/exhibition/gone-too).` },
		})
		expect(worse.status, worse.text).toBe(200)
		expect(worse.body.is_visible).toBe(false)
	})

	it('the refusals that were there stay 400s', async () => {
		const ended = await client.post('/api/admin/exhibitions', {
			token,
			json: { title: 'Backwards', start_date: '2026-05-02', end_date: '2026-05-01' },
		})
		expect(ended.status).toBe(400)
		expect(ended.body.fields.end_date).toBe('End date must be after the start date')
	})

	it('the form saves hidden and shows why; an editor sees the reasons and cannot publish anyway', async () => {
		const cookie = (await adminCookie(server))!
		const post = (path: string, fields: Record<string, string>, as = cookie) =>
			fetch(`${server.url}${path}`, {
				method: 'POST',
				headers: { Cookie: as },
				body: new URLSearchParams(fields),
				redirect: 'manual',
			})
		const saved = await post('/admin/exhibitions/new', {
			intent: 'save',
			title: 'Form held back',
			status: 'upcoming',
			description: BROKEN,
			is_visible: 'true',
		})
		expect(saved.status).toBe(302)
		const edit = saved.headers.get('location')!
		expect(edit).toMatch(/^\/admin\/exhibitions\/\d+\/edit$/)
		const id = Number(edit.split('/')[3])
		expect(server.readDb().exhibitions.find((e: { id: number }) => e.id === id).is_visible).toBe(false)

		const page = await (await fetch(`${server.url}${edit}`, { headers: { Cookie: cookie } })).text()
		expect(page).toContain('Checks before publishing')
		expect(page).toContain('The link to /artist/no-one-here leads to a page that does not exist (404).')
		expect(page).toMatch(
			/<textarea[^>]*aria-describedby="[^"]*-checks"[^>]*name="description"|name="description"[^>]*aria-describedby="[^"]*-checks"/,
		)
		expect(page).toContain('Publish anyway')

		const editorCookie = (await signIn(server, EDITOR.username, EDITOR.password)).cookie!
		const editorPage = await (await fetch(`${server.url}${edit}`, { headers: { Cookie: editorCookie } })).text()
		expect(editorPage).toContain('The link to /artist/no-one-here leads to a page that does not exist (404).')
		expect(editorPage).not.toContain('Publish anyway')
		expect((await post(edit, { intent: 'publish-anyway' }, editorCookie)).status).toBe(403)
		const editorApi = await client.login(EDITOR.username, EDITOR.password)
		const refused = await client.post('/api/admin/checks/publish', {
			token: editorApi,
			json: { entity: 'exhibitions', id },
		})
		expect(refused.status).toBe(403)

		const published = await post(edit, { intent: 'publish-anyway' })
		expect(published.status).toBe(302)
		expect(published.headers.get('location')).toBe('/admin/exhibitions')
		expect(server.readDb().exhibitions.find((e: { id: number }) => e.id === id).is_visible).toBe(true)
	})

	it('a warning marked Fine as it is leaves the list, with who and when, until its field changes', async () => {
		const artistId = (await client.get('/api/admin/artists', { token })).body[0].id
		const work = await client.post('/api/admin/artworks', {
			token,
			json: { title: 'Fine study', artist_id: artistId, height: 30, width: 20 },
		})
		const id = work.body.id as number
		expect(codes(await checksOf('artworks', id))).toEqual(['artwork-medium'])
		const marked = await client.post('/api/admin/checks/fine', {
			token,
			json: { entity: 'artworks', id, code: 'artwork-medium', field: 'medium' },
		})
		expect(marked.status, marked.text).toBe(200)
		expect(marked.body.checks).toEqual([])
		expect(marked.body.fine).toEqual([
			expect.objectContaining({ code: 'artwork-medium', fine: { username: 'admin', at: expect.any(String) } }),
		])
		// Another field changes: still fine. The dimensions it read change: the warning is back.
		await client.put(`/api/admin/artworks/${id}`, { token, json: { description: 'A small study.' } })
		expect(codes(await checksOf('artworks', id))).toEqual([])
		await client.put(`/api/admin/artworks/${id}`, { token, json: { height: 31 } })
		expect(codes(await checksOf('artworks', id))).toEqual(['artwork-medium'])

		const held = await client.post('/api/admin/exhibitions', {
			token,
			json: { title: 'Not fine', description: BROKEN },
		})
		const refused = await client.refused(() =>
			client.post('/api/admin/checks/fine', {
				token,
				json: { entity: 'exhibitions', id: held.body.id, code: 'link-broken', field: 'description' },
			}),
		)
		expect(refused.status).toBe(400)
	})

	it('the report page lists by kind with links to fix, marks a warning fine, and the navigation counts', async () => {
		const cookie = (await adminCookie(server))!
		const page = await fetch(`${server.url}/admin/checks`, { headers: { Cookie: cookie } })
		expect(page.status).toBe(200)
		const html = await page.text()
		expect(html).toContain('Checks before publishing')
		expect(html).toMatch(/Images without alt text<!-- -->? \(<!-- -->?1<!-- -->?\)/)
		expect(html).toMatch(/<a[^>]*href="\/admin\/artworks\/\d+\/edit"[^>]*>Morning Field<\/a>/)
		const before = (await client.get('/api/admin/checks', { token })).body.counts
		expect(html).toMatch(
			new RegExp(
				`data-testid="checks-to-look-at"[^>]*>${before.problems + before.warnings}<span class="sr-only"> to look at`,
			),
		)

		const morning = ((await client.get('/api/admin/artworks', { token })).body as { id: number; title: string }[]).find(
			(w) => w.title === 'Morning Field',
		)!
		const mark = await fetch(`${server.url}/admin/checks`, {
			method: 'POST',
			headers: { Cookie: cookie },
			body: new URLSearchParams({
				intent: 'fine',
				entity: 'artworks',
				id: String(morning.id),
				code: 'image-alt-missing',
				field: 'images',
			}),
			redirect: 'manual',
		})
		expect(mark.status).toBe(302)
		const after = (await client.get('/api/admin/checks', { token })).body.counts
		expect(after).toEqual({ problems: before.problems, warnings: before.warnings - 1 })
	})

	it('an about block saved on the About tab with a problem is kept hidden, and its Show button says why', async () => {
		const cookie = (await adminCookie(server))!
		const post = (fields: Record<string, string>) =>
			fetch(`${server.url}/admin/pages?tab=about`, {
				method: 'POST',
				headers: { Cookie: cookie },
				body: new URLSearchParams(fields),
				redirect: 'manual',
			})
		const saved = await post({ intent: 'block-save', title: 'Visit', content: BROKEN, is_visible: 'true' })
		expect(saved.status).toBe(302)
		const block = server.readDb().about_blocks.find((b: { title: string }) => b.title === 'Visit')
		expect(block.is_visible).toBe(false)
		const shown = await post({ intent: 'block-visibility', block_id: String(block.id), is_visible: 'true' })
		expect(shown.status).toBe(302)
		const page = await (
			await fetch(`${server.url}${shown.headers.get('location')}`, {
				headers: { Cookie: [cookie, ...shown.headers.getSetCookie().map((c) => c.split(';')[0])].join('; ') },
			})
		).text()
		expect(page).toContain('Kept hidden: The link to /artist/no-one-here leads to a page that does not exist (404).')
		expect(server.readDb().about_blocks.find((b: { id: number }) => b.id === block.id).is_visible).toBe(false)
	})

	it('a save with warnings says how many in its toast', async () => {
		const cookie = (await adminCookie(server))!
		const artistId = (await client.get('/api/admin/artists', { token })).body[0].id
		const saved = await fetch(`${server.url}/admin/artworks/new`, {
			method: 'POST',
			headers: { Cookie: cookie },
			body: new URLSearchParams({ intent: 'save', title: 'Toast study', artist_id: String(artistId), year: '2020' }),
			redirect: 'manual',
		})
		expect(saved.status).toBe(302)
		expect(saved.headers.get('location')).toBe('/admin/artworks')
		const list = await fetch(`${server.url}/admin/artworks`, {
			headers: { Cookie: [cookie, ...saved.headers.getSetCookie().map((c) => c.split(';')[0])].join('; ') },
		})
		const html = await list.text()
		expect(html).toContain('Artwork created successfully')
		expect(html).toContain('2 warnings to look at: see &quot;Checks before publishing&quot; on its form.')
	})

	it('an accent colour too light is saved but not applied until an admin publishes it anyway (API)', async () => {
		const accentOnSite = async () =>
			/--color-accent:\s*(#[0-9a-f]{6})/i.exec(await (await fetch(`${server.url}/`)).text())?.[1] ?? ''
		const good = await client.put('/api/admin/pages/identity', { token, json: { accent_color: '#1a5c3a' } })
		expect(good.status, good.text).toBe(200)
		expect(await accentOnSite()).toBe('#1a5c3a')

		const light = await client.put('/api/admin/pages/identity', { token, json: { accent_color: '#ffcc00' } })
		expect(light.status, light.text).toBe(200)
		expect(light.body.accent_color).toBe('#ffcc00')
		expect(server.readDb().settings.accent_color).toBe('#ffcc00')
		// Not applied: the site keeps the design's own colour.
		expect(await accentOnSite()).toBe('')
		expect((await client.get('/api/page-content')).body.identity.accent_color).toBe('')
		expect(codes(await checksOf('pages', 'identity'))).toEqual(['accent-contrast'])
		const report = (await client.get('/api/admin/checks', { token })).body.records as { id: string; visible: boolean }[]
		expect(report.find((r) => r.id === 'identity')?.visible).toBe(false)

		const editorApi = await client.login(EDITOR.username, EDITOR.password)
		const refused = await client.post('/api/admin/checks/publish', {
			token: editorApi,
			json: { entity: 'pages', id: 'identity' },
		})
		expect(refused.status).toBe(403)
		expect(await accentOnSite()).toBe('')

		const published = await client.post('/api/admin/checks/publish', {
			token,
			json: { entity: 'pages', id: 'identity' },
		})
		expect(published.status, published.text).toBe(200)
		expect(published.body).toMatchObject({ entity: 'pages', id: 'identity', visible: true })
		expect(await accentOnSite()).toBe('#ffcc00')
		const log = (await client.get('/api/admin/activity', { token })).body as { summary: string; entity: string }[]
		expect(log.find((e) => e.summary.startsWith('Published anyway: "Identity"'))).toMatchObject({
			entity: 'page',
			summary:
				'Published anyway: "Identity" past The accent colour\'s contrast with white is 1.51:1, under 4.5:1: text in it cannot be read. Choose a darker colour.',
		})

		// Another colour too light is held back again; a page key that is not the identity is not published.
		await client.put('/api/admin/pages/identity', { token, json: { accent_color: '#ffdd00' } })
		expect(await accentOnSite()).toBe('')
		const notPage = await client.post('/api/admin/checks/publish', { token, json: { entity: 'pages', id: 'nowhere' } })
		expect(notPage.status).toBe(404)
		await client.put('/api/admin/pages/identity', { token, json: { accent_color: '' } })
	})

	it('the identity form shows the accent colour held back beside its field; only an admin publishes it anyway', async () => {
		const cookie = (await adminCookie(server))!
		const editorCookie = (await signIn(server, EDITOR.username, EDITOR.password)).cookie!
		const post = (fields: Record<string, string>, as = cookie) =>
			fetch(`${server.url}/admin/pages?tab=home`, {
				method: 'POST',
				headers: { Cookie: as },
				body: new URLSearchParams(fields),
				redirect: 'manual',
			})
		const saved = await post({ intent: 'identity', logo: '', accent_color: '#f0e68c', typeface: 'grotesk' })
		expect(saved.status).toBe(302)
		expect(server.readDb().settings.accent_color).toBe('#f0e68c')
		const withToast = await fetch(`${server.url}${saved.headers.get('location')}`, {
			headers: { Cookie: [cookie, ...saved.headers.getSetCookie().map((c) => c.split(';')[0])].join('; ') },
		})
		const html = await withToast.text()
		expect(html).toContain('Identity updated, but the accent colour is not applied')
		expect(html).toContain('The accent colour&#x27;s contrast with white is 1.28:1, under 4.5:1')
		expect(html).toMatch(
			/name="accent_color"[^>]*aria-describedby="[^"]*-checks"|aria-describedby="[^"]*-checks"[^>]*name="accent_color"/,
		)
		expect(html).toContain('value="identity-publish-anyway"')
		expect(html).not.toContain('--color-accent:#f0e68c')

		const editorPage = await (
			await fetch(`${server.url}/admin/pages?tab=home`, { headers: { Cookie: editorCookie } })
		).text()
		expect(editorPage).toContain('The accent colour&#x27;s contrast with white is 1.28:1')
		expect(editorPage).not.toContain('value="identity-publish-anyway"')
		expect((await post({ intent: 'identity-publish-anyway' }, editorCookie)).status).toBe(403)
		expect(server.readDb().settings.accent_color_published).not.toBe('#f0e68c')

		const published = await post({ intent: 'identity-publish-anyway' })
		expect(published.status).toBe(302)
		expect(server.readDb().settings.accent_color_published).toBe('#f0e68c')
		const after = await (await fetch(`${server.url}/admin/pages?tab=home`, { headers: { Cookie: cookie } })).text()
		expect(after).not.toContain('value="identity-publish-anyway"')
		const home = await (await fetch(`${server.url}/`)).text()
		expect(home).toMatch(/--color-accent:\s*#f0e68c/)
		await post({ intent: 'identity', logo: '', accent_color: '', typeface: 'grotesk' })
	})

	it('a fair with a problem is saved hidden, Show is refused with the reason, and an admin publishes it anyway', async () => {
		const created = await client.post('/api/admin/fairs', {
			token,
			json: { title: 'Held fair', start_date: '2027-03-01', end_date: '2027-03-05', description: BROKEN },
		})
		expect(created.status, created.text).toBe(201)
		expect(created.body.is_visible).toBe(false)
		const id = created.body.id as number
		expect(codes(await checksOf('fairs', id))).toContain('link-broken')
		const show = await client.refused(() =>
			client.patch(`/api/admin/fairs/${id}/visibility`, { token, json: { is_visible: true } }),
		)
		expect(show.status).toBe(409)
		expect(show.body.fields.description).toMatch(/^Kept hidden: The link to \/artist\/no-one-here leads/)

		const page = await (
			await fetch(`${server.url}/admin/fairs/${id}/edit`, { headers: { Cookie: (await adminCookie(server))! } })
		).text()
		expect(page).toContain('The link to /artist/no-one-here leads to a page that does not exist (404).')
		expect(page).toContain('Publish anyway')

		const published = await client.post('/api/admin/checks/publish', { token, json: { entity: 'fairs', id } })
		expect(published.status, published.text).toBe(200)
		expect((await client.get(`/api/admin/fairs/${id}`, { token })).body.is_visible).toBe(true)
		const log = (await client.get('/api/admin/activity', { token })).body as { summary: string; entity: string }[]
		expect(log.find((e) => e.summary.startsWith('Published anyway: "Held fair"'))?.entity).toBe('fair')
		// A link to a visible fair's page answers; one to a fair that does not exist does not.
		const slug = published.body.edit ? (await client.get(`/api/admin/fairs/${id}`, { token })).body.slug : ''
		const linking = await client.post('/api/admin/exhibitions', {
			token,
			json: {
				title: 'Fair links',
				is_visible: false,
				description: `[Our booth](/fair/${slug}), [gone](/fair/no-fair)`,
			},
		})
		expect((await checksOf('exhibitions', linking.body.id)).map((c) => c.message)).toEqual([
			'The link to /fair/no-fair leads to a page that does not exist (404).',
		])
	})

	it('a page with a problem is saved hidden; showing it is refused with the reason until an admin publishes it anyway', async () => {
		const saved = await client.put('/api/admin/pages/gallery', {
			token,
			json: { content: BROKEN, is_visible: true },
		})
		expect(saved.status, saved.text).toBe(200)
		expect(saved.body.isVisible).toBe(false)
		expect(saved.body.content).toBe(BROKEN)
		const show = await client.refused(() =>
			client.put('/api/admin/pages/gallery', { token, json: { is_visible: true } }),
		)
		expect(show.status).toBe(409)
		expect(show.body.fields.content).toMatch(/^Kept hidden: The link to \/artist\/no-one-here leads/)

		const cookie = (await adminCookie(server))!
		const editorCookie = (await signIn(server, EDITOR.username, EDITOR.password)).cookie!
		const post = (fields: Record<string, string>, as = cookie) =>
			fetch(`${server.url}/admin/pages?tab=gallery`, {
				method: 'POST',
				headers: { Cookie: as },
				body: new URLSearchParams(fields),
				redirect: 'manual',
			})
		const landing = async (res: Response, as = cookie) =>
			(
				await fetch(`${server.url}${res.headers.get('location')}`, {
					headers: { Cookie: [as, ...res.headers.getSetCookie().map((c) => c.split(';')[0])].join('; ') },
				})
			).text()
		// The eye button says why; the form's save keeps it hidden and says so.
		const eye = await post({ intent: 'page-visibility', page: 'gallery', is_visible: 'true' })
		expect(await landing(eye)).toContain(
			'Kept hidden: The link to /artist/no-one-here leads to a page that does not exist (404).',
		)
		const form = await post({
			intent: 'save-page',
			page: 'gallery',
			title: 'Gallery',
			description: 'The gallery and its rooms.',
			content: `${BROKEN} Still.`,
			is_visible: 'true',
		})
		const tab = await landing(form)
		expect(tab).toContain('Page saved, but kept hidden')
		// The page's text has no field on the tab (it is the API's): the summary above the settings names it.
		expect(tab).toMatch(
			/<ul id="checks-content"[^>]*><li[^>]*><strong[^>]*>Problem(<!-- -->)?:<\/strong> (<!-- -->)?The link to \/artist\/no-one-here/,
		)
		expect(tab).toContain('value="publish-anyway"')
		expect(server.readDb().pages.gallery.is_visible).toBe(false)

		const editorTab = await (
			await fetch(`${server.url}/admin/pages?tab=gallery`, { headers: { Cookie: editorCookie } })
		).text()
		expect(editorTab).toContain('The link to /artist/no-one-here leads to a page that does not exist (404).')
		expect(editorTab).not.toContain('value="publish-anyway"')
		expect((await post({ intent: 'publish-anyway', page: 'gallery' }, editorCookie)).status).toBe(403)

		expect((await post({ intent: 'publish-anyway', page: 'gallery' })).status).toBe(302)
		expect(server.readDb().pages.gallery.is_visible).toBe(true)
		const log = (await client.get('/api/admin/activity', { token })).body as { summary: string; entity: string }[]
		expect(log.find((e) => e.summary.startsWith('Published anyway: "Gallery"'))?.entity).toBe('page')
		// Published past it, a later save keeps it shown; Home, always shown, is only reported.
		const again = await client.put('/api/admin/pages/gallery', { token, json: { title: 'Gallery rooms' } })
		expect(again.body.isVisible).toBe(true)
		const home = await client.put('/api/admin/pages/home', { token, json: { content: BROKEN } })
		expect(home.body.isVisible).toBe(true)
		expect(codes(await checksOf('pages', 'home'))).toContain('link-broken')
		await client.put('/api/admin/pages/home', { token, json: { content: '' } })
		await client.put('/api/admin/pages/gallery', { token, json: { content: '' } })
	})

	it('a viewing room with a problem is not opened, with the reason beside the field, until an admin opens it anyway', async () => {
		const expires = new Date(server.now() + 7 * 86_400_000).toISOString()
		const opened = await client.refused(() =>
			client.post('/api/admin/viewing-rooms', {
				token,
				json: { title: 'Held room', intro: BROKEN, status: 'open', expires_at: expires },
			}),
		)
		expect(opened.status).toBe(409)
		expect(opened.body.fields.intro).toMatch(/^Not opened: The link to \/artist\/no-one-here leads/)
		const draft = await client.post('/api/admin/viewing-rooms', {
			token,
			json: { title: 'Held room', intro: BROKEN, expires_at: expires },
		})
		expect(draft.status, draft.text).toBe(201)
		const id = draft.body.id as number
		const open = await client.refused(() =>
			client.put(`/api/admin/viewing-rooms/${id}`, { token, json: { status: 'open' } }),
		)
		expect(open.status).toBe(409)

		const cookie = (await adminCookie(server))!
		const form = await fetch(`${server.url}/admin/viewing-rooms/${id}/edit`, {
			method: 'POST',
			headers: { Cookie: cookie },
			body: new URLSearchParams({
				intent: 'save',
				title: 'Held room',
				intro: BROKEN,
				status: 'open',
				expires_at: expires.slice(0, 16),
			}),
			redirect: 'manual',
		})
		expect(form.status).toBe(400)
		const html = await form.text()
		expect(html).toContain('Not opened: The link to /artist/no-one-here leads to a page that does not exist (404).')
		expect(server.readDb().viewing_rooms.find((r: { id: number }) => r.id === id).status).toBe('draft')

		// The editor offers an admin 'Publish anyway', a plain form post (POST /api/admin/checks/publish does the same).
		expect(html).toContain('Publish anyway')
		const published = await fetch(`${server.url}/admin/viewing-rooms/${id}/edit`, {
			method: 'POST',
			headers: { Cookie: cookie },
			body: new URLSearchParams({ intent: 'publish-anyway' }),
			redirect: 'manual',
		})
		expect(published.status).toBe(302)
		expect(server.readDb().viewing_rooms.find((r: { id: number }) => r.id === id).status).toBe('open')
		// Open past its problem, it stays open when saved again with it.
		const again = await client.put(`/api/admin/viewing-rooms/${id}`, { token, json: { title: 'Held room, open' } })
		expect(again.status, again.text).toBe(200)
		const log = (await client.get('/api/admin/activity', { token })).body as { summary: string; entity: string }[]
		expect(log.find((e) => e.summary.startsWith('Published anyway: "Held room"'))?.entity).toBe('viewing_room')
	})

	/** Restores a revision from its history screen, as an admin, and answers the page it lands on with its toast. */
	async function restoreFromHistory(history: string, revision: number) {
		const cookie = (await adminCookie(server))!
		const res = await fetch(`${server.url}${history}`, {
			method: 'POST',
			headers: { Cookie: cookie },
			body: new URLSearchParams({ intent: 'restore', revision: String(revision) }),
			redirect: 'manual',
		})
		expect(res.status).toBe(302)
		const toast = res.headers.getSetCookie().map((c) => c.split(';')[0])
		return (
			await fetch(`${server.url}${res.headers.get('location')}`, { headers: { Cookie: [cookie, ...toast].join('; ') } })
		).text()
	}

	it('a revision restored with a problem comes back hidden, by the API and the history screen', async () => {
		const artist = await client.post('/api/admin/artists', { token, json: { name: 'Restore Target', bio: '' } })
		expect(artist.status, artist.text).toBe(201)
		const link = `See [the artist](/artist/${artist.body.slug}).`
		const show = await client.post('/api/admin/exhibitions', {
			token,
			json: { title: 'Restored show', description: link },
		})
		expect(show.body.is_visible).toBe(true)
		const id = show.body.id as number
		await client.put(`/api/admin/exhibitions/${id}`, { token, json: { description: 'Plain now.' } })
		// The artist is hidden since: the first version's link leads nowhere.
		const hidden = await client.put(`/api/admin/artists/${artist.body.id}`, { token, json: { is_visible: false } })
		expect(hidden.body.is_visible).toBe(false)
		const revisions = (await client.get(`/api/admin/exhibitions/${id}/revisions`, { token })).body as {
			id: number
			version: number
		}[]
		const first = revisions.find((r) => r.version === 1)!
		const restored = await client.post(`/api/admin/exhibitions/${id}/revisions/${first.id}/restore`, { token })
		expect(restored.status, restored.text).toBe(200)
		expect(restored.body).toMatchObject({ description: link, is_visible: false })

		// The history screen says so in its toast.
		await client.put(`/api/admin/exhibitions/${id}`, { token, json: { description: 'Plain again.', is_visible: true } })
		const edit = await restoreFromHistory(`/admin/exhibitions/${id}/history`, first.id)
		expect(edit).toContain('Kept hidden: see &quot;Checks before publishing&quot; on the form.')
		expect(server.readDb().exhibitions.find((e: { id: number }) => e.id === id).is_visible).toBe(false)
	})

	it("a page's settings restored with a problem come back hidden, the history screen's toast saying so", async () => {
		const artist = await client.post('/api/admin/artists', { token, json: { name: 'Page Restore Target', bio: '' } })
		expect(artist.status, artist.text).toBe(201)
		const link = `See [her work](/artist/${artist.body.slug}).`
		const shown = await client.put('/api/admin/pages/artists', { token, json: { content: link, is_visible: true } })
		expect(shown.body.isVisible).toBe(true)
		await client.put('/api/admin/pages/artists', { token, json: { content: 'Plain now.' } })
		const withLink = (server.readDb().revisions as { id: number; entity: string; entity_id: number; record: any }[])
			.filter((r) => r.entity === 'page' && r.entity_id === 3 && r.record.content === link)
			.at(-1)!
		// The artist is hidden since: that version's link leads nowhere.
		await client.put(`/api/admin/artists/${artist.body.id}`, { token, json: { is_visible: false } })

		const tab = await restoreFromHistory('/admin/pages/artists/history', withLink.id)
		expect(tab).toContain('Kept hidden: see &quot;Checks before publishing&quot; on the form.')
		const page = server.readDb().pages.artists
		expect(page).toMatchObject({ content: link, is_visible: false })
		// Shown again by the API, the page says why it is not.
		const show = await client.refused(() =>
			client.put('/api/admin/pages/artists', { token, json: { is_visible: true } }),
		)
		expect(show.body.error).toBe(
			`Kept hidden: The link to /artist/${artist.body.slug} leads to a page that does not exist (404).`,
		)
		await client.put('/api/admin/pages/artists', { token, json: { content: '', is_visible: true } })
	})

	it("'From dates' beside a status that contradicts the dates fixes it in one click, from the report and the form", async () => {
		const end = new Date(server.now() - 3 * 86_400_000).toISOString().slice(0, 10)
		const make = async (title: string) =>
			(
				await client.post('/api/admin/exhibitions', {
					token,
					json: { title, status: 'upcoming', start_date: '2020-01-01', end_date: end },
				})
			).body.id as number
		const fromReport = await make('Fix from the report')
		const fromForm = await make('Fix from the form')
		const cookie = (await adminCookie(server))!
		const statusOf = (id: number) => server.readDb().exhibitions.find((e: { id: number }) => e.id === id).status
		const post = (path: string, fields: Record<string, string>) =>
			fetch(`${server.url}${path}`, {
				method: 'POST',
				headers: { Cookie: cookie },
				body: new URLSearchParams(fields),
				redirect: 'manual',
			})

		const report = await (await fetch(`${server.url}/admin/checks`, { headers: { Cookie: cookie } })).text()
		expect(report).toMatch(
			new RegExp(`<form[^>]*action="/admin/exhibitions/${fromReport}/edit"[^>]*>.*?value="fix:status=auto"`),
		)
		const fixed = await post(`/admin/exhibitions/${fromReport}/edit`, {
			intent: 'fix:status=auto',
			back: '/admin/checks',
		})
		expect(fixed.status).toBe(302)
		expect(fixed.headers.get('location')).toBe('/admin/checks')
		expect(statusOf(fromReport)).toBe('auto')
		expect(codes(await checksOf('exhibitions', fromReport))).not.toContain('status-dates')

		const form = await (
			await fetch(`${server.url}/admin/exhibitions/${fromForm}/edit`, { headers: { Cookie: cookie } })
		).text()
		expect(form).toContain('value="fix:status=auto"')
		const again = await post(`/admin/exhibitions/${fromForm}/edit`, { intent: 'fix:status=auto', title: 'Typed' })
		expect(again.status).toBe(302)
		expect(again.headers.get('location')).toBe(`/admin/exhibitions/${fromForm}/edit`)
		expect(statusOf(fromForm)).toBe('auto')
		// Only a fix the record's checks offer is made.
		const stale = await post(`/admin/exhibitions/${fromForm}/edit`, { intent: 'fix:status=past' })
		expect(stale.status).toBe(302)
		expect(statusOf(fromForm)).toBe('auto')
	})

	it('the side navigation counts what is left after a change to a checked record, and stays right after other writes', async () => {
		const cookie = (await adminCookie(server))!
		const navCount = async () => {
			const html = await (await fetch(`${server.url}/admin/checks`, { headers: { Cookie: cookie } })).text()
			return Number(/data-testid="checks-to-look-at"[^>]*>(\d+)<span/.exec(html)?.[1])
		}
		const apiCount = async () => {
			const { problems, warnings } = (await client.get('/api/admin/checks', { token })).body.counts
			return problems + warnings
		}
		const before = await navCount()
		expect(before).toBe(await apiCount())
		const artistId = (await client.get('/api/admin/artists', { token })).body[0].id
		const work = await client.post('/api/admin/artworks', {
			token,
			json: { title: 'Counted study', artist_id: artistId },
		})
		expect(work.status, work.text).toBe(201)
		// Two warnings more: no medium, no dimensions.
		expect(await navCount()).toBe(before + 2)
		// A newsletter sign-up and a sign-in are writes the checks do not read: the count stays, and stays right.
		const signUp = await client.post('/api/newsletter/subscribe', { json: { email: 'counted@example.com' } })
		expect(signUp.status, signUp.text).toBeLessThan(300)
		await client.login()
		expect(await navCount()).toBe(before + 2)
		expect(await apiCount()).toBe(before + 2)
		await client.put(`/api/admin/artworks/${work.body.id}`, { token, json: { medium: 'Pencil' } })
		expect(await navCount()).toBe(before + 1)
	})
})
