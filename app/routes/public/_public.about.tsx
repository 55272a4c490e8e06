import { type MetaFunction, redirect } from 'react-router'
import { useLoaderData } from 'react-router'
import { PageHero } from '#app/components/site/page-hero.tsx'
import { listAboutBlocks } from '#app/data/about-blocks.server.ts'
import { getPageContent } from '#app/data/pages.server.ts'
import { publicMeta } from '#app/utils/meta.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { pageParams: [], loadingText: 'Loading content blocks...' }

export const meta: MetaFunction<typeof loader> = (args) =>
	publicMeta(args, { page: args.loaderData?.title ?? 'About Us', description: args.loaderData?.description })

export async function loader() {
	const { pages } = await getPageContent()
	// A page set not visible sends visitors home.
	if (!pages.about.isVisible) throw redirect('/')
	const blocks = await listAboutBlocks('visible')
	return {
		title: pages.about.title,
		description: pages.about.description,
		blocks: blocks.map((b) => ({ id: b.id, title: b.title, content: b.content })),
	}
}

export default function About() {
	const { title, description, blocks } = useLoaderData<typeof loader>()
	return (
		<>
			<PageHero title={title} description={description} />
			<div className="mx-auto max-w-7xl space-y-14 px-6 pb-16">
				{blocks.map((block) => (
					<section
						key={block.id}
						aria-labelledby={`block-${block.id}`}
						className="grid gap-3 border-t border-rule pt-6 md:grid-cols-[16rem_minmax(0,42rem)] md:gap-10"
					>
						<h2 id={`block-${block.id}`} className="font-display text-xl">
							{block.title}
						</h2>
						<p className="text-lg leading-relaxed whitespace-pre-line">{block.content}</p>
					</section>
				))}
			</div>
		</>
	)
}
