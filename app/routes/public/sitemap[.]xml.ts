import { type LoaderFunctionArgs } from 'react-router'
import { publicOrigin } from '#app/server/public-url.server.ts'
import { sitemapEntries } from '#app/server/sitemap.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { sitemapInLanguages, sitemapXml } from '#app/utils/sitemap.ts'

/** GET /sitemap.xml: every visible public page in each language, with lastmod, image entries and alternates. */
export async function loader({ request }: LoaderFunctionArgs) {
	const origin = publicOrigin(request)
	const xml = sitemapXml(sitemapInLanguages(await sitemapEntries(origin), origin, getEnv().SITE_LANGUAGES))
	return new Response(xml, {
		headers: {
			'Content-Type': 'application/xml; charset=utf-8',
			'Cache-Control': 'public, max-age=0, must-revalidate',
		},
	})
}
