import { type LinksFunction, type LoaderFunctionArgs, data } from 'react-router'
import {
	Links,
	Meta,
	Outlet,
	ScrollRestoration,
	useLoaderData,
	useLocation,
	useMatches,
	useRouteLoaderData,
} from 'react-router'
import { type CSSProperties, type ReactNode } from 'react'
import { DeferredScripts } from '#app/components/deferred-scripts.tsx'
import { ErrorState, GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { InlineStylesheet } from '#app/components/inline-stylesheet.tsx'
import { PRELOADED_TYPEFACE_FILES, readIdentity } from '#app/components/site/identity.ts'
import { pageJsonLd, StructuredData } from '#app/components/site/structured-data.tsx'
import { Toaster } from '#app/components/toaster.tsx'
import { getGalleryName, getPageContent } from '#app/data/pages.server.ts'
import { useNonce } from '#app/utils/nonce.tsx'
import { publicOrigin } from '#app/server/public-url.server.ts'
import { getToast } from '#app/server/toast.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { baseRouteId, languageOfPath } from '#app/utils/i18n/page-language.ts'
import { type Language, PUBLIC_LAYOUT_ID } from '#app/utils/languages.ts'
import stylesheet from './tailwind.css?url'

export const links: LinksFunction = () => [
	// Built documents carry the CSS inline (see InlineStylesheet); the dev server links it so that Vite can
	// swap it as classes change.
	...(import.meta.env.DEV ? [{ rel: 'stylesheet', href: stylesheet }] : []),
	{ rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
	{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export async function loader({ request }: LoaderFunctionArgs) {
	const { toast, headers } = await getToast(request)
	const [galleryName, { identity, appliedAccentColor }] = await Promise.all([getGalleryName(), getPageContent()])
	const host = new URL(request.url).hostname
	// The base of absolute links in every page's head (PUBLIC_URL, else this request's origin).
	const origin = publicOrigin(request)
	// The typeface pairing and accent colour of page settings style every document; the logo is the public header's.
	const style = { typeface: identity.typeface, accentColor: appliedAccentColor }
	return data(
		{
			toast,
			galleryName,
			origin,
			identity: style,
			isAdminHost: host.includes('admin.'),
			// The public site's languages, the default first: a page's language is read from its address with them.
			languages: getEnv().SITE_LANGUAGES,
		},
		{ headers: headers ?? undefined },
	)
}

export function useRootData() {
	return useRouteLoaderData<typeof loader>('root')
}

export function Layout({ children }: { children: ReactNode }) {
	const nonce = useNonce()
	const matches = useMatches()
	const jsonLd = pageJsonLd(matches)
	// The public pages start their scripts on the visitor's first act; the back office (and the error pages) once
	// loaded (docs/decisions/012-scripts-on-first-act.md).
	const isPublic = matches.some((match) => baseRouteId(match.id) === PUBLIC_LAYOUT_ID)
	const scriptStart = isPublic ? 'interaction' : 'load'
	// The typeface pairing and accent colour of page settings (grotesk and the site's own when unset).
	const identity = readIdentity(useRouteLoaderData('root'))
	// A public page is in the language of its address; the back office stays in English.
	const languages = (useRouteLoaderData('root') as { languages?: Language[] } | undefined)?.languages ?? ['en']
	const { pathname } = useLocation()
	const lang = isPublic ? languageOfPath(pathname, languages) : 'en'
	return (
		<html
			lang={lang}
			className="h-full"
			data-typeface={identity.typeface}
			style={identity.accentColor ? ({ '--color-accent': identity.accentColor } as CSSProperties) : undefined}
		>
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				{/* The pairing's upright font files, fetched with the page rather than once the CSS is applied. */}
				{PRELOADED_TYPEFACE_FILES[identity.typeface].map((href) => (
					<link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
				))}
				<Meta />
				{jsonLd ? <StructuredData data={jsonLd} nonce={nonce} /> : null}
				{/* A public page carries the public site's stylesheet, without the back office's classes. */}
				<InlineStylesheet which={isPublic ? 'public' : 'all'} />
				<Links />
			</head>
			<body className="flex min-h-full flex-col font-sans antialiased">
				{children}
				<ScrollRestoration nonce={nonce} />
				<DeferredScripts nonce={nonce} start={scriptStart} lang={lang} />
			</body>
		</html>
	)
}

export default function App() {
	const { toast } = useLoaderData<typeof loader>()
	return (
		<>
			<Outlet />
			<Toaster toast={toast} />
		</>
	)
}

export function ErrorBoundary() {
	return (
		<main className="flex flex-1 flex-col">
			<GeneralErrorBoundary
				statusHandlers={{
					404: () => (
						<ErrorState
							title="404"
							text="Oops! Page not found"
							action={
								<a href="/" className="underline">
									Return to Home
								</a>
							}
						/>
					),
				}}
			/>
		</main>
	)
}
