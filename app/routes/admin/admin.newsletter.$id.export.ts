import { type LoaderFunctionArgs } from 'react-router'
import { NotFoundError } from '#app/data/db.server.ts'
import { exportSubscriber } from '#app/data/newsletter.server.ts'
import { formId } from '#app/server/admin/forms.server.ts'
import { requireAdmin } from '#app/server/auth.server.ts'

/**
 * GET: one reader's data as a JSON download, their right of access
 * (docs/admin.md, "Newsletter: readers"): the record without its secrets,
 * their consent and the newsletters sent to them.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
	await requireAdmin(request)
	const id = formId(params.id ?? null)
	const data = id
		? await exportSubscriber(id).catch((error: unknown) => {
				if (error instanceof NotFoundError) return null
				throw error
			})
		: null
	if (!data) return new Response('Subscriber not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
	return new Response(JSON.stringify(data, null, 2), {
		headers: {
			'Content-Type': 'application/json; charset=utf-8',
			'Content-Disposition': `attachment; filename="subscriber-${data.subscriber.id}-data.json"`,
			'Cache-Control': 'no-store',
		},
	})
}
