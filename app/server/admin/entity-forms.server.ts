import { data, redirect } from '@remix-run/node'
import { type z } from 'zod'
import { listArtists } from '#app/data/artists.server.ts'
import { listArtworks, viewArtworks } from '#app/data/artworks.server.ts'
import { ConflictError, InvalidRecordError, NotFoundError } from '#app/data/db.server.ts'
import { type FileCategory } from '#app/schemas/records.ts'
import { maxArtworkYear } from '#app/schemas/artwork.ts'
import {
	backTo,
	discardUploads,
	formId,
	FormUploadError,
	parseForm,
	readAdminForm,
	sessionUploads,
} from './forms.server.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'

/**
 * The shared path of every admin add/edit form: read the multipart body
 * (storing new images), honour Cancel (deleting this session's uploads),
 * parse with the shared schema, save, and redirect with the spec's toast.
 */
export async function handleEntityForm<S extends z.ZodType>({
	request,
	entity,
	category,
	schema,
	listPath,
	existingImages = [],
	placeUploads,
	save,
	mode,
}: {
	request: Request
	/** 'Exhibition', 'Artist', 'Artwork' */
	entity: string
	category: FileCategory
	schema: S
	listPath: string
	/** Images the saved record already uses; never deleted by Cancel. */
	existingImages?: readonly string[]
	/** Puts the URLs of images uploaded with the form (no JavaScript) into the fields. */
	placeUploads: (formData: FormData, urls: string[]) => void
	save: (value: z.output<S>) => Promise<unknown>
	mode: 'created' | 'updated'
}) {
	let read: Awaited<ReturnType<typeof readAdminForm>>
	try {
		read = await readAdminForm(request, category)
	} catch (error) {
		if (!(error instanceof FormUploadError)) throw error
		return data(
			{ result: { error: { '': [`Failed to save ${entity.toLowerCase()}: ${error.message}`] } } },
			{ status: 400 },
		)
	}
	const { formData, uploaded } = read
	if (formData.get('intent') === 'cancel') {
		await discardUploads(sessionUploads(formData), existingImages)
		return redirect(listPath)
	}
	for (const file of uploaded) formData.append('session_uploads', String(file.id))
	if (uploaded.length)
		placeUploads(
			formData,
			uploaded.map((u) => u.url),
		)
	const submission = parseForm(formData, schema)
	if (submission.status !== 'success') {
		return data({ result: submission.reply() }, { status: 400 })
	}
	try {
		await save(submission.value)
	} catch (error) {
		if (error instanceof NotFoundError) throw new Response(error.message, { status: 404 })
		// A field the stored record refuses (or an id that names nothing) shows beside that field.
		if (error instanceof InvalidRecordError) {
			return data({ result: submission.reply({ fieldErrors: { [error.field]: [error.message] } }) }, { status: 400 })
		}
		const known = error instanceof ConflictError
		if (!known) console.error(error)
		const message = `Failed to save ${entity.toLowerCase()}${known ? `: ${error.message}` : ''}`
		return data({ result: submission.reply({ formErrors: [message] }) }, { status: known ? 400 : 500 })
	}
	return redirectWithToast(request, listPath, { type: 'success', title: `${entity} ${mode} successfully` })
}

/** Appends new URLs to a list field and, when none is chosen, makes the first one the featured image. */
export function appendImages(listField: string, featuredField?: string) {
	return (formData: FormData, urls: string[]) => {
		for (const url of urls) formData.append(listField, url)
		if (featuredField && !formData.get(featuredField)) formData.set(featuredField, urls[0]!)
	}
}

/** A single-image field takes the first image uploaded with the form. */
export function setSingleImage(field: string) {
	return (formData: FormData, urls: string[]) => formData.set(field, urls[0]!)
}

/**
 * The Hide/Show and Delete posts of the admin lists: they answer by
 * redirecting back to the list (search kept) with the spec's toast.
 */
export async function handleListAction(
	request: Request,
	{
		entity,
		setVisibility,
		remove,
	}: {
		entity: string
		setVisibility: (id: number, visible: boolean) => Promise<unknown>
		remove: (id: number) => Promise<unknown>
	},
) {
	const form = await request.formData()
	const id = formId(form.get('id'))
	const back = backTo(request)
	const intent = form.get('intent')
	const lower = entity.toLowerCase()
	try {
		if (id && intent === 'visibility') {
			const visible = form.get('is_visible') === 'true'
			await setVisibility(id, visible)
			return redirectWithToast(request, back, {
				type: 'success',
				title: `${entity} ${visible ? 'shown' : 'hidden'} successfully`,
			})
		}
		if (id && intent === 'delete') {
			await remove(id)
			return redirectWithToast(request, back, { type: 'success', title: `${entity} deleted successfully` })
		}
	} catch (error) {
		if (!(error instanceof NotFoundError)) {
			console.error(error)
		}
	}
	const failure = intent === 'delete' ? `Failed to delete ${lower}` : `Failed to update ${lower} visibility`
	return redirectWithToast(request, back, { type: 'error', title: 'Error', description: failure })
}

/** Up to this many artworks, an exhibition form offers every one; past it, only those of its own artists. */
const ALL_ARTWORKS_UP_TO = 300

/**
 * The artists and artworks an exhibition form offers. A large collection would
 * make thousands of checkboxes: then the artworks offered are the ones
 * assigned and those of the assigned artists, and `artworksNote` says so.
 */
export async function exhibitionFormChoices(exhibition?: { assigned_artists: string[]; assigned_artworks: string[] }) {
	const [artists, all] = await Promise.all([listArtists('all'), listArtworks('all')])
	const limited = all.length > ALL_ARTWORKS_UP_TO
	const theirArtists = new Set(exhibition?.assigned_artists ?? [])
	const assigned = new Set(exhibition?.assigned_artworks ?? [])
	const offered = limited ? all.filter((a) => assigned.has(String(a.id)) || theirArtists.has(String(a.artist_id))) : all
	return {
		artists: artists.map((a) => ({ id: a.id, name: a.name })),
		artworks: offered.map((a) => ({ id: a.id, title: a.title, artist_name: a.artist_name })),
		artworksNote: limited ? 'The works of the assigned artists; save after choosing artists to see theirs.' : null,
	}
}

/** Choices of the artwork form: artists and the categories in use. */
export async function artworkFormOptions() {
	const [artists, categories] = await Promise.all([
		listArtists('all'),
		viewArtworks('all', 'categories', (all) => [...new Set(all.map((a) => a.category).filter(Boolean))].sort()),
	])
	return {
		artists: artists.map((a) => ({ id: a.id, name: a.name })),
		categories,
		maxYear: maxArtworkYear(),
	}
}
