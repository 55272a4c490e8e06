import { type User } from '#app/schemas/records.ts'
import { ApiError } from '#app/server/api/api.server.ts'
import { requireAdmin, requireApiUser } from '#app/server/auth.server.ts'

/**
 * The back office's documents (/admin/...pdf, /admin/documents/...) answer a
 * signed-in member of staff or an API script with a Bearer token
 * (docs/admin.md, 'Documents'): with an Authorization header the token
 * decides (a bad one is the API's 401), without one the session does (signed
 * out, the sign-in screen).
 */
export async function requireDocumentUser(request: Request): Promise<User> {
	if (!request.headers.get('Authorization')) return requireAdmin(request)
	try {
		return await requireApiUser(request)
	} catch (error) {
		if (error instanceof ApiError) throw error.toResponse()
		throw error
	}
}

/** A file name made only of safe ASCII (letters, digits, dashes and one '.pdf'). */
export function safePdfName(name: string) {
	const base =
		name
			.replace(/\.pdf$/i, '')
			.normalize('NFKD')
			.replace(/[^A-Za-z0-9-]+/g, '-')
			.replace(/-+/g, '-')
			.replace(/^-|-$/g, '')
			.slice(0, 100) || 'document'
	return `${base}.pdf`
}

/** A PDF download: never stored by a cache, always saved as a file. */
export function pdfResponse(document: { bytes: Buffer; filename: string }) {
	return new Response(new Uint8Array(document.bytes), {
		headers: {
			'Content-Type': 'application/pdf',
			'Content-Disposition': `attachment; filename="${safePdfName(document.filename)}"`,
			'Content-Length': String(document.bytes.length),
			'Cache-Control': 'no-store',
		},
	})
}

/** A record id from a route parameter: digits only, else null (the route answers 404). */
export function idParam(value: string | undefined): number | null {
	return value && /^\d{1,15}$/.test(value) ? Number(value) : null
}

export function notFound(what = 'Not found') {
	return new Response(what, {
		status: 404,
		headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
	})
}
