/**
 * Makes the public site's font files in app/fonts/ from the @fontsource packages (docs/public-site.md, 'Type'):
 * each variable upright cut to the weights the site sets (400-700, `wght` instanced by fontTools), and every file
 * kept to its latin characters and the OpenType features a browser applies by itself, plus tabular figures. What
 * goes is weights no page asks for and features no rule turns on (fractions, proportional figures): about a third
 * of the bytes, which a phone's first visit downloads beside the page's first images.
 *
 * The files are committed; run this only after a font package's update:
 *   node scripts/node.js scripts/cut-fonts.ts
 * It needs Python 3 with fontTools and Brotli (Debian: python3-fonttools python3-brotli; PYTHON names another).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { repositoryRoot } from '../node-server/root.ts'

const root = repositoryRoot(import.meta.url)
const out = path.join(root, 'app/fonts')

/** The weights every face keeps: 400 for text, 500 and 600 for labels and marks, 700 for `<strong>`. */
const WEIGHTS = '400:700'
/** The features a browser turns on by itself, and tabular figures (`tabular-nums`). */
const FEATURES = 'kern,liga,calt,ccmp,locl,mark,mkmk,tnum'

const FACES: { from: string; to: string; variable: boolean }[] = [
	{
		from: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
		to: 'inter-latin-wght-400-700.woff2',
		variable: true,
	},
	{ from: '@fontsource/inter/files/inter-latin-400-italic.woff2', to: 'inter-latin-400-italic.woff2', variable: false },
	{
		from: '@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2',
		to: 'source-serif-4-latin-wght-400-700.woff2',
		variable: true,
	},
	{
		from: '@fontsource/source-serif-4/files/source-serif-4-latin-400-italic.woff2',
		to: 'source-serif-4-latin-400-italic.woff2',
		variable: false,
	},
	{
		from: '@fontsource-variable/instrument-sans/files/instrument-sans-latin-wght-normal.woff2',
		to: 'instrument-sans-latin-wght-400-700.woff2',
		variable: true,
	},
	{
		from: '@fontsource-variable/newsreader/files/newsreader-latin-wght-normal.woff2',
		to: 'newsreader-latin-wght-400-700.woff2',
		variable: true,
	},
]

const python = process.env.PYTHON ?? 'python3'
try {
	execFileSync(python, ['-c', 'import fontTools, brotli'], { stdio: 'ignore' })
} catch {
	console.error(`${python} cannot import fontTools and brotli (Debian: apt install python3-fonttools python3-brotli).`)
	process.exit(1)
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cut-fonts-'))
try {
	fs.mkdirSync(out, { recursive: true })
	for (const face of FACES) {
		const source = path.join(root, 'node_modules', face.from)
		let input = source
		if (face.variable) {
			input = path.join(work, `${face.to}.ttf`)
			execFileSync(python, ['-m', 'fontTools.varLib.instancer', source, `wght=${WEIGHTS}`, '-q', '-o', input])
		}
		const target = path.join(out, face.to)
		execFileSync(python, [
			'-m',
			'fontTools.subset',
			input,
			'--unicodes=*',
			`--layout-features=${FEATURES}`,
			'--flavor=woff2',
			`--output-file=${target}`,
		])
		const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
		console.log(`${face.to}: ${kb(fs.statSync(source).size)} → ${kb(fs.statSync(target).size)}`)
	}
	// The fonts' licence travels with them (SIL Open Font License 1.1).
	for (const [pkg, name] of [
		['@fontsource-variable/inter', 'inter'],
		['@fontsource-variable/source-serif-4', 'source-serif-4'],
		['@fontsource-variable/instrument-sans', 'instrument-sans'],
		['@fontsource-variable/newsreader', 'newsreader'],
	] as const) {
		fs.copyFileSync(path.join(root, 'node_modules', pkg, 'LICENSE'), path.join(out, `${name}.LICENSE.txt`))
	}
} finally {
	fs.rmSync(work, { recursive: true, force: true })
}
