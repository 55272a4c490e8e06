import { data } from 'react-router'
import { releaseFiles, withFileRelease } from '#app/data/files.server.ts'
import { updateIdentity } from '#app/data/pages.server.ts'
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
	async run({ form, ok, fail, actor }) {
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
		return ok('Identity updated successfully')
	},
}
