import { useState } from 'react'
import { useToast } from '#app/components/toaster.tsx'
import { deleteUpload, type UploadedImage, uploadOne } from './upload-transport.ts'

export type UploadProgress = { key: string; name: string; percent: number }

/**
 * The state of an uploader with JavaScript: files on their way (with
 * progress), the ids uploaded during this form session (so Cancel can delete
 * them), and the two changes a user makes, adding and removing files, each
 * answered with its toasts ('Upload successful', 'Upload failed', …). The images themselves belong to the form.
 */
export function useImageUploads({
	category,
	images,
	onImagesChange,
	max,
	multiple,
	onUploaded,
	onRemoved,
}: {
	category: string
	images: UploadedImage[]
	onImagesChange: (images: UploadedImage[]) => void
	max: number
	/** false: one image, which a new upload replaces. */
	multiple: boolean
	onUploaded?: (all: UploadedImage[]) => void
	onRemoved?: (all: UploadedImage[]) => void
}) {
	const { toast } = useToast()
	const [progress, setProgress] = useState<UploadProgress[]>([])
	const [sessionIds, setSessionIds] = useState<number[]>([])
	const limit = multiple ? max : 1

	/** Uploads the image files among `list`; false when none was sent (none, or too many). */
	async function add(list: FileList | File[]): Promise<boolean> {
		const files = [...list].filter((f) => f.type.startsWith('image/'))
		if (files.length === 0) return false
		const replacing = !multiple
		if ((!replacing && images.length + files.length > limit) || (replacing && files.length > 1)) {
			toast({ type: 'error', title: 'Too many files', description: `You can only upload up to ${limit} files.` })
			return false
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
		return true
	}

	/** Takes images off the list; those uploaded during this session are deleted too. */
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

	return { progress, uploading: progress.length > 0, sessionIds, limit, add, remove }
}
