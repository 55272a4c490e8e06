import { type Database } from './db-schema.ts'

/** The file id an image URL points at (/api/file/12, /api/files/12, absolute or not), or null. */
export function fileIdFromUrl(url: string): number | null {
	const match = /\/api\/files?\/(\d+)(?:[?#].*)?$/.exec(url)
	return match ? Number(match[1]) : null
}

/** Every image reference a record holds, with the record that holds it (for reports). */
export function* imageReferences(data: Readonly<Database>): Generator<{ owner: string; url: string }> {
	for (const e of data.exhibitions) {
		for (const url of [e.featured_image, ...e.gallery_images]) yield { owner: `exhibition ${e.id}`, url }
	}
	for (const a of data.artworks) {
		for (const url of [a.featured_image, ...a.images]) yield { owner: `artwork ${a.id}`, url }
	}
	for (const a of data.artists) yield { owner: `artist ${a.id}`, url: a.profile_image }
	const home = data.pages.home
	for (const url of home.hero_images) yield { owner: 'home page', url }
	for (const id of home.hero_image_ids) yield { owner: 'home page', url: `/api/file/${id}` }
}

/** The ids of the uploaded files some record still uses. */
export function referencedFileIds(data: Readonly<Database>): Set<number> {
	const ids = new Set<number>()
	for (const { url } of imageReferences(data)) {
		const id = url ? fileIdFromUrl(url) : null
		if (id !== null) ids.add(id)
	}
	return ids
}
