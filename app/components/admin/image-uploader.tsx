import * as Dialog from '@radix-ui/react-dialog'
import { useRef, useState } from 'react'
import { useToast } from '#app/components/toaster.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { useHydrated } from '#app/components/ui/use-hydrated.ts'
import { formatFileSize } from '#app/utils/image-type.ts'
import { variantUrl } from '#app/utils/images.ts'
import { ImageDetailsControl } from './image-details.tsx'

export type UploadedImage = { url: string; name: string; size: number | null; id?: number }
type Progress = { key: string; name: string; percent: number }

const UPLOAD_URL = '/admin/uploads'
export const CLEAR_ALL_MESSAGE = 'Are you sure you want to remove all files? This action cannot be undone.'

/** One file to the admin upload route, reporting progress. */
export function uploadOne(file: File, category: string, onProgress: (percent: number) => void): Promise<UploadedImage> {
	return new Promise((resolve, reject) => {
		const body = new FormData()
		body.append('category', category)
		body.append('files', file)
		const xhr = new XMLHttpRequest()
		xhr.open('POST', UPLOAD_URL)
		xhr.responseType = 'json'
		xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100))
		xhr.onload = () => {
			const stored = (
				xhr.response as { files?: { id: number; url: string; originalName: string; fileSize: number }[] } | null
			)?.files?.[0]
			if (xhr.status === 201 && stored)
				resolve({ url: stored.url, name: stored.originalName, size: stored.fileSize, id: stored.id })
			else reject(new Error((xhr.response as { error?: string } | null)?.error ?? `HTTP ${xhr.status}`))
		}
		xhr.onerror = () => reject(new Error('Network error'))
		xhr.send(body)
	})
}

async function deleteUpload(id: number) {
	const res = await fetch(UPLOAD_URL, {
		method: 'POST',
		body: new URLSearchParams({ intent: 'delete', id: String(id) }),
	})
	if (!res.ok) throw new Error(`HTTP ${res.status}`)
}

export function Thumb({ image }: { image: UploadedImage }) {
	const [broken, setBroken] = useState(false)
	return (
		<div className="relative aspect-square w-full overflow-hidden rounded-md bg-stone-100">
			{broken ? (
				<div className="absolute inset-0 flex flex-col items-center justify-center bg-stone-200 p-1 text-center text-xs text-stone-600">
					<span className="font-medium">Image Not Available</span>
					<span>Re-upload required</span>
				</div>
			) : (
				<img
					src={variantUrl(image.url, 320)}
					alt={image.name}
					className="h-full w-full object-cover"
					onError={() => setBroken(true)}
				/>
			)}
		</div>
	)
}

/**
 * The shared image uploader. The current URLs travel with the surrounding
 * form as hidden inputs named `name`; files uploaded here (with JavaScript)
 * are also listed in `session_uploads` so Cancel can delete them. Without
 * JavaScript, each image is a checkbox (untick to remove) and, when
 * `fallbackInput` is set, a plain file input `files` uploads with the form.
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
	const { toast } = useToast()
	const input = useRef<HTMLInputElement>(null)
	const [progress, setProgress] = useState<Progress[]>([])
	const [sessionIds, setSessionIds] = useState<number[]>([])
	const [confirm, setConfirm] = useState<null | { all: true } | { url: string }>(null)
	const [dragging, setDragging] = useState(false)
	const uploading = progress.length > 0
	const limit = multiple ? max : 1
	const inputId = `${name}-files`

	async function handleFiles(list: FileList | File[]) {
		const files = [...list].filter((f) => f.type.startsWith('image/'))
		if (files.length === 0) return
		const replacing = !multiple
		if (!replacing && images.length + files.length > limit) {
			toast({ type: 'error', title: 'Too many files', description: `You can only upload up to ${limit} files.` })
			return
		}
		if (replacing && files.length > 1) {
			toast({ type: 'error', title: 'Too many files', description: `You can only upload up to ${limit} files.` })
			return
		}
		const items = files.map((f, i) => ({ key: `${Date.now()}-${i}`, name: f.name, percent: 0 }))
		setProgress(items)
		const results = await Promise.allSettled(
			files.map((file, i) =>
				uploadOne(file, category, (percent) =>
					setProgress((p) => p.map((x) => (x.key === items[i]!.key ? { ...x, percent } : x))),
				),
			),
		)
		setProgress([])
		if (input.current) input.current.value = ''
		const stored = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []))
		if (stored.length) {
			setSessionIds((ids) => [...ids, ...stored.flatMap((s) => (s.id ? [s.id] : []))])
			const next = replacing ? stored.slice(0, 1) : [...images, ...stored]
			onImagesChange(next)
			onUploaded?.(next)
			toast({
				type: 'success',
				title: 'Upload successful',
				description: `${stored.length} file(s) uploaded successfully.`,
			})
		}
		if (stored.length < files.length)
			toast({ type: 'error', title: 'Upload failed', description: 'Failed to upload files. Please try again.' })
	}

	async function remove(urls: string[]) {
		const next = images.filter((i) => !urls.includes(i.url))
		try {
			for (const image of images.filter((i) => urls.includes(i.url))) {
				if (image.id && sessionIds.includes(image.id)) await deleteUpload(image.id)
			}
			onImagesChange(next)
			onRemoved?.(next)
			toast({ type: 'success', title: 'File deleted', description: 'File has been removed successfully.' })
		} catch {
			toast({ type: 'error', title: 'Delete failed', description: 'Failed to delete file. Please try again.' })
		}
	}

	if (!hydrated) {
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
						<p className="mt-1 text-xs text-stone-500">Max {limit} files, up to 10MB each</p>
					</div>
				) : null}
			</fieldset>
		)
	}

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
					void handleFiles(e.dataTransfer.files)
				}}
				onClick={(e) => {
					if (e.target === e.currentTarget) input.current?.click()
				}}
				className={`rounded-lg border-2 border-dashed p-6 text-center ${dragging ? 'border-stone-700 bg-stone-100' : 'border-stone-300'}`}
			>
				<p className="font-medium">Upload Images</p>
				<p className="mt-1 text-sm text-stone-600">Drag and drop images here, or click to select files</p>
				<p className="text-xs text-stone-500">Max {limit} files, up to 10MB each</p>
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
					onChange={(e) => e.target.files && void handleFiles(e.target.files)}
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
			<Dialog.Root open={confirm !== null} onOpenChange={(open) => !open && setConfirm(null)}>
				<Dialog.Portal>
					<Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
					<Dialog.Content
						role="alertdialog"
						className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl"
					>
						<Dialog.Title className="text-lg font-semibold">
							{confirm && 'all' in confirm ? 'Clear All' : 'Remove file'}
						</Dialog.Title>
						<Dialog.Description className="mt-2 text-sm text-stone-600">
							{confirm && 'all' in confirm
								? CLEAR_ALL_MESSAGE
								: 'Are you sure you want to remove this file? This action cannot be undone.'}
						</Dialog.Description>
						<div className="mt-6 flex justify-end gap-2">
							<Dialog.Close className={buttonClass.secondary}>Cancel</Dialog.Close>
							<button
								type="button"
								className={buttonClass.danger}
								onClick={() => {
									const target = confirm
									setConfirm(null)
									if (target) void remove('all' in target ? images.map((i) => i.url) : [target.url])
								}}
							>
								Remove
							</button>
						</div>
					</Dialog.Content>
				</Dialog.Portal>
			</Dialog.Root>
		</fieldset>
	)
}
