import { listArtists } from '#app/data/artists.server.ts'
import { listArtworks } from '#app/data/artworks.server.ts'
import { ArtistSchema } from '#app/schemas/artist.ts'
import { ArtworkSchema, maxArtworkYear } from '#app/schemas/artwork.ts'
import { ExhibitionSchema } from '#app/schemas/exhibition.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { appendImages, setSingleImage } from './entity-forms.server.ts'

/**
 * What an entity's add and edit forms share, handed to `handleEntityForm`:
 * its name in messages, where its uploads are filed, its schema, its list
 * page and which fields receive images uploaded without JavaScript.
 */
export const exhibitionForm = {
	entity: 'Exhibition',
	category: 'exhibition',
	schema: ExhibitionSchema,
	listPath: '/admin/exhibitions',
	placeUploads: appendImages('gallery_images', 'featured_image'),
} as const

export const artistForm = {
	entity: 'Artist',
	category: 'artist_profile',
	schema: ArtistSchema,
	listPath: '/admin/artists',
	placeUploads: setSingleImage('profile_image'),
} as const

export const artworkForm = {
	entity: 'Artwork',
	category: 'artwork',
	schema: ArtworkSchema,
	listPath: '/admin/artworks',
	placeUploads: appendImages('images', 'featured_image'),
} as const

/** The choices the exhibition form offers: every artist and artwork, hidden ones included. */
export async function exhibitionFormOptions() {
	const [artists, artworks] = await Promise.all([listArtists('all'), listArtworks('all')])
	return {
		artists: artists.map((a) => ({ id: a.id, name: a.name })),
		artworks: artworks.map((a) => ({ id: a.id, title: a.title, artist_name: a.artist_name })),
	}
}

/** Choices of the artwork form: artists and the categories in use. */
export async function artworkFormOptions() {
	const [artists, artworks] = await Promise.all([listArtists('all'), listArtworks('all')])
	return {
		artists: artists.map((a) => ({ id: a.id, name: a.name })),
		categories: [...new Set(artworks.map((a) => a.category).filter(Boolean))].sort(),
		maxYear: maxArtworkYear(),
		currency: getEnv().GALLERY_CURRENCY,
	}
}
