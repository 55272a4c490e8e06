import { type HeadersFunction } from 'react-router'
import { fileIdFromUrl, listFiles } from '#app/data/files.server.ts'
import { pageUrlOf } from '#app/server/page-url.server.ts'

/** Admin pages are never cached (docs/admin.md). */
export const noStoreHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
	const headers = new Headers({ 'Cache-Control': 'no-store' })
	for (const source of [loaderHeaders, actionHeaders]) {
		for (const cookie of source.getSetCookie?.() ?? []) headers.append('Set-Cookie', cookie)
		const retry = source.get('Retry-After')
		if (retry) headers.set('Retry-After', retry)
	}
	return headers
}

export { parseForm } from '#app/utils/form.ts'

/** A positive integer id from a form field, or null. */
export function formId(value: FormDataEntryValue | null) {
	const n = Number(value)
	return Number.isInteger(n) && n > 0 ? n : null
}

/** The list URL to return to after an action: the same path and search, minus one-shot params. */
export function backTo(request: Request, path?: string) {
	const url = pageUrlOf(request)
	url.searchParams.delete('delete')
	url.searchParams.delete('erase')
	url.searchParams.delete('index')
	const search = url.searchParams.toString()
	return `${path ?? url.pathname}${search ? `?${search}` : ''}`
}

/** Name and size of each image URL that points at a stored file, for the uploader's list. */
export async function describeImages(urls: readonly string[]) {
	const files = await listFiles()
	const byId = new Map(files.map((f) => [f.id, f]))
	return urls.map((url) => {
		const id = fileIdFromUrl(url)
		const file = id ? byId.get(id) : undefined
		return { url, name: file?.original_name ?? url.split('/').pop() ?? url, size: file?.file_size ?? null }
	})
}
export type ImageInfo = Awaited<ReturnType<typeof describeImages>>[number]

/** Alt text and focal point of each stored image among `urls`, for the back office's flags and forms. */
export async function imageDetailsFor(urls: readonly string[]) {
	const files = await listFiles()
	const ids = new Set(urls.map(fileIdFromUrl))
	return files
		.filter((f) => ids.has(f.id))
		.map((f) => ({ id: f.id, name: f.original_name, alt_text: f.alt_text, focal_x: f.focal_x, focal_y: f.focal_y }))
}
