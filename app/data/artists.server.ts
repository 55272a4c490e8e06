import { type ArtistInput } from '#app/schemas/artist.ts'
import { uniqueSlug } from '#app/utils/slug.ts'
import { mutate, NotFoundError, readData } from './db.server.ts'
import { now, takeId } from './ids.ts'
import { type Artist } from '#app/schemas/records.ts'
import { findByIdOrSlug, type Visibility } from './lookup.ts'

export async function listArtists(visibility: Visibility = 'visible'): Promise<Artist[]> {
	const data = await readData()
	const list = data.artists.filter((a) => visibility === 'all' || a.is_visible)
	return structuredClone(list).sort((a, b) => a.name.localeCompare(b.name))
}

export async function getArtist(key: string | number, visibility: Visibility = 'visible'): Promise<Artist | null> {
	const data = await readData()
	const found = findByIdOrSlug(data.artists, key)
	if (!found || (visibility === 'visible' && !found.is_visible)) return null
	return structuredClone(found)
}

export async function createArtist(input: ArtistInput): Promise<Artist> {
	return mutate((draft) => {
		const time = now()
		const record: Artist = {
			...input,
			id: takeId(draft, 'artists'),
			slug: uniqueSlug(input.slug || input.name, draft.artists.map((a) => a.slug), 'artist'),
			created_at: time,
			updated_at: time,
		}
		draft.artists.push(record)
		return record
	})
}

/** Renaming an artist renames it on its artworks too. */
export async function updateArtist(id: number, input: ArtistInput): Promise<Artist> {
	return mutate((draft) => {
		const record = draft.artists.find((a) => a.id === id)
		if (!record) throw new NotFoundError('Artist not found')
		const others = draft.artists.filter((a) => a.id !== id).map((a) => a.slug)
		Object.assign(record, input, { slug: uniqueSlug(input.slug || input.name, others, 'artist'), updated_at: now() })
		for (const artwork of draft.artworks) {
			if (artwork.artist_id === id) artwork.artist_name = record.name
		}
		return record
	})
}

export async function setArtistVisibility(id: number, isVisible: boolean): Promise<Artist> {
	return mutate((draft) => {
		const record = draft.artists.find((a) => a.id === id)
		if (!record) throw new NotFoundError('Artist not found')
		record.is_visible = isVisible
		record.updated_at = now()
		return record
	})
}

/** Removes the artist from every exhibition; its artworks keep the name but lose the link. */
export async function deleteArtist(id: number): Promise<void> {
	await mutate((draft) => {
		const before = draft.artists.length
		draft.artists = draft.artists.filter((a) => a.id !== id)
		if (draft.artists.length === before) throw new NotFoundError('Artist not found')
		for (const e of draft.exhibitions) e.assigned_artists = e.assigned_artists.filter((a) => a !== String(id))
		for (const w of draft.artworks) if (w.artist_id === id) w.artist_id = null
	})
}
