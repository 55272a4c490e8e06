/**
 * The content collections, each named once (docs/architecture.md, 'Adding a
 * collection'): the store collection its records live in, its name in messages
 * ('Artist not found', 'Artist History') and, for one with admin pages, its
 * section of the back office. The descriptors in `app/server/admin/collections/`
 * start from these, and the revisions API, the history pages, the CSV exports
 * and the side navigation read them from a descriptor, never from a string of
 * their own. Pure values, so the admin shell may import them too.
 */
export const COLLECTIONS = {
	exhibitions: { store: 'exhibitions', name: 'Exhibition', path: '/admin/exhibitions', section: 'Exhibitions' },
	artists: { store: 'artists', name: 'Artist', path: '/admin/artists', section: 'Artists' },
	artworks: { store: 'artworks', name: 'Artwork', path: '/admin/artworks', section: 'Artworks' },
	viewingRooms: {
		store: 'viewing_rooms',
		name: 'Viewing room',
		path: '/admin/viewing-rooms',
		section: 'Viewing Rooms',
	},
	contacts: { store: 'contacts', name: 'Contact', path: '/admin/contacts', section: 'Contacts' },
	fairs: { store: 'fairs', name: 'Fair', path: '/admin/fairs', section: 'Art Fairs' },
	/** Admins only (docs/admin.md, 'Sales'): editors neither open nor see them. */
	sales: { store: 'sales', name: 'Sale', path: '/admin/sales', section: 'Sales' },
	/** Edited on the About tab of Page Content: an API, no section of its own. */
	aboutBlocks: { store: 'about_blocks', name: 'About block' },
} as const

/** A collection's entry in the back office's side navigation. */
export function sectionOf<C extends { path: string; section: string }>(collection: C) {
	return { to: collection.path, label: collection.section } as const
}
