import { type APIRequestContext, expect } from '@playwright/test'
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/server.ts'

/** A fair with no works yet, made through the admin API (docs/api.md), and three visible works to put on it. */
export async function emptyFair(request: APIRequestContext, title: string) {
	const login = await request.post('/api/auth/login', { data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } })
	const { token } = (await login.json()) as { token: string }
	const headers = { Authorization: `Bearer ${token}` }
	const works = (await (await request.get('/api/admin/artworks', { headers })).json()) as {
		id: number
		title: string
		is_visible: boolean
	}[]
	const created = await request.post('/api/admin/fairs', {
		headers,
		data: {
			title,
			city: 'Basel',
			venue: 'Messe Basel',
			booth: 'B7',
			start_date: '2099-06-12',
			end_date: '2099-06-15',
		},
	})
	expect(created.status(), await created.text()).toBe(201)
	const fair = (await created.json()) as { id: number; slug: string }
	return { fair, works: works.filter((w) => w.is_visible).slice(0, 3) }
}

/** Puts the works on the fair's checklist through the admin API. */
export async function shareWorks(request: APIRequestContext, fairId: number, works: { id: number }[]) {
	const login = await request.post('/api/auth/login', { data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } })
	const { token } = (await login.json()) as { token: string }
	const res = await request.put(`/api/admin/fairs/${fairId}`, {
		headers: { Authorization: `Bearer ${token}` },
		data: { works: works.map((w) => ({ artwork_id: w.id, note: 'Team note' })), description: 'Masterworks.' },
	})
	expect(res.status(), await res.text()).toBe(200)
}
