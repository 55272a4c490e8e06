// Measures, in Chromium, how each bundled web font differs from the local font its fallback face
// stands on (Liberation Sans for Arial, Liberation Serif for Times New Roman: metric-compatible), and
// prints the size-adjust and ascent/descent overrides that app/site-base.css gives the fallback faces,
// so text set in the fallback takes the same room as the web font and the swap moves nothing.
//
//   node scripts/node.js scripts/font-fallback-metrics.ts
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'

const FONTS = [
	['Inter', 'inter', 'sans'],
	['Source Serif 4', 'source-serif-4', 'serif'],
	['Instrument Sans', 'instrument-sans', 'sans'],
	['Newsreader', 'newsreader', 'serif'],
] as const
const SAMPLE =
	'The quick brown fox jumps over the lazy dog. Contemporary painting, sculpture and photography; ' +
	'Amara Okafor, Morning Field, 2026. Oil on canvas, 60 × 80 cm. Exhibitions Artists Gallery About Contact'

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
const page = await browser.newPage()
await page.setContent('<canvas></canvas>')
for (const [name, pkg, kind] of FONTS) {
	const file = path.join('app/fonts', `${pkg}-latin-wght-400-700.woff2`)
	const data = fs.readFileSync(file).toString('base64')
	const r = await page.evaluate(
		async ({ data, kind, sample }) => {
			const face = new FontFace('Measured', `url(data:font/woff2;base64,${data})`, { weight: '400 700' })
			document.fonts.add(await face.load())
			const ctx = document.querySelector('canvas')!.getContext('2d')!
			const measure = (family: string) => {
				ctx.font = `400 1000px "${family}"`
				const m = ctx.measureText(sample)
				return { width: m.width, ascent: m.fontBoundingBoxAscent, descent: m.fontBoundingBoxDescent }
			}
			return { web: measure('Measured'), local: measure(kind === 'sans' ? 'Liberation Sans' : 'Liberation Serif') }
		},
		{ data, kind, sample: SAMPLE },
	)
	const size = r.web.width / r.local.width
	const pct = (v: number) => `${((v / 1000 / size) * 100).toFixed(2)}%`
	console.log(
		`${name} Fallback: size-adjust: ${(size * 100).toFixed(2)}%; ascent-override: ${pct(r.web.ascent)}; descent-override: ${pct(r.web.descent)}; line-gap-override: 0%;`,
	)
}
await browser.close()
