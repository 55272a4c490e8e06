import { Link } from 'react-router'

/**
 * Previous / Page X of Y (or `label`) / Next under a public list; plain links,
 * so they work without JavaScript.
 */
export function PageLinks({
	page,
	pageCount,
	href,
	label = `Page ${page} of ${pageCount}`,
}: {
	page: number
	pageCount: number
	href: (page: number) => string
	label?: string
}) {
	if (pageCount <= 1) return null
	const linkClass = 'underline-offset-4 hover:underline'
	return (
		<nav aria-label="Pagination" className="mt-16 flex items-center justify-center gap-8 text-sm">
			{page > 1 ? (
				<Link to={href(page - 1)} className={linkClass} rel="prev">
					Previous
				</Link>
			) : null}
			<span className="text-muted">{label}</span>
			{page < pageCount ? (
				<Link to={href(page + 1)} className={linkClass} rel="next">
					Next
				</Link>
			) : null}
		</nav>
	)
}

/** `/path`, or `/path?page=N` past the first page. */
export function pageHref(pathname: string) {
	return (page: number) => (page > 1 ? `${pathname}?page=${page}` : pathname)
}
