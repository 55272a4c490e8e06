import fs from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { documentStream } from './html-stream.server.ts'

async function run(chunks: Array<string | Buffer>) {
	const stream = documentStream()
	const out: string[] = []
	stream.on('data', (c: Buffer) => out.push(c.toString()))
	const done = new Promise((resolve) => stream.on('end', resolve))
	for (const c of chunks) stream.write(c)
	stream.end()
	await done
	return out.join('')
}

describe('documentStream', () => {
	it('moves what follows </body></html> inside the body', async () => {
		expect(await run(['<html><body><p>x</p></body></html><script>a()</script>', '<script>b()</script>'])).toBe(
			'<html><body><p>x</p><script>a()</script><script>b()</script></body></html>',
		)
	})
	it('finds the closing tags split across chunks, and keeps characters split across chunks whole', async () => {
		const euro = Buffer.from('€')
		expect(
			await run(['<body>', euro.subarray(0, 1), euro.subarray(1), '</bo', 'dy></h', 'tml>', '<script></script>']),
		).toBe('<body>€<script></script></body></html>')
	})
	it('drops the NUL bytes React 18 pads a view with when a character does not fit at its end', async () => {
		const view = Buffer.alloc(8)
		view.write('<body>')
		expect(await run([view, Buffer.from('☰</body></html>')])).toBe('<body>☰</body></html>')
	})
	it('leaves a document without trailing content as it was', async () => {
		expect(await run(['<html><body>ok</body></html>'])).toBe('<html><body>ok</body></html>')
		expect(await run(['plain text'])).toBe('plain text')
	})
})

describe('the renderers documentStream works around', () => {
	const major = (name: string) => {
		const require = createRequire(import.meta.url)
		const manifest = JSON.parse(fs.readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }
		return Number(manifest.version.split('.')[0])
	}
	// When one of these fails after an upgrade: render a page without documentStream and run the W3C
	// checker (tests/integration/html-validity.test.ts). If it passes, remove the rewrite; else update the version here.
	it('are React 18, which pads its 2 KiB views with NUL bytes', () => {
		expect(major('react-dom')).toBe(18)
	})
	it('are Remix 2, whose single fetch writes its hydration data after </html>', () => {
		expect(major('@remix-run/react')).toBe(2)
	})
})
