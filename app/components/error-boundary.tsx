import { type ErrorResponse, isRouteErrorResponse, useParams, useRouteError } from 'react-router'
import { type ReactElement } from 'react'

type StatusHandler = (info: { error: ErrorResponse; params: Record<string, string | undefined> }) => ReactElement | null

/**
 * The one error boundary: each route says what a status means for it (a
 * detail page's 404 is 'Exhibition Not Found'); anything else gets the
 * default text. Never shows a stack trace.
 */
export function GeneralErrorBoundary({
	statusHandlers,
	defaultStatusHandler = () => <SomethingWentWrong />,
	unexpectedErrorHandler = () => <SomethingWentWrong />,
}: {
	statusHandlers?: Record<number, StatusHandler>
	defaultStatusHandler?: StatusHandler
	unexpectedErrorHandler?: (error: unknown) => ReactElement | null
}) {
	const error = useRouteError()
	const params = useParams()
	if (isRouteErrorResponse(error)) {
		return (statusHandlers?.[error.status] ?? defaultStatusHandler)({ error, params })
	}
	return unexpectedErrorHandler(error)
}

function SomethingWentWrong() {
	return (
		<ErrorState
			title="Something went wrong"
			text="We could not show this page. Please try again in a moment."
			action={
				<a href="/" className="underline">
					Return to Home
				</a>
			}
		/>
	)
}

/** A centred title, an optional text and a way on: the body of every error and not-found state. */
export function ErrorState({
	title,
	text,
	action,
	size = 'page',
}: {
	title: string
	text?: string
	action?: ReactElement
	size?: 'page' | 'hero'
}) {
	return (
		<section className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-4 px-6 py-32 text-center">
			<h1 className={`font-serif font-semibold ${size === 'hero' ? 'text-7xl' : 'text-4xl'}`}>{title}</h1>
			{text ? <p className="text-lg text-stone-600">{text}</p> : null}
			{action ?? null}
		</section>
	)
}
