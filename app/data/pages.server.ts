import { type ContactInfoInput, type IdentityInput, type PageInput } from '#app/schemas/page.ts'
import {
	ALWAYS_VISIBLE_PAGES,
	type ContactInfo,
	type Identity,
	PAGE_DEFAULTS,
	type PageKey,
} from '#app/schemas/records.ts'
import { type Draft, mutate, ready } from './db.server.ts'
import { now } from './ids.ts'
import { type InputFrom, inputFor } from './lookup.ts'
import { deepFreeze } from './store/checks.ts'
import { type Site } from './store/units.ts'

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
	/** The gallery's identity (docs/admin.md, 'Identity'): logo, accent colour, typeface pairing. */
	identity: Identity
}

function identityOf(settings: Site['settings']): Identity {
	return { logo: settings.logo, accent_color: settings.accent_color, typeface: settings.typeface }
}

function toContent(site: Pick<Site, 'pages' | 'contact_info' | 'settings'>): AllPageContent {
	const p = site.pages
	const page = (key: PageKey): PageContent => ({
		// The default texts apply where a title or description was left empty.
		title: p[key].title || PAGE_DEFAULTS[key].title,
		description: p[key].description || PAGE_DEFAULTS[key].description,
		content: p[key].content,
		isVisible: ALWAYS_VISIBLE_PAGES.includes(key) ? true : p[key].is_visible,
	})
	return {
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
		contactInfo: site.contact_info,
		identity: identityOf(site.settings),
	}
}

/** Every page and the contact info, made once per change of them. */
export async function getPageContent(): Promise<AllPageContent> {
	const store = await ready()
	return store.remember(['site'], 'page-content', () => deepFreeze(toContent(store.siteData)))
}

export async function getGalleryName(): Promise<string> {
	return (await ready()).site('settings').gallery_name
}

function draftContent(draft: Draft) {
	return toContent({
		pages: draft.site('pages'),
		contact_info: draft.site('contact_info'),
		settings: draft.site('settings'),
	})
}

export class PageCannotBeHiddenError extends Error {
	override name = 'PageCannotBeHiddenError'
}

/**
 * Saves one page. Home, Exhibitions and Contact refuse to be hidden. Home's
 * extras are kept when not sent. `input` may be made from the stored page
 * content, inside the write, so a partial update merges over the latest.
 */
export async function updatePage(key: PageKey, input: InputFrom<AllPageContent, PageInput>): Promise<AllPageContent> {
	return mutate((draft) => {
		const value = inputFor(input, draftContent(draft))
		if (!value.is_visible && ALWAYS_VISIBLE_PAGES.includes(key)) {
			throw new PageCannotBeHiddenError('This page is always visible and cannot be hidden')
		}
		const pages = draft.site('pages')
		const page = {
			...pages[key],
			title: value.title,
			description: value.description,
			content: value.content,
			is_visible: value.is_visible,
			updated_at: now(),
		}
		if (key === 'home') {
			const home = { ...pages.home, ...page }
			if (value.footer_description !== undefined) home.footer_description = value.footer_description
			if (value.gallery_hours !== undefined) home.gallery_hours = value.gallery_hours
			if (value.hero_images !== undefined) home.hero_images = value.hero_images
			if (value.hero_image_ids !== undefined) home.hero_image_ids = value.hero_image_ids
			draft.setSite('pages', { ...pages, home })
		} else {
			draft.setSite('pages', { ...pages, [key]: page })
		}
		return draftContent(draft)
	})
}

export async function setPageVisibility(key: PageKey, isVisible: boolean): Promise<AllPageContent> {
	if (!isVisible && ALWAYS_VISIBLE_PAGES.includes(key)) {
		throw new PageCannotBeHiddenError('This page is always visible and cannot be hidden')
	}
	return mutate((draft) => {
		const pages = draft.site('pages')
		draft.setSite('pages', { ...pages, [key]: { ...pages[key], is_visible: isVisible, updated_at: now() } })
		return draftContent(draft)
	})
}

/** Replaces the home hero list (ids and URLs move together). */
export async function setHeroImages(ids: string[], urls: string[]): Promise<AllPageContent> {
	return mutate((draft) => {
		const pages = draft.site('pages')
		draft.setSite('pages', {
			...pages,
			home: { ...pages.home, hero_image_ids: ids, hero_images: urls, updated_at: now() },
		})
		return draftContent(draft)
	})
}

/** `input` may be made from the stored contact info, inside the write. */
export async function updateContactInfo(input: InputFrom<ContactInfo, ContactInfoInput>): Promise<ContactInfo> {
	return mutate((draft) => draft.setSite('contact_info', { ...inputFor(input, draft.site('contact_info')) }))
}

/** The logo, accent colour and typeface pairing; `input` may be made from the stored ones, inside the write. */
export async function updateIdentity(input: InputFrom<Identity, IdentityInput>): Promise<Identity> {
	return mutate((draft) => {
		const settings = draft.site('settings')
		return identityOf(draft.setSite('settings', { ...settings, ...inputFor(input, identityOf(settings)) }))
	})
}

/** The logo printed at the head of PDF documents: an uploaded image's URL, or '' for none. */
export async function getDocumentLogo(): Promise<string> {
	return (await ready()).site('settings').document_logo
}

/** Chooses the logo of PDF documents ('' for none); the caller releases a replaced file (withFileRelease). */
export async function setDocumentLogo(url: string): Promise<string> {
	return mutate((draft) => draft.setSite('settings', { ...draft.site('settings'), document_logo: url }).document_logo)
}

export function hasContactInfo(info: ContactInfo) {
	return Boolean(info.email || info.phone || info.instagram || info.address)
}

/** When each page's settings last changed, for the sitemap's lastmod. */
export async function pageUpdatedAt(): Promise<Record<PageKey, string>> {
	const pages = (await ready()).site('pages')
	return Object.fromEntries(Object.entries(pages).map(([key, page]) => [key, page.updated_at])) as Record<
		PageKey,
		string
	>
}
