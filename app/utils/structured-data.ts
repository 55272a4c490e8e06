import { type Dimensions } from './dimensions.ts'

/**
 * schema.org JSON-LD for the public pages (docs/public-site.md, 'JSON-LD'). Builders take
 * plain values with absolute URLs and leave out whatever is unknown, so a
 * search engine never reads an empty property.
 */
type Json = Record<string, unknown>
const CONTEXT = 'https://schema.org'

/** Drops empty strings, nulls, undefined and empty arrays. */
function compact(object: Json): Json {
	return Object.fromEntries(
		Object.entries(object).filter(
			([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0),
		),
	)
}

const UNIT_CODES = { cm: 'CMT', in: 'INH' } as const

function quantity(value: number | null, unit: Dimensions['dimension_unit']) {
	return value ? { '@type': 'QuantitativeValue', value, unitCode: UNIT_CODES[unit], unitText: unit } : undefined
}

export type PersonInput = {
	name: string
	url?: string
	image?: string
	description?: string
	jobTitle?: string
	sameAs?: string[]
}

export function personLd(p: PersonInput, withContext = true): Json {
	return compact({
		...(withContext ? { '@context': CONTEXT } : {}),
		'@type': 'Person',
		name: p.name,
		url: p.url,
		image: p.image,
		description: p.description,
		jobTitle: p.jobTitle,
		sameAs: p.sameAs,
	})
}

export type ArtworkLdInput = {
	url: string
	name: string
	images: string[]
	description?: string
	artist: PersonInput | null
	year: number | null
	medium?: string
	/** The number of copies (schema.org's `artEdition` takes a number or text): the edition size, else the free text. */
	edition?: string | number
	dimensions: Dimensions
	/** Only when the price is public. */
	offer: { price: number; currency: string; availability: 'InStock' | 'SoldOut' } | null
}

export function visualArtworkLd(a: ArtworkLdInput): Json {
	return compact({
		'@context': CONTEXT,
		'@type': 'VisualArtwork',
		name: a.name,
		url: a.url,
		image: a.images,
		description: a.description,
		creator: a.artist ? personLd(a.artist, false) : undefined,
		dateCreated: a.year ? String(a.year) : undefined,
		artMedium: a.medium,
		artEdition: a.edition,
		height: quantity(a.dimensions.height, a.dimensions.dimension_unit),
		width: quantity(a.dimensions.width, a.dimensions.dimension_unit),
		depth: quantity(a.dimensions.depth, a.dimensions.dimension_unit),
		offers: a.offer
			? {
					'@type': 'Offer',
					price: a.offer.price,
					priceCurrency: a.offer.currency,
					availability: `${CONTEXT}/${a.offer.availability}`,
					url: a.url,
				}
			: undefined,
	})
}

export type ExhibitionLdInput = {
	url: string
	name: string
	description?: string
	startDate: string | null
	endDate: string | null
	images: string[]
	location: { name: string; address?: string }
	performers?: PersonInput[]
}

export function exhibitionEventLd(e: ExhibitionLdInput): Json {
	return compact({
		'@context': CONTEXT,
		'@type': 'ExhibitionEvent',
		name: e.name,
		url: e.url,
		description: e.description,
		startDate: e.startDate,
		endDate: e.endDate,
		image: e.images,
		eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
		location: compact({ '@type': 'Place', name: e.location.name, address: e.location.address }),
		performer: e.performers?.map((p) => personLd(p, false)),
	})
}

export type FairLdInput = {
	url: string
	name: string
	description?: string
	startDate: string
	endDate: string
	images?: string[]
	/** The fair's venue and the gallery's booth there; the city as the address. */
	location: { name: string; address?: string }
}

/** An art fair the gallery shows at: an `Event` at the fair's venue (docs/public-site.md, 'Art fairs'). */
export function fairEventLd(f: FairLdInput): Json {
	return compact({
		'@context': CONTEXT,
		'@type': 'Event',
		name: f.name,
		url: f.url,
		description: f.description,
		startDate: f.startDate,
		endDate: f.endDate,
		image: f.images,
		eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
		location: compact({ '@type': 'Place', name: f.location.name, address: f.location.address }),
	})
}

export type GalleryLdInput = {
	name: string
	url: string
	description?: string
	address?: string
	email?: string
	telephone?: string
	image?: string
	sameAs?: string[]
}

export function artGalleryLd(g: GalleryLdInput): Json {
	return compact({
		'@context': CONTEXT,
		'@type': 'ArtGallery',
		name: g.name,
		url: g.url,
		description: g.description,
		address: g.address,
		email: g.email,
		telephone: g.telephone,
		image: g.image,
		sameAs: g.sameAs,
	})
}

/**
 * The text of a `<script type="application/ld+json">`: JSON with `<`, `>`, `&`
 * and the two JavaScript line separators escaped, so no value (a title with
 * `</script>` in it) can end the script or start markup.
 */
export function jsonLdHtml(value: object): string {
	return JSON.stringify(value)
		.replace(/</g, '\\u003c')
		.replace(/>/g, '\\u003e')
		.replace(/&/g, '\\u0026')
		.replace(/\u2028/g, '\\u2028')
		.replace(/\u2029/g, '\\u2029')
}
