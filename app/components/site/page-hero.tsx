import { usePageLanguage } from '#app/utils/i18n/use-page-language.ts'

/**
 * The title of a public page: large, light, left-aligned on the white ground, with the page's
 * description (line breaks kept) below it in the text size. No band, no border: space separates.
 * `fallback` names the page settings' texts shown in the default language (app/utils/localise.ts).
 */
export function PageHero({
	title,
	description,
	fallback,
}: {
	title: string
	description?: string
	fallback?: string[]
}) {
	const { langOf } = usePageLanguage()
	const page = { fallback }
	return (
		<header className="mx-auto max-w-7xl px-6 pt-10 pb-6 sm:pt-16 sm:pb-10">
			<h1 className="font-display text-4xl font-normal tracking-tight sm:text-5xl" lang={langOf(page, 'title')}>
				{title}
			</h1>
			{description ? (
				<p className="mt-3 max-w-2xl whitespace-pre-line text-muted sm:text-lg" lang={langOf(page, 'description')}>
					{description}
				</p>
			) : null}
		</header>
	)
}
