import { ErrorList, Field, inputClass } from '#app/components/forms.tsx'
import { type ArtworkSchema } from '#app/schemas/artwork.ts'
import { HOLD_FOR_MAX } from '#app/schemas/stored-fields.ts'
import { AP_COUNT_MAX, EDITION_SIZE_MAX, IMPRESSION_LABEL_MAX } from '#app/utils/impressions.ts'
import { AVAILABILITIES, AVAILABILITY_LABELS } from '#app/utils/sales.ts'
import { getInputProps, getSelectProps } from '@conform-to/react'
import { inputProps, lastValue, type useAdminForm } from './admin-form.tsx'
import { useGalleryTimeZone } from './gallery-time.tsx'

type Fields = ReturnType<typeof useAdminForm<typeof ArtworkSchema>>[1]

const cell = 'py-1.5 pr-2 align-top'
const compact = inputClass.replace('px-3 py-2', 'px-2 py-1.5')

/**
 * An edition sold one impression at a time (docs/admin.md, 'Editions'): its size and artist's proofs, and a
 * table of its impressions, each with its availability, location and hold. Plain inputs, posted whole with the
 * form, so it works without JavaScript; the impressions appear once an edition size is saved, and the work's
 * availability then follows them.
 */
export function ArtworkEditionFields({ fields }: { fields: Fields }) {
	const timeZone = useGalleryTimeZone()
	const impressions = fields.impressions.getFieldList()
	const listErrors = fields.impressions.errors
	const hasEdition = lastValue(fields.edition_size.initialValue) !== ''
	return (
		<fieldset className="min-w-0 rounded-lg border border-stone-200 p-4" data-testid="edition-fields">
			<legend className="px-1 text-sm font-medium">Edition, sold by the impression</legend>
			<p className="mb-3 text-sm text-stone-600">
				{hasEdition
					? "The work's availability follows its impressions: available while any is, sold when all are. The public page says how many are available, never which."
					: 'For a print or a photograph in an edition: set its size (and its artist’s proofs) and save, and each impression gets its own availability, location and hold. Blank for a unique work.'}
			</p>
			<div className="grid grid-cols-2 gap-4 md:grid-cols-4">
				<Field
					label="Edition size"
					min={1}
					max={EDITION_SIZE_MAX}
					step={1}
					inputMode="numeric"
					{...inputProps(fields.edition_size, 'number')}
				/>
				<Field
					label="Artist's proofs"
					min={0}
					max={AP_COUNT_MAX}
					step={1}
					inputMode="numeric"
					{...inputProps(fields.ap_count, 'number')}
				/>
			</div>
			{listErrors ? <ErrorList id={`${fields.impressions.id}-errors`} errors={listErrors} /> : null}
			{impressions.length > 0 ? (
				<div className="mt-4 overflow-x-auto" data-testid="impressions">
					<table className="w-full min-w-[44rem] text-left text-sm">
						<caption className="sr-only">Impressions</caption>
						<thead className="text-xs tracking-wide text-stone-600 uppercase">
							<tr>
								<th scope="col" className="py-1 pr-2 font-medium">
									Impression
								</th>
								<th scope="col" className="py-1 pr-2 font-medium">
									Availability
								</th>
								<th scope="col" className="py-1 pr-2 font-medium">
									Location
								</th>
								<th scope="col" className="py-1 pr-2 font-medium">
									Held for
								</th>
								<th scope="col" className="py-1 font-medium">
									Hold until <span className="normal-case">({timeZone})</span>
								</th>
							</tr>
						</thead>
						<tbody>
							{impressions.map((meta) => {
								const row = meta.getFieldset()
								const label = lastValue(row.label.initialValue)
								const errors = [row.availability, row.location, row.hold_for, row.hold_until].flatMap(
									(field) => field.errors ?? [],
								)
								const { key: _l, ...labelProps } = getInputProps(row.label, { type: 'hidden', ariaAttributes: false })
								const { key: _a, ...availabilityProps } = getSelectProps(row.availability, { ariaAttributes: false })
								const text = (field: typeof row.location, type: 'text' | 'datetime-local' = 'text') => {
									const { key: _k, ...props } = getInputProps(field, { type, ariaAttributes: false })
									return props
								}
								return (
									<tr key={meta.key} className="border-t border-stone-100" data-testid="impression">
										<th scope="row" className={`${cell} pt-3 font-medium whitespace-nowrap`}>
											{label}
											<input {...labelProps} maxLength={IMPRESSION_LABEL_MAX} />
											{errors.length ? <ErrorList id={`${meta.id}-errors`} errors={errors} /> : null}
										</th>
										<td className={cell}>
											<select
												{...availabilityProps}
												aria-label={`Availability of ${label}`}
												aria-invalid={row.availability.errors ? true : undefined}
												className={compact}
												defaultValue={lastValue(row.availability.initialValue) || 'available'}
											>
												{AVAILABILITIES.map((a) => (
													<option key={a} value={a}>
														{AVAILABILITY_LABELS[a]}
													</option>
												))}
											</select>
										</td>
										<td className={cell}>
											<input
												{...text(row.location)}
												aria-label={`Location of ${label}`}
												maxLength={200}
												autoComplete="off"
												className={compact}
											/>
										</td>
										<td className={cell}>
											<input
												{...text(row.hold_for)}
												aria-label={`${label} held for`}
												maxLength={HOLD_FOR_MAX}
												autoComplete="off"
												className={compact}
											/>
										</td>
										<td className="py-1.5 align-top">
											<input
												{...text(row.hold_until, 'datetime-local')}
												aria-label={`Hold on ${label} until`}
												aria-invalid={row.hold_until.errors ? true : undefined}
												className={compact}
											/>
										</td>
									</tr>
								)
							})}
						</tbody>
					</table>
					<p className="mt-2 text-xs text-stone-500">
						A hold needs Reserved, and ends by itself at its time; another availability clears it. Shrinking the edition
						never drops an impression that is sold, reserved or held.
					</p>
				</div>
			) : null}
		</fieldset>
	)
}
