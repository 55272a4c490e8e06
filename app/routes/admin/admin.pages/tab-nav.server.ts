import { setPageVisibility } from '#app/data/pages.server.ts'
import { isPageKey } from '#app/schemas/records.ts'
import { type IntentHandler } from './intents.server.ts'

/** The eye button of a tab: shows or hides a page in the site's menu. */
export const pageVisibility: IntentHandler = {
	failure: 'Failed to update page visibility',
	async run({ formData, ok, fail, actor }) {
		const key = String(formData.get('page'))
		if (!isPageKey(key)) return fail('Failed to update page visibility')
		const visible = formData.get('is_visible') === 'true'
		await setPageVisibility(key, visible, { actor })
		return ok(`Page ${visible ? 'shown' : 'hidden'} successfully`)
	},
}
