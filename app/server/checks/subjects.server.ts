import { listAboutBlocks } from '#app/data/about-blocks.server.ts'
import { listArtists } from '#app/data/artists.server.ts'
import { listArtworks } from '#app/data/artworks.server.ts'
import { listCampaigns } from '#app/data/campaigns.server.ts'
import { listExhibitions } from '#app/data/exhibitions.server.ts'
import { listFairs } from '#app/data/fairs.server.ts'
import { fileIdFromUrl } from '#app/data/file-references.ts'
import { listFiles } from '#app/data/files.server.ts'
import { getPageContent, type HomePageContent } from '#app/data/pages.server.ts'
import { listViewingRooms } from '#app/data/viewing-rooms.server.ts'
import {
	PAGE_DEFAULTS,
	PAGE_KEYS,
	type AboutBlock,
	type Campaign,
	type ViewingRoomRecord,
	type Artist,
	type Artwork,
	type Exhibition,
	type FairRecord,
	type FileRecord,
	type PageKey,
} from '#app/schemas/records.ts'
import { type CheckImage, type CheckSubject } from '#app/utils/checks/index.ts'
import { ABOUT_BLOCK_FIELDS } from '#app/schemas/about-block.ts'
import { ARTIST_FIELDS } from '#app/schemas/artist.ts'
import { ARTWORK_FIELDS } from '#app/schemas/artwork.ts'
import { CAMPAIGN_TEXT_FIELDS } from '#app/schemas/campaign.ts'
import { type Fields, missingTranslations } from '#app/schemas/entity-fields.ts'
import { EXHIBITION_FIELDS } from '#app/schemas/exhibition.ts'
import { FAIR_FIELDS } from '#app/schemas/fair.ts'
import { HOME_FOOTER_FIELDS, PAGE_TEXT_FIELDS } from '#app/schemas/page.ts'
import { VIEWING_ROOM_FIELDS } from '#app/schemas/viewing-room.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { type Translations } from '#app/utils/languages.ts'

/** The record's translatable texts lacking in each of the site's other languages (none with one language). */
function untranslated(fields: Fields, record: object & { translations?: Translations }) {
	return getEnv()
		.SITE_LANGUAGES.slice(1)
		.flatMap((language) => missingTranslations(fields, record, language).map((field) => ({ field, language })))
}

/**
 * The records the checks before publishing read (contract section 23), each as a `CheckSubject` with what the
 * report and the forms need around it. Translations do not exist yet; their checks join when they do.
 */
export const CHECKED_ENTITIES = [
	// Artworks first: an image an exhibition shows too is a work's, and the report names its warnings there.
	'artworks',
	'artists',
	'exhibitions',
	'fairs',
	'about-blocks',
	'pages',
	'viewing-rooms',
	'campaigns',
] as const
export type CheckedEntity = (typeof CHECKED_ENTITIES)[number]

export function isCheckedEntity(value: string): value is CheckedEntity {
	return (CHECKED_ENTITIES as readonly string[]).includes(value)
}

/** The identity (accent colour) is checked as a page of its own: Page Content edits it. */
export const IDENTITY_PAGE = 'identity'

export type CheckedRecord = {
	entity: CheckedEntity
	/** A number, or a page's key ('about', 'identity'). */
	id: number | string
	title: string
	/** Whether visitors can see it (a room: open; a campaign: sent or on its way). */
	visible: boolean
	/** The back-office page that edits it. */
	edit: string
	subject: CheckSubject
}

type Files = ReadonlyMap<number, FileRecord>
const NO_FILES: Files = new Map()

function imagesOf(files: Files, field: string, urls: readonly string[], large: boolean): CheckImage[] {
	const images: CheckImage[] = []
	for (const url of new Set(urls.filter(Boolean))) {
		const id = fileIdFromUrl(url)
		const file = id === null ? undefined : files.get(id)
		// An image that is not one of ours has no alt text or size to check.
		if (!file) continue
		images.push({
			field,
			url,
			alt: file.alt_text,
			originalName: file.original_name,
			width: file.width,
			height: file.height,
			large,
		})
	}
	return images
}

