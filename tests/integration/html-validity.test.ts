import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeTempDir, startServer, type TestServer } from '../support/server.ts'

/** The W3C Nu HTML checker's jar, from the vnu-jar package (it needs Java: `.ci/run` installs it). */
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'))

type VnuMessage = { type: string; subType?: string; url: string; message: string; extract?: string }

/** Checks every file in one run of the checker (one JVM start) and returns its errors. */
function validate(files: string[]): VnuMessage[] {
	// A short run: the quick (C1) compiler alone starts faster; it needs a deeper stack for the schema.
	const java = ['-Xss16m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-jar', VNU_JAR]
	const run = spawnSync('java', [...java, '--errors-only', '--format', 'json', ...files], {
		encoding: 'utf8',
		maxBuffer: 64 * 1024 * 1024,
	})
	if (run.error) throw new Error(`Cannot run the HTML checker (is Java installed?): ${run.error.message}`)
	const report = JSON.parse(run.stderr) as { messages: VnuMessage[] }
	// The inline stylesheet is Tailwind's output: the checker's CSS grammar predates `@property`, `@layer` and other
	// current CSS, so its CSS messages are left out (the markup is what is checked here, as it was when the
	// stylesheet was a file the checker never read).
	return report.messages.filter((m) => (m.type === 'error' || m.subType === 'fatal') && !m.message.startsWith('CSS:'))
}

describe('valid HTML', () => {
	let server: TestServer
	let empty: TestServer
	let dir: string
	beforeAll(async () => {
		;[server, empty] = await Promise.all([startServer({ seed: 'demo' }), startServer({ seed: 'empty' })])
		dir = makeTempDir('html')
	})
	afterAll(() => Promise.all([server?.stop(), empty?.stop()]))

	let count = 0
	async function save(pathname: string, init?: RequestInit, from = server) {
		const res = await fetch(`${from.url}${pathname}`, init)
		const file = path.join(dir, `${String(++count).padStart(3, '0')}${pathname.replace(/[^a-z0-9]+/gi, '-')}.html`)
		fs.writeFileSync(file, await res.text())
		return file
	}

	it('every public page and the sign-in page pass the W3C checker with zero errors', async () => {
		const db = server.readDb()
		// One page of each kind, and of each variant the seed holds (upcoming and past, one image or several).
		const pick = (list: any[], ...tests: Array<(x: any) => boolean>) =>
			[...new Set(tests.map((t) => list.find((x) => x.is_visible && t(x))).filter(Boolean))].map((x) => x.slug)
		const pages = [
			'/',
			'/exhibitions',
			'/artists',
			'/collection',
			'/collection?page=2',
			'/collection?q=nothing-matches-this',
			'/about',
			'/contact',
			'/no-such-page',
			'/admin',
			...pick(
				db.exhibitions,
				(e) => e.status === 'upcoming',
				(e) => e.status === 'past' && e.gallery_images.length > 1,
			).map((slug) => `/exhibition/${slug}`),
			...pick(db.artists, () => true).map((slug) => `/artist/${slug}`),
			...pick(
				db.artworks,
				(a) => a.images.length > 1,
				(a) => a.images.length <= 1,
			).map((slug) => `/artwork/${slug}`),
			// A work's image, and an exhibition's, on a page of its own (the image link without JavaScript).
			'/artwork/morning-field/image/2',
			'/exhibition/colour-as-place/image/1',
		]
		const files = []
		for (const pathname of pages) files.push(await save(pathname))
		// The empty states of a gallery without content.
		for (const pathname of ['/', '/exhibitions', '/artists', '/collection', '/about', '/contact'])
			files.push(await save(pathname, undefined, empty))
		// A crawler gets the whole document at once; a failed sign-in and a flashed message render extra parts.
		files.push(await save('/', { headers: { 'User-Agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } }))
		files.push(
			await save('/admin?index', { method: 'POST', body: new URLSearchParams({ username: 'x', password: 'wrong' }) }),
		)
		const subscribed = await fetch(`${server.url}/contact`, {
			method: 'POST',
			body: new URLSearchParams({ email: 'valid-html@example.com' }),
			redirect: 'manual',
		})
		const flash = subscribed.headers.getSetCookie()[0]!.split(';')[0]!
		files.push(await save('/contact', { headers: { Cookie: flash } }))

		const errors = validate(files).map((m) => `${path.basename(m.url)}: ${m.message} ${m.extract ?? ''}`)
		expect(errors).toEqual([])
	})
})
