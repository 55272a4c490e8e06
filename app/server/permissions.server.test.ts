import { describe, expect, it } from 'vitest'
import { isOwnAccountPath, mayUse } from './permissions.server.ts'

describe('who may do what', () => {
	it('lets admins use every path', () => {
		for (const path of ['/admin/users', '/admin/backup/download', '/api/admin/activity', '/api/admin/import']) {
			expect(mayUse('admin', path)).toBe(true)
		}
	})

	it('keeps editors out of the admin-only paths however they are spelled', () => {
		for (const path of [
			'/admin/users',
			'/admin/users/',
			'/admin//Users',
			'/admin/%75sers',
			'/admin/backup',
			'/admin/backup/download',
			'/admin/activity',
			'/admin/activity/export',
			'/admin/import',
			'/admin/import/preview',
			'/admin/newsletter/export',
			'/admin/newsletter/Export/',
			'/admin/newsletter/7/export',
			'/admin/newsletter/campaigns',
			'/admin/newsletter/campaigns/4/edit',
			'/api/admin/user',
			'/api/admin/user/3',
			'/api/admin/users',
			'/api/admin/activity',
			'/api/admin/import',
			'/api/admin/campaigns',
			'/api/admin/campaigns/2/send',
			'/api/admin/newsletter/5/export',
			'/api/admin/backup',
		]) {
			expect(mayUse('editor', path), path).toBe(false)
		}
	})

	it('lets editors use content, viewing rooms, enquiries, files, documents and the newsletter readers', () => {
		for (const path of [
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
			'/admin/documents/price-list.pdf',
			'/admin/artworks/4/label.pdf',
			'/admin/password',
			'/admin/usersettings-not-a-section',
			'/api/admin/artworks/3',
			'/api/admin/home-settings',
			'/api/admin/viewing-rooms/1/recipients',
			'/api/files/upload',
			'/admin/newsletter',
			'/api/admin/newsletter',
			'/api/admin/newsletter/5',
		]) {
			expect(mayUse('editor', path), path).toBe(true)
		}
	})

	it('names a user’s own account path', () => {
		expect(isOwnAccountPath('/api/admin/user/7', 7)).toBe(true)
		expect(isOwnAccountPath('/api/admin/user/7/', 7)).toBe(true)
		expect(isOwnAccountPath('/api/admin/user/17', 7)).toBe(false)
		expect(isOwnAccountPath('/api/admin/user', 7)).toBe(false)
	})
})
