import { data } from 'react-router'
import { setInvoiceSettings } from '#app/data/pages.server.ts'
import { InvoiceSettingsSchema } from '#app/schemas/page.ts'
import { parseForm } from '#app/server/admin/forms.server.ts'
import { type IntentHandler } from './intents.server.ts'

/** The screen whose role says who may see and change what invoices print: the sales'. */
export const INVOICES_PATH = '/admin/sales'

/** Save Invoices (docs/admin.md, 'Sales'): the payment terms and bank details every invoice prints; admins only. */
export const saveInvoiceSettings: IntentHandler = {
	failure: 'Failed to save the invoices’ settings',
	async run({ formData, ok, mayUseSales }) {
		if (!mayUseSales) return new Response('Your role does not allow this', { status: 403 })
		const submission = parseForm(formData, InvoiceSettingsSchema)
		if (submission.status !== 'success') return data({ result: submission.reply(), page: 'invoices' }, { status: 400 })
		await setInvoiceSettings(submission.value)
		return ok('Invoices saved')
	},
}
