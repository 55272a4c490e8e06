/** What the pending indicator says while a visitor or staff member navigates to a page. */
export function loadingTextFor(pathname: string): string {
	const path = pathname.replace(/\/+$/, '') || '/'
	if (path.startsWith('/admin')) return adminLoadingText(path)
	if (path === '/exhibitions') return 'Loading exhibitions...'
	if (path.startsWith('/exhibition/')) return 'Loading exhibition...'
	if (path === '/artists') return 'Loading artists...'
	if (path.startsWith('/artist/')) return 'Loading artist...'
	if (path === '/collection') return 'Loading collection...'
	if (path.startsWith('/artwork/')) return 'Loading artwork...'
	if (path === '/about') return 'Loading content blocks...'
	return 'Loading...'
}

function adminLoadingText(path: string): string {
	if (path === '/admin/exhibitions') return 'Loading exhibitions...'
	if (path === '/admin/artists') return 'Loading artists...'
	if (path === '/admin/artworks') return 'Loading artworks...'
	if (path === '/admin/newsletter') return 'Loading subscribers...'
	if (path === '/admin/pages') return 'Loading page content...'
	if (path === '/admin/users') return 'Loading users...'
	return 'Loading...'
}
