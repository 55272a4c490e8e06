import { data } from 'react-router'
import { releaseFiles, withFileRelease } from '#app/data/files.server.ts'
import { updatePageChecked } from '#app/server/checks/page-guard.server.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'
import { ALWAYS_VISIBLE_PAGES, isPageKey } from '#app/schemas/records.ts'
import { PageSchema } from '#app/schemas/page.ts'
import { parseWithUploads } from '#app/server/admin/form-uploads.server.ts'
import { parseForm } from '#app/server/admin/forms.server.ts'
import { conflictOf, formWriteOptions } from '#app/server/admin/entity-forms.server.ts'
import { VersionConflictError } from '#app/data/revisions.server.ts'
import { heroIds } from './home-tab.server.ts'
import { type IntentHandler } from './intents.server.ts'

/**
 * Save Changes of a page's settings (every tab). The home form may carry hero
 * images without JavaScript: they are stored once the form passes, and hero
 * images unticked there are deleted unless another record uses them.
 */
export const savePage: IntentHandler = {
	failure: 'Failed to save page content',
	async run({ request, back, form, formData, ok, fail, actor }) {
		const key = String(formData.get('page'))
		if (!isPageKey(key)) return fail('Failed to save page content')
		const { submission, stored } =
			key === 'home'
				? await parseWithUploads(form, PageSchema, 'hero', (fd, urls) => {
						for (const url of urls) fd.append('hero_images', url)
					})
				: { submission: parseForm(formData, PageSchema), stored: [] }
		if (submission.status !== 'success') return data({ result: submission.reply(), page: key }, { status: 400 })
		const value = { ...submission.value }
		if (ALWAYS_VISIBLE_PAGES.includes(key)) value.is_visible = true
		if (key === 'home' && value.hero_images) value.hero_image_ids = heroIds(value.hero_images)
		let saved
		try {
			saved = await withFileRelease(() => updatePageChecked(key, value, { actor, ...formWriteOptions(formData) }))
		} catch (error) {
			await releaseFiles(stored)
			// Saved by someone else since the form was opened: nothing is written, the visitor's values come back.
			if (error instanceof VersionConflictError) {
				return data({ result: submission.reply(), page: key, conflict: conflictOf(error) }, { status: 409 })
			}
			throw error
		}
		// Asked to be shown, saved hidden: problems hold it back (app/server/checks/page-guard.server.ts); the tab shows them.
		if (value.is_visible && !saved.pages[key].isVisible) {
			return redirectWithToast(request, back, {
				type: 'error',
				title: 'Page saved, but kept hidden',
				description: 'Problems keep it hidden until they are fixed: see "Checks before publishing".',
			})
		}
		return ok(key === 'about' ? 'About page updated successfully' : 'Page content updated successfully')
	},
}
