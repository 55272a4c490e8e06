import { type APIRequestContext, expect } from '@playwright/test'
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/server.ts'

/** The admin API, as a second editor working at the same time as the one in the browser. */
export async function otherEditor(request: APIRequestContext) {
	const login = await request.post('/api/auth/login', { data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } })
	const { token } = (await login.json()) as { token: string }
	const headers = { Authorization: `Bearer ${token}` }
	return {
		async create(path: string, data: Record<string, unknown>) {
			const res = await request.post(`/api/admin/${path}`, { data, headers })
			expect(res.status(), await res.text()).toBe(201)
			return (await res.json()) as { id: number; version: number; slug: string }
		},
		async update(path: string, data: Record<string, unknown>) {
			const res = await request.put(`/api/admin/${path}`, { data, headers })
			expect(res.status(), await res.text()).toBe(200)
			return (await res.json()) as Record<string, any>
		},
		async get(path: string) {
			const res = await request.get(`/api/admin/${path}`, { headers })
			return (await res.json()) as Record<string, any>
		},
		async remove(path: string) {
			const res = await request.delete(`/api/admin/${path}`, { headers })
			expect(res.status()).toBe(200)
		},
	}
}
