import { type APIRequestContext, expect } from '@playwright/test'
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/server.ts'

/** A room with two works and a recipient, made through the admin API (docs/api.md), and that API as a second editor. */
export async function roomWithTwoWorks(request: APIRequestContext, title: string) {
	const login = await request.post('/api/auth/login', { data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } })
	const { token } = (await login.json()) as { token: string }
	const headers = { Authorization: `Bearer ${token}` }
	const works = (await (await request.get('/api/admin/artworks', { headers })).json()) as {
		id: number
		title: string
	}[]
	const [first, second] = works as [{ id: number; title: string }, { id: number; title: string }]
	const created = await request.post('/api/admin/viewing-rooms', {
		headers,
		data: {
			title,
			status: 'open',
			expires_at: '2099-09-01T16:00:00.000Z',
			items: [
				{ artwork_id: first.id, note: 'Stored note.', price: 1000 },
				{ artwork_id: second.id, note: '' },
			],
		},
	})
	expect(created.status(), await created.text()).toBe(201)
	const room = (await created.json()) as { id: number; version: number }
	const added = await request.post(`/api/admin/viewing-rooms/${room.id}/recipients`, {
		headers,
		data: { name: 'Mara Keller', email: 'mara@example.com' },
	})
	expect(added.status()).toBe(201)
	return {
		room,
		first,
		second,
		/** Saves the room as someone else would, meanwhile. */
		async saveAsSomeoneElse(data: Record<string, unknown>) {
			const res = await request.put(`/api/admin/viewing-rooms/${room.id}`, { headers, data })
			expect(res.status(), await res.text()).toBe(200)
		},
	}
}
