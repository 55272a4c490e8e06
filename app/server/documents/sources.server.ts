import { editionLine, editionName } from '#app/utils/impressions.ts'
import { listArtists } from '#app/data/artists.server.ts'
import { listArtworks } from '#app/data/artworks.server.ts'
import { getExhibition } from '#app/data/exhibitions.server.ts'
import { getFair } from '#app/data/fairs.server.ts'
import { getFile } from '#app/data/files.server.ts'
import { printSource } from '#app/data/image-derivatives.server.ts'
import { fileStorage } from '#app/data/file-storage/index.server.ts'
import { printableJpeg, type PrintableImage } from '#app/data/images.server.ts'
import { getDocumentLogo, getGalleryName, getPageContent } from '#app/data/pages.server.ts'
import { type Artwork } from '#app/schemas/records.ts'
import { formatDimensions, framedDimensions } from '#app/utils/dimensions.ts'
import { documentPriceLine } from '#app/utils/document-price.ts'
import { artworkImages, storedFileId } from '#app/utils/images.ts'
import { AVAILABILITY_LABELS } from '#app/utils/sales.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { nowMs } from '#app/utils/clock.ts'
import { dayIn, galleryTimeZone } from '#app/utils/time-zone.ts'
import { formatDay, formatNumber, formatPrice } from '#app/utils/locale-format.ts'
import { ARTWORK_FIELDS } from '#app/schemas/artwork.ts'
import { EXHIBITION_FIELDS } from '#app/schemas/exhibition.ts'
import { FAIR_FIELDS } from '#app/schemas/fair.ts'
import { type Localiser, writingIn } from '#app/server/page-language.server.ts'
import { type Letterhead, type Paper } from './layout.server.ts'

/**
 * What documents read: the gallery's letterhead, the works with their live
 * facts (availability and price as they are at this moment), and their
 * pictures as JPEGs made from the stored variants.
 */

/**
 * The language a document is printed in (contract section 21): `?lang=` when the site publishes it, else the
 * default language. Its locale is the one dates and numbers take (the gallery's for the default language).
 */
export function documentLanguage(request: Request, otherwise?: string | null): Localiser {
	return writingIn(new URL(request.url).searchParams.get('lang') ?? otherwise)
}

/**
 * A percentage's number as a document in `writing`'s language prints it: '7.5' in the default language, as it always
 * was, '7,5' in German (whose strings put the space before the sign: '7,5 %').
 */
export function percentIn(value: number, writing: Localiser) {
	return writing.lang === writing.defaultLanguage ? String(value) : formatNumber(value, writing.locale, 4)
}

/** '1 work', '12 works' in `writing`'s language. */
export function workCount(count: number, writing: Localiser) {
	return count === 1 ? writing.t('document.oneWork') : writing.t('document.works', { count })
}

export function documentPaper(): Paper {
	return getEnv().DOCUMENT_PAPER
}

/** A stored image as a JPEG about `width` pixels wide, or null (an outside link, a missing file, a broken one). */
export async function printImage(url: string, width: number): Promise<PrintableImage | null> {
	const id = storedFileId(url)
	if (id === null) return null
	const file = await getFile(id)
	if (!file) return null
	try {
		return await fileStorage().withLocalFile(await printSource(file, width), (source) => printableJpeg(source, width))
	} catch (error) {
		console.error(`A document left out image ${id}: it could not be read`, error)
		return null
	}
}

/** The letterhead's words and its logo's address, before the logo is read (what a kept document depends on). */
export type LetterheadSource = Omit<Letterhead, 'logo'> & { logoUrl: string }

export async function letterheadSource(): Promise<LetterheadSource> {
	const [name, content, logoUrl] = await Promise.all([getGalleryName(), getPageContent(), getDocumentLogo()])
	const info = content.contactInfo
	const lines = [
		...info.address
			.split(/\r?\n/)
			.map((l) => l.trim())
			.filter(Boolean),
		info.email.trim(),
		info.phone.trim(),
	].filter(Boolean)
	return { name, lines, logoUrl }
}

/** The gallery's name, its filled-in contact lines and the documents' logo. */
export async function loadLetterhead(source?: LetterheadSource): Promise<Letterhead> {
	const { name, lines, logoUrl } = source ?? (await letterheadSource())
	return { name, lines, logo: logoUrl ? await printImage(logoUrl, 640) : null }
}

