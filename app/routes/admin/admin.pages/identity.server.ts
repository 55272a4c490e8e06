import { data } from 'react-router'
import { releaseFiles, withFileRelease } from '#app/data/files.server.ts'
import { getPageContent, updateIdentity } from '#app/data/pages.server.ts'
import { type UserRole } from '#app/schemas/records.ts'
import { FORBIDDEN_MESSAGE } from '#app/server/permissions.server.ts'
import { checksOf } from '#app/server/checks/checks.server.ts'
import { publishAnyway } from '#app/server/checks/publish.server.ts'
import { IDENTITY_PAGE } from '#app/server/checks/subjects.server.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'
import { problemsOf } from '#app/utils/checks/index.ts'
import { IdentitySchema } from '#app/schemas/page.ts'
import { FormUploadError, parseWithUploads } from '#app/server/admin/form-uploads.server.ts'
import { conflictOf, formWriteOptions } from '#app/server/admin/entity-forms.server.ts'
import { VersionConflictError } from '#app/data/revisions.server.ts'
import { type IntentHandler } from './intents.server.ts'

/**
 * Save Identity (docs/admin.md, 'Identity'): logo, accent colour and typeface
 * pairing. Without JavaScript the logo may travel with the form (`files`): it
 * is stored once the form passes. A logo replaced or removed is deleted unless
 * another record uses it.
 */
export const saveIdentity: IntentHandler = {
	failure: 'Failed to update identity',
	async run({ request, form, back, ok, fail, actor }) {
		let parsed
		try {
			parsed = await parseWithUploads(form, IdentitySchema, 'hero', (fd, urls) => {
				if (urls[0]) fd.set('logo', urls[0])
			})
		} catch (error) {
			if (error instanceof FormUploadError) return fail('Failed to upload logo')
			throw error
		}
		const { submission, stored } = parsed
		if (submission.status !== 'success') return data({ result: submission.reply(), page: 'identity' }, { status: 400 })
		try {
			const options = formWriteOptions(form.formData)
			await withFileRelease(() => updateIdentity(submission.value, { actor, ...options }))
		} catch (error) {
			await releaseFiles(stored)
			if (error instanceof VersionConflictError) {
				return data({ result: submission.reply(), page: 'identity', conflict: conflictOf(error) }, { status: 409 })
			}
			throw error
		}
		const { identity, appliedAccentColor } = await getPageContent()
		if (identity.accent_color !== appliedAccentColor) {
			// Saved, not applied: the accent colour's contrast problem holds it back (docs/admin.md, 'Checks before publishing').
			return redirectWithToast(request, `${back}#identity`, {
				type: 'error',
				title: 'Identity updated, but the accent colour is not applied',
				description: 'It is too light to read against white: see the reason beside the field.',
			})
		}
		return ok('Identity updated successfully')
	},
}

/**
 * The identity's checks before publishing, for its form: the problems and warnings beside the accent colour, and
 * whether this user may publish it anyway (an admin, while the saved colour is held back).
 */
export async function identityChecks(role: UserRole) {
	const found = await checksOf('pages', IDENTITY_PAGE)
	const checks = found?.checks ?? []
	const heldBack = found ? !found.visible : false
	return { checks, mayPublishAnyway: role === 'admin' && heldBack && problemsOf(checks).length > 0 }
}

/** "Publish anyway" on the Identity card: an admin applies the saved accent colour past its contrast problem. */
export const publishIdentityAnyway = (role: UserRole): IntentHandler => ({
	failure: 'Failed to publish the accent colour',
	async run({ ok, actor }) {
		// Editors see the reason and cannot override it.
		if (role !== 'admin' || !actor) return new Response(FORBIDDEN_MESSAGE, { status: 403 })
		await publishAnyway('pages', IDENTITY_PAGE, actor)
		return ok('Accent colour published anyway')
	},
})
