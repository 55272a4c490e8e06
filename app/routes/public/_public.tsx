import { type LoaderFunctionArgs, type ShouldRevalidateFunction, data, redirect } from 'react-router'
import { Outlet, useLoaderData } from 'react-router'
import { ALL_NAV_ITEMS, type NavItem } from '#app/components/site/site-header.tsx'
import { PendingIndicator } from '#app/components/ui/pending-indicator.tsx'
import { SiteFooter } from '#app/components/site/site-footer.tsx'
import { SiteHeader } from '#app/components/site/site-header.tsx'
import { imageFactsLookup } from '#app/data/image-details.server.ts'
import { getGalleryName, getPageContent, pagesInLanguage } from '#app/data/pages.server.ts'
import { toPublicImage } from '#app/utils/images.ts'
import { useRootData } from '#app/root.tsx'
import { pageUrlOf } from '#app/server/page-url.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { languagePrefixOf, pathWithoutLanguage } from '#app/utils/i18n/page-language.ts'
import { pageContent } from '#app/server/page-language.server.ts'

// Which page setting hides which link; Exhibitions and Contact can never be hidden.
const PAGE_OF_LINK: Record<string, 'exhibitions' | 'artists' | 'gallery' | 'about' | 'contact'> = {
	'/exhibitions': 'exhibitions',
	'/artists': 'artists',
	'/collection': 'gallery',
	'/about': 'about',
	'/contact': 'contact',
}

/**
 * A page under a language's prefix (`/de/...`, docs/decisions/017-language-addresses.md): 404 when the site does
 * not publish that language, and the default language's own prefix (`/en/about`) moved for good to the root path.
 */
function checkLanguagePrefix(request: Request) {
	const url = pageUrlOf(request)
	const prefix = languagePrefixOf(url.pathname)
	if (!prefix) return
	const languages = getEnv().SITE_LANGUAGES
	if (prefix === languages[0]) throw redirect(`${pathWithoutLanguage(url.pathname)}${url.search}`, 301)
	if (!languages.includes(prefix)) throw data(null, { status: 404 })
}

export async function loader({ request }: LoaderFunctionArgs) {
	checkLanguagePrefix(request)
	const [{ pages, contactInfo, identity, appliedAccentColor }, galleryName, lookup] = await Promise.all([
		getPageContent(),
		getGalleryName(),
		imageFactsLookup(),
	])
	const visible = Object.fromEntries(Object.entries(pages).map(([key, page]) => [key, page.isVisible]))
	// The footer's texts in the page's language, else the default's (with its `lang`).
	const { home } = pagesInLanguage({ pages }, pageContent(request).localise).pages
	return {
		visiblePages: visible,
		footer: {
			description: home.footerDescription,
			hours: home.galleryHours,
			...(home.fallback.length ? { fallback: home.fallback } : {}),
			contact: contactInfo,
		},
		// For the header (and the styles): the logo as an image with its size, '' colour for the design's own.
		identity: {
			logo: toPublicImage(identity.logo, lookup(identity.logo), galleryName),
			accentColor: appliedAccentColor,
			typeface: identity.typeface,
		},
	}
}

/**
 * The layout's data (the footer, the links) does not depend on the query: a filter or a page of
 * the collection does not fetch it again. A form's answer may change it, and another language is another route.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
	currentUrl,
	nextUrl,
	formMethod,
	defaultShouldRevalidate,
}) => {
	if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false
	return defaultShouldRevalidate
}

export default function PublicLayout() {
	const { visiblePages, footer, identity } = useLoaderData<typeof loader>()
	const root = useRootData()
	const galleryName = root?.galleryName ?? 'Gallery'
	const items: NavItem[] = ALL_NAV_ITEMS.filter((item) => visiblePages[PAGE_OF_LINK[item.to]!] !== false)
	return (
		<>
			<PendingIndicator />
			<SiteHeader
				galleryName={galleryName}
				logo={identity.logo}
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
				fallback={footer.fallback}
				contact={footer.contact}
			/>
		</>
	)
}
