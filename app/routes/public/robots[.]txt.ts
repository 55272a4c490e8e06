import { type LoaderFunctionArgs } from 'react-router'
import { publicOrigin } from '#app/server/public-url.server.ts'
import { robotsTxt } from '#app/utils/sitemap.ts'

/** GET /robots.txt: the site is open to crawlers, the back office and admin API are not; names the sitemap. */
export async function loader({ request }: LoaderFunctionArgs) {
	return new Response(robotsTxt(publicOrigin(request)), {
		headers: {
			'Content-Type': 'text/plain; charset=utf-8',
			'Cache-Control': 'public, max-age=0, must-revalidate',
		},
	})
}
