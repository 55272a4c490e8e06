import { BACK_OFFICE_LOCALE } from '#app/utils/locale-format.ts'
import { useState } from 'react'
import { Field, SelectField } from '#app/components/forms.tsx'
import { useHydrated } from '#app/components/ui/use-hydrated.ts'
import { HOLD_FOR_MAX } from '#app/schemas/records.ts'
import { DIMENSION_UNITS, formatDimensions } from '#app/utils/dimensions.ts'
import { isCurrencyCode } from '#app/utils/money.ts'
import {
	AVAILABILITIES,
	AVAILABILITY_LABELS,
	type Availability,
	PRICE_DISPLAY_LABELS,
	PRICE_DISPLAYS,
	type PriceDisplay,
	priceLine,
} from '#app/utils/sales.ts'
import { type ArtworkSchema } from '#app/schemas/artwork.ts'
import { inputProps, lastValue, selectProps, type useAdminForm } from './admin-form.tsx'
import { useGalleryTimeZone } from './gallery-time.tsx'

const COMMON_CURRENCIES = ['EUR', 'GBP', 'USD', 'CHF', 'JPY', 'CAD', 'AUD', 'SEK', 'NOK', 'DKK']

type Values = {
	availability: string
	price: string
	currency: string
	price_display: string
	height: string
	width: string
	depth: string
	dimension_unit: string
	framed_height: string
	framed_width: string
	framed_depth: string
}

function numberOrNull(text: string) {
	const n = Number(text.replace(/[\s,]/g, ''))
	return text.trim() !== '' && Number.isFinite(n) && n >= 0 ? n : null
}

/** What the public artwork page will show for these values (the same rules as the page). */
function preview(v: Values) {
	const availability = (AVAILABILITIES as readonly string[]).includes(v.availability)
		? (v.availability as Availability)
		: 'available'
	const display = (PRICE_DISPLAYS as readonly string[]).includes(v.price_display)
		? (v.price_display as PriceDisplay)
		: 'on_request'
	const currency = v.currency.trim().toUpperCase()
	const price = isCurrencyCode(currency)
		? priceLine({ availability, price: numberOrNull(v.price), currency, price_display: display }, BACK_OFFICE_LOCALE)
		: ''
	const unit = v.dimension_unit === 'in' ? 'in' : 'cm'
	const size = formatDimensions(
		{
			height: numberOrNull(v.height) || null,
			width: numberOrNull(v.width) || null,
			depth: numberOrNull(v.depth) || null,
			dimension_unit: unit,
		},
		BACK_OFFICE_LOCALE,
	)
	const framed = formatDimensions(
		{
			height: numberOrNull(v.framed_height) || null,
			width: numberOrNull(v.framed_width) || null,
			depth: numberOrNull(v.framed_depth) || null,
			dimension_unit: unit,
		},
		BACK_OFFICE_LOCALE,
	)
	return [AVAILABILITY_LABELS[availability], price, size, framed ? `Framed: ${framed}` : ''].filter(Boolean).join(' · ')
}

/**
 * Availability, price, currency, price display, edition and structured
 * dimensions of the artwork form, and the hold of a reserved work. Plain
 * fields that post without JavaScript; with it, a line previews what the
 * public page will show as they change, and the hold fields show only while
 * the availability is Reserved (without it they always show: another
 * availability clears them when saved, docs/admin.md "Holds").
 */
