import { type ActionFunctionArgs } from 'react-router'
import { isFileCategory } from '#app/schemas/records.ts'
import { getFile, releaseFiles } from '#app/data/files.server.ts'
import { formId } from '#app/server/admin/forms.server.ts'
import { getAdminSession } from '#app/server/auth.server.ts'
import { PASSWORD_CHANGE_REQUIRED } from '#app/server/permissions.server.ts'
import { readUpload, type Upload, UploadError } from '#app/server/files/upload.server.ts'
import { readFormData } from '#app/server/http.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/**
 * The admin image uploader's endpoint (cookie session). POST multipart
 * `files` + `category` stores images; POST `intent=delete&id=` removes one
 * uploaded during the current form session (a file a saved record uses is
 * kept). Answers JSON. A one-time password holder must choose a password
 * first, as on every admin page.
 */
const noStore = { 'Cache-Control': 'no-store' }

export async function loader() {
	return Response.json({ error: 'Method not allowed' }, { status: 405, headers: { Allow: 'POST', ...noStore } })
}

export async function action({ request }: ActionFunctionArgs) {
	const { lookup } = await getAdminSession(request)
	if (lookup.status !== 'valid')
		return Response.json({ error: 'Authentication required' }, { status: 401, headers: noStore })
	if (lookup.user.must_change_password)
		return Response.json(
			{ error: PASSWORD_CHANGE_REQUIRED, code: 'PASSWORD_CHANGE_REQUIRED' },
			{ status: 403, headers: noStore },
		)
	const type = request.headers.get('Content-Type') ?? ''
	if (!type.startsWith('multipart/form-data')) {
		const form = await readFormData(request)
		const id = formId(form.get('id'))
		if (form.get('intent') !== 'delete' || !id)
			return Response.json({ error: 'Unknown request' }, { status: 400, headers: noStore })
		if (!(await getFile(id))) return Response.json({ success: false }, { status: 404, headers: noStore })
		const released = await releaseFiles([id])
		if (!released.includes(id))
			return Response.json(
				{ success: false, error: 'This image is used by a saved record and was kept' },
				{ status: 409, headers: noStore },
			)
		return Response.json({ success: true }, { status: 200, headers: noStore })
	}
	let upload: Upload | undefined
	try {
		upload = await readUpload(request)
		const category = upload.fields.category ?? ''
		if (!isFileCategory(category))
			return Response.json({ error: 'Unknown category' }, { status: 400, headers: noStore })
		if (upload.fileCount === 0) return Response.json({ error: 'No image was sent' }, { status: 400, headers: noStore })
		const files = (await upload.store(category)).map((file) => ({
			id: file.id,
			url: file.url,
			originalName: file.original_name,
			fileSize: file.file_size,
		}))
		return Response.json({ success: true, files }, { status: 201, headers: noStore })
	} catch (error) {
		if (!(error instanceof UploadError)) throw error
		// Past a bound the rest of the body is left unread: close the connection after answering.
		const headers: Record<string, string> = { ...noStore }
		if (error.status === 413) headers.Connection = 'close'
		return Response.json({ error: error.message }, { status: error.status, headers })
	} finally {
		await upload?.discard()
	}
}
