import { type LoaderFunctionArgs } from '@remix-run/node'
import { listSubscribers } from '#app/data/newsletter.server.ts'
import { requireAdmin } from '#app/server/auth.server.ts'
import { subscribersCsv, subscribersCsvName } from '#app/utils/csv.ts'

/** GET: the subscribers as a CSV download (reading only), streamed: the list as it was when the download began. */
export async function loader({ request }: LoaderFunctionArgs) {
	await requireAdmin(request)
	return new Response(subscribersCsv(await listSubscribers()), {
		headers: {
			'Content-Type': 'text/csv; charset=utf-8',
			'Content-Disposition': `attachment; filename="${subscribersCsvName()}"`,
			'Cache-Control': 'no-store',
		},
	})
}
