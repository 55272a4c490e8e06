import { fileIdFromUrl, withFileRelease } from '#app/data/files.server.ts'
import { setHeroImages } from '#app/data/pages.server.ts'
import { backTo } from '#app/server/admin/forms.server.ts'
import { type IntentHandler } from './intents.server.ts'

/** The ids of the uploaded files among hero image URLs. */
export function heroIds(urls: string[]) {
	return urls
		.map((u) => fileIdFromUrl(u))
		.filter((id): id is number => id !== null)
		.map(String)
}

/**
 * The hero uploader's immediate save (with JavaScript): the new list of hero
 * images. A hero image taken off the page is deleted unless another record uses it.
 */
export const saveHero: IntentHandler = {
	failure: 'Failed to update hero images',
	async run({ request, formData, ok, actor }) {
		const urls = formData.getAll('hero_images').map(String)
		const removed = formData.get('change') === 'removed'
		await withFileRelease(() => setHeroImages(heroIds(urls), urls, { actor }))
		// The editor stays open after an immediate hero save.
		return ok(
			removed ? 'Hero image removed and saved successfully' : 'Hero images updated and saved successfully',
			backTo(request),
		)
	},
}
