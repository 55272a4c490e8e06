import { Link } from '#app/utils/i18n/links.tsx'

/** The not-found state of a public page: a title, a sentence and the way back. */
export function NotFoundState({
	title,
	text,
	backTo,
	backLabel,
	size,
}: {
	title: string
	text?: string
	backTo: string
	backLabel: string
	size?: 'page' | 'hero'
}) {
	// The site's own type and its quiet outlined button (docs/public-site.md), not the back office's error look.
	return (
		<section className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-5 px-6 py-32 text-center">
			<h1
				className={`font-display font-normal tracking-tight ${size === 'hero' ? 'text-6xl md:text-7xl' : 'text-4xl'}`}
			>
				{title}
			</h1>
			{text ? <p className="text-lg text-stone-600">{text}</p> : null}
			<Link to={backTo} className="mt-2 inline-block border border-ink px-5 py-2 text-sm hover:bg-ink hover:text-white">
				{backLabel}
			</Link>
		</section>
	)
}