/** What the checks read of an exhibition: its stored record, or the values a save is about to store. */
export function exhibitionSubject(
	e: Pick<
		Exhibition,
		'title' | 'description' | 'featured_image' | 'gallery_images' | 'status' | 'start_date' | 'end_date' | 'is_visible'
	> & { translations?: Translations },
	files: Files = NO_FILES,
): CheckSubject {
	return {
		title: e.title,
		texts: [{ field: 'description', text: e.description, paragraphs: true }],
		images: [
			...imagesOf(files, 'featured_image', [e.featured_image], true),
			...imagesOf(
				files,
				'gallery_images',
				e.gallery_images.filter((url) => url !== e.featured_image),
				true,
			),
		],
		dates: { status: e.status, start_date: e.start_date, end_date: e.end_date, is_visible: e.is_visible },
		untranslated: untranslated(EXHIBITION_FIELDS, e),
	}
}

export function artistSubject(
	a: Pick<Artist, 'name' | 'bio' | 'profile_image'> & { translations?: Translations },
	files: Files = NO_FILES,
): CheckSubject {
	return {
		title: a.name,
		texts: [{ field: 'bio', text: a.bio, paragraphs: true }],
		images: imagesOf(files, 'profile_image', [a.profile_image], false),
		untranslated: untranslated(ARTIST_FIELDS, a),
	}
}

export function artworkSubject(
	w: Pick<
		Artwork,
		'title' | 'description' | 'featured_image' | 'images' | 'medium' | 'size' | 'height' | 'width' | 'depth'
	> & { translations?: Translations },
	files: Files = NO_FILES,
): CheckSubject {
	return {
		title: w.title,
		texts: [{ field: 'description', text: w.description, paragraphs: true }],
		images: imagesOf(files, 'images', [w.featured_image, ...w.images], true),
		details: { medium: w.medium, size: w.size, height: w.height, width: w.width, depth: w.depth },
		untranslated: untranslated(ARTWORK_FIELDS, w),
	}
}

/** A fair: its text and cover (its status follows its dates, so they cannot contradict it). */
export function fairSubject(
	f: Pick<FairRecord, 'title' | 'description' | 'cover_image'> & { translations?: Translations },
	files: Files = NO_FILES,
) {
	return {
		title: f.title,
		texts: [{ field: 'description', text: f.description, paragraphs: true }],
		images: imagesOf(files, 'cover_image', [f.cover_image], false),
		untranslated: untranslated(FAIR_FIELDS, f),
	} satisfies CheckSubject
}

/** A viewing room: its texts and cover; what a save is about to store, or the stored room. */
export function roomSubject(
	r: Pick<ViewingRoomRecord, 'title' | 'intro' | 'closing_text' | 'cover_image'> & { translations?: Translations },
	files: Files = NO_FILES,
): CheckSubject {
	return {
		title: r.title,
		texts: [
			{ field: 'intro', text: r.intro, paragraphs: true },
			{ field: 'closing_text', text: r.closing_text, paragraphs: true },
		],
		images: imagesOf(files, 'cover_image', [r.cover_image], false),
		untranslated: untranslated(VIEWING_ROOM_FIELDS, r),
	}
}

export function campaignSubject(
	c: Pick<Campaign, 'subject' | 'intro'> & { translations?: Translations },
): CheckSubject {
	return {
		title: c.subject,
		texts: [{ field: 'intro', text: c.intro, paragraphs: true }],
		images: [],
		untranslated: untranslated(CAMPAIGN_TEXT_FIELDS, c),
	}
}

export function aboutBlockSubject(
	b: Pick<AboutBlock, 'title' | 'content'> & { translations?: Translations },
): CheckSubject {
	return {
		title: b.title,
		texts: [{ field: 'content', text: b.content, paragraphs: true }],
		images: [],
		untranslated: untranslated(ABOUT_BLOCK_FIELDS, b),
	}
}

/** The home page's footer texts under their stored names, with the home page's translations that hold theirs. */
function footerTexts(home: Pick<HomePageContent, 'footerDescription' | 'galleryHours'>, translations?: Translations) {
	return { footer_description: home.footerDescription, gallery_hours: home.galleryHours, translations }
}

/**
 * What the checks read of a page's settings: as stored, or the values a save is about to store (an empty
 * description is the page's default text, which counts as one). The home page adds its footer (its texts, and
 * their translations lacking: the home page keeps them) and hero images.
 */