export function ArtworkSalesFields({ fields }: { fields: ReturnType<typeof useAdminForm<typeof ArtworkSchema>>[1] }) {
	const timeZone = useGalleryTimeZone()
	const value = (name: keyof Values) => lastValue(fields[name].initialValue)
	const initial: Values = {
		availability: value('availability') || 'available',
		price: value('price'),
		currency: value('currency'),
		price_display: value('price_display') || 'on_request',
		height: value('height'),
		width: value('width'),
		depth: value('depth'),
		dimension_unit: value('dimension_unit') || 'cm',
		framed_height: value('framed_height'),
		framed_width: value('framed_width'),
		framed_depth: value('framed_depth'),
	}
	const [values, setValues] = useState(initial)
	const hydrated = useHydrated()
	// A message about a hold field always shows, whatever the availability.
	const holdHidden =
		hydrated && values.availability !== 'reserved' && !fields.hold_for.errors && !fields.hold_until.errors
	const onChange = (event: React.FormEvent<HTMLFieldSetElement>) => {
		const target = event.target as HTMLInputElement | HTMLSelectElement
		if (target.name in initial) setValues((v) => ({ ...v, [target.name]: target.value }))
	}
	return (
		<fieldset className="rounded-lg border border-stone-200 p-4" onChange={onChange}>
			<legend className="px-1 text-sm font-medium">Sales and dimensions</legend>
			<div className="grid gap-4 md:grid-cols-3">
				<SelectField label="Availability" {...selectProps(fields.availability)} defaultValue={initial.availability}>
					{AVAILABILITIES.map((a) => (
						<option key={a} value={a}>
							{AVAILABILITY_LABELS[a]}
						</option>
					))}
				</SelectField>
				<Field
					label="Price"
					min={0}
					step={1}
					inputMode="numeric"
					hint="Whole units, e.g. 12000"
					{...inputProps(fields.price, 'number')}
				/>
				<Field
					label="Currency"
					list="artwork-currencies"
					maxLength={3}
					autoCapitalize="characters"
					hint="ISO code, e.g. EUR"
					{...inputProps(fields.currency)}
				/>
				<datalist id="artwork-currencies">
					{COMMON_CURRENCIES.map((c) => (
						<option key={c} value={c} />
					))}
				</datalist>
				<SelectField label="Price display" {...selectProps(fields.price_display)} defaultValue={initial.price_display}>
					{PRICE_DISPLAYS.map((d) => (
						<option key={d} value={d}>
							{PRICE_DISPLAY_LABELS[d]}
						</option>
					))}
				</SelectField>
				<Field
					label="Edition"
					placeholder="e.g. Edition of 12 + 2 AP"
					hint="Free text, shown when no edition size is set"
					maxLength={200}
					className="md:col-span-2"
					{...inputProps(fields.edition)}
				/>
			</div>
			{/* The framed size beside the work's own, in the same unit (contract section 19). */}
			<div className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-4" data-testid="dimension-fields">
				{(['height', 'width', 'depth'] as const).map((name) => (
					<Field
						key={name}
						label={name[0]!.toUpperCase() + name.slice(1)}
						min={0}
						step="any"
						{...inputProps(fields[name], 'number')}
					/>
				))}
				<SelectField label="Unit" {...selectProps(fields.dimension_unit)} defaultValue={initial.dimension_unit}>
					{DIMENSION_UNITS.map((u) => (
						<option key={u} value={u}>
							{u === 'cm' ? 'Centimetres (cm)' : 'Inches (in)'}
						</option>
					))}
				</SelectField>
				{(['framed_height', 'framed_width', 'framed_depth'] as const).map((name) => (
					<Field
						key={name}
						label={`Framed ${name.slice('framed_'.length)}`}
						min={0}
						step="any"
						{...inputProps(fields[name], 'number')}
					/>
				))}
				<p className="self-end pb-2 text-xs text-stone-500">Framed size, in the same unit; shown on the public page.</p>
			</div>
			<p className="mt-3 text-sm text-stone-600" aria-live="polite" data-testid="sales-preview">
				{`On the public page: ${preview(values)}`}
			</p>
			<fieldset className="mt-4 rounded-md border border-stone-200 p-3" hidden={holdHidden} data-testid="hold-fields">
				<legend className="px-1 text-sm font-medium">Hold (reserved works only)</legend>
				<p className="mb-3 text-sm text-stone-600">
					Who the work is held for and until when; never shown to the public. When the hold ends the work becomes
					Available by itself. Another availability clears the hold.
				</p>
				<div className="grid gap-4 md:grid-cols-2">
					<Field
						label="Held for"
						placeholder="e.g. a collector's name"
						maxLength={HOLD_FOR_MAX}
						autoComplete="off"
						{...inputProps(fields.hold_for)}
					/>
					<Field
						label="Hold until"
						hint={`Date and time in ${timeZone}; blank for no end`}
						{...inputProps(fields.hold_until, 'datetime-local')}
					/>
				</div>
			</fieldset>
		</fieldset>
	)
}
