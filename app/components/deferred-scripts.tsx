import { Scripts } from '@remix-run/react'
import { useEffect } from 'react'

const TEMPLATE_ID = 'app-scripts'

// Runs the hydration data's classic script at once (the data streamed after it
// feeds that script's stream), and adds the module preloads and the entry module
// once the page has loaded and painted: after the load event, once the page's
// largest image (the one marked fetchpriority=high) is decoded, in the frame
// after. Decoding a large image can outlast the load event; scripts that start
// before it is painted delay it on a slow phone. Cloned
// scripts run (parsed ones inside a template never do) and keep their nonce; a
// cached page authorises them by hash like any other inline script.
const START = `(function(){var c=document.getElementById('${TEMPLATE_ID}').content;function add(s){c.querySelectorAll(s).forEach(function(n){document.body.appendChild(n.cloneNode(true))})}add('script:not([type=module])');addEventListener('load',function(){var i=document.querySelector('img[fetchpriority=high]');(i&&i.decode?i.decode().catch(function(){}):Promise.resolve()).then(function(){requestAnimationFrame(function(){setTimeout(add,0,'link,script[type=module]')})})},{once:true})})()`

/**
 * Remix's scripts, with the module preloads and the entry module started only
 * once the page has loaded and painted (decision 008). Every page works without
 * JavaScript, so the first visit spends its bandwidth on the HTML, the CSS and
 * the images above the fold; hydration follows, and the browser tests wait for
 * it (`html[data-hydrated]`, set here once React has taken over).
 *
 * On the server the scripts are rendered inside an inert `<template>`; in the
 * browser the same element is hydrated as an opaque one, so React never
 * compares the template's content (which lives outside the DOM tree).
 */
export function DeferredScripts({ nonce }: { nonce?: string }) {
	useEffect(() => {
		document.documentElement.dataset.hydrated = ''
	}, [])
	const start = <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: START }} />
	if (typeof document === 'undefined') {
		return (
			<>
				<template id={TEMPLATE_ID}>
					<Scripts nonce={nonce} />
				</template>
				{start}
			</>
		)
	}
	return (
		<>
			<template id={TEMPLATE_ID} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
			{start}
		</>
	)
}
