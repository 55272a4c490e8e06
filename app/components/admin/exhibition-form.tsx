import { useState } from 'react'
import { Field, SelectField, SwitchField, TextareaField } from '#app/components/forms.tsx'
import { CheckboxList, EntityForm } from './entity-form.tsx'
import { type FormReply, formState, toDateTimeLocal } from './form-state.ts'
import { ImageUploader, type UploadedImage } from './image-uploader.tsx'
import { SingleImageField } from './single-image-field.tsx'

export type ExhibitionFormData = {
	record: Record<string, unknown> | null
	images: UploadedImage[]
	artists: { id: number; name: string }[]
	artworks: { id: number; title: string; artist_name: string }[]
	/** Said under the artworks when not every artwork is offered. */
	artworksNote?: string | null
}

export function ExhibitionForm({ data, reply }: { data: ExhibitionFormData; reply?: FormReply }) {
	const editing = Boolean(data.record)
	const f = formState(reply, data.record ?? {})
	const [gallery, setGallery] = useState<UploadedImage[]>(() => {
		const urls = f.list('gallery_images')
		return urls.map(
			(url) => data.images.find((i) => i.url === url) ?? { url, name: url.split('/').pop() ?? url, size: null },
		)
	})
	const [featured, setFeatured] = useState(f.text('featured_image'))
	return (
		<EntityForm
			title={editing ? 'Edit Exhibition' : 'Add New Exhibition'}
			submitLabel={editing ? 'Update Exhibition' : 'Add Exhibition'}
			formErrors={f.formErrors}
		>
			<div className="grid gap-4 md:grid-cols-2">
				<Field
					label="Title *"
					name="title"
					required
					maxLength={200}
					defaultValue={f.text('title')}
					errors={f.errors('title')}
				/>
				<Field
					label="Slug"
					name="slug"
					placeholder="Auto-generated from title"
					maxLength={200}
					defaultValue={f.text('slug')}
					errors={f.errors('slug')}
				/>
			</div>
			<TextareaField
				label="Description"
				name="description"
				rows={4}
				defaultValue={f.text('description')}
				errors={f.errors('description')}
			/>
			<div className="grid gap-4 md:grid-cols-2">
				<Field
					label="Start Date"
					name="start_date"
					type="datetime-local"
					defaultValue={toDateTimeLocal(f.text('start_date'))}
					errors={f.errors('start_date')}
				/>
				<Field
					label="End Date"
					name="end_date"
					type="datetime-local"
					defaultValue={toDateTimeLocal(f.text('end_date'))}
					errors={f.errors('end_date')}
				/>
				<Field label="Location" name="location" defaultValue={f.text('location')} errors={f.errors('location')} />
				<Field label="Curator" name="curator" defaultValue={f.text('curator')} errors={f.errors('curator')} />
				<SelectField
					label="Status"
					name="status"
					defaultValue={f.text('status') || 'upcoming'}
					errors={f.errors('status')}
				>
					<option value="upcoming">Upcoming</option>
					<option value="past">Past</option>
				</SelectField>
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
					name="assigned_artists"
					options={data.artists.map((a) => ({ value: String(a.id), label: a.name }))}
					selected={f.list('assigned_artists')}
				/>
				<CheckboxList
					legend="Assigned Artworks"
					name="assigned_artworks"
					options={data.artworks.map((a) => ({ value: String(a.id), label: `${a.title} — ${a.artist_name}` }))}
					selected={f.list('assigned_artworks')}
					note={data.artworksNote}
				/>
			</div>
			{/* The CTA link shows while the switch is on: CSS :has(), so it works without JavaScript. */}
			<div className="group space-y-3 rounded-lg border border-stone-200 p-4">
				<SwitchField
					label="Call for Artists"
					name="call_for_artists"
					defaultChecked={f.bool('call_for_artists', false)}
				/>
				<div className="hidden group-has-checked:block">
					<Field
						label="CTA Link"
						name="cta_link"
						type="url"
						placeholder="https://"
						defaultValue={f.text('cta_link')}
						errors={f.errors('cta_link')}
					/>
				</div>
			</div>
			<SwitchField label="Visible on Frontend" name="is_visible" defaultChecked={f.bool('is_visible', true)} />
		</EntityForm>
	)
}