export function pageSubject(
	key: PageKey,
	page: { title: string; description: string; content: string; translations?: Translations },
	home?: Pick<HomePageContent, 'footerDescription' | 'galleryHours' | 'heroImages'>,
	files: Files = NO_FILES,
): CheckSubject {
	const texts = [{ field: 'content', text: page.content, paragraphs: true }]
	if (home) texts.push({ field: 'footer_description', text: home.footerDescription, paragraphs: true })
	return {
		title: page.title || PAGE_DEFAULTS[key].title,
		texts,
		images: home ? imagesOf(files, 'hero_images', home.heroImages, true) : [],
		pageDescription: { field: 'description', text: page.description || PAGE_DEFAULTS[key].description },
		untranslated: [
			...untranslated(PAGE_TEXT_FIELDS, page),
			...(home ? untranslated(HOME_FOOTER_FIELDS, footerTexts(home, page.translations)) : []),
		],
	}
}

const SOURCES: Record<CheckedEntity, (files: Files) => Promise<CheckedRecord[]>> = {
	async exhibitions(files) {
		return (await listExhibitions('all')).map((e) => ({
			entity: 'exhibitions',
			id: e.id,
			title: e.title,
			visible: e.is_visible,
			edit: `/admin/exhibitions/${e.id}/edit`,
			subject: exhibitionSubject(e, files),
		}))
	},
	async artists(files) {
		return (await listArtists('all')).map((a) => ({
			entity: 'artists',
			id: a.id,
			title: a.name,
			visible: a.is_visible,
			edit: `/admin/artists/${a.id}/edit`,
			subject: artistSubject(a, files),
		}))
	},
	async artworks(files) {
		return (await listArtworks('all')).map((w) => ({
			entity: 'artworks',
			id: w.id,
			title: w.title,
			visible: w.is_visible,
			edit: `/admin/artworks/${w.id}/edit`,
			subject: artworkSubject(w, files),
		}))
	},
	async fairs(files) {
		return (await listFairs('all')).map((f) => ({
			entity: 'fairs',
			id: f.id,
			title: f.title,
			visible: f.is_visible,
			edit: `/admin/fairs/${f.id}/edit`,
			subject: fairSubject(f, files),
		}))
	},
	async 'about-blocks'() {
		return (await listAboutBlocks('all')).map((b) => ({
			entity: 'about-blocks',
			id: b.id,
			title: b.title,
			visible: b.is_visible,
			edit: `/admin/pages?tab=about&block=${b.id}`,
			subject: aboutBlockSubject(b),
		}))
	},
	async pages(files) {
		const { pages, identity, appliedAccentColor } = await getPageContent()
		const records: CheckedRecord[] = PAGE_KEYS.map((key) => {
			const page = pages[key]
			return {
				entity: 'pages',
				id: key,
				title: page.title,
				visible: page.isVisible,
				edit: `/admin/pages?tab=${key}`,
				subject: pageSubject(key, page, key === 'home' ? pages.home : undefined, files),
			}
		})
		records.push({
			entity: 'pages',
			id: IDENTITY_PAGE,
			title: 'Identity',
			// Its accent colour applied on the site (a colour too light is not, until published anyway).
			visible: appliedAccentColor === identity.accent_color,
			edit: '/admin/pages?tab=home#identity',
			subject: { title: 'Identity', texts: [], images: [], accentColor: identity.accent_color },
		})
		return records
	},
	async 'viewing-rooms'(files) {
		return (await listViewingRooms()).map((r) => ({
			entity: 'viewing-rooms',
			id: r.id,
			title: r.title,
			visible: r.status === 'open',
			edit: `/admin/viewing-rooms/${r.id}/edit`,
			subject: roomSubject(r, files),
		}))
	},
	async campaigns() {
		return (await listCampaigns()).map((c) => ({
			entity: 'campaigns',
			id: c.id,
			title: c.subject,
			visible: c.status !== 'draft' && c.status !== 'cancelled',
			edit: `/admin/newsletter/campaigns/${c.id}`,
			subject: campaignSubject(c),
		}))
	},
}

async function filesById(): Promise<Files> {
	return new Map((await listFiles()).map((f) => [f.id, f]))
}

/** Every record of the kinds checked, hidden ones included, in the order of CHECKED_ENTITIES. */
export async function checkedRecords(entities: readonly CheckedEntity[] = CHECKED_ENTITIES): Promise<CheckedRecord[]> {
	const files = await filesById()
	const lists = await Promise.all(entities.map((entity) => SOURCES[entity](files)))
	return lists.flat()
}

/** One record, or null when there is none with that id. */
export async function checkedRecord(entity: CheckedEntity, id: string): Promise<CheckedRecord | null> {
	return (await checkedRecords([entity])).find((r) => String(r.id) === id) ?? null
}
