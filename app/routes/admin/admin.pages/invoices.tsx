import { Form } from 'react-router'
import { type FormReply } from '#app/components/admin/admin-form.tsx'
import { TextareaField } from '#app/components/forms.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { type InvoiceSettings } from '#app/schemas/records.ts'

/** The 'Invoices' card (admins only; docs/admin.md, 'Sales'): what every invoice prints under the total. */
export function InvoicesCard({ invoices, reply }: { invoices: InvoiceSettings; reply?: FormReply }) {
	const errors = (name: string) => (reply?.error as Record<string, string[] | null> | undefined)?.[name] ?? undefined
	return (
		<Form
			method="post"
			action="/admin/pages?tab=home"
			aria-labelledby="invoices-title"
			className="space-y-4 rounded-lg border border-stone-200 bg-white p-4 sm:p-6"
		>
			<h3 id="invoices-title" className="text-lg font-semibold">
				Invoices
			</h3>
			<TextareaField
				label="Payment terms"
				name="payment_terms"
				rows={3}
				defaultValue={invoices.payment_terms}
				errors={errors('payment_terms')}
				hint="Printed under the total, such as “Payment within 30 days of the invoice date”"
			/>
			<TextareaField
				label="Bank details"
				name="bank_details"
				rows={4}
				defaultValue={invoices.bank_details}
				errors={errors('bank_details')}
				hint="Account name, IBAN, BIC: printed on every invoice"
			/>
			<div className="flex justify-end">
				<button type="submit" name="intent" value="invoices" className={buttonClass.primary}>
					Save Invoices
				</button>
			</div>
		</Form>
	)
}
