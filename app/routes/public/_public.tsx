import { type LoaderFunctionArgs } from '@remix-run/node'
import { Outlet, useLoaderData } from '@remix-run/react'
import { ALL_NAV_ITEMS, type NavItem } from '#app/components/site/site-header.tsx'
import { PendingIndicator } from '#app/components/ui/pending-indicator.tsx'
import { SiteFooter } from '#app/components/site/site-footer.tsx'
import { SiteHeader } from '#app/components/site/site-header.tsx'
import { getPageContent } from '#app/data/pages.server.ts'
import { readIdentity } from '#app/components/site/identity.ts'
import { useRootData } from '#app/root.tsx'

// Which page setting hides which link; Exhibitions and Contact can never be hidden.
const PAGE_OF_LINK: Record<string, 'exhibitions' | 'artists' | 'gallery' | 'about' | 'contact'> = {
	'/exhibitions': 'exhibitions',
	'/artists': 'artists',
	'/collection': 'gallery',
	'/about': 'about',
	'/contact': 'contact',
}

export async function loader(_: LoaderFunctionArgs) {
	const { pages, contactInfo } = await getPageContent()
	const visible = Object.fromEntries(Object.entries(pages).map(([key, page]) => [key, page.isVisible]))
	return {
		visiblePages: visible,
		footer: {
			description: pages.home.footerDescription,
			hours: pages.home.galleryHours,
			contact: contactInfo,
		},
	}
}

export default function PublicLayout() {
	const { visiblePages, footer } = useLoaderData<typeof loader>()
	const root = useRootData()
	const galleryName = root?.galleryName ?? 'Gallery'
	const items: NavItem[] = ALL_NAV_ITEMS.filter((item) => visiblePages[PAGE_OF_LINK[item.to]!] !== false)
	return (
		<>
			<PendingIndicator />
			<SiteHeader
				galleryName={galleryName}
				logo={readIdentity(root).logo}
				items={items}
				showAdminLogin={Boolean(root?.isAdminHost)}
			/>
			<main id="main" className="flex-1">
				<Outlet />
			</main>
			<SiteFooter
				galleryName={galleryName}
				description={footer.description}
				hours={footer.hours}
				contact={footer.contact}
			/>
		</>
	)
}
