import { data } from '@remix-run/node'
import { updateContactInfo } from '#app/data/pages.server.ts'
import { ContactInfoSchema } from '#app/schemas/page.ts'
import { parseForm } from '#app/server/admin/forms.server.ts'
import { type IntentHandler } from './intents.server.ts'

/** Save Contact Info: the gallery's email, phone, Instagram and address. */
export const saveContactInfo: IntentHandler = {
	failure: 'Failed to update contact information',
	async run({ formData, ok }) {
		const submission = parseForm(formData, ContactInfoSchema)
		if (submission.status !== 'success')
			return data({ result: submission.reply(), page: 'contact-info' }, { status: 400 })
		await updateContactInfo(submission.value)
		return ok('Contact information updated successfully')
	},
}
