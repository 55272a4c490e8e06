import { getInputProps } from '@conform-to/react'
import { Field, SelectField, TextareaField } from '#app/components/forms.tsx'
import { type SaleRecord } from '#app/schemas/records.ts'
import { SaleSchema, saleTotal } from '#app/schemas/sale.ts'
import { BACK_OFFICE_LOCALE, formatAmount } from '#app/utils/locale-format.ts'
import { isCurrencyCode } from '#app/utils/money.ts'
import { inputProps, selectProps, textareaProps, useAdminForm } from './admin-form.tsx'
import { byRecord, EntityForm, type EntityFormProps } from './entity-form.tsx'

type Options = { invoice: string; work: string; statuses: { value: string; label: string }[] }

/** A typed amount or percentage as the schema reads it (a blank is 0), or null while it is not a number. */
function typedNumber(value: unknown): number | null {
	if (typeof value === 'number') return value
	const text = typeof value === 'string' ? value.trim().replace(/[\s,%]/g, '') : ''
	if (text === '') return 0
	const n = Number(text)
	return Number.isFinite(n) && n >= 0 ? n : null
}

/**
 * A sale's edit form (docs/admin.md, 'Sales'): the buyer's name and address as printed, the day, the amounts, the
 * status as the sale's page moves it, and notes, checked with the schema of PUT /api/admin/sales/{id}. The work and
 * the buyer's contact are the sale itself and only shown. The total is worked out again as the amounts are typed
 * (with scripts) and always by the server when it is saved.
 */
export const SaleEditForm = byRecord(function SaleEditForm({ data, reply }: EntityFormProps<SaleRecord, Options>) {
	const { record, options } = data
	const [form, fields] = useAdminForm(SaleSchema, {
		id: `sale-${record?.id ?? 'new'}`,
		reply,
		defaultValue: record ? { ...record, contact_id: record.contact_id ?? '' } : {},
	})
	const amounts = {
		price: typedNumber(fields.price.value),
		discount_pct: typedNumber(fields.discount_pct.value),
		tax_pct: typedNumber(fields.tax_pct.value),
		shipping: typedNumber(fields.shipping.value),
	}
	const currency = String(fields.currency.value ?? '').toUpperCase()
	const total =
		Object.values(amounts).every((n) => n !== null) && isCurrencyCode(currency)
			? formatAmount(saleTotal(amounts as Record<keyof typeof amounts, number>), currency, BACK_OFFICE_LOCALE)
			: null
	const hidden = (meta: typeof fields.artwork_id) => {
		const { key: _key, ...props } = getInputProps(meta, { type: 'hidden', ariaAttributes: false })
		return props
	}
	return (
		<EntityForm title={`Edit Invoice ${options.invoice}`} submitLabel="Update Sale" form={form} withHistory={false}>
			<p className="text-sm text-stone-700">
				<span className="font-medium">Work:</span> {options.work}. Another work or buyer is another sale: cancel this
				one and record it again.
			</p>
			<input {...hidden(fields.artwork_id)} />
			<input {...hidden(fields.impression_label)} />
			<input {...hidden(fields.contact_id)} />
			<div className="grid gap-4 md:grid-cols-2">
				<Field label="Buyer name (as printed)" maxLength={200} autoComplete="off" {...inputProps(fields.buyer_name)} />
				<Field
					label="Sold on *"
					hint={`Within ${record?.sold_at.slice(0, 4) ?? 'the year'}, the year of the invoice`}
					{...inputProps(fields.sold_at, 'date')}
				/>
			</div>
			<TextareaField label="Buyer address (as printed)" rows={3} {...textareaProps(fields.buyer_address)} />
			<fieldset className="space-y-4">
				<legend className="mb-2 font-semibold">Amounts</legend>
				<div className="grid gap-4 sm:grid-cols-3">
					<Field label="Price *" inputMode="decimal" {...inputProps(fields.price)} />
					<Field label="Currency" maxLength={3} autoComplete="off" {...inputProps(fields.currency)} />
					<Field label="Discount (%)" inputMode="decimal" {...inputProps(fields.discount_pct)} />
					<Field label="Tax (%)" inputMode="decimal" {...inputProps(fields.tax_pct)} />
					<Field label="Shipping" inputMode="decimal" {...inputProps(fields.shipping)} />
				</div>
				<p className="text-sm">
					<span className="font-medium">Total: </span>
					<output htmlFor={[fields.price.id, fields.discount_pct.id, fields.tax_pct.id, fields.shipping.id].join(' ')}>
						{total ?? 'worked out when the amounts are numbers'}
					</output>
					<span className="text-stone-600"> (the price less the discount, plus tax on that, plus shipping)</span>
				</p>
			</fieldset>
			<SelectField label="Status" hint="Cancelling makes the work available again" {...selectProps(fields.status)}>
				{options.statuses.map((s) => (
					<option key={s.value} value={s.value}>
						{s.label}
					</option>
				))}
			</SelectField>
			<TextareaField label="Notes" rows={4} {...textareaProps(fields.notes)} />
		</EntityForm>
	)
})
