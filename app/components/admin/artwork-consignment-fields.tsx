import { type FieldMetadata, getInputProps } from '@conform-to/react'
import { Field, TextareaField } from '#app/components/forms.tsx'
import { type ArtworkSchema } from '#app/schemas/artwork.ts'
import { inputProps, lastValue, textareaProps, type useAdminForm } from './admin-form.tsx'
import { ContactPicker } from './contact-picker.tsx'

type Fields = ReturnType<typeof useAdminForm<typeof ArtworkSchema>>[1]
/** The consignment's fields as the form posts them (its schema reads blanks first, which conform cannot see through). */
type ConsignmentForm = Record<
	| 'consignor_contact_id'
	| 'consignor_email'
	| 'consignor_name'
	| 'received_at'
	| 'due_back_at'
	| 'terms'
	| 'consignor_share_pct',
	string
>

/**
 * A work the gallery holds for its owner (docs/admin.md, 'Consignments'): the consignor, named by email (a
 * contact of that address, found as a name is typed, or one made with it and the name given), the days received and due back, the terms
 * and the consignor's share. A `<details>` closed until used, plain fields that post without JavaScript;
 * clearing them all ends the consignment. Never public.
 */
export function ArtworkConsignmentFields({
	fields,
	consignor,
}: {
	fields: Fields
	/** The consignor now, when their contact has no email (kept by id). */
	consignor: { id: number; name: string; email: string } | null
}) {
	const part = (fields.consignment as unknown as FieldMetadata<ConsignmentForm, never, string[]>).getFieldset()
	const shown = [part.consignor_email, part.received_at, part.terms, part.consignor_share_pct]
	const used =
		shown.some((meta) => lastValue(meta.initialValue) !== '') ||
		Object.keys(fields.consignment.allErrors ?? {}).length > 0
	const idErrors = part.consignor_contact_id.errors
	const { key: _key, ...keptId } = getInputProps(part.consignor_contact_id, { type: 'hidden', ariaAttributes: false })
	return (
		<details className="group rounded-lg border border-stone-200 p-4" open={used} data-testid="consignment-fields">
			<summary className="flex cursor-pointer list-none items-baseline gap-2 text-sm font-medium [&::-webkit-details-marker]:hidden">
				<span aria-hidden className="inline-block transition-transform group-open:rotate-90">
					▸
				</span>
				Consignment
				<span className="font-normal text-stone-500">a work held for its owner (private)</span>
			</summary>
			<p className="mt-3 text-sm text-stone-600">
				Name the consignor by email: a contact with that address, or a new one with the name given. Clear every field to
				end the consignment.
			</p>
			<div className="mt-4 grid gap-4 md:grid-cols-3">
				{consignor && !consignor.email ? <input {...keptId} value={consignor.id} /> : null}
				<ContactPicker
					label="Consignor email"
					hint={consignor && !consignor.email ? `Now: ${consignor.name} (no email)` : undefined}
					{...inputProps(part.consignor_email, 'email')}
					errors={[...(part.consignor_email.errors ?? []), ...(idErrors ?? [])]}
				/>
				<Field
					label="Consignor name"
					hint="For a new contact"
					autoComplete="off"
					maxLength={200}
					{...inputProps(part.consignor_name)}
				/>
				<Field
					label="Consignor's share (%)"
					min={0}
					max={100}
					step="any"
					{...inputProps(part.consignor_share_pct, 'number')}
				/>
				<Field label="Received" {...inputProps(part.received_at, 'date')} />
				<Field label="Due back" hint="Blank for no date" {...inputProps(part.due_back_at, 'date')} />
				<TextareaField label="Terms" rows={2} className="md:col-span-3" {...textareaProps(part.terms)} />
			</div>
		</details>
	)
}
