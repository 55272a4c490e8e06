import { type ArtistInput } from '#app/schemas/artist.ts'
import { type Artist } from '#app/schemas/records.ts'
import { uniqueSlug } from '#app/utils/slug.ts'
import { compareBySortName } from '#app/utils/sort-name.ts'
import { type Draft, mutate, NotFoundError, ready } from './db.server.ts'
import {
	checkVersion,
	putArtistNameOnWorks,
	removeVersioned,
	saveVersioned,
	type WriteOptions,
} from './revisions.server.ts'
import { now } from '#app/utils/clock.ts'
import { InvalidRecordError } from './errors.ts'
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
	// Unique when set (contract section 19); the store's own check would refuse it too, in less helpful words.
	if (fields.stock_prefix && draft.taken('artists', 'stock_prefix', fields.stock_prefix, id)) {
		throw new InvalidRecordError('stock_prefix', 'This stock prefix is already in use')
	}
	return {
		...fields,
		slug: uniqueSlug(slug || input.name, (s) => draft.taken('artists', 'slug', s, id), 'artist'),
	}
}

/**
 * Adds an artist inside a change (createArtist, the import's one write), with
 * its first revision; the import records one activity entry for all its rows.
 */
export function putNewArtist(
	draft: Draft,
	input: ArtistInput,
	{ actor, noActivity }: { actor?: WriteOptions['actor']; noActivity?: boolean } = {},
): Artist {
	const time = now()
	return saveVersioned(
		draft,
		'artists',
		{ ...toRecord(draft, input), id: draft.takeId('artists'), version: 1, created_at: time, updated_at: time },
		{ current: null, actor, noActivity },
	)
}

export async function createArtist(input: ArtistInput, { actor }: WriteOptions = {}): Promise<Artist> {
	return mutate((draft) => putNewArtist(draft, input, { actor }))
}

/** Renaming an artist renames it on its artworks too. `input` may be made from the stored artist, inside the write. */
export async function updateArtist(
	id: number,
	input: InputFrom<Artist, ArtistInput>,
	{ actor, version, merge }: WriteOptions = {},
): Promise<Artist> {
	return mutate((draft) => {
		const current = draft.get('artists', id)
		if (!current) throw new NotFoundError('Artist not found')
		const record = saveVersioned(
			draft,
			'artists',
			{ ...current, ...toRecord(draft, inputFor(input, current), id), updated_at: now() },
			{ current, actor, version, merge },
		)
		if (record.name !== current.name) putArtistNameOnWorks(draft, record, actor)
		return record
	})
}

export async function setArtistVisibility(
	id: number,
	isVisible: boolean,
	{ actor, version }: WriteOptions = {},
): Promise<Artist> {
	return mutate((draft) => {
		const current = draft.get('artists', id)
		if (!current) throw new NotFoundError('Artist not found')
		checkVersion(draft, 'artists', current, version)
		return saveVersioned(draft, 'artists', { ...current, is_visible: isVisible, updated_at: now() }, { current, actor })
	})
}

/** Removes the artist from every exhibition; its artworks keep the name but lose the link. */
export async function deleteArtist(id: number, { actor, version }: WriteOptions = {}): Promise<void> {
	await mutate((draft) => {
		if (!removeVersioned(draft, 'artists', id, actor, version)) throw new NotFoundError('Artist not found')
		const key = String(id)
		for (const e of draft.all('exhibitions')) {
			if (e.assigned_artists.includes(key)) {
				const assigned_artists = e.assigned_artists.filter((a) => a !== key)
				saveVersioned(draft, 'exhibitions', { ...e, assigned_artists }, { actor })
			}
		}
		for (const w of draft.all('artworks')) {
			if (w.artist_id === id) saveVersioned(draft, 'artworks', { ...w, artist_id: null }, { actor })
		}
	})
}
