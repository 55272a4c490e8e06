import { type ActionFunctionArgs } from 'react-router'
import { ImportRefusedError } from '#app/data/import.server.ts'
import { ApiError, apiResource, bodyTooLarge } from '#app/server/api/api.server.ts'
import { requireApiUser } from '#app/server/auth.server.ts'
import { UploadError } from '#app/server/framework/multipart.server.ts'
import { ImportStopped, readImportUpload, runImport } from '#app/server/import/import.server.ts'
import { clientAddressOf } from '#app/server/request-context.server.ts'
import { BODY_LIMITS, type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { body: { multipartBytes: BODY_LIMITS.import } }

/**
 * POST /api/admin/import (multipart `csv`, optional `zip`; `?dry_run=1` writes
 * nothing): `{ rows: [{ row, action, slug, reason }], created, updated, refused }`.
 * With a refused row and no dry run: 400 with the same report, nothing written.
 * Files refused as a whole: 400 `{ error }` with an empty report (docs/api.md).
 */
function handlers({ request, context }: ActionFunctionArgs) {
	return {
		POST: async () => {
			const user = await requireApiUser(request)
			const dryRun = ['1', 'true', 'yes'].includes(new URL(request.url).searchParams.get('dry_run') ?? '')
			let upload: Awaited<ReturnType<typeof readImportUpload>> | undefined
			try {
				upload = await readImportUpload(request)
				const report = await runImport(upload.files, {
					dryRun,
					actor: { id: user.id, username: user.username, ip: clientAddressOf(context) },
				})
				return Response.json(report, { status: 200 })
			} catch (error) {
				if (error instanceof ImportRefusedError) return Response.json(error.report, { status: 400 })
				if (error instanceof ImportStopped)
					throw new ApiError(400, error.message, { rows: [], created: 0, updated: 0, refused: 0 })
				if (!(error instanceof UploadError)) throw error
				throw error.status === 413 ? bodyTooLarge(error.message) : new ApiError(error.status, error.message)
			} finally {
				await upload?.discard()
			}
		},
	}
}

export const action = (args: ActionFunctionArgs) => apiResource(args.request, handlers(args))
export const loader = action
