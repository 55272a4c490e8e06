import { type FileDetailsInput } from '#app/schemas/file-details.ts'
import { type FileRecord } from '#app/schemas/records.ts'
import { type ImageFacts, storedFileId } from '#app/utils/images.ts'
import { mutate, NotFoundError, ready } from './db.server.ts'

/** Alt text and focal point of one stored image; fields left out stay as they were. */
export async function updateFileDetails(id: number, input: FileDetailsInput): Promise<FileRecord> {
	return mutate((draft) => {
		const file = draft.get('files', id)
		if (!file) throw new NotFoundError('File not found')
		return draft.put('files', {
			...file,
			alt_text: input.alt_text ?? file.alt_text,
			focal_x: input.focal_x ?? file.focal_x,
			focal_y: input.focal_y ?? file.focal_y,
		})
	})
}

/**
 * A lookup from image URL to the facts of its stored file (size, alt text,
 * focal point, placeholder), read once for a whole page.
 */
export async function imageFactsLookup(): Promise<(url: string) => ImageFacts | null> {
	const store = await ready()
	return (url) => {
		const id = storedFileId(url)
		const file = id ? store.get('files', id) : undefined
		if (!file) return null
		const { width, height, mime_type, alt_text, focal_x, focal_y, placeholder } = file
		return { id: file.id, width, height, mime_type, alt_text, focal_x, focal_y, placeholder }
	}
}
