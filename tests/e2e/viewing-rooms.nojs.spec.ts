import { type APIRequestContext } from '@playwright/test'
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/server.ts'
import { expect, loginAsAdmin, test } from './fixtures.ts'

/** Viewing rooms with JavaScript off: the collector's journey and the editor's Move up/down (docs/public-site.md). */
test.use({ serverGroup: 'viewing-rooms-nojs' })

async function createRoom(request: APIRequestContext) {
	const login = await request.post('/api/auth/login', { data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } })
	const { token } = (await login.json()) as { token: string }
	const headers = { Authorization: `Bearer ${token}` }
	const works = (await (await request.get('/api/admin/artworks', { headers })).json()) as {
		id: number
		availability: string
	}[]
	const ids = works
		.filter((w) => w.availability === 'available')
		.slice(0, 2)
		.map((w) => w.id)
	const room = (await (
		await request.post('/api/admin/viewing-rooms', {
			headers,
			data: {
				title: 'Without scripts',
				status: 'open',
				password: 'opensesame',
				expires_at: new Date(Date.now() + 86_400_000).toISOString(),
				items: ids.map((artwork_id) => ({ artwork_id, note: 'A note.', price: 900 })),
			},
		})
	).json()) as { id: number; url: string }
	return { room, ids, path: new URL(room.url).pathname }
}

test('a collector enters the password, opens a work and enquires, all without JavaScript', async ({ page, server }) => {
	const { path, ids } = await createRoom(page.request)
	await page.goto(path)
	await page.getByLabel('Password').fill('opensesame')
	await page.getByRole('button', { name: 'Enter the room' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Without scripts' })).toBeVisible()
	await page.locator('[data-testid="room-work"] h2 a').first().click()
	await expect(page.getByText('Back to the viewing room')).toBeVisible()
	await page.getByLabel('Name *').fill('Olu Buyer')
	await page.getByLabel('Email *').fill('olu@example.com')
	await page.getByRole('button', { name: 'Enquire', exact: true }).click()
	await expect(page.getByText('Enquiry sent').first()).toBeVisible()
	expect((server.readDb().enquiries as Record<string, any>[]).at(-1)).toMatchObject({
		artwork_id: ids[0],
		kind: 'enquiry',
		name: 'Olu Buyer',
	})
})

test('the editor moves works with Move up and Move down without JavaScript', async ({ page, server }) => {
	const { room, ids } = await createRoom(page.request)
	const order = () =>
		(server.readDb().viewing_rooms as Record<string, any>[])
			.find((r) => r.id === room.id)!
			.items.map((i: { artwork_id: number }) => i.artwork_id)
	await loginAsAdmin(page)
	await page.goto(`/admin/viewing-rooms/${room.id}/edit`)
	await page
		.getByRole('button', { name: /^Move down/ })
		.first()
		.click()
	await expect(page.getByText('Work moved down').first()).toBeVisible()
	expect(order()).toEqual([ids[1], ids[0]])
	await page
		.getByRole('button', { name: /^Move up/ })
		.last()
		.click()
	expect(order()).toEqual([ids[0], ids[1]])
})
