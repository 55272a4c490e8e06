// `node scripts/node.js scripts/page-weight.ts --url http://host:port [/path ...]`: what a public page ships, as a
// browser receives it (Brotli): its HTML (with the inline stylesheet, counted apart), and the JavaScript it loads
// once its scripts start (the modules its scripts' holder preloads and imports, which decision 012 puts off to the
// visitor's first act), by module. `npm run lighthouse` adds the JavaScript total to its table. Figures, not
// assertions; not part of `npm test`.
import http from 'node:http'
import zlib from 'node:zlib'

export type PageWeight = {
	path: string
	/** The document, as sent (compressed). */
	htmlBytes: number
	/** The inline stylesheet's share of the document, compressed on its own. */
	cssBytes: number
	/** Each module the page loads when its scripts start, compressed. */
	modules: { name: string; bytes: number }[]
	/** Their sum. */
	jsBytes: number
}

/** The body of a GET as it comes over the wire with `Accept-Encoding: br, gzip` (not decompressed). */
function wire(url: string) {
	return new Promise<{ bytes: number; body: Buffer; encoding: string }>((resolve, reject) => {
		http
			.get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
				const chunks: Buffer[] = []
				res.on('data', (c: Buffer) => chunks.push(c))
				res.on('end', () => {
					const raw = Buffer.concat(chunks)
					const encoding = String(res.headers['content-encoding'] ?? '')
					const body =
						encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw
					resolve({ bytes: raw.length, body, encoding })
				})
			})
			.on('error', reject)
	})
}

const brotli = (text: string) => zlib.brotliCompressSync(Buffer.from(text)).length

/** What `path` on `base` ships (see the file's head). */
export async function pageWeight(base: string, path: string): Promise<PageWeight> {
	const page = await wire(base + path)
	const html = page.body.toString('utf8')
	const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('')
	// The scripts' holder (a noscript, app/components/deferred-scripts.tsx): its module preloads and the entry module's imports.
	const template = /<noscript id="app-scripts"[^>]*>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? ''
	const urls = new Set<string>()
	for (const m of template.matchAll(/(?:href=|import\s*(?:[\w*{}\s,]+from\s*)?|import\()["']([^"']+\.js)["']/g))
		urls.add(m[1]!)
	// The page's strings, a module of their own that the entry loads before it hydrates (app/utils/i18n/load-strings.ts),
	// preloaded with the scripts; where not preloaded, its name is in the module that loads it, picked by <html lang>.
	const lang = /<html[^>]* lang="([^"]+)"/.exec(html)?.[1] ?? 'en'
	for (const url of [...urls]) {
		const code = (await wire(new URL(url, base).href)).body.toString('utf8')
		const own = new RegExp(`["']\\./(${lang}-[\\w-]+\\.js)["']`).exec(code)?.[1]
		if (own) urls.add(new URL(own, new URL(url, base)).pathname)
	}
	const modules: PageWeight['modules'] = []
	// One at a time, as a quiet server would answer them.
	for (const url of urls)
		modules.push({ name: url.replace(/^\/assets\//, ''), bytes: (await wire(new URL(url, base).href)).bytes })
	modules.sort((a, b) => b.bytes - a.bytes)
	return {
		path,
		htmlBytes: page.bytes,
		cssBytes: brotli(css),
		modules,
		jsBytes: modules.reduce((sum, m) => sum + m.bytes, 0),
	}
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

// Run as a command (not when `npm run lighthouse` imports it).
if (/page-weight\.[jt]s$/.test(process.argv[1] ?? '')) {
	const args = process.argv.slice(2)
	const at = args.indexOf('--url')
	const base = at === -1 ? '' : args.splice(at, 2)[1]!
	if (!base) {
		console.error('Usage: node scripts/node.js scripts/page-weight.ts --url http://host:port [/path ...]')
		process.exit(2)
	}
	const paths = args.length > 0 ? args : ['/', '/collection', '/exhibition/colour-as-place', '/artwork/morning-field']
	for (const p of paths) {
		const w = await pageWeight(base, p)
		console.log(
			`\n${p}: HTML ${kb(w.htmlBytes)} KB (its stylesheet ${kb(w.cssBytes)} KB), JavaScript ${kb(w.jsBytes)} KB`,
		)
		for (const m of w.modules) console.log(`  ${kb(m.bytes).padStart(6)} KB  ${m.name}`)
	}
}
