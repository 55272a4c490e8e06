import { type ArtworkInput } from '#app/schemas/artwork.ts'
import { uniqueSlug } from '#app/utils/slug.ts'
import { mutate, NotFoundError, readData } from './db.server.ts'
import { now, takeId } from './ids.ts'
import { type Database } from './db-schema.ts'
import { type Artwork } from '#app/schemas/records.ts'
import { findByIdOrSlug, type Visibility } from './lookup.ts'

export function compareArtworks(a: Artwork, b: Artwork) {
	return b.year - a.year || a.title.localeCompare(b.title)
}

export async function listArtworks(visibility: Visibility = 'visible'): Promise<Artwork[]> {
	const data = await readData()
	const list = data.artworks.filter((a) => visibility === 'all' || a.is_visible)
	return structuredClone(list).sort(compareArtworks)
}

export async function getArtwork(key: string | number, visibility: Visibility = 'visible'): Promise<Artwork | null> {
	const data = await readData()
	const found = findByIdOrSlug(data.artworks, key)
	if (!found || (visibility === 'visible' && !found.is_visible)) return null
	return structuredClone(found)
}

export class UnknownArtistError extends Error {
	override name = 'UnknownArtistError'
}

function toRecordFields(draft: Database, input: ArtworkInput) {
	const artist = draft.artists.find((a) => a.id === input.artist_id)
	if (!artist) throw new UnknownArtistError('Artist is required')
	// A featured image must be one of the artwork's images; otherwise the first one is featured.
	const featured = input.featured_image && input.images.includes(input.featured_image) ? input.featured_image : (input.images[0] ?? '')
	return { ...input, artist_id: artist.id, artist_name: artist.name, featured_image: featured }
}

export async function createArtwork(input: ArtworkInput): Promise<Artwork> {
	return mutate((draft) => {
		const time = now()
		const record: Artwork = {
			...toRecordFields(draft, input),
			id: takeId(draft, 'artworks'),
			slug: uniqueSlug(input.slug || input.title, draft.artworks.map((a) => a.slug), 'artwork'),
			created_at: time,
			updated_at: time,
		}
		draft.artworks.push(record)
		return record
	})
}

export async function updateArtwork(id: number, input: ArtworkInput): Promise<Artwork> {
	return mutate((draft) => {
		const record = draft.artworks.find((a) => a.id === id)
		if (!record) throw new NotFoundError('Artwork not found')
		const others = draft.artworks.filter((a) => a.id !== id).map((a) => a.slug)
		Object.assign(record, toRecordFields(draft, input), {
			slug: uniqueSlug(input.slug || input.title, others, 'artwork'),
			updated_at: now(),
		})
		return record
	})
}

export async function setArtworkVisibility(id: number, isVisible: boolean): Promise<Artwork> {
	return mutate((draft) => {
		const record = draft.artworks.find((a) => a.id === id)
		if (!record) throw new NotFoundError('Artwork not found')
		record.is_visible = isVisible
		record.updated_at = now()
		return record
	})
}

/** Removes the artwork from every exhibition and artist that lists it. */
export async function deleteArtwork(id: number): Promise<void> {
	await mutate((draft) => {
		const before = draft.artworks.length
		draft.artworks = draft.artworks.filter((a) => a.id !== id)
		if (draft.artworks.length === before) throw new NotFoundError('Artwork not found')
		for (const e of draft.exhibitions) e.assigned_artworks = e.assigned_artworks.filter((a) => a !== String(id))
		for (const a of draft.artists) a.assigned_artworks = a.assigned_artworks.filter((w) => w !== String(id))
	})
}
