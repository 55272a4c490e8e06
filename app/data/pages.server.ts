import {
	type ContactInfoInput,
	HOME_FOOTER_FIELDS,
	type IdentityInput,
	PAGE_TEXT_FIELDS,
	type PageInput,
} from '#app/schemas/page.ts'
import { type Fields, translationsOf } from '#app/schemas/entity-fields.ts'
import { type Localised } from '#app/schemas/localise.ts'
import { PAGE_PART_IDS, PAGE_PART_LABELS, PAGE_PARTS, type PagePart } from '#app/schemas/page-parts.ts'
import {
	ALWAYS_VISIBLE_PAGES,
	type ContactInfo,
	type Identity,
	type InvoiceSettings,
	PAGE_DEFAULTS,
	type PageKey,
} from '#app/schemas/records.ts'
import { type Actor } from './activity.server.ts'
import { type Draft, mutate, NotFoundError, type Reader, ready } from './db.server.ts'
import { fileIdFromUrl } from './file-references.ts'
import { appliedAccentColor } from '#app/utils/checks/accent-contrast.ts'
import { now } from '#app/utils/clock.ts'
import { latestRevision, listRevisions, recordRevision, resolveStale, type WriteOptions } from './revisions.server.ts'
import { type InputFrom, inputFor } from './lookup.ts'
import { type Translations } from '#app/utils/languages.ts'
import { deepFreeze } from './store/checks.ts'
import { type Site } from './store/units.ts'

