import { type LoaderFunctionArgs, type MetaFunction, redirect } from 'react-router'
import { useLoaderData } from 'react-router'
import { PageHero } from '#app/components/site/page-hero.tsx'
import { listAboutBlocks } from '#app/data/about-blocks.server.ts'
import { getPageContent, pagesInLanguage } from '#app/data/pages.server.ts'
import { ABOUT_BLOCK_FIELDS } from '#app/schemas/about-block.ts'
import { pageContent } from '#app/server/page-language.server.ts'
import { usePageLanguage } from '#app/utils/i18n/use-page-language.ts'
import { publicMeta } from '#app/utils/meta.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { pageParams: [], loadingText: 'Loading content blocks...' }

export const meta: MetaFunction<typeof loader> = (args) =>
	publicMeta(args, { page: args.loaderData?.title ?? 'About Us', description: args.loaderData?.description })

export async function loader({ request }: LoaderFunctionArgs) {
	const { localise } = pageContent(request)
	const { pages } = pagesInLanguage(await getPageContent(), localise)
	// A page set not visible sends visitors home.
	if (!pages.about.isVisible) throw redirect('/')
	const blocks = await listAboutBlocks('visible')
	return {
		title: pages.about.title,
		description: pages.about.description,
		fallback: pages.about.fallback,
		blocks: blocks.map((block) => {
			const b = localise(ABOUT_BLOCK_FIELDS, block)
			return { id: b.id, title: b.title, content: b.content, fallback: b.fallback }
		}),
	}
}

export default function About() {
	const { title, description, fallback, blocks } = useLoaderData<typeof loader>()
	const { langOf } = usePageLanguage()
	return (
		<>
			<PageHero title={title} description={description} fallback={fallback} />
			<div className="mx-auto max-w-7xl space-y-14 px-6 pb-16">
				{blocks.map((block) => (
					<section
						key={block.id}
						aria-labelledby={`block-${block.id}`}
						className="grid gap-3 border-t border-rule pt-6 md:grid-cols-[16rem_minmax(0,42rem)] md:gap-10"
					>
						<h2 id={`block-${block.id}`} className="font-display text-xl" lang={langOf(block, 'title')}>
							{block.title}
						</h2>
						<p className="text-lg leading-relaxed whitespace-pre-line" lang={langOf(block, 'content')}>
							{block.content}
						</p>
					</section>
				))}
			</div>
		</>
	)
}
