import { Link } from '#app/utils/i18n/links.tsx'
import { usePageLanguage } from '#app/utils/i18n/use-page-language.ts'

/**
 * Previous / Page X of Y (or `label`) / Next under a public list; plain links,
 * so they work without JavaScript.
 */
export function PageLinks({
	page,
	pageCount,
	href,
	label,
}: {
	page: number
	pageCount: number
	href: (page: number) => string
	label?: string
}) {
	const { t } = usePageLanguage()
	if (pageCount <= 1) return null
	const linkClass = 'underline-offset-4 hover:underline'
	return (
		<nav aria-label={t('pagination.label')} className="mt-16 flex items-center justify-center gap-8 text-sm">
			{page > 1 ? (
				<Link to={href(page - 1)} className={linkClass} rel="prev">
					{t('pagination.previous')}
				</Link>
			) : null}
			<span className="text-muted">{label ?? t('pagination.pageOf', { page, count: pageCount })}</span>
			{page < pageCount ? (
				<Link to={href(page + 1)} className={linkClass} rel="next">
					{t('pagination.next')}
				</Link>
			) : null}
		</nav>
	)
}

/** `/path`, or `/path?page=N` past the first page. */
export function pageHref(pathname: string) {
	return (page: number) => (page > 1 ? `${pathname}?page=${page}` : pathname)
}
