import { type ArtistCardData } from './artist-card.tsx'
import { type ArtworkCardData } from './artwork-card.tsx'
import { type ExhibitionCardData } from './exhibition-card.tsx'
import { type Artist, type Artwork, type Exhibition } from '#app/schemas/records.ts'
import { isSafeUrl } from '#app/utils/url.ts'
import { artworkImages, cleanImages, usableImage } from '#app/utils/images.ts'
import { socialLinks } from '#app/utils/social-links.ts'
import { availabilityMark } from '#app/utils/sales.ts'

/**
 * Turns records into the small, plain shapes the public pages render, so a
 * loader sends no more than the page shows (hidden fields never reach the
 * browser).
 */

export { artworkImages, cleanImages } from '#app/utils/images.ts'

/** Where 'Join as an Artist' goes: the open call's link (http/https) when set, else the contact page. */
export function joinLink(exhibition: Pick<Exhibition, 'cta_link'>): string {
	const link = exhibition.cta_link.trim()
	return link && /^https?:\/\//i.test(link) && isSafeUrl(link) ? link : '/contact'
}

export function toExhibitionCard(e: Exhibition): ExhibitionCardData {
	const gallery = cleanImages(e.gallery_images)
	return {
		slug: e.slug,
		title: e.title,
		description: e.description,
		status: e.status,
		curator: e.curator,
		location: e.location,
		start_date: e.start_date,
		end_date: e.end_date,
		featured_image: usableImage(e.featured_image) || gallery[0] || '',
		image_count: gallery.length,
		join_link: joinLink(e),
	}
}

export function toArtistCard(a: Artist): ArtistCardData {
	return {
		slug: a.slug,
		name: a.name,
		specialty: a.specialty,
		bio: a.bio,
		profile_image: usableImage(a.profile_image),
		social: socialLinks(a.social_media),
	}
}

export function toArtworkCard(w: Artwork): ArtworkCardData {
	return {
		slug: w.slug,
		title: w.title,
		artist_name: w.artist_name,
		description: w.description,
		year: Number.isFinite(w.year) ? w.year : null,
		image: artworkImages(w)[0] ?? '',
		category: w.category,
		mark: availabilityMark(w.availability),
	}
}

export type ArtistRef = { name: string; slug: string | null; image: string }

/**
 * An exhibition's assigned artist ids resolved against every artist: a
 * visible artist is linkable (slug), a hidden one shows only its name, an
 * unknown id reads 'Artist {id}'.
 */
export function resolveArtists(ids: readonly string[], all: readonly Artist[]): ArtistRef[] {
	return ids.map((id) => {
		const artist = all.find((a) => String(a.id) === String(id))
		if (!artist) return { name: `Artist ${id}`, slug: null, image: '' }
		return {
			name: artist.name,
			slug: artist.is_visible ? artist.slug : null,
			image: artist.is_visible ? usableImage(artist.profile_image) : '',
		}
	})
}

/** The artist of an artwork: by id, else by exact name; linkable only when visible. */
export function artistOfArtwork(
	artwork: Pick<Artwork, 'artist_id' | 'artist_name'>,
	all: readonly Artist[],
): ArtistRef | null {
	const artist = all.find((a) => a.id === artwork.artist_id) ?? all.find((a) => a.name === artwork.artist_name)
	if (!artist) return artwork.artist_name ? { name: artwork.artist_name, slug: null, image: '' } : null
	return {
		name: artist.name,
		slug: artist.is_visible ? artist.slug : null,
		image: artist.is_visible ? usableImage(artist.profile_image) : '',
	}
}

/** An absolute URL for og:image, from the request's origin. */
export function absoluteUrl(origin: string, url: string): string | undefined {
	const clean = usableImage(url)
	if (!clean) return undefined
	return /^https?:\/\//.test(clean) ? clean : `${origin}${clean}`
}
