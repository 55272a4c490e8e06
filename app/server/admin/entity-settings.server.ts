import { listArtists } from '#app/data/artists.server.ts'
import { listArtworks, viewArtworks } from '#app/data/artworks.server.ts'
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

/** Up to this many artworks, an exhibition form offers every one; past it, only those of its own artists. */
const ALL_ARTWORKS_UP_TO = 300

/**
 * The artists and artworks an exhibition form offers, hidden ones included. A
 * large collection would make thousands of checkboxes: then the artworks
 * offered are the ones assigned and those of the assigned artists, and
 * `artworksNote` says so.
 */
export async function exhibitionFormOptions(exhibition?: { assigned_artists: string[]; assigned_artworks: string[] }) {
	const [artists, all] = await Promise.all([listArtists('all'), listArtworks('all')])
	const limited = all.length > ALL_ARTWORKS_UP_TO
	const theirArtists = new Set(exhibition?.assigned_artists ?? [])
	const assigned = new Set(exhibition?.assigned_artworks ?? [])
	const offered = limited ? all.filter((a) => assigned.has(String(a.id)) || theirArtists.has(String(a.artist_id))) : all
	return {
		artists: artists.map((a) => ({ id: a.id, name: a.name })),
		artworks: offered.map((a) => ({ id: a.id, title: a.title, artist_name: a.artist_name })),
		artworksNote: limited ? 'The works of the assigned artists; save after choosing artists to see theirs.' : null,
	}
}

/** Choices of the artwork form: artists and the categories in use. */
export async function artworkFormOptions() {
	const [artists, categories] = await Promise.all([
		listArtists('all'),
		viewArtworks('all', 'categories', (all) => [...new Set(all.map((a) => a.category).filter(Boolean))].sort()),
	])
	return {
		artists: artists.map((a) => ({ id: a.id, name: a.name })),
		categories,
		maxYear: maxArtworkYear(),
		currency: getEnv().GALLERY_CURRENCY,
	}
}
