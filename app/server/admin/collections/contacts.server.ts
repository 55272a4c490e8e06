import { createContact, getContact, listContacts, updateContact, viewContacts } from '#app/data/contacts.server.ts'
import { eraseContact } from '#app/data/contact-rights.server.ts'
import { CONTACT_KIND_LABELS, CONTACT_KINDS, ContactSchema } from '#app/schemas/contact.ts'
import { CONTACT_FILTERS, distinct, filterContacts } from '#app/utils/admin-filters.ts'
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
		list: listContacts,
		get: getContact,
		create: createContact,
		update: updateContact,
		view: viewContacts,
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
		filter: filterContacts,
		stats: [
			{ label: 'Total Contacts', count: (all) => all.length },
			{ label: 'Collectors', count: (all) => all.filter((c) => c.kinds.includes('collector')).length },
			{ label: 'Institutions', count: (all) => all.filter((c) => c.kinds.includes('institution')).length },
		],
		selects: async () => {
			const tags = await viewContacts('tags', (all) =>
				distinct(
					all.flatMap((c) => c.tags),
					(a, b) => a.localeCompare(b),
				),
			)
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
