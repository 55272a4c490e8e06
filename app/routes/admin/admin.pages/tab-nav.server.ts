import { HeldBackError } from '#app/server/checks/guard.server.ts'
import { setPageVisibilityChecked } from '#app/server/checks/page-guard.server.ts'
import { isPageKey } from '#app/schemas/records.ts'
import { type IntentHandler } from './intents.server.ts'

/** The eye button of a tab: shows or hides a page in the site's menu. */
export const pageVisibility: IntentHandler = {
	failure: 'Failed to update page visibility',
	async run({ formData, ok, fail, actor }) {
		const key = String(formData.get('page'))
		if (!isPageKey(key)) return fail('Failed to update page visibility')
		const visible = formData.get('is_visible') === 'true'
		try {
			await setPageVisibilityChecked(key, visible, { actor })
		} catch (error) {
			// Show refused by the checks before publishing: the reason is the toast, and beside the field on the tab.
			if (error instanceof HeldBackError) return fail(error.message)
			throw error
		}
		return ok(`Page ${visible ? 'shown' : 'hidden'} successfully`)
	},
}
