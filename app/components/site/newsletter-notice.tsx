import { Form } from 'react-router'
import { Link } from '#app/utils/i18n/links.tsx'
import { type ReactNode } from 'react'
import { usePageLanguage } from '#app/utils/i18n/use-page-language.ts'

/**
 * The page of a reader's confirmation or unsubscribe link: a heading, a
 * sentence, and one button that posts to the same address (a plain form, so
 * it works without JavaScript).
 */
export function NewsletterNotice({
	title,
	text,
	button,
	busy,
	children,
}: {
	title: string
	text: string
	/** The one button, when there is something to do. */
	button?: string
	busy?: boolean
	children?: ReactNode
}) {
	const { t } = usePageLanguage()
	return (
		<section className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-5 px-6 py-28 text-center sm:py-32">
			<p className="text-xs tracking-[0.08em] text-muted uppercase">{t('newsletter.heading')}</p>
			<h1 className="font-display text-4xl font-normal tracking-tight sm:text-5xl">{title}</h1>
			<p className="text-lg text-stone-600">{text}</p>
			{button ? (
				<Form method="post" replace className="mt-2">
					<button
						type="submit"
						disabled={busy}
						className="border border-ink px-6 py-2.5 text-sm hover:bg-ink hover:text-white disabled:opacity-60"
					>
						{button}
					</button>
				</Form>
			) : null}
			{children}
		</section>
	)
}

export function BackHome({ to = '/', label }: { to?: string; label?: string }) {
	const { t } = usePageLanguage()
	return (
		<Link to={to} className="mt-2 text-sm underline underline-offset-4 hover:text-muted">
			{label ?? t('notFound.backHome')}
		</Link>
	)
}
