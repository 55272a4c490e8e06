import { useRef, useState } from 'react'
import { buttonClass } from '#app/components/ui/button.tsx'
import { ConfirmPrompt } from '#app/components/ui/confirm-dialog.tsx'
import { formatFileSize } from '#app/utils/image-type.ts'
import { useUploadMaxMb } from './upload-max.tsx'
import { ImageDetailsControl } from './image-details.tsx'
import { Thumb } from './thumb.tsx'
import { type UploadedImage } from './upload-transport.ts'
import { type useImageUploads } from './use-image-uploads.ts'

export const CLEAR_ALL_MESSAGE = 'Are you sure you want to remove all files? This action cannot be undone.'
const REMOVE_ONE_MESSAGE = 'Are you sure you want to remove this file? This action cannot be undone.'

/**
 * The uploader with JavaScript: a drop zone and file picker with a progress
 * bar per file, the list of images with Remove and Clear All (each confirmed
 * first), and hidden inputs carrying the images (`name`) and this session's
 * uploads (`session_uploads`) with the surrounding form.
 */
export function ImageUploaderJs({
	name,
	label,
	images,
	multiple,
	uploads,
}: {
	name: string
	label: string
	images: UploadedImage[]
	multiple: boolean
	uploads: ReturnType<typeof useImageUploads>
}) {
	const input = useRef<HTMLInputElement>(null)
	const [confirm, setConfirm] = useState<null | { all: true } | { url: string }>(null)
	const [dragging, setDragging] = useState(false)
	const { progress, uploading, sessionIds, limit } = uploads
	const maxMb = useUploadMaxMb()
	const inputId = `${name}-files`
	const add = (files: FileList | File[]) =>
		void uploads.add(files).then((sent) => {
			if (sent && input.current) input.current.value = ''
		})
	const clearing = confirm !== null && 'all' in confirm

	return (
		<fieldset className="rounded-lg border border-stone-200 p-4">
			<legend className="px-1 text-sm font-medium">{label}</legend>
			{images.map((image) => (
				<input key={image.url} type="hidden" name={name} value={image.url} />
			))}
			{sessionIds.map((id) => (
				<input key={id} type="hidden" name="session_uploads" value={id} />
			))}
			<div
				onDragOver={(e) => {
					e.preventDefault()
					setDragging(true)
				}}
				onDragLeave={() => setDragging(false)}
				onDrop={(e) => {
					e.preventDefault()
					setDragging(false)
					add(e.dataTransfer.files)
				}}
				onClick={(e) => {
					if (e.target === e.currentTarget) input.current?.click()
				}}
				className={`rounded-lg border-2 border-dashed p-6 text-center ${dragging ? 'border-stone-700 bg-stone-100' : 'border-stone-300'}`}
			>
				<p className="font-medium">Upload Images</p>
				<p className="mt-1 text-sm text-stone-600">Drag and drop images here, or click to select files</p>
				<p className="text-xs text-stone-500">
					Max {limit} files, up to {maxMb}MB each
				</p>
				<label htmlFor={inputId} className="sr-only">
					{label}: choose files
				</label>
				<input
					ref={input}
					id={inputId}
					type="file"
					accept="image/*"
					multiple={multiple}
					className="sr-only"
					tabIndex={-1}
					onChange={(e) => e.target.files && add(e.target.files)}
				/>
				<button
					type="button"
					className={`${buttonClass.secondary} mt-3`}
					disabled={uploading}
					onClick={() => input.current?.click()}
				>
					{uploading ? 'Uploading...' : 'Select Files'}
				</button>
				{progress.map((p) => (
					<div key={p.key} className="mt-2 text-left text-xs">
						<span>{p.name}</span>
						<progress className="block w-full" max={100} value={p.percent} aria-label={`Uploading ${p.name}`} />
					</div>
				))}
			</div>
			{images.length ? (
				<div className="mt-4">
					<div className="mb-2 flex items-center justify-between">
						<p className="text-sm font-medium">
							Uploaded Files ({images.length}/{limit})
						</p>
						<button type="button" className={buttonClass.smallDanger} onClick={() => setConfirm({ all: true })}>
							Clear All
						</button>
					</div>
					<ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
						{images.map((image) => (
							<li key={image.url} className="rounded-md border border-stone-200 p-2">
								<Thumb image={image} />
								<div className="mt-1 flex items-center justify-between gap-2">
									<div className="min-w-0 text-xs">
										<p className="truncate" title={image.name}>
											{image.name}
										</p>
										{image.size !== null ? <p className="text-stone-500">{formatFileSize(image.size)}</p> : null}
									</div>
									<button
										type="button"
										className={buttonClass.smallDanger}
										aria-label={`Remove ${image.name}`}
										onClick={() => setConfirm({ url: image.url })}
									>
										Remove
									</button>
								</div>
								<ImageDetailsControl url={image.url} name={image.name} />
							</li>
						))}
					</ul>
				</div>
			) : (
				<p className="mt-3 text-sm text-stone-500">No images uploaded yet</p>
			)}
			<ConfirmPrompt
				open={confirm !== null}
				title={clearing ? 'Clear All' : 'Remove file'}
				message={clearing ? CLEAR_ALL_MESSAGE : REMOVE_ONE_MESSAGE}
				confirmLabel="Remove"
				onCancel={() => setConfirm(null)}
				onConfirm={() => {
					const target = confirm
					setConfirm(null)
					if (target) void uploads.remove('all' in target ? images.map((i) => i.url) : [target.url])
				}}
			/>
		</fieldset>
	)
}