export type WorkFacts = {
	id: number
	slug: string
	visible: boolean
	artist: string
	/** The artist's dates as a wall label gives them ('b. 1984, Lagos'), '' when not given. */
	artistDates: string
	title: string
	year: string
	medium: string
	/** '60 × 80 cm (23.6 × 31.5 in)', else the free-text size. */
	dimensions: string
	/** The framed size as `dimensions` gives the work's, '' when not recorded (contract section 19). */
	framed: string
	/** 'Edition of 12 + 2 AP · 3 available' (app/utils/impressions.ts), or the free text. */
	edition: string
	editionName: string
	availability: string
	description: string
	image: string
	artwork: Artwork
}

/** Each artist's current name and dates, by id. */
export type ArtistNames = Map<number, { name: string; dates: string }>

export async function artistNames(): Promise<ArtistNames> {
	return new Map((await listArtists('all')).map((a) => [a.id, { name: a.name, dates: a.dates }]))
}

/**
 * A work's facts as a document prints them; in `writing`'s language when given (its texts translated where they
 * are, its availability and 'Untitled' the shipped strings), else as stored, in English.
 */
export function workFacts(artwork: Artwork, names: ArtistNames, locale: string, writing?: Localiser): WorkFacts {
	const artist = artwork.artist_id !== null ? names.get(artwork.artist_id) : undefined
	const texts = writing ? writing.localise(ARTWORK_FIELDS, artwork) : artwork
	return {
		id: artwork.id,
		slug: artwork.slug,
		visible: artwork.is_visible,
		// The artist's current name, as the artwork page shows it.
		artist: artist?.name || artwork.artist_name,
		artistDates: artist?.dates ?? '',
		title: texts.title || (writing ? writing.t('artwork.untitled') : 'Untitled'),
		year: artwork.year ? String(artwork.year) : '',
		medium: texts.medium,
		dimensions: formatDimensions(artwork, locale) || artwork.size,
		framed: formatDimensions(framedDimensions(artwork), locale),
		edition: editionLine(artwork),
		/** Without the count of impressions available, which a label on a wall would soon get wrong. */
		editionName: editionName(artwork),
		availability: writing
			? writing.t(`availability.${artwork.availability}`)
			: AVAILABILITY_LABELS[artwork.availability],
		description: texts.description,
		image: artworkImages(artwork)[0] ?? '',
		artwork,
	}
}

/** The artist as a label or a tear sheet names them: with their dates when the artist's record gives them. */
export function artistWithDates(work: Pick<WorkFacts, 'artist' | 'artistDates'>) {
	return work.artist && work.artistDates ? `${work.artist} (${work.artistDates})` : work.artist
}

/** The works with these ids, in the order given (unknown ids are left out), in `writing`'s language when given. */
export async function worksByIds(ids: readonly number[], locale: string, writing?: Localiser): Promise<WorkFacts[]> {
	const [artworks, names] = await Promise.all([listArtworks('all'), artistNames()])
	const byId = new Map(artworks.map((a) => [a.id, a]))
	return ids.flatMap((id) => {
		const artwork = byId.get(id)
		return artwork ? [workFacts(artwork, names, locale, writing)] : []
	})
}

/** A work's price line in a back-office document: only when asked, known and for sale. */
export function priceOf(work: WorkFacts, asked: boolean, locale: string) {
	return documentPriceLine(work.artwork, asked, locale)
}

/**
 * A work's list price for the registrar's documents (the booth list's value, the stock list's price), whatever the
 * public sees of it; '' when it has none.
 */
export function listPriceOf(work: WorkFacts, locale: string) {
	return work.artwork.price === null ? '' : formatPrice(work.artwork.price, work.artwork.currency, locale)
}

/** Today in the gallery's time zone, as printed under a document's title: 'November 25, 2026' (en-US), '25 November 2026' (en-GB). */
export function today(locale: string): string {
	return formatDay(dayIn(galleryTimeZone(), nowMs()), locale)
}

/**
 * An exhibition (hidden ones too) and its works in the order they were assigned, or null; with `writing`, its texts
 * and its works' in that language.
 */
export async function exhibitionWorks(id: number, locale: string, writing?: Localiser) {
	const stored = await getExhibition(id, 'all')
	if (!stored) return null
	const exhibition = writing ? writing.localise(EXHIBITION_FIELDS, stored) : stored
	const works = await worksByIds(stored.assigned_artworks.map(Number).filter(Number.isSafeInteger), locale, writing)
	return { exhibition, works }
}

/** A fair (hidden ones too) and the works of its checklist in the booth's order, or null; with `writing`, as above. */
export async function fairWorks(id: number, locale: string, writing?: Localiser) {
	const stored = await getFair(id, 'all')
	if (!stored) return null
	const fair = writing ? writing.localise(FAIR_FIELDS, stored) : stored
	const works = await worksByIds(
		stored.works.map((w) => w.artwork_id),
		locale,
		writing,
	)
	return { fair, works }
}
