/** What the pending indicator says while the visitor navigates to a public page. */
export function loadingTextFor(pathname: string): string {
	const path = pathname.replace(/\/+$/, '') || '/'
	if (path === '/exhibitions') return 'Loading exhibitions...'
	if (path.startsWith('/exhibition/')) return 'Loading exhibition...'
	if (path === '/artists') return 'Loading artists...'
	if (path.startsWith('/artist/')) return 'Loading artist...'
	if (path === '/collection') return 'Loading collection...'
	if (path.startsWith('/artwork/')) return 'Loading artwork...'
	if (path === '/about') return 'Loading content blocks...'
	return 'Loading...'
}
