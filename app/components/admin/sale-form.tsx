import { Form, Link } from 'react-router'
import { Field, SelectField, TextareaField } from '#app/components/forms.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { ContactPicker } from './contact-picker.tsx'
import { PageHeader } from './list-parts.tsx'

type Choice = { id: number; label: string }

export type SaleFormData = {
	works: Choice[]
	/** The buyer asked for when their contact has no email (kept by id). */
	buyer: { id: number; name: string } | null
	defaults: { artwork_id: string; buyer_email: string; sold_at: string; price: string; currency: string }
	back: string
}

/** What the server answered a refused form: conform's reply, its messages by field. */
export type SaleFormReply = { error?: Record<string, string[] | null> | null; initialValue?: Record<string, unknown> }

/**
 * Record a sale (docs/admin.md, 'Sales'): the work, the buyer (by email: the contact of that address, or a new one),
 * the day and the amounts. A plain form: it works without JavaScript, and the server's messages show beside
 * their fields.
 */
export function SaleForm({ data, reply }: { data: SaleFormData; reply?: SaleFormReply }) {
	const errors = (name: string) => reply?.error?.[name] ?? undefined
	const sent = (name: string, fallback = '') => {
		const value = reply?.initialValue?.[name]
		return typeof value === 'string' ? value : fallback
	}
	const { defaults } = data
	return (
		<>
			<PageHeader title="Record a Sale" subtitle="The work is marked sold and the invoice numbered when you save" />
			<Form method="post" className="max-w-3xl space-y-6 rounded-lg border border-stone-200 bg-white p-4 sm:p-6">
				<fieldset className="space-y-4">
					<legend className="mb-2 text-lg font-semibold">Work and buyer</legend>
					<SelectField
						label="Work"
						name="artwork_id"
						defaultValue={sent('artwork_id', defaults.artwork_id)}
						errors={errors('artwork_id')}
						required
					>
						<option value="">Choose the work sold</option>
						{data.works.map((w) => (
							<option key={w.id} value={w.id}>
								{w.label}
							</option>
						))}
					</SelectField>
					<Field
						label="Impression"
						name="impression_label"
						defaultValue={sent('impression_label')}
						errors={errors('impression_label')}
						hint="For a work in an edition: the impression sold, such as 3/12 or AP 1/2. Leave empty for a unique work."
					/>
					{data.buyer ? (
						<input type="hidden" name="contact_id" value={sent('contact_id', String(data.buyer.id))} />
					) : null}
					<div className="grid gap-4 sm:grid-cols-2">
						<ContactPicker
							label="Buyer email"
							name="buyer_email"
							defaultValue={sent('buyer_email', defaults.buyer_email)}
							errors={errors('buyer_email') ?? errors('contact_id')}
							hint={
								data.buyer
									? `Now: ${data.buyer.name} (no email)`
									: 'Type a name or an email to find the contact; a new email makes a new contact.'
							}
						/>
						<Field
							label="Buyer name (as printed)"
							name="buyer_name"
							defaultValue={sent('buyer_name')}
							errors={errors('buyer_name')}
							hint="Blank: the contact's name."
						/>
					</div>
					<TextareaField
						label="Buyer address (as printed)"
						name="buyer_address"
						rows={3}
						defaultValue={sent('buyer_address')}
						errors={errors('buyer_address')}
						hint="Blank: the contact's address, copied now."
					/>
				</fieldset>
				<fieldset className="space-y-4">
					<legend className="mb-2 text-lg font-semibold">Sale</legend>
					<div className="grid gap-4 sm:grid-cols-3">
						<Field
							label="Sold on"
							name="sold_at"
							type="date"
							defaultValue={sent('sold_at', defaults.sold_at)}
							errors={errors('sold_at')}
							required
						/>
						<Field
							label="Price"
							name="price"
							inputMode="decimal"
							defaultValue={sent('price', defaults.price)}
							errors={errors('price')}
							required
						/>
						<Field
							label="Currency"
							name="currency"
							defaultValue={sent('currency', defaults.currency)}
							errors={errors('currency')}
							maxLength={3}
						/>
						<Field
							label="Discount (%)"
							name="discount_pct"
							inputMode="decimal"
							defaultValue={sent('discount_pct', '0')}
							errors={errors('discount_pct')}
						/>
						<Field
							label="Tax (%)"
							name="tax_pct"
							inputMode="decimal"
							defaultValue={sent('tax_pct', '0')}
							errors={errors('tax_pct')}
						/>
						<Field
							label="Shipping"
							name="shipping"
							inputMode="decimal"
							defaultValue={sent('shipping', '0')}
							errors={errors('shipping')}
						/>
					</div>
					<TextareaField label="Notes" name="notes" rows={3} defaultValue={sent('notes')} errors={errors('notes')} />
				</fieldset>
				<div className="flex flex-wrap justify-end gap-2">
					<Link to={data.back} className={buttonClass.secondary}>
						Cancel
					</Link>
					<button type="submit" className={buttonClass.primary}>
						Record sale
					</button>
				</div>
			</Form>
		</>
	)
}
