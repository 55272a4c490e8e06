/**
 * The parts of the site document saved from Page Content, each with its own
 * version and history (docs/admin.md, 'History and conflicts'): the six pages,
 * the contact information and the identity. Revisions name them as entity
 * `page` with these ids.
 */
export const PAGE_PARTS = [
	'home',
	'exhibitions',
	'artists',
	'gallery',
	'about',
	'contact',
	'contact-info',
	'identity',
] as const
export type PagePart = (typeof PAGE_PARTS)[number]
export const PAGE_PART_IDS: Record<PagePart, number> = {
	home: 1,
	exhibitions: 2,
	artists: 3,
	gallery: 4,
	about: 5,
	contact: 6,
	'contact-info': 7,
	identity: 8,
}
export const PAGE_PART_LABELS: Record<PagePart, string> = {
	home: 'Home page',
	exhibitions: 'Exhibitions page',
	artists: 'Artists page',
	gallery: 'Gallery page',
	about: 'About page',
	contact: 'Contact page',
	'contact-info': 'Contact information',
	identity: 'Identity',
}

export function isPagePart(value: string): value is PagePart {
	return (PAGE_PARTS as readonly string[]).includes(value)
}
