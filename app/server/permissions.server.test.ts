import { beforeAll, describe, expect, it } from 'vitest'
import { routeManifestFor } from '#tests/support/route-manifest.ts'
import { isOwnAccountPath, mayUse } from './permissions.server.ts'
import { readRouteRulesFrom } from './route-rules.server.ts'

const ADMIN_ONLY = [
	'/admin/users',
	'/admin/users/',
	'/admin//Users',
	'/admin/%75sers',
	'/admin/backup',
	'/admin/backup/download',
	'/admin/activity',
	'/admin/activity/export',
	'/admin/import',
	'/admin/newsletter/export',
	'/admin/newsletter/Export/',
	'/admin/newsletter/7/export',
	'/admin/newsletter/campaigns',
	'/admin/newsletter/campaigns/4',
	'/admin/newsletter/campaigns/new',
	'/api/admin/user',
	'/api/admin/user/3',
	'/api/admin/activity',
	'/api/admin/import',
	'/api/admin/campaigns',
	'/api/admin/campaigns/2/send',
	'/api/admin/newsletter/5/export',
]
const EDITORS_TOO = [
	'/admin/exhibitions',
	'/admin/exhibitions/1/edit',
	'/admin/exhibitions/1/history',
	'/admin/artists/new',
	'/admin/artworks',
	'/admin/pages',
	'/admin/images/3',
	'/admin/uploads',
	'/admin/viewing-rooms/2/edit',
	'/admin/enquiries',
	'/admin/enquiries/export',
	'/admin/documents/price-list',
	'/admin/artworks/4/tear-sheet.pdf',
	'/admin/exhibitions/4/labels.pdf',
	'/admin/password',
	'/api/admin/artworks/3',
	'/api/admin/home-settings',
	'/api/admin/viewing-rooms/1/recipients',
	'/api/files/upload',
	'/admin/newsletter',
	'/api/admin/newsletter',
	'/api/admin/newsletter/5',
]
// Back-office paths no route answers (the router's 404): nobody's rule lets an editor in.
const NO_ROUTE = ['/admin/usersettings-not-a-section', '/admin/import/preview', '/api/admin/users', '/api/admin/backup']

beforeAll(async () => readRouteRulesFrom(await routeManifestFor([...ADMIN_ONLY, ...EDITORS_TOO, ...NO_ROUTE])), 60_000)

describe('who may do what', () => {
	it('lets admins use every path', () => {
		for (const path of ['/admin/users', '/admin/backup/download', '/api/admin/activity', '/api/admin/import']) {
			expect(mayUse('admin', path)).toBe(true)
		}
	})

	it('keeps editors out of the admin-only paths however they are spelled', () => {
		for (const path of ADMIN_ONLY) {
			expect(mayUse('editor', path), path).toBe(false)
		}
	})

	it('lets editors use content, viewing rooms, enquiries, files, documents and the newsletter readers', () => {
		for (const path of EDITORS_TOO) {
			expect(mayUse('editor', path), path).toBe(true)
		}
	})

	it('refuses an editor a back-office path no route answers: a route is for admins until it says otherwise', () => {
		for (const path of NO_ROUTE) expect(mayUse('editor', path), path).toBe(false)
	})

	it('names a user’s own account path', () => {
		expect(isOwnAccountPath('/api/admin/user/7', 7)).toBe(true)
		expect(isOwnAccountPath('/api/admin/user/7/', 7)).toBe(true)
		expect(isOwnAccountPath('/api/admin/user/17', 7)).toBe(false)
		expect(isOwnAccountPath('/api/admin/user', 7)).toBe(false)
	})
})
