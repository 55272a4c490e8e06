import { Link } from '@remix-run/react'
import { ErrorState } from '#app/components/error-boundary.tsx'

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
	return (
		<ErrorState
			title={title}
			text={text}
			size={size}
			action={
				<Link to={backTo} className="mt-4 rounded-md bg-ink px-5 py-2.5 text-white hover:bg-stone-700">
					{backLabel}
				</Link>
			}
		/>
	)
}
