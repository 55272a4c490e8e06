/**
 * The admin uploader's requests to /admin/uploads (cookie session): one file
 * at a time with upload progress, and the removal of a file uploaded during
 * the current form session.
 */
export type UploadedImage = { url: string; name: string; size: number | null; id?: number }

const UPLOAD_URL = '/admin/uploads'

/** One file to the admin upload route, reporting progress in percent. */
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

/** Deletes a file uploaded during this form session. */
export async function deleteUpload(id: number) {
	const res = await fetch(UPLOAD_URL, {
		method: 'POST',
		body: new URLSearchParams({ intent: 'delete', id: String(id) }),
	})
	if (!res.ok) throw new Error(`HTTP ${res.status}`)
}
