import { useState } from 'react'
import { Field, SelectField, SwitchField, TextareaField } from '#app/components/forms.tsx'
import { ExhibitionSchema, OPENING_MAX } from '#app/schemas/exhibition.ts'
import { type Exhibition } from '#app/schemas/records.ts'
import {
	inputProps,
	lastValue,
	listValue,
	selectProps,
	switchProps,
	textareaProps,
	toDateTimeLocal,
	useAdminForm,
} from './admin-form.tsx'
import { byRecord, CheckboxList, EntityForm, type EntityFormProps } from './entity-form.tsx'
import { ImageUploader, type UploadedImage } from './image-uploader.tsx'
import { PublishAtField, publishAtInput, useGalleryTimeZone } from './publish-at.tsx'
import { SingleImageField } from './single-image-field.tsx'
import { Translated } from './translated-field.tsx'

type Options = {
	artists: { id: number; name: string }[]
	artworks: { id: number; title: string; artist_name: string }[]
	/** Said under the artworks when not every artwork is offered. */
	artworksNote?: string | null
}

/** The form's fields as the stored exhibition fills them. */
function defaults(e: Exhibition | null, timeZone: string) {
	if (!e) return { status: 'upcoming', call_for_artists: 'false', is_visible: 'true' }
	return {
		...e,
		publish_at: publishAtInput(e, timeZone),
		start_date: toDateTimeLocal(e.start_date),
		end_date: toDateTimeLocal(e.end_date),
		call_for_artists: String(e.call_for_artists),
		is_visible: String(e.is_visible),
	}
}

/** Images as the uploader lists them: stored files with their names and sizes. */
export function uploadedImages(urls: string[], described: UploadedImage[]) {
	return urls.map(
		(url) => described.find((i) => i.url === url) ?? { url, name: url.split('/').pop() ?? url, size: null },
	)
}

export const ExhibitionForm = byRecord(function ExhibitionForm({ data, reply }: EntityFormProps<Exhibition, Options>) {
	const editing = Boolean(data.record)
	const timeZone = useGalleryTimeZone()
	const [form, fields] = useAdminForm(ExhibitionSchema, {
		id: `exhibition-${data.record?.id ?? 'new'}`,
		reply,
		defaultValue: defaults(data.record, timeZone),
	})
	const [gallery, setGallery] = useState(() =>
		uploadedImages(listValue(fields.gallery_images.initialValue), data.images),
	)
	const [featured, setFeatured] = useState(lastValue(fields.featured_image.initialValue))
	return (
		<EntityForm
			title={editing ? 'Edit Exhibition' : 'Add New Exhibition'}
			submitLabel={editing ? 'Update Exhibition' : 'Add Exhibition'}
			form={form}
		>
			<div className="grid gap-4 md:grid-cols-2">
				<Translated translations={fields.translations} name="title" label="Title" maxLength={200} inline>
					<Field label="Title *" maxLength={200} {...inputProps(fields.title)} />
				</Translated>
				<Field label="Slug" placeholder="Auto-generated from title" maxLength={200} {...inputProps(fields.slug)} />
			</div>
			<Translated translations={fields.translations} name="description" label="Description" multiline rows={4}>
				<TextareaField label="Description" rows={4} {...textareaProps(fields.description)} />
			</Translated>
			<div className="grid gap-4 md:grid-cols-2">
				<Field label="Start Date" {...inputProps(fields.start_date, 'datetime-local')} />
				<Field label="End Date" {...inputProps(fields.end_date, 'datetime-local')} />
				<Field label="Location" {...inputProps(fields.location)} />
				<Field label="Curator" {...inputProps(fields.curator)} />
				<SelectField label="Status" {...selectProps(fields.status)}>
					<option value="auto">From dates</option>
					<option value="upcoming">Upcoming</option>
					<option value="past">Past</option>
				</SelectField>
				<Translated translations={fields.translations} name="opening" label="Opening" maxLength={OPENING_MAX} inline>
					<Field
						label="Opening"
						hint="e.g. Opening reception Thursday 6–8 pm"
						maxLength={OPENING_MAX}
						{...inputProps(fields.opening)}
					/>
				</Translated>
			</div>
			<SingleImageField
				name="featured_image"
				label="Featured Image"
				category="exhibition"
				value={featured}
				onChange={setFeatured}
				choices={gallery.map((g) => g.url)}
				successMessage="Featured image uploaded successfully"
				failureMessage="Failed to upload featured image"
			/>
			<ImageUploader
				name="gallery_images"
				label={`Gallery Images (${gallery.length})`}
				category="exhibition"
				images={gallery}
				onImagesChange={(next) => {
					setGallery(next)
					if (featured && gallery.some((g) => g.url === featured) && !next.some((g) => g.url === featured))
						setFeatured('')
				}}
				fallbackInput
			/>
			<div className="grid gap-4 md:grid-cols-2">
				<CheckboxList
					legend="Assigned Artists"
					name={fields.assigned_artists.name}
					options={data.options.artists.map((a) => ({ value: String(a.id), label: a.name }))}
					selected={listValue(fields.assigned_artists.initialValue)}
				/>
				<CheckboxList
					legend="Assigned Artworks"
					name={fields.assigned_artworks.name}
					options={data.options.artworks.map((a) => ({ value: String(a.id), label: `${a.title} — ${a.artist_name}` }))}
					selected={listValue(fields.assigned_artworks.initialValue)}
					note={data.options.artworksNote}
				/>
			</div>
			{/* The CTA link shows while the switch is on: CSS :has(), so it works without JavaScript. */}
			<div className="group space-y-3 rounded-lg border border-stone-200 p-4">
				<SwitchField label="Call for Artists" {...switchProps(fields.call_for_artists, false)} />
				<div className="hidden group-has-checked:block">
					<Field label="CTA Link" placeholder="https://" {...inputProps(fields.cta_link, 'url')} />
				</div>
			</div>
			<SwitchField label="Visible on Frontend" {...switchProps(fields.is_visible, true)} />
			<PublishAtField meta={fields.publish_at} />
		</EntityForm>
	)
})
