import { t } from '#app/utils/i18n/strings.ts'
import { type Language } from '#app/utils/languages.ts'
import { type ArtistCardData } from './artist-card.tsx'
import { type ArtworkCardData } from './artwork-card.tsx'
import { type ExhibitionCardData } from './exhibition-card.tsx'
import { type Artist, type Artwork, type Exhibition } from '#app/schemas/records.ts'
import { isPublicNow } from '#app/utils/publishing.ts'
import { isSafeUrl } from '#app/utils/url.ts'
import {
	artworkImages,
	cleanImages,
	type ImageLookup,
	type PublicImage,
	toPublicImage,
	usableImage,
} from '#app/utils/images.ts'
import { socialLinks } from '#app/utils/social-links.ts'
import { availabilityMark } from '#app/utils/sales.ts'
import { formatDimensions } from '#app/utils/dimensions.ts'
import { formatExhibitionDates } from '#app/utils/locale-format.ts'

/**
 * Turns records into the small, plain shapes the public pages render, so a
 * loader sends no more than the page shows (hidden fields never reach the
 * browser). Images become PublicImages through the page's `ImageLookup`.
 */
export { artworkImages, cleanImages }

/** The alt text an artwork image falls back to when staff wrote none (docs/public-site.md, 'Alt text'). */
export function artworkAlt(title: string, artist: string, lang: Language = 'en') {
	return artist ? t(lang, 'alt.workBy', { title, artist }) : title
}

/** Where 'Join as an Artist' goes: the open call's link (http/https) when set, else the contact page. */
export function joinLink(exhibition: Pick<Exhibition, 'cta_link'>): string {
	const link = exhibition.cta_link.trim()
	return link && /^https?:\/\//i.test(link) && isSafeUrl(link) ? link : '/contact'
}

/** The first image of the show's first visible work that has one, in the order the show gives its works. */
function firstWorkImage(e: Pick<Exhibition, 'assigned_artworks'>, visibleWorks: ReadonlyMap<string, Artwork>) {
	for (const id of e.assigned_artworks) {
		const work = visibleWorks.get(String(id))
		const image = work && artworkImages(work)[0]
		if (image) return image
	}
	return ''
}

/**
 * The card's badge reads the display status when the exhibition carries one: what the show is today. Its picture is
 * the featured image, else the first installation view, else the first work in the show (`visibleWorks`, by id), else none:
 * a card without a picture is text alone, never a placeholder box.
 */
export function toExhibitionCard(
	e: Omit<Exhibition, 'translations'> & { display_status?: string; fallback?: string[] },
	lookup: ImageLookup,
	locale: string,
	visibleWorks: ReadonlyMap<string, Artwork>,
): ExhibitionCardData {
	const gallery = cleanImages(e.gallery_images)
	const featured = usableImage(e.featured_image) || gallery[0] || firstWorkImage(e, visibleWorks)
	return {
		slug: e.slug,
		title: e.title,
		description: e.description,
		status: e.display_status ?? e.status,
		curator: e.curator,
		location: e.location,
		dates: formatExhibitionDates(e.start_date, e.end_date, locale),
		featured_image: toPublicImage(featured, lookup(featured), e.title),
		image_count: gallery.length,
		join_link: joinLink(e),
		...(e.fallback?.length ? { fallback: e.fallback } : {}),
	}
}

export function toArtistCard(
	a: Omit<Artist, 'translations'> & { fallback?: string[] },
	lookup: ImageLookup,
): ArtistCardData {
	return {
		slug: a.slug,
		name: a.name,
		specialty: a.specialty,
		bio: a.bio,
		profile_image: toPublicImage(a.profile_image, lookup(a.profile_image), a.name),
		social: socialLinks(a.social_media),
		...(a.fallback?.length ? { fallback: a.fallback } : {}),
	}
}

export function toArtworkCard(
	w: Omit<Artwork, 'translations'> & { fallback?: string[]; lang?: Language },
	lookup: ImageLookup,
	locale: string,
): ArtworkCardData {
	const url = artworkImages(w)[0] ?? ''
	return {
		slug: w.slug,
		title: w.title,
		artist_name: w.artist_name,
		description: w.description,
		year: Number.isFinite(w.year) ? w.year : null,
		image: toPublicImage(
			url,
			lookup(url),
			artworkAlt(w.title || t(w.lang ?? 'en', 'artwork.unknownArtwork'), w.artist_name, w.lang),
		),
		category: w.category,
		medium: w.medium,
		// The structured dimensions in both units, else the free-text size.
		dimensions: formatDimensions(w, locale) || w.size,
		mark: availabilityMark(w.availability),
		...(w.fallback?.length ? { fallback: w.fallback } : {}),
	}
}

export type ArtistRef = { name: string; slug: string | null; image: PublicImage | null }

function artistRef(artist: Artist, lookup: ImageLookup): ArtistRef {
	const open = isPublicNow(artist)
	return {
		name: artist.name,
		slug: open ? artist.slug : null,
		image: open ? toPublicImage(artist.profile_image, lookup(artist.profile_image), artist.name) : null,
	}
}

/**
 * An exhibition's assigned artist ids resolved against every artist: a
 * public artist is linkable (slug), a hidden or scheduled one shows only its name, an
 * unknown id reads 'Artist {id}'.
 */
export function resolveArtists(ids: readonly string[], all: readonly Artist[], lookup: ImageLookup): ArtistRef[] {
	return ids.map((id) => {
		const artist = all.find((a) => String(a.id) === String(id))
		return artist ? artistRef(artist, lookup) : { name: `Artist ${id}`, slug: null, image: null }
	})
}

/** The artist of an artwork: by id, else by exact name; linkable only when visible. */
export function artistOfArtwork(
	artwork: Pick<Artwork, 'artist_id' | 'artist_name'>,
	all: readonly Artist[],
	lookup: ImageLookup,
): ArtistRef | null {
	const artist = all.find((a) => a.id === artwork.artist_id) ?? all.find((a) => a.name === artwork.artist_name)
	if (!artist) return artwork.artist_name ? { name: artwork.artist_name, slug: null, image: null } : null
	return artistRef(artist, lookup)
}

/** An absolute URL for og:image, from the request's origin. */
export function absoluteUrl(origin: string, url: string): string | undefined {
	const clean = usableImage(url)
	if (!clean) return undefined
	return /^https?:\/\//.test(clean) ? clean : `${origin}${clean}`
}
