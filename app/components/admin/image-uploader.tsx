import { useHydrated } from '#app/components/ui/use-hydrated.ts'
import { ImageUploaderJs } from './image-uploader-js.tsx'
import { ImageUploaderNoJs } from './image-uploader-nojs.tsx'
import { type UploadedImage } from './upload-transport.ts'
import { useImageUploads } from './use-image-uploads.ts'

export { type UploadedImage } from './upload-transport.ts'

/**
 * The shared image uploader. The current URLs travel with the surrounding
 * form as hidden inputs named `name`; files uploaded here (with JavaScript)
 * are also listed in `session_uploads` so Cancel can delete them. Without
 * JavaScript, each image is a checkbox (untick to remove) and, when
 * `fallbackInput` is set, a plain file input `files` uploads with the form.
 *
 * Its parts: upload-transport.ts (the requests), use-image-uploads.ts (the
 * state), image-uploader-nojs.tsx and image-uploader-js.tsx (the two views).
 */
export function ImageUploader({
	name,
	label,
	category,
	images,
	onImagesChange,
	max = 10,
	multiple = true,
	fallbackInput = false,
	onUploaded,
	onRemoved,
}: {
	name: string
	label: string
	category: string
	images: UploadedImage[]
	onImagesChange: (images: UploadedImage[]) => void
	max?: number
	multiple?: boolean
	fallbackInput?: boolean
	/** Called after new files are stored (e.g. to save hero images at once). */
	onUploaded?: (all: UploadedImage[]) => void
	onRemoved?: (all: UploadedImage[]) => void
}) {
	const hydrated = useHydrated()
	const uploads = useImageUploads({ category, images, onImagesChange, max, multiple, onUploaded, onRemoved })
	if (!hydrated) {
		return (
			<ImageUploaderNoJs
				name={name}
				label={label}
				images={images}
				limit={uploads.limit}
				multiple={multiple}
				fallbackInput={fallbackInput}
			/>
		)
	}
	return <ImageUploaderJs name={name} label={label} images={images} multiple={multiple} uploads={uploads} />
}
