import { type ArtistInput } from '#app/schemas/artist.ts'
import { type Artist } from '#app/schemas/records.ts'
import { uniqueSlug } from '#app/utils/slug.ts'
import { compareBySortName } from '#app/utils/sort-name.ts'
import { type Draft, mutate, NotFoundError, ready } from './db.server.ts'
import { now } from './ids.ts'
import { listing } from './listing.ts'
import { assertKnownIds, findByIdOrSlug, type InputFrom, inputFor, type Visibility, visibleOnly } from './lookup.ts'

export function compareArtists(a: Artist, b: Artist) {
	return a.name.localeCompare(b.name)
}

const artists = listing('artists', compareArtists)

/** By name; remembered until the next change of the artists. */
export const listArtists = artists.list

/** A view of the artists (filtered, grouped, counted), remembered until their next change. */
export const viewArtists = artists.view

/**
 * The public artists list's order (docs/public-site.md, 'Orders'): by `sort_name`,
 * else the last word of the name. The /api keeps its order by name (docs/api.md).
 */
export async function listArtistsBySortName(visibility: Visibility = 'visible'): Promise<readonly Artist[]> {
	return viewArtists(visibility, 'by-sort-name', (list) => Object.freeze([...list].sort(compareBySortName)))
}

export async function getArtist(key: string | number, visibility: Visibility = 'visible'): Promise<Artist | null> {
	const store = await ready()
	return visibleOnly(findByIdOrSlug(store.tables.artists, key), visibility)
}

function toRecord(draft: Draft, input: ArtistInput, id?: number) {
	assertKnownIds(draft, 'artworks', input.assigned_artworks, 'assigned_artworks')
	const { slug, ...fields } = input
	return {
		...fields,
		slug: uniqueSlug(slug || input.name, (s) => draft.taken('artists', 'slug', s, id), 'artist'),
	}
}

/** Adds an artist inside a change (createArtist, the import's one write). */
export function putNewArtist(draft: Draft, input: ArtistInput): Artist {
	const time = now()
	return draft.put('artists', {
		...toRecord(draft, input),
		id: draft.takeId('artists'),
		created_at: time,
		updated_at: time,
	})
}

export async function createArtist(input: ArtistInput): Promise<Artist> {
	return mutate((draft) => putNewArtist(draft, input))
}

/** Renaming an artist renames it on its artworks too. `input` may be made from the stored artist, inside the write. */
export async function updateArtist(id: number, input: InputFrom<Artist, ArtistInput>): Promise<Artist> {
	return mutate((draft) => {
		const current = draft.get('artists', id)
		if (!current) throw new NotFoundError('Artist not found')
		const record = draft.put('artists', { ...current, ...toRecord(draft, inputFor(input, current), id), updated_at: now() })
		if (record.name !== current.name) {
			for (const artwork of draft.all('artworks')) {
				if (artwork.artist_id === id) draft.put('artworks', { ...artwork, artist_name: record.name })
			}
		}
		return record
	})
}

export async function setArtistVisibility(id: number, isVisible: boolean): Promise<Artist> {
	return mutate((draft) => {
		const record = draft.update('artists', id, (a) => ({ ...a, is_visible: isVisible, updated_at: now() }))
		if (!record) throw new NotFoundError('Artist not found')
		return record
	})
}

/** Removes the artist from every exhibition; its artworks keep the name but lose the link. */
export async function deleteArtist(id: number): Promise<void> {
	await mutate((draft) => {
		if (!draft.remove('artists', id)) throw new NotFoundError('Artist not found')
		const key = String(id)
		for (const e of draft.all('exhibitions')) {
			if (e.assigned_artists.includes(key))
				draft.put('exhibitions', { ...e, assigned_artists: e.assigned_artists.filter((a) => a !== key) })
		}
		for (const w of draft.all('artworks')) {
			if (w.artist_id === id) draft.put('artworks', { ...w, artist_id: null })
		}
	})
}
