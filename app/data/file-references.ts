import { type Reader } from './store/draft.ts'
import { type UnitName } from './store/units.ts'

/** The file id an image URL points at (/api/file/12, /api/files/12, absolute or not), or null. */
export function fileIdFromUrl(url: string): number | null {
	const match = /\/api\/files?\/(\d+)(?:[?#].*)?$/.exec(url)
	return match ? Number(match[1]) : null
}

/** Every image reference a record holds, with the record that holds it (for reports). */
export function* imageReferences(data: Reader): Generator<{ owner: string; url: string }> {
	for (const e of data.all('exhibitions')) {
		for (const url of [e.featured_image, ...e.gallery_images]) yield { owner: `exhibition ${e.id}`, url }
	}
	for (const a of data.all('artworks')) {
		for (const url of [a.featured_image, ...a.images]) yield { owner: `artwork ${a.id}`, url }
	}
	for (const a of data.all('artists')) yield { owner: `artist ${a.id}`, url: a.profile_image }
	for (const r of data.all('viewing_rooms')) yield { owner: `viewing room ${r.id}`, url: r.cover_image }
	const home = data.site('pages').home
	for (const url of home.hero_images) yield { owner: 'home page', url }
	for (const id of home.hero_image_ids) yield { owner: 'home page', url: `/api/file/${id}` }
	yield { owner: 'identity', url: data.site('settings').logo }
	yield { owner: 'documents', url: data.site('settings').document_logo }
}

/** What imageReferences reads: a view of them is remembered until one of these changes. */
export const REFERENCING_UNITS: readonly UnitName[] = ['exhibitions', 'artworks', 'artists', 'viewing_rooms', 'site']

/** The ids of the uploaded files some record still uses. */
export function referencedFileIds(data: Reader): Set<number> {
	const ids = new Set<number>()
	for (const { url } of imageReferences(data)) {
		const id = url ? fileIdFromUrl(url) : null
		if (id !== null) ids.add(id)
	}
	return ids
}
