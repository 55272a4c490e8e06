import { type ContactInfoInput, type PageInput } from '#app/schemas/page.ts'
import { mutate, readData } from './db.server.ts'
import { now } from './ids.ts'
import { type Database } from './db-schema.ts'
import { ALWAYS_VISIBLE_PAGES, type ContactInfo, PAGE_DEFAULTS, type PageKey } from '#app/schemas/records.ts'

export type PageContent = {
	title: string
	description: string
	content: string
	isVisible: boolean
}
export type HomePageContent = PageContent & {
	footerDescription: string
	galleryHours: string
	heroImages: string[]
	heroImageIds: string[]
}
export type AllPageContent = {
	pages: { home: HomePageContent } & Record<Exclude<PageKey, 'home'>, PageContent>
	contactInfo: ContactInfo
}


function toContent(data: Readonly<Database>): AllPageContent {
	const p = data.pages
	const page = (key: PageKey): PageContent => ({
		// The spec's defaults apply where a title or description was left empty.
		title: p[key].title || PAGE_DEFAULTS[key].title,
		description: p[key].description || PAGE_DEFAULTS[key].description,
		content: p[key].content,
		isVisible: ALWAYS_VISIBLE_PAGES.includes(key) ? true : p[key].is_visible,
	})
	return structuredClone({
		pages: {
			home: {
				...page('home'),
				footerDescription: p.home.footer_description,
				galleryHours: p.home.gallery_hours,
				heroImages: p.home.hero_images,
				heroImageIds: p.home.hero_image_ids,
			},
			exhibitions: page('exhibitions'),
			artists: page('artists'),
			gallery: page('gallery'),
			about: page('about'),
			contact: page('contact'),
		},
		contactInfo: data.contact_info,
	})
}

export async function getPageContent(): Promise<AllPageContent> {
	return toContent(await readData())
}

export async function getGalleryName(): Promise<string> {
	return (await readData()).settings.gallery_name
}

export class PageCannotBeHiddenError extends Error {
	override name = 'PageCannotBeHiddenError'
}

/** Saves one page. Home, Exhibitions and Contact refuse to be hidden. Home's extras are kept when not sent. */
export async function updatePage(key: PageKey, input: PageInput): Promise<AllPageContent> {
	if (!input.is_visible && ALWAYS_VISIBLE_PAGES.includes(key)) {
		throw new PageCannotBeHiddenError('This page is always visible and cannot be hidden')
	}
	return mutate((draft) => {
		const page = draft.pages[key]
		page.title = input.title
		page.description = input.description
		page.content = input.content
		page.is_visible = input.is_visible
		page.updated_at = now()
		if (key === 'home') {
			const home = draft.pages.home
			if (input.footer_description !== undefined) home.footer_description = input.footer_description
			if (input.gallery_hours !== undefined) home.gallery_hours = input.gallery_hours
			if (input.hero_images !== undefined) home.hero_images = input.hero_images
			if (input.hero_image_ids !== undefined) home.hero_image_ids = input.hero_image_ids
		}
		return toContent(draft)
	})
}

export async function setPageVisibility(key: PageKey, isVisible: boolean): Promise<AllPageContent> {
	if (!isVisible && ALWAYS_VISIBLE_PAGES.includes(key)) {
		throw new PageCannotBeHiddenError('This page is always visible and cannot be hidden')
	}
	return mutate((draft) => {
		draft.pages[key].is_visible = isVisible
		draft.pages[key].updated_at = now()
		return toContent(draft)
	})
}

/** Replaces the home hero list (ids and URLs move together). */
export async function setHeroImages(ids: string[], urls: string[]): Promise<AllPageContent> {
	return mutate((draft) => {
		draft.pages.home.hero_image_ids = ids
		draft.pages.home.hero_images = urls
		draft.pages.home.updated_at = now()
		return toContent(draft)
	})
}

export async function updateContactInfo(input: ContactInfoInput): Promise<ContactInfo> {
	return mutate((draft) => {
		draft.contact_info = { ...input }
		return draft.contact_info
	})
}

export function hasContactInfo(info: ContactInfo) {
	return Boolean(info.email || info.phone || info.instagram || info.address)
}

/** When each page's settings last changed, for the sitemap's lastmod. */
export async function pageUpdatedAt(): Promise<Record<PageKey, string>> {
	const { pages } = await readData()
	return Object.fromEntries(Object.entries(pages).map(([key, page]) => [key, page.updated_at])) as Record<
		PageKey,
		string
	>
}
