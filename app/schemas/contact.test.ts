import { describe, expect, it } from 'vitest'
import { filterContacts } from '#app/utils/admin-filters.ts'
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

describe('filterContacts', () => {
	const contact = (name: string, more: Partial<Parameters<typeof filterContacts>[0][number]> = {}) => ({
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
		contact('Ada', { email: 'ada@x.example', kinds: ['collector'], tags: ['print'] }),
		contact('Ben', { organisation: 'Museum of Light', kinds: ['institution'], other_emails: ['ben@old.example'] }),
	]
	const names = (query: string) => filterContacts(all, new URLSearchParams(query)).filtered.map((c) => c.name)

	it('searches names, emails, other emails, organisations and tags, and filters by kind and tag', () => {
		expect(names('q=OLD.example')).toEqual(['Ben'])
		expect(names('q=light')).toEqual(['Ben'])
		expect(names('q=print')).toEqual(['Ada'])
		expect(names('kind=institution')).toEqual(['Ben'])
		expect(names('tag=print&kind=collector')).toEqual(['Ada'])
		expect(filterContacts(all, new URLSearchParams('')).active).toBe(false)
	})
})
