import { describe, expect, it } from 'vitest'
import { checkRecord } from './checks.ts'

function contact(id: number, kinds: string[]) {
	const at = '2026-11-29T10:00:00.000Z'
	return {
		id,
		version: 1,
		name: `Reader ${id}`,
		email: `reader-${id}@example.com`,
		other_emails: [],
		phone: '',
		organisation: '',
		address: '',
		kinds,
		tags: [],
		notes: '',
		created_at: at,
		updated_at: at,
	}
}

describe('a checked record', () => {
	it('holds once what records repeat: empty lists and objects, lists of one short string; frozen all the same', () => {
		const [a, b] = [checkRecord('contacts', contact(1, ['other'])), checkRecord('contacts', contact(2, ['other']))]
		if (!a.ok || !b.ok) throw new Error(JSON.stringify([a, b]))
		expect(a.value.tags).toEqual([])
		expect(a.value.tags).toBe(b.value.tags)
		expect(a.value.other_emails).toBe(b.value.tags)
		expect(a.value.kinds).toEqual(['other'])
		expect(a.value.kinds).toBe(b.value.kinds)
		expect(a.value.updated_at).toBe(a.value.created_at)
		expect(Object.isFrozen(a.value) && Object.isFrozen(a.value.kinds) && Object.isFrozen(a.value.tags)).toBe(true)
		const [c, d] = [4, 5].map((id) => checkRecord('contacts', { ...contact(id, ['other']), tags: ['/api/file/1'] }))
		if (!c?.ok || !d?.ok) throw new Error('not a contact')
		expect(c.value.tags).toEqual(['/api/file/1'])
		expect(c.value.tags).not.toBe(d.value.tags)
		const other = checkRecord('contacts', contact(3, ['artist', 'press']))
		expect(other.ok && other.value.kinds).toEqual(['artist', 'press'])
	})
})
