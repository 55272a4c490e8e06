import { data } from 'react-router'
import { updateContactInfo } from '#app/data/pages.server.ts'
import { ContactInfoSchema } from '#app/schemas/page.ts'
import { parseForm } from '#app/server/admin/forms.server.ts'
import { conflictOf, formWriteOptions } from '#app/server/admin/entity-forms.server.ts'
import { VersionConflictError } from '#app/data/revisions.server.ts'
import { type IntentHandler } from './intents.server.ts'

/** Save Contact Info: the gallery's email, phone, Instagram and address. */
export const saveContactInfo: IntentHandler = {
	failure: 'Failed to update contact information',
	async run({ formData, ok, actor }) {
		const submission = parseForm(formData, ContactInfoSchema)
		if (submission.status !== 'success')
			return data({ result: submission.reply(), page: 'contact-info' }, { status: 400 })
		try {
			await updateContactInfo(submission.value, { actor, ...formWriteOptions(formData) })
		} catch (error) {
			if (!(error instanceof VersionConflictError)) throw error
			return data({ result: submission.reply(), page: 'contact-info', conflict: conflictOf(error) }, { status: 409 })
		}
		return ok('Contact information updated successfully')
	},
}
