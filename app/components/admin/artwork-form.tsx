import { useState } from 'react'
import { Field, SelectField, SwitchField, TextareaField } from '#app/components/forms.tsx'
import { MIN_ARTWORK_YEAR } from '#app/schemas/artwork.ts'
import { EntityForm } from './entity-form.tsx'
import { type FormReply, formState } from './form-state.ts'
import { ArtworkSalesFields } from './artwork-sales-fields.tsx'
import { ImageUploader, type UploadedImage } from './image-uploader.tsx'
import { SingleImageField } from './single-image-field.tsx'

export type ArtworkFormData = {
	record: Record<string, unknown> | null
	images: UploadedImage[]
	artists: { id: number; name: string }[]
	categories: string[]
	maxYear: number
	/** GALLERY_CURRENCY, the currency of a new artwork. */
	currency: string
}

export function ArtworkForm({ data, reply }: { data: ArtworkFormData; reply?: FormReply }) {
	const f = formState(reply, data.record ?? {})
	const [images, setImages] = useState<UploadedImage[]>(() =>
		f
			.list('images')
			.map((url) => data.images.find((i) => i.url === url) ?? { url, name: url.split('/').pop() ?? url, size: null }),
	)
	const [featured, setFeatured] = useState(f.text('featured_image'))
	const editing = Boolean(data.record)
	return (
		<EntityForm
			title={editing ? 'Edit Artwork' : 'Add New Artwork'}
			submitLabel={editing ? 'Update Artwork' : 'Add Artwork'}
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
				<SelectField
					label="Artist *"
					name="artist_id"
					required
					defaultValue={f.text('artist_id')}
					errors={f.errors('artist_id')}
				>
					<option value="">Select an artist</option>
					{data.artists.map((a) => (
						<option key={a.id} value={a.id}>
							{a.name}
						</option>
					))}
				</SelectField>
				<Field
					label="Year"
					name="year"
					type="number"
					min={MIN_ARTWORK_YEAR}
					max={data.maxYear}
					defaultValue={f.text('year') || String(new Date().getFullYear())}
					errors={f.errors('year')}
				/>
				<Field
					label="Slug"
					name="slug"
					placeholder="Auto-generated from title"
					defaultValue={f.text('slug')}
					errors={f.errors('slug')}
				/>
				<Field label="Medium" name="medium" defaultValue={f.text('medium')} errors={f.errors('medium')} />
				<Field
					label="Size"
					name="size"
					placeholder="e.g. 60 × 80 cm"
					defaultValue={f.text('size')}
					errors={f.errors('size')}
				/>
				<Field
					label="Category"
					name="category"
					list="artwork-categories"
					defaultValue={f.text('category')}
					errors={f.errors('category')}
				/>
				<datalist id="artwork-categories">
					{data.categories.map((c) => (
						<option key={c} value={c} />
					))}
				</datalist>
			</div>
			<ArtworkSalesFields f={f} defaultCurrency={data.currency} />
			<TextareaField
				label="Description"
				name="description"
				rows={4}
				defaultValue={f.text('description')}
				errors={f.errors('description')}
			/>
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
			<SwitchField label="Visible on Frontend" name="is_visible" defaultChecked={f.bool('is_visible', true)} />
		</EntityForm>
	)
}
