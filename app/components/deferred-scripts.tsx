import { Scripts } from 'react-router'
import { createContext, useContext, useEffect } from 'react'
import { type Language } from '#app/utils/languages.ts'

const TEMPLATE_ID = 'app-scripts'

/** When a page starts its scripts: once it has loaded and painted, or on the visitor's first act (decision 012). */
export type ScriptStart = 'load' | 'interaction'

/**
 * What a visitor's first act may be: a touch, a move of the pointer, a key, a focus, a wheel or a scroll. Each
 * of them starts a waiting page's scripts.
 */
export const FIRST_ACTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll']

/**
 * Marks an element whose page needs its scripts without waiting for an act (a flashed toast, the slideshow):
 * `data-needs-scripts`, or `data-needs-scripts="motion"` when only a visitor who accepts motion needs them.
 * A form field with an error (`aria-invalid="true"`) counts too.
 */
export const NEEDS_SCRIPTS = 'data-needs-scripts'

/**
 * Marks a control whose click does more with the scripts than without: a link that opens the lightbox (and is a
 * page of the image for a visitor without JavaScript), a thumbnail that switches the image in place, the slideshow's
 * pause. A plain click on it before the scripts have taken over is held: it starts them, and once React has the page
 * the same element is clicked again, so the visitor's first click does what it does later (contract section 8, "The
 * first act works"). The held click goes no further than the start script (stopped in the capture phase), so React,
 * if it is hydrating at that moment, does not answer it too: a toggle such as the pause is made once.
 */
export const REPLAY_CLICK = 'data-replay-click'

/**
 * How long after the page has shown a moving element (`data-needs-scripts="motion"`) waits for its scripts: its
 * first change is not due before then (the slideshow's first slide shows for 2 s, HERO_INTERVAL_MS), and meanwhile
 * the main thread stays free for the visitor's first look and scroll. A first act starts them at once.
 */
export const MOTION_START_MS = 2000

// Runs the hydration data's classic script at once (the data streamed after it feeds that script's stream), and
// adds the module preloads and the entry module later. A page that starts on load adds them once it has loaded and
// painted: after the load event, once the page's largest image (the one marked fetchpriority=high) is decoded, in
// the frame after. Decoding a large image can outlast the load event; scripts that start before it is painted delay
// it on a slow phone. A page that starts on interaction adds them on the visitor's first act (at once, loaded or
// not), or at that same moment after load when something on the page needs them (NEEDS_SCRIPTS), MOTION_START_MS
// later for a moving element. The holder's `data-scripts` says where the page is: "waiting" for an act, then
// "started". The holder's text (a `<noscript>` is text when scripts run) is parsed into an inert template; its scripts
// are made anew (a script parsed that way never runs, nor does a copy of it) with their nonce; a cached page
// authorises them by hash like any other inline script.
const START = `(function(){var t=document.getElementById('${TEMPLATE_ID}'),f=document.createElement('template'),w=t.getAttribute('data-start')==='interaction',e=${JSON.stringify(FIRST_ACTS)},o={capture:true,passive:true},s=false;f.innerHTML=t.textContent;function add(q){f.content.querySelectorAll(q).forEach(function(n){var m=n.cloneNode(true);if(n.tagName==='SCRIPT'){m=document.createElement('script');for(var i=0;i<n.attributes.length;i++)m.setAttribute(n.attributes[i].name,n.attributes[i].value);m.text=n.text}document.body.appendChild(m)})}function go(){if(s)return;s=true;t.setAttribute('data-scripts','started');e.forEach(function(n){removeEventListener(n,go,o)});add('link,script[type=module]')}function needed(){return document.querySelector('[${NEEDS_SCRIPTS}]:not([${NEEDS_SCRIPTS}=motion]),[aria-invalid=true]')?0:document.querySelector('[${NEEDS_SCRIPTS}=motion]')&&!matchMedia('(prefers-reduced-motion: reduce)').matches?${MOTION_START_MS}:-1}add('script:not([type=module])');addEventListener('click',function(v){var a=v.target&&v.target.closest&&v.target.closest('[${REPLAY_CLICK}]');if(!a||v.defaultPrevented||v.button!==0||v.metaKey||v.ctrlKey||v.shiftKey||v.altKey||document.documentElement.hasAttribute('data-hydrated'))return;v.preventDefault();v.stopPropagation();window.__heldClick=a;go()},true);if(w){t.setAttribute('data-scripts','waiting');e.forEach(function(n){addEventListener(n,go,o)})}addEventListener('load',function(){var i=document.querySelector('img[fetchpriority=high]');(i&&i.decode?i.decode().catch(function(){}):Promise.resolve()).then(function(){requestAnimationFrame(function(){setTimeout(function(){var d=w?needed():0;if(d>=0)setTimeout(go,d)},0)})})},{once:true})})()`

/**
 * Each language's strings module in the browser's build (entry.server.tsx gives them from the build; none in
 * development). The entry loads the page's before it hydrates (app/utils/i18n/load-strings.ts): preloaded with the
 * page's other modules, it comes in the same round trip rather than after the entry has run.
 */
const StringsModulesContext = createContext<Partial<Record<string, string>>>({})
export const StringsModulesProvider = StringsModulesContext.Provider

/**
 * React Router's scripts, with the module preloads and the entry module started only
 * once the page has loaded and painted (decision 008), or, on the public pages,
 * on the visitor's first act (decision 012). Every page works without
 * JavaScript, so the first visit spends its bandwidth on the HTML, the CSS and
 * the images above the fold, and a phone spends no time on scripts until the
 * visitor does something; hydration follows, and the browser tests act and wait
 * for it (`html[data-hydrated]`, set here once React has taken over).
 *
 * On the server the scripts are rendered inside a `<noscript>`: React 19 hoists
 * every `<link rel="modulepreload">` it renders into the head, where the browser
 * fetches it at once, except inside a `<noscript>`, which a browser running
 * scripts reads as text (so nothing in it is fetched or run until the start
 * script takes it). In the browser the same element is hydrated as an opaque one,
 * so React never compares its content.
 */
export function DeferredScripts({
	nonce,
	start = 'load',
	lang,
}: {
	nonce?: string
	start?: ScriptStart
	/** The page's language, whose strings module is preloaded with the scripts. */
	lang: Language
}) {
	const stringsModule = useContext(StringsModulesContext)[lang]
	useEffect(() => {
		document.documentElement.dataset.hydrated = ''
		// A click held before the scripts took over (REPLAY_CLICK), made again now that React answers it.
		const held = (window as { __heldClick?: HTMLElement }).__heldClick
		delete (window as { __heldClick?: HTMLElement }).__heldClick
		if (held?.isConnected) held.click()
	}, [])
	const script = <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: START }} />
	if (typeof document === 'undefined') {
		return (
			<>
				<noscript id={TEMPLATE_ID} data-start={start}>
					{stringsModule ? <link rel="modulepreload" href={stringsModule} /> : null}
					<Scripts nonce={nonce} />
				</noscript>
				{script}
			</>
		)
	}
	return (
		<>
			<noscript id={TEMPLATE_ID} data-start={start} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
			{script}
		</>
	)
}
