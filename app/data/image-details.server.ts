import { type FileDetailsInput } from '#app/schemas/file-details.ts'
import { type FileRecord } from '#app/schemas/records.ts'
import { type ImageFacts, storedFileId } from '#app/utils/images.ts'
import { mutate, NotFoundError, readData } from './db.server.ts'

/** Alt text and focal point of one stored image; fields left out stay as they were. */
export async function updateFileDetails(id: number, input: FileDetailsInput): Promise<FileRecord> {
	return mutate((draft) => {
		const file = draft.files.find((f) => f.id === id)
		if (!file) throw new NotFoundError('File not found')
		if (input.alt_text !== undefined) file.alt_text = input.alt_text
		if (input.focal_x !== undefined) file.focal_x = input.focal_x
		if (input.focal_y !== undefined) file.focal_y = input.focal_y
		return file
	})
}

/**
 * A lookup from image URL to the facts of its stored file (size, alt text,
 * focal point, placeholder), read once for a whole page.
 */
export async function imageFactsLookup(): Promise<(url: string) => ImageFacts | null> {
	const byId = new Map((await readData()).files.map((f) => [f.id, f]))
	return (url) => {
		const id = storedFileId(url)
		const file = id ? byId.get(id) : undefined
		if (!file) return null
		const { width, height, mime_type, alt_text, focal_x, focal_y, placeholder } = file
		return { id: file.id, width, height, mime_type, alt_text, focal_x, focal_y, placeholder }
	}
}
