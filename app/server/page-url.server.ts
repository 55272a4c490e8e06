/**
 * The URL of the page a request is for. React Router hands loaders and actions the raw request, and the one the
 * browser sends for a client-side navigation or a form sent with JavaScript names the page's data, not the page:
 * `/collection.data?_routes=root,…` for `/collection`, `/_root.data` for `/`, `/about/_.data` for `/about/`. Anything
 * that decides by the page's path (permissions, body bounds, a redirect back to the page) reads it here.
 */
export function pageUrlOf(request: Request): URL {
	const url = new URL(request.url)
	const { pathname } = url
	if (!pathname.endsWith('.data')) return url
	url.pathname =
		pathname === '/_root.data'
			? '/'
			: pathname.endsWith('/_.data')
				? pathname.slice(0, -'_.data'.length)
				: pathname.slice(0, -'.data'.length)
	url.searchParams.delete('_routes')
	return url
}

/**
 * Whether a request loads a page in the browser: a GET of the document itself, not a HEAD and not the `.data` fetch
 * of a page's loaders (a client-side navigation, or the revalidation after a form).
 */
export function isDocumentLoad(request: Request): boolean {
	return request.method === 'GET' && !new URL(request.url).pathname.endsWith('.data')
}
