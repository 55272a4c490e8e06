import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT } from '../support/server.ts'

/** `api.admin.exhibitions.$id.visibility.ts` → `/api/admin/exhibitions/{id}/visibility`. */
function routePath(file: string) {
	const segments = file
		.replace(/\.tsx?$/, '')
		.split('.')
		.filter((s) => s !== '_index')
		.map((s) => (s.startsWith('$') ? `{${s.slice(1)}}` : s.replace(/\[([^\]]*)\]/g, '$1')))
	return `/${segments.join('/')}`
}

describe('docs/api.md', () => {
	const doc = fs.readFileSync(path.join(ROOT, 'docs/api.md'), 'utf8')
	const routes = fs
		.readdirSync(path.join(ROOT, 'app/routes/api'))
		.filter((f) => /^api\..*\.tsx?$/.test(f) && f !== 'api.$.ts')

	it('documents every /api route file with an example', () => {
		expect(routes.length).toBeGreaterThan(30)
		const missing = routes.map(routePath).filter((p) => !doc.includes(p))
		expect(missing).toEqual([])
	})

	it('names the catch-all for unknown /api paths', () => {
		expect(doc).toContain('api.$.ts')
	})
})
