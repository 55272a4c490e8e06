import { type ActionFunctionArgs } from 'react-router'
import { getInvoiceSettings, setInvoiceSettings } from '#app/data/pages.server.ts'
import { InvoiceSettingsSchema } from '#app/schemas/page.ts'
import { adminApiResource } from '#app/server/api/access.server.ts'
import { mergeOver, parseInput, readBody } from '#app/server/api/api.server.ts'

/**
 * GET, PUT /api/admin/pages/invoices `{ payment_terms, bank_details }` (admins only): what every invoice prints
 * under the total; fields not sent keep their value.
 */
function handlers({ request }: ActionFunctionArgs) {
	return {
		GET: async () => Response.json(await getInvoiceSettings()),
		PUT: async () => {
			const body = await readBody(request)
			const input = parseInput(InvoiceSettingsSchema, mergeOver(await getInvoiceSettings(), body))
			return Response.json(await setInvoiceSettings(input))
		},
	}
}

export const action = (args: ActionFunctionArgs) => adminApiResource(args.request, handlers(args))
export const loader = action
