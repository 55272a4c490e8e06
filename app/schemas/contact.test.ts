import { describe, expect, it } from 'vitest'
import { contactListText, contactSearch, listTextName, readContactFilters } from '#app/utils/admin-filters.ts'
import { ContactSchema, emailKey } from './contact.ts'

describe('ContactSchema', () => {
	it('takes tags and other emails typed in one box, or as lists, each once', () => {
		const parsed = ContactSchema.parse({
			name: ' Mira ',
			tags: 'nordic, photography,, nordic',
			other_emails: 'a@example.com\nb@example.com\n',
			kinds: 'collector',
		})
		expect(parsed).toMatchObject({
			name: 'Mira',
			email: '',
			tags: ['nordic', 'photography'],
			other_emails: ['a@example.com', 'b@example.com'],
			kinds: ['collector'],
			language: '',
		})
		expect(ContactSchema.parse({ name: 'M', tags: ['a', 'b'], other_emails: '["c@example.com"]' })).toMatchObject({
			tags: ['a', 'b'],
			other_emails: ['c@example.com'],
		})
	})

	it('refuses a bad email, an unknown kind and a language that is no code, beside the field', () => {
		const result = ContactSchema.safeParse({ name: 'M', email: 'nope', kinds: ['buyer'], language: 'English' })
		expect(result.success).toBe(false)
		const fields = result.error!.issues.map((i) => i.path.join('.'))
		expect(fields).toEqual(['email', 'kinds.0', 'language'])
	})

	it('matches emails trimmed and in any case', () => {
		expect(emailKey('  Mira@Example.COM ')).toBe('mira@example.com')
	})
})

describe("a contact's list text", () => {
	const contact = (name: string, more: Partial<Parameters<typeof contactListText>[0]> = {}) => ({
		name,
		email: '',
		other_emails: [],
		organisation: '',
		phone: '',
		kinds: [],
		tags: [],
		...more,
	})
	const all = [
		contact('Ada Lovelace', { email: 'ada@x.example', phone: '+44 20 7946 0000', tags: ['print'] }),
		contact('Ben', { organisation: 'Museum of Light', other_emails: ['ben@old.example'] }),
	]
	const names = (q: string) => {
		const matches = contactSearch(q)
		return all.filter((c) => !matches || matches(contactListText(c))).map((c) => c.name)
	}

	it('is searched over names, emails, other emails, organisations, phones and tags, in any case', () => {
		expect(names('OLD.example')).toEqual(['Ben'])
		expect(names('light')).toEqual(['Ben'])
		expect(names('print')).toEqual(['Ada Lovelace'])
		expect(names('7946')).toEqual(['Ada Lovelace'])
		expect(names(' lovelace ')).toEqual(['Ada Lovelace'])
		expect(names('')).toEqual(['Ada Lovelace', 'Ben'])
		expect(contactSearch('  ')).toBeNull()
		// A search never spans two fields.
		expect(names('lovelaceada')).toEqual([])
	})

	it('starts with the name the list is sorted by', () => {
		expect(all.map((c) => listTextName(contactListText(c)))).toEqual(['Ada Lovelace', 'Ben'])
		expect(listTextName(contactListText(contact('Only a name')))).toBe('Only a name')
	})

	it('reads the filters from the URL, active once one is set', () => {
		expect(readContactFilters(new URLSearchParams('q=a&kind=collector&tag=print'))).toEqual({
			filters: { q: 'a', kind: 'collector', tag: 'print' },
			active: true,
		})
		expect(readContactFilters(new URLSearchParams('q=%20')).active).toBe(false)
	})
})
