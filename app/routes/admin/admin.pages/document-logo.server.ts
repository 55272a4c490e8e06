import { getFile, listFiles, withFileRelease } from '#app/data/files.server.ts'
import { getDocumentLogo, setDocumentLogo } from '#app/data/pages.server.ts'
import { storedFileId } from '#app/utils/images.ts'
import { type IntentHandler } from './intents.server.ts'

/** The most recent uploads offered as the documents' logo. */
const CHOICES = 300

/** What the 'Logo for documents' card shows: the chosen image and the uploaded images to choose from. */
export async function documentLogoData() {
	const [chosen, files] = await Promise.all([getDocumentLogo(), listFiles()])
	const choices = [...files]
		.sort((a, b) => b.id - a.id)
		.slice(0, CHOICES)
		.map((f) => ({ url: `/api/file/${f.id}`, name: f.alt_text || f.original_name }))
	if (chosen && !choices.some((c) => c.url === chosen)) choices.unshift({ url: chosen, name: 'The chosen logo' })
	return { chosen, choices }
}

/**
 * Save the logo printed at the head of PDF documents (docs/admin.md,
 * 'Documents'): one of the uploaded images, or none. A logo no longer chosen
 * is deleted unless another record uses it.
 */
export const saveDocumentLogo: IntentHandler = {
	failure: 'Failed to save the logo for documents',
	async run({ formData, ok, fail }) {
		const value = String(formData.get('document_logo') ?? '').trim()
		const id = value ? storedFileId(value) : null
		if (value && (id === null || !(await getFile(id)))) return fail('Choose one of the uploaded images')
		await withFileRelease(() => setDocumentLogo(id === null ? '' : `/api/file/${id}`))
		return ok('Logo for documents saved')
	},
}
