import { describe, expect, it } from 'vitest'
import { unsafeArchivePath } from './archive-path.ts'

describe('unsafeArchivePath', () => {
	it.each(['manifest.json', 'data/db.json', 'uploads/12.jpg', 'uploads/originals/12.jpg'])('accepts %s', (p) => {
		expect(unsafeArchivePath(p)).toBeNull()
	})
	it.each([
		['../etc/passwd', '".."'],
		['uploads/../../x', '".."'],
		['/etc/passwd', 'absolute'],
		['C:/Windows/x', 'absolute'],
		['uploads\\..\\x', 'backslash'],
		['uploads/./x', '"."'],
		['uploads//x', 'empty'],
		['notes.txt', 'outside'],
		['uploads', 'outside'],
		['', 'empty'],
	])('refuses %j', (p, reason) => {
		expect(unsafeArchivePath(p)).toContain(reason)
	})
})
