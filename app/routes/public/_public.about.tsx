import { type MetaFunction, redirect } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PageHero } from '#app/components/site/page-hero.tsx'
import { listAboutBlocks } from '#app/data/about-blocks.server.ts'
import { getPageContent } from '#app/data/pages.server.ts'
import { publicMeta } from '#app/utils/meta.ts'

export const meta: MetaFunction<typeof loader> = (args) =>
	publicMeta(args, { page: args.data?.title ?? 'About Us', description: args.data?.description })

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
			<div className="mx-auto max-w-3xl space-y-12 px-6 py-14">
				{blocks.map((block) => (
					<section key={block.id} aria-labelledby={`block-${block.id}`}>
						<h2 id={`block-${block.id}`} className="font-serif text-3xl font-semibold">
							{block.title}
						</h2>
						<p className="mt-4 text-lg whitespace-pre-line text-stone-700">{block.content}</p>
					</section>
				))}
			</div>
		</>
	)
}
