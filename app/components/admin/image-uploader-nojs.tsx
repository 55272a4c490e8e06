import { ImageDetailsControl } from './image-details.tsx'
import { useUploadMaxMb } from './upload-max.tsx'
import { Thumb } from './thumb.tsx'
import { type UploadedImage } from './upload-transport.ts'

/**
 * The uploader without JavaScript: each image is a checkbox named `name`
 * (untick to remove) and, with `fallbackInput`, a plain file input `files`
 * uploads new images with the form.
 */
export function ImageUploaderNoJs({
	name,
	label,
	images,
	limit,
	multiple,
	fallbackInput,
}: {
	name: string
	label: string
	images: UploadedImage[]
	limit: number
	multiple: boolean
	fallbackInput: boolean
}) {
	const inputId = `${name}-files`
	const maxMb = useUploadMaxMb()
	return (
		<fieldset className="rounded-lg border border-stone-200 p-4">
			<legend className="px-1 text-sm font-medium">{label}</legend>
			{images.length ? (
				<ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
					{images.map((image) => (
						<li key={image.url}>
							<Thumb image={image} />
							<label className="mt-1 flex items-center gap-2 text-xs">
								<input type="checkbox" name={name} value={image.url} defaultChecked />
								Keep {image.name}
							</label>
							<ImageDetailsControl url={image.url} name={image.name} />
						</li>
					))}
				</ul>
			) : (
				<p className="text-sm text-stone-500">No images uploaded yet</p>
			)}
			{fallbackInput ? (
				<div className="mt-3">
					<label htmlFor={inputId} className="mb-1 block text-sm">
						Upload Images
					</label>
					<input id={inputId} type="file" name="files" accept="image/*" multiple={multiple} className="text-sm" />
					<p className="mt-1 text-xs text-stone-500">
						Max {limit} files, up to {maxMb}MB each
					</p>
				</div>
			) : null}
		</fieldset>
	)
}
