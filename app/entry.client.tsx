import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { loadStrings } from '#app/utils/i18n/load-strings.ts'
import { isShippedLanguage } from '#app/utils/languages.ts'

/**
 * The events for which React hydrates at once, without waiting (react-dom's `discreteReplayableEvents`).
 */
const HYDRATE_AT_ONCE = [
	'mousedown',
	'mouseup',
	'touchcancel',
	'touchend',
	'touchstart',
	'auxclick',
	'dblclick',
	'pointercancel',
	'pointerdown',
	'pointerup',
	'dragend',
	'dragstart',
	'drop',
	'compositionend',
	'compositionstart',
	'keydown',
	'keypress',
	'keyup',
	'input',
	'textInput',
	'copy',
	'cut',
	'paste',
	'click',
	'change',
	'contextmenu',
	'reset',
	'submit',
]

const routerContext = () => (window as unknown as { __reactRouterContext: { state?: unknown } }).__reactRouterContext

// The router decodes the page's data while the page first renders, and that render waits for it. A tap or a key in
// that moment makes React hydrate at once, a render that cannot wait: the page is then never hydrated (React
// error 345, "Root did not complete"; seen when a visitor taps a field and types while the scripts start, as
// public pages start them on the first act, decision 012). Until the data is decoded these events are kept from
// React; the browser still does what they do (the text is typed, a link is followed), and React, which has not
// started, would have done nothing with them anyway.
function holdEventsUntilDecoded(event: Event) {
	if (routerContext().state === undefined) {
		event.stopPropagation()
		return
	}
	for (const type of HYDRATE_AT_ONCE) window.removeEventListener(type, holdEventsUntilDecoded, true)
}
if (routerContext().state === undefined) {
	for (const type of HYDRATE_AT_ONCE) window.addEventListener(type, holdEventsUntilDecoded, true)
}

// The page's fixed texts, in its language alone (app/utils/i18n/load-strings.ts), before React renders the page.
const pageLang = document.documentElement.lang
await loadStrings(isShippedLanguage(pageLang) ? pageLang : 'en')

startTransition(() => {
	hydrateRoot(
		document,
		<StrictMode>
			<HydratedRouter />
		</StrictMode>,
	)
})
