import { getFormProps } from '@conform-to/react'
import { Form } from 'react-router'
import { HistoryLink, PartVersion } from './versions.tsx'
import { useState } from 'react'
import { type FormReply, inputProps, lastValue, selectProps, useAdminForm } from '#app/components/admin/admin-form.tsx'
import { SingleImageField } from '#app/components/admin/single-image-field.tsx'
import { TYPEFACE_LABELS } from '#app/components/site/identity.ts'
import { FieldChecksContext } from '#app/components/field-checks.tsx'
import { Field, SelectField } from '#app/components/forms.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { useHydrated } from '#app/components/ui/use-hydrated.ts'
import { IdentitySchema } from '#app/schemas/page.ts'
import { HEX_COLOR, type Identity } from '#app/schemas/records.ts'
import { type Check } from '#app/utils/checks/check.ts'

/**
 * The Home tab's Identity card (docs/admin.md, 'Identity'): the logo (the header
 * sets the gallery's name in the chosen type without one), the accent colour
 * ('#rrggbb', empty for the design's own) and the typeface pairing.
 */
export function IdentityCard({
	identity,
	reply,
	checks,
	mayPublishAnyway,
}: {
	identity: Identity
	reply?: FormReply
	/** The identity's checks before publishing (the accent colour's contrast), shown beside the field. */
	checks: readonly Check[]
	/** An admin, while the saved accent colour is held back: "Publish anyway" applies it. */
	mayPublishAnyway: boolean
}) {
	const [form, fields] = useAdminForm(IdentitySchema, { id: 'identity', reply, defaultValue: identity })
	const [logo, setLogo] = useState(lastValue(fields.logo.initialValue))
	return (
		<FieldChecksContext.Provider value={checks}>
			<Form
				method="post"
				encType="multipart/form-data"
				action="/admin/pages?tab=home"
				aria-labelledby="identity-title"
				className="space-y-4 rounded-lg border border-stone-200 bg-white p-4 sm:p-6"
				{...getFormProps(form)}
			>
				<div className="flex flex-wrap items-center justify-between gap-2">
					<h3 id="identity-title" className="text-lg font-semibold">
						Identity
					</h3>
					<HistoryLink part="identity" label="identity" />
				</div>
				<PartVersion part="identity" intent="identity" reloadHref="/admin/pages?tab=home" />
				<SingleImageField
					name="logo"
					label="Logo"
					category="hero"
					value={logo}
					onChange={setLogo}
					uploadLabel="Upload Logo"
					fallbackInput
					successMessage="Logo uploaded successfully"
					failureMessage="Failed to upload logo"
				/>
				<div className="grid gap-4 md:grid-cols-2">
					<div className="flex items-start gap-2">
						<Field
							className="flex-1"
							label="Accent Colour"
							placeholder="#b4232a"
							maxLength={7}
							hint={
								<>
									{identity.accent_color ? (
										<span
											aria-hidden
											className="mr-1 inline-block h-3 w-3 rounded-sm border border-stone-300 align-middle"
											style={{ backgroundColor: identity.accent_color }}
										/>
									) : null}
									A hex colour such as #b4232a; leave empty for the design&apos;s own colour
								</>
							}
							{...inputProps(fields.accent_color)}
						/>
						<ColourPicker fieldId={fields.accent_color.id} value={lastValue(fields.accent_color.value)} />
					</div>
					<SelectField label="Typeface" {...selectProps(fields.typeface)}>
						{Object.entries(TYPEFACE_LABELS).map(([value, label]) => (
							<option key={value} value={value}>
								{label}
							</option>
						))}
					</SelectField>
				</div>
				<div className="flex flex-wrap justify-end gap-2">
					{mayPublishAnyway ? (
						<button
							type="submit"
							name="intent"
							value="identity-publish-anyway"
							formNoValidate
							className={buttonClass.secondary}
						>
							Publish anyway
						</button>
					) : null}
					<button type="submit" name="intent" value="identity" className={buttonClass.primary}>
						Save Identity
					</button>
				</div>
			</Form>
		</FieldChecksContext.Provider>
	)
}

/**
 * With JavaScript, a colour picker beside the accent colour's text field: it
 * writes its choice into the field (which alone is sent), so the field can
 * still be emptied for the design's own colour.
 */
function ColourPicker({ fieldId, value }: { fieldId: string; value: string }) {
	const hydrated = useHydrated()
	if (!hydrated) return null
	const colour = value.trim().toLowerCase()
	return (
		<input
			type="color"
			aria-label="Pick the accent colour"
			className="mt-6 h-10 w-12 shrink-0 cursor-pointer rounded-md border border-stone-300 bg-white p-1"
			value={HEX_COLOR.test(colour) ? colour : '#000000'}
			onChange={(event) => {
				const input = document.getElementById(fieldId)
				if (!(input instanceof HTMLInputElement)) return
				input.value = event.target.value
				input.dispatchEvent(new Event('input', { bubbles: true }))
			}}
		/>
	)
}
