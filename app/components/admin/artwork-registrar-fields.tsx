import { Field, TextareaField } from '#app/components/forms.tsx'
import { type ArtworkSchema } from '#app/schemas/artwork.ts'
import { type Artwork } from '#app/schemas/records.ts'
import { RECORD_LISTS } from '#app/schemas/record-entries.ts'
import { STOCK_NUMBER_MAX } from '#app/utils/stock-number.ts'
import { inputProps, lastValue, textareaProps, type useAdminForm } from './admin-form.tsx'
import { useFormatDateTime } from './gallery-time.tsx'
import { RecordEntriesField } from './record-entries-field.tsx'
import { Translated } from './translated-field.tsx'

type Fields = ReturnType<typeof useAdminForm<typeof ArtworkSchema>>[1]

/** The group's own fields (the framed size sits beside the dimensions). */
const REGISTRAR_FIELDS = [
	'stock_number',
	'location',
	'weight_kg',
	'signature',
	'condition',
	'internal_notes',
	...RECORD_LISTS.map((list) => list.field),
] as const

/**
 * The registrar's record in the artwork form (contract section 19, docs/admin.md
 * 'The registrar's record'): a `<details>` group, closed until one of its
 * fields holds something or has a message, that opens without JavaScript.
 * Everything here but the entries marked public stays in the back office.
 */
export function ArtworkRegistrarFields({
	fields,
	isNew,
	locationHistory,
}: {
	fields: Fields
	isNew: boolean
	/** The work's moves, oldest first (none for a new work). */
	locationHistory: Artwork['location_history']
}) {
	const used = REGISTRAR_FIELDS.some((name) => lastValue(fields[name].initialValue) !== '' || fields[name].errors)
	const listErrors = (name: (typeof RECORD_LISTS)[number]['field']) => {
		const all = Object.values(fields[name].allErrors ?? {}).flat()
		return all.length ? [...new Set(all)] : undefined
	}
	return (
		<details className="group rounded-lg border border-stone-200 p-4" open={used} data-testid="registrar-fields">
			<summary className="flex cursor-pointer list-none items-baseline gap-2 text-sm font-medium [&::-webkit-details-marker]:hidden">
				<span aria-hidden className="inline-block transition-transform group-open:rotate-90">
					▸
				</span>
				Registrar
				<span className="font-normal text-stone-500">
					stock number, location, condition, provenance… (private unless marked public)
				</span>
			</summary>
			<div className="mt-4 grid gap-4 md:grid-cols-3">
				<Field
					label="Stock number"
					maxLength={STOCK_NUMBER_MAX}
					autoComplete="off"
					hint={isNew ? "Blank: the next number under the artist's stock prefix, if the artist has one" : undefined}
					{...inputProps(fields.stock_number)}
				/>
				<Field
					label="Location"
					placeholder="e.g. Main store, rack B"
					maxLength={200}
					autoComplete="off"
					{...inputProps(fields.location)}
				/>
				<Field label="Weight (kg)" min={0} step="any" {...inputProps(fields.weight_kg, 'number')} />
				<Field
					label="Signature"
					placeholder="e.g. Signed and dated verso"
					maxLength={500}
					className="md:col-span-3"
					{...inputProps(fields.signature)}
				/>
				<TextareaField label="Condition" rows={2} className="md:col-span-3" {...textareaProps(fields.condition)} />
				<TextareaField
					label="Internal notes"
					rows={3}
					className="md:col-span-3"
					{...textareaProps(fields.internal_notes)}
				/>
			</div>
			<LocationHistory history={locationHistory} />
			<div className="mt-4 space-y-4">
				{RECORD_LISTS.map(({ field, heading }) => (
					<Translated
						key={field}
						translations={fields.translations}
						name={field}
						label={heading}
						multiline
						rows={3}
						hint="The texts of the public entries, one a line, in their order."
					>
						<RecordEntriesField
							id={fields[field].id}
							name={field}
							label={heading}
							defaultValue={lastValue(fields[field].initialValue)}
							errors={listErrors(field)}
						/>
					</Translated>
				))}
			</div>
		</details>
	)
}

/** Where the work has been, newest first, with when and who moved it (docs/admin.md, 'The registrar's record'). */
function LocationHistory({ history }: { history: Artwork['location_history'] }) {
	const formatDateTime = useFormatDateTime()
	if (!history.length) return null
	return (
		<section aria-labelledby="location-history" className="mt-4" data-testid="location-history">
			<h2 id="location-history" className="text-sm font-medium">
				Location history
			</h2>
			<ol className="mt-1 space-y-0.5 text-sm text-stone-700">
				{[...history].reverse().map((move, i) => (
					<li key={i}>
						<span>{move.location || '(no location)'}</span>
						<span className="text-stone-500">{` · ${formatDateTime(move.at)} · ${move.username}`}</span>
					</li>
				))}
			</ol>
		</section>
	)
}
