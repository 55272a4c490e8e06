import { type LoaderFunctionArgs } from 'react-router'
import { publicOrigin } from '#app/server/public-url.server.ts'
import { sitemapEntries } from '#app/server/sitemap.server.ts'
import { sitemapXml } from '#app/utils/sitemap.ts'

/** GET /sitemap.xml: every visible public page, with lastmod and image entries. */
export async function loader({ request }: LoaderFunctionArgs) {
	const xml = sitemapXml(await sitemapEntries(publicOrigin(request)))
	return new Response(xml, {
		headers: {
			'Content-Type': 'application/xml; charset=utf-8',
			'Cache-Control': 'public, max-age=0, must-revalidate',
		},
	})
}