export type PageContent = {
	title: string
	description: string
	content: string
	isVisible: boolean
	/** The title and description in the site's other languages (contract section 21). */
	translations: Translations
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
	/** The gallery's identity (docs/admin.md, 'Identity'): logo, accent colour, typeface pairing, as saved. */
	identity: Identity
	/**
	 * The accent colour the site applies: the saved one, but '' (the design's own) while it is too light against
	 * white and no admin published it anyway (docs/admin.md, 'Checks before publishing').
	 */
	appliedAccentColor: string
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
		translations: p[key].translations,
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
		appliedAccentColor: appliedAccentColor(site.settings.accent_color, site.settings.accent_color_published),
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

/**
 * The parts of the site document saved from Page Content, each with its own
 * version and history (docs/admin.md, 'History and conflicts'): the six pages,
 * the contact information and the identity (app/schemas/page-parts.ts). A
 * part's version is its newest revision's (1 before its first change), so the
 * site document keeps its shape. What follows keeps their versions and revisions.
 */

/** The part's fields as a revision keeps them (without id or version). */
function partFields(reader: Reader, part: PagePart): Record<string, unknown> {
	if (part === 'contact-info') return { ...reader.site('contact_info') }
	if (part === 'identity') return { ...identityOf(reader.site('settings')) }
	return { ...reader.site('pages')[part] }
}

/** A part's current version: its newest revision's, 1 before its first change. */
export function pagePartVersion(reader: Reader, part: PagePart): number {
	return latestRevision(reader, 'page', PAGE_PART_IDS[part])?.version ?? 1
}

/** The part as a record: its fields, its id among pages and its version. */
function partRecord(reader: Reader, part: PagePart): Record<string, unknown> & { id: number; version: number } {
	return { id: PAGE_PART_IDS[part], ...partFields(reader, part), version: pagePartVersion(reader, part) }
}

/** Every part's current version, for the forms of Page Content. */
export async function getPageVersions(): Promise<Record<PagePart, number>> {
	const store = await ready()
	return Object.fromEntries(PAGE_PARTS.map((part) => [part, pagePartVersion(store, part)])) as Record<PagePart, number>
}

/** What a page's write answers, read once the write is done. */
const contentOf = (draft: Draft) => () => draftContent(draft)

/** Puts a part's fields back as they are given (a merged save). */
function setPartFields(draft: Draft, part: PagePart, fields: Record<string, unknown>) {
	const { id: _id, version: _version, ...kept } = fields
	if (part === 'contact-info') draft.setSite('contact_info', kept as ContactInfo)
	else if (part === 'identity') draft.setSite('settings', { ...draft.site('settings'), ...(kept as Identity) })
	else {
		const pages = draft.site('pages')
		draft.setSite('pages', { ...pages, [part]: kept } as typeof pages)
	}
}

/** Records the part's change as its next version, with its activity entry, inside the change. */
function recordPartChange(draft: Draft, part: PagePart, before: number, actor?: Actor | null, restore = false) {
	const record = { id: PAGE_PART_IDS[part], ...partFields(draft, part), version: before + 1 }
	recordRevision(draft, {
		entity: 'page',
		record,
		action: restore ? 'restore' : 'update',
		actor,
		summary: `${restore ? 'Restored' : 'Updated'} ${PAGE_PART_LABELS[part].replace(/^\w/, (c) => c.toLowerCase())}`,
	})
	return record.version
}

/**
 * Runs a part's write and records the revision in the same change. Made from
 * a version the part has moved past, the write is refused, or with
 * `options.merge` keeps only its own changes (resolveStale); `view` reads the
 * result once the part is as stored.
 */
function writePart<T>(draft: Draft, part: PagePart, options: WriteOptions, write: () => void, view: () => T): T {
	const current = partRecord(draft, part)
	const { version } = options
	write()
	if (typeof version === 'number' && version !== current.version) {
		const mine = partRecord(draft, part)
		setPartFields(draft, part, resolveStale(draft, 'page', current, mine, { version, merge: options.merge }))
	}
	recordPartChange(draft, part, current.version, options.actor)
	return view()
}

/** A part's revisions, newest first. */
export async function listPageRevisions(part: PagePart) {
	return listRevisions('page', PAGE_PART_IDS[part])
}

/** The part as it is now, as a record (id, fields, version). */
export async function getPagePart(part: PagePart) {
	return partRecord(await ready(), part)
}

/**
 * Writes a revision of a part back as its next version (a 'restore'
 * revision). Hero images and a logo deleted since are left out and listed.
 * `hidden`: a page restored hidden, as the checks before publishing ask when
 * the revision has a problem (app/server/checks/restore-guard.server.ts).
 */
export async function restorePageRevision(
	part: PagePart,
	revisionId: number,
	actor?: Actor | null,
	{ hidden = false }: { hidden?: boolean } = {},
): Promise<{ version: number; missing_images: string[] }> {
	return mutate((draft) => {
		const revision = draft.get('revisions', revisionId)
		if (!revision || revision.entity !== 'page' || revision.entity_id !== PAGE_PART_IDS[part]) {
			throw new NotFoundError('Revision not found')
		}
		const { id: _id, version: _version, ...fields } = revision.record
		const missing: string[] = []
		const exists = (url: unknown) => {
			const fileId = typeof url === 'string' ? fileIdFromUrl(url) : null
			const gone = fileId !== null && !draft.get('files', fileId)
			if (gone) missing.push(url as string)
			return !gone
		}
		const before = pagePartVersion(draft, part)
		if (part === 'contact-info') {
			draft.setSite('contact_info', { ...draft.site('contact_info'), ...fields })
		} else if (part === 'identity') {
			const settings = draft.site('settings')
			const restored = { ...identityOf(settings), ...fields } as Identity
			if (!exists(restored.logo)) restored.logo = ''
			draft.setSite('settings', { ...settings, ...restored })
		} else {
			const pages = draft.site('pages')
			const page: Record<string, unknown> = { ...pages[part], ...fields, updated_at: now() }
			if (hidden && !ALWAYS_VISIBLE_PAGES.includes(part)) page.is_visible = false
			if (part === 'home') {
				const urls = Array.isArray(page.hero_images) ? (page.hero_images as string[]) : []
				const kept = urls.filter(exists)
				page.hero_images = kept
				page.hero_image_ids = kept
					.map((u) => fileIdFromUrl(u))
					.filter((id) => id !== null)
					.map(String)
			}
			draft.setSite('pages', { ...pages, [part]: page } as typeof pages)
		}
		const version = recordPartChange(draft, part, before, actor, true)
		return { version, missing_images: [...new Set(missing)] }
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
export async function updatePage(
	key: PageKey,
	input: InputFrom<AllPageContent, PageInput>,
	options: WriteOptions = {},
): Promise<AllPageContent> {
	return mutate((draft) =>
		writePart(
			draft,
			key,
			options,
			() => {
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
					// Only the home page has a footer: another page keeps its title's and description's translations.
					translations: key === 'home' ? value.translations : translationsOf(PAGE_TEXT_FIELDS, value.translations),
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
			},
			contentOf(draft),
		),
	)
}

export async function setPageVisibility(
	key: PageKey,
	isVisible: boolean,
	options: WriteOptions = {},
): Promise<AllPageContent> {
	if (!isVisible && ALWAYS_VISIBLE_PAGES.includes(key)) {
		throw new PageCannotBeHiddenError('This page is always visible and cannot be hidden')
	}
	return mutate((draft) =>
		writePart(
			draft,
			key,
			options,
			() => {
				const pages = draft.site('pages')
				draft.setSite('pages', { ...pages, [key]: { ...pages[key], is_visible: isVisible, updated_at: now() } })
			},
			contentOf(draft),
		),
	)
}

/** Replaces the home hero list (ids and URLs move together). */
export async function setHeroImages(
	ids: string[],
	urls: string[],
	options: WriteOptions = {},
): Promise<AllPageContent> {
	return mutate((draft) =>
		writePart(
			draft,
			'home',
			options,
			() => {
				const pages = draft.site('pages')
				draft.setSite('pages', {
					...pages,
					home: { ...pages.home, hero_image_ids: ids, hero_images: urls, updated_at: now() },
				})
			},
			contentOf(draft),
		),
	)
}

/** `input` may be made from the stored contact info, inside the write. */
export async function updateContactInfo(
	input: InputFrom<ContactInfo, ContactInfoInput>,
	options: WriteOptions = {},
): Promise<ContactInfo> {
	return mutate((draft) =>
		writePart(
			draft,
			'contact-info',
			options,
			() => draft.setSite('contact_info', { ...inputFor(input, draft.site('contact_info')) }),
			() => draft.site('contact_info'),
		),
	)
}

/** The logo, accent colour and typeface pairing; `input` may be made from the stored ones, inside the write. */
export async function updateIdentity(
	input: InputFrom<Identity, IdentityInput>,
	options: WriteOptions = {},
): Promise<Identity> {
	return mutate((draft) =>
		writePart(
			draft,
			'identity',
			options,
			() => {
				const settings = draft.site('settings')
				draft.setSite('settings', { ...settings, ...inputFor(input, identityOf(settings)) })
			},
			() => identityOf(draft.site('settings')),
		),
	)
}

/**
 * "Publish anyway" for the identity (admins only): the saved accent colour is applied past its contrast problem.
 * Answers the colour now applied.
 */
export async function publishAccentColorAnyway(): Promise<string> {
	return mutate((draft) => {
		const settings = draft.site('settings')
		return draft.setSite('settings', { ...settings, accent_color_published: settings.accent_color }).accent_color
	})
}

/** What every invoice prints under the total: payment terms and bank details (docs/admin.md, 'Sales'). */
export async function getInvoiceSettings(): Promise<InvoiceSettings> {
	return { ...(await ready()).site('settings').invoices }
}

/** Saves the invoices' payment terms and bank details. */
export async function setInvoiceSettings(input: InvoiceSettings): Promise<InvoiceSettings> {
	return mutate((draft) => {
		const settings = draft.site('settings')
		return { ...draft.setSite('settings', { ...settings, invoices: { ...input } }).invoices }
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

/**
 * The pages' titles and descriptions in a page's or an answer's language (contract section 21: page settings are
 * content), each page with `lang` and `fallback`; `localise` is `pageContent(request).localise` or the API's.
 */
export function pagesInLanguage<C extends Pick<AllPageContent, 'pages'>>(
	content: C,
	localise: <T extends { translations?: Translations }>(fields: Fields, record: T) => Localised<T>,
) {
	const pages = Object.fromEntries(
		Object.entries(content.pages).map(([key, page]) => [key, localise(PAGE_TEXT_FIELDS, page)]),
	) as { home: Localised<HomePageContent> } & Record<Exclude<PageKey, 'home'>, Localised<PageContent>>
	// The home page's footer texts, stored as footer_description and gallery_hours and named here as the pages are.
	const { home } = content.pages
	const footer = localise(HOME_FOOTER_FIELDS, {
		footer_description: home.footerDescription,
		gallery_hours: home.galleryHours,
		translations: home.translations,
	})
	pages.home = {
		...pages.home,
		footerDescription: footer.footer_description,
		galleryHours: footer.gallery_hours,
		fallback: [
			...pages.home.fallback,
			...footer.fallback.map((name) => (name === 'footer_description' ? 'footerDescription' : 'galleryHours')),
		],
	}
	return { ...content, pages }
}
