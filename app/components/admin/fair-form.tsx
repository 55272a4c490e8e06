import { useState } from 'react'
import { Field, SwitchField, TextareaField } from '#app/components/forms.tsx'
import { FairSchema } from '#app/schemas/fair.ts'
import { type FairRecord } from '#app/schemas/records.ts'
import { dayOf } from '#app/utils/exhibition-status.ts'
import { utcToZonedInput } from '#app/utils/time-zone.ts'
import { inputProps, lastValue, switchProps, textareaProps, useAdminForm } from './admin-form.tsx'
import { byRecord, EntityForm, type EntityFormProps } from './entity-form.tsx'
import { PublishAtField, publishAtInput, useGalleryTimeZone } from './publish-at.tsx'
import { SingleImageField } from './single-image-field.tsx'
import { Translated } from './translated-field.tsx'

/** The form's fields as the stored fair fills them. The checklist has a page of its own. */
function defaults(f: FairRecord | null, timeZone: string) {
	if (!f) return { is_visible: 'true' }
	return {
		...f,
		works: undefined,
		publish_at: publishAtInput(f, timeZone),
		start_date: dayOf(f.start_date) ?? '',
		end_date: dayOf(f.end_date) ?? '',
		preview_at: utcToZonedInput(f.preview_at, timeZone),
		is_visible: String(f.is_visible),
	}
}

export const FairForm = byRecord(function FairForm({ data, reply }: EntityFormProps<FairRecord, object>) {
	const editing = Boolean(data.record)
	const timeZone = useGalleryTimeZone()
	const [form, fields] = useAdminForm(FairSchema, {
		id: `fair-${data.record?.id ?? 'new'}`,
		reply,
		defaultValue: defaults(data.record, timeZone),
	})
	const [cover, setCover] = useState(lastValue(fields.cover_image.initialValue))
	return (
		<EntityForm
			title={editing ? 'Edit Fair' : 'Add New Fair'}
			submitLabel={editing ? 'Update Fair' : 'Add Fair'}
			form={form}
		>
			<div className="grid gap-4 md:grid-cols-2">
				<Translated translations={fields.translations} name="title" label="Title" maxLength={200} inline>
					<Field label="Title *" maxLength={200} {...inputProps(fields.title)} />
				</Translated>
				<Field label="Slug" placeholder="Auto-generated from title" maxLength={200} {...inputProps(fields.slug)} />
				<Field label="City" maxLength={100} {...inputProps(fields.city)} />
				<Field label="Venue" maxLength={200} {...inputProps(fields.venue)} />
				<Field label="Booth" maxLength={100} {...inputProps(fields.booth)} />
				<Field
					label="Collectors' preview"
					hint="Date and time, in the gallery's time zone"
					{...inputProps(fields.preview_at, 'datetime-local')}
				/>
				<Field label="Start Date *" {...inputProps(fields.start_date, 'date')} />
				<Field label="End Date *" {...inputProps(fields.end_date, 'date')} />
			</div>
			<Translated translations={fields.translations} name="description" label="Description" multiline rows={5}>
				<TextareaField label="Description" rows={5} {...textareaProps(fields.description)} />
			</Translated>
			<SingleImageField
				name="cover_image"
				label="Cover Image"
				category="exhibition"
				value={cover}
				onChange={setCover}
				successMessage="Cover image uploaded successfully"
				failureMessage="Failed to upload cover image"
				fallbackInput
			/>
			<SwitchField label="Visible on Frontend" {...switchProps(fields.is_visible, true)} />
			<PublishAtField meta={fields.publish_at} />
		</EntityForm>
	)
})
