import { ALWAYS_VISIBLE_PAGES, type PageKey, type UserRole } from '#app/schemas/records.ts'
import { checksOf } from '#app/server/checks/checks.server.ts'
import { publishAnyway } from '#app/server/checks/publish.server.ts'
import { FORBIDDEN_MESSAGE } from '#app/server/permissions.server.ts'
import { problemsOf } from '#app/utils/checks/index.ts'
import { isPageKey } from '#app/schemas/records.ts'
import { type IntentHandler } from './intents.server.ts'

/**
 * A tab's page: its checks before publishing, shown above and beside its settings, and whether this user may
 * publish it anyway (an admin, while problems keep a page that can be hidden hidden).
 */
export async function pageChecks(key: PageKey, role: UserRole) {
	const found = await checksOf('pages', key)
	const checks = found?.checks ?? []
	const heldBack = Boolean(found && !found.visible) && !ALWAYS_VISIBLE_PAGES.includes(key)
	return { checks, mayPublishAnyway: role === 'admin' && heldBack && problemsOf(checks).length > 0 }
}

/** "Publish anyway" on a tab: an admin shows the page past its problems. */
export const publishPageAnyway = (role: UserRole): IntentHandler => ({
	failure: 'Failed to publish the page',
	async run({ formData, ok, fail, actor }) {
		// Editors see the reasons and cannot override them.
		if (role !== 'admin' || !actor) return new Response(FORBIDDEN_MESSAGE, { status: 403 })
		const key = String(formData.get('page'))
		if (!isPageKey(key) || ALWAYS_VISIBLE_PAGES.includes(key)) return fail('Failed to publish the page')
		await publishAnyway('pages', key, actor)
		return ok('Page published anyway')
	},
})
