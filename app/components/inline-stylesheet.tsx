import { createContext, useContext, useEffect } from 'react'

/** The two stylesheets: the public pages' own, and the whole one of the back office and every other page. */
export type Stylesheets = { public: string; all: string }

/**
 * The site's stylesheets, set by the server entry so that every document carries its CSS in a `<style>`
 * element instead of a render-blocking request (one round trip less before the first paint on a phone). A public
 * page carries the public site's stylesheet only (`app/public.css`), never the back office's classes
 * (docs/decisions/013-public-stylesheet.md).
 * The browser bundle holds empty strings: hydration leaves the server's `<style>` as it is (React does not
 * reconcile `dangerouslySetInnerHTML` while hydrating), and later renders see the same empty value, so the
 * CSS is neither shipped twice nor removed.
 */
const InlineStylesheetContext = createContext<Stylesheets>({ public: '', all: '' })
export const InlineStylesheetProvider = InlineStylesheetContext.Provider

/** Which stylesheet the server put in this document (read before React hydrates it). */
const served =
	typeof document === 'undefined'
		? null
		: document.querySelector('style[data-stylesheet]')?.getAttribute('data-stylesheet')

export function InlineStylesheet({ which }: { which: keyof Stylesheets }) {
	const css = useContext(InlineStylesheetContext)[which]
	// A document that carries the public stylesheet has not the back office's classes: a client-side navigation from
	// a public page to another kind of page loads that page as a document (links to the back office already do).
	useEffect(() => {
		if (which === 'all' && served === 'public') window.location.reload()
	}, [which])
	return <style data-stylesheet={which} dangerouslySetInnerHTML={{ __html: css }} suppressHydrationWarning />
}
