import {
	contactTags,
	countContacts,
	createContact,
	findContacts,
	getContact,
	updateContact,
} from '#app/data/contacts.server.ts'
import { eraseContact } from '#app/data/contact-rights.server.ts'
import { CONTACT_KIND_LABELS, CONTACT_KINDS, ContactSchema } from '#app/schemas/contact.ts'
import { CONTACT_FILTERS, readContactFilters } from '#app/utils/admin-filters.ts'
import { COLLECTIONS } from '#app/utils/collections.ts'
import { defineCollection } from './collection.server.ts'

/**
 * Contacts (docs/admin.md, 'Contacts'): a collection without visibility (none
 * of it is ever public) and without images. Its list searches names, emails,
 * organisations, phones and tags and filters by kind and tag.
 */
export const contacts = defineCollection({
	...COLLECTIONS.contacts,
	schema: ContactSchema,
	data: {
		// Every contact, read from the disk: the list page and the paged API read a page at a time instead.
		list: async () => [...(await findContacts())],
		get: getContact,
		create: createContact,
		update: updateContact,
		// A contact's deletion is their erasure (docs/admin.md, 'Contacts').
		remove: eraseContact,
	},
	list: {
		texts: {
			title: 'Contacts',
			subtitle: 'Collectors, institutions, consignors and everyone the gallery deals with',
			search: 'Search contacts...',
			add: 'Add Contact',
			getStarted: 'Get started by adding your first contact.',
			plural: 'contacts',
		},
		params: CONTACT_FILTERS,
		// The contacts are kept out of memory: the list reads their names, search texts and indexes, and a page.
		find: async (params) => {
			const { filters, active } = readContactFilters(params)
			return { filtered: await findContacts(filters), filters, active }
		},
		count: async () => {
			const { total, collectors, institutions } = await countContacts()
			return {
				total,
				stats: [
					{ label: 'Total Contacts', value: total },
					{ label: 'Collectors', value: collectors },
					{ label: 'Institutions', value: institutions },
				],
			}
		},
		selects: async () => {
			const tags = await contactTags()
			return [
				{
					name: 'kind',
					label: 'Kind',
					options: [
						{ value: '', label: 'All Kinds' },
						...CONTACT_KINDS.map((k) => ({ value: k, label: CONTACT_KIND_LABELS[k] })),
					],
				},
				{
					name: 'tag',
					label: 'Tag',
					options: [{ value: '', label: 'All Tags' }, ...tags.map((t) => ({ value: t, label: t }))],
				},
			]
		},
		label: (c) => c.name,
	},
	form: {
		category: null,
		placeUploads: () => {},
		images: () => [],
		options: async () => ({}),
	},
})
