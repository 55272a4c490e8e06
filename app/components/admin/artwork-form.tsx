import { useState } from 'react'
import { Field, SelectField, SwitchField, TextareaField } from '#app/components/forms.tsx'
import { ArtworkSchema, MIN_ARTWORK_YEAR } from '#app/schemas/artwork.ts'
import { type Artwork } from '#app/schemas/records.ts'
import {
	inputProps,
	lastValue,
	listValue,
	selectProps,
	switchProps,
	textareaProps,
	useAdminForm,
} from './admin-form.tsx'
import { entriesToText, RECORD_LISTS } from '#app/schemas/record-entries.ts'
import { ArtworkConsignmentFields } from './artwork-consignment-fields.tsx'
import { ArtworkEditionFields } from './artwork-edition-fields.tsx'
import { ArtworkRegistrarFields } from './artwork-registrar-fields.tsx'
import { ArtworkSalesFields } from './artwork-sales-fields.tsx'
import { byRecord, EntityForm, type EntityFormProps } from './entity-form.tsx'
import { PublishAtField, publishAtInput, useGalleryTimeZone } from './publish-at.tsx'
import { utcToZonedInput } from '#app/utils/time-zone.ts'
import { uploadedImages } from './exhibition-form.tsx'
import { ImageUploader } from './image-uploader.tsx'
import { SingleImageField } from './single-image-field.tsx'
import { Translated } from './translated-field.tsx'

type Options = {
	artists: { id: number; name: string }[]
	categories: string[]
	maxYear: number
	/** GALLERY_CURRENCY, the currency of a new artwork. */
	currency: string
	consignor: { id: number; name: string; email: string } | null
}

export const ArtworkForm = byRecord(function ArtworkForm({ data, reply }: EntityFormProps<Artwork, Options>) {
	const { record, options } = data
	const timeZone = useGalleryTimeZone()
	const [form, fields] = useAdminForm(ArtworkSchema, {
		id: `artwork-${record?.id ?? 'new'}`,
		reply,
		defaultValue: record
			? {
					...record,
					is_visible: String(record.is_visible),
					hold_until: utcToZonedInput(record.hold_until, timeZone),
					// The consignor as the form names them: by email (by id only when their contact has none).
					consignment: record.consignment
						? {
								...record.consignment,
								consignor_contact_id: options.consignor?.email ? undefined : record.consignment.consignor_contact_id,
								consignor_email: options.consignor?.email ?? '',
								consignor_name: options.consignor?.name ?? '',
							}
						: undefined,
					impressions: record.impressions.map((i) => ({
						...i,
						hold_until: utcToZonedInput(i.hold_until, timeZone),
					})),
					publish_at: publishAtInput(record, timeZone),
					// The registrar's lists as the form writes them: one entry a line.
					...Object.fromEntries(RECORD_LISTS.map(({ field }) => [field, entriesToText(record[field])])),
				}
			: { year: String(new Date().getFullYear()), currency: options.currency, is_visible: 'true' },
	})
	const [images, setImages] = useState(() => uploadedImages(listValue(fields.images.initialValue), data.images))
	const [featured, setFeatured] = useState(lastValue(fields.featured_image.initialValue))
	return (
		<EntityForm
			title={record ? 'Edit Artwork' : 'Add New Artwork'}
			submitLabel={record ? 'Update Artwork' : 'Add Artwork'}
			form={form}
		>
			<div className="grid gap-4 md:grid-cols-2">
				<Translated translations={fields.translations} name="title" label="Title" maxLength={200} inline>
					<Field label="Title *" maxLength={200} {...inputProps(fields.title)} />
				</Translated>
				<SelectField label="Artist *" {...selectProps(fields.artist_id)}>
					<option value="">Select an artist</option>
					{options.artists.map((a) => (
						<option key={a.id} value={a.id}>
							{a.name}
						</option>
					))}
				</SelectField>
				<Field label="Year" min={MIN_ARTWORK_YEAR} max={options.maxYear} {...inputProps(fields.year, 'number')} />
				<Field label="Slug" placeholder="Auto-generated from title" {...inputProps(fields.slug)} />
				<Translated translations={fields.translations} name="medium" label="Medium" maxLength={200} inline>
					<Field label="Medium" {...inputProps(fields.medium)} />
				</Translated>
				<Field label="Size" placeholder="e.g. 60 × 80 cm" {...inputProps(fields.size)} />
				<Field label="Category" list="artwork-categories" {...inputProps(fields.category)} />
				<datalist id="artwork-categories">
					{options.categories.map((c) => (
						<option key={c} value={c} />
					))}
				</datalist>
			</div>
			<ArtworkSalesFields fields={fields} />
			<ArtworkEditionFields fields={fields} />
			<Translated translations={fields.translations} name="description" label="Description" multiline rows={4}>
				<TextareaField label="Description" rows={4} {...textareaProps(fields.description)} />
			</Translated>
			<ImageUploader
				name="images"
				label={`Images (${images.length})`}
				category="artwork"
				images={images}
				onImagesChange={(next) => {
					setImages(next)
					// Removing the featured image clears it.
					if (featured && !next.some((i) => i.url === featured)) setFeatured('')
				}}
				fallbackInput
			/>
			<SingleImageField
				name="featured_image"
				label="Featured Image"
				category="artwork"
				value={featured}
				onChange={(url) => {
					// A featured image is one of the artwork's images.
					if (url && !images.some((i) => i.url === url))
						setImages((list) => [...list, { url, name: url.split('/').pop() ?? url, size: null }])
					setFeatured(url)
				}}
				choices={images.map((i) => i.url)}
			/>
			<ArtworkRegistrarFields fields={fields} isNew={!record} locationHistory={record?.location_history ?? []} />
			<ArtworkConsignmentFields fields={fields} consignor={options.consignor ?? null} />
			<SwitchField label="Visible on Frontend" {...switchProps(fields.is_visible, true)} />
			<PublishAtField meta={fields.publish_at} />
		</EntityForm>
	)
})
