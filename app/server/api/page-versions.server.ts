import { type LoadContext } from '#app/server/request-context.server.ts'
import { getPageVersions } from '#app/data/pages.server.ts'
import { type WriteOptions, VersionConflictError } from '#app/data/revisions.server.ts'
import { type PagePart } from '#app/schemas/page-parts.ts'
import { apiActor } from '#app/server/actor.server.ts'
import { ApiError, readBody } from './api.server.ts'
import { expectedVersion } from './entities.server.ts'

/**
 * The versions of Page Content on the API (docs/api.md, 'Versions'): each
 * part answers with its `version`, and a PUT made from a stale one
 * (`If-Match: "{version}"` or `version` in the body) is a 409 `CONFLICT`
 * with the part as it is now; with neither, the last write wins.
 */

/** The request's body without `version`, and the write's options: who writes and from which version. */
export async function readPageWrite(
	request: Request,
	context?: LoadContext,
): Promise<{ body: Record<string, unknown>; options: WriteOptions }> {
	const { version: sent, ...body } = await readBody(request)
	const version = expectedVersion(request.headers.get('If-Match'), sent)
	return { body, options: { actor: await apiActor(request, context), version } }
}

/** A part's JSON with its current version. */
export async function withVersion(part: PagePart, json: object) {
	return { ...json, version: (await getPageVersions())[part] }
}

/** Runs a part's write; a stale version answers 409 with `current` (made by `current()`). */
export async function versionedPageWrite<T>(write: () => Promise<T>, current: () => Promise<object>): Promise<T> {
	try {
		return await write()
	} catch (error) {
		if (!(error instanceof VersionConflictError)) throw error
		throw new ApiError(409, 'This record was changed since the version you sent; nothing was saved', {
			code: 'CONFLICT',
			current: await current(),
		})
	}
}
