import { Link } from '@remix-run/react'

/** The not-found state of a detail page (rendered by its ErrorBoundary with status 404). */
export function NotFoundState({
	title,
	text,
	backTo,
	backLabel,
}: {
	title: string
	text?: string
	backTo: string
	backLabel: string
}) {
	return (
		<section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-32 text-center">
			<h1 className="font-serif text-4xl font-semibold">{title}</h1>
			{text ? <p className="text-lg text-stone-600">{text}</p> : null}
			<Link to={backTo} className="mt-4 rounded-md bg-ink px-5 py-2.5 text-white hover:bg-stone-700">
				{backLabel}
			</Link>
		</section>
	)
}
