import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The font files are cut to weights 400-700 (scripts/cut-fonts.ts): a weight outside them would be drawn in the
 * nearest one the file has, not the one asked for. So every face says so, and no page asks for another.
 */
const app = path.resolve(import.meta.dirname, '..')
const css = fs.readFileSync(path.join(app, 'site-base.css'), 'utf8')
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1]!)

function sources(dir: string): string[] {
	return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const full = path.join(dir, entry.name)
		if (entry.isDirectory()) return sources(full)
		return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
	})
}

describe('the font files and the weights the pages set', () => {
	it('declares each web font from app/fonts/, uprights at 400-700 and italics at 400, and the files are there', () => {
		const web = faces.filter((face) => /src:\s*url\(/.test(face))
		expect(web).toHaveLength(6)
		for (const face of web) {
			const file = /url\('\.\/fonts\/([\w-]+\.woff2)'\)/.exec(face)?.[1]
			expect(file, face).toBeTruthy()
			expect(fs.statSync(path.join(app, 'fonts', file!)).size).toBeGreaterThan(10_000)
			const italic = /font-style:\s*italic/.test(face)
			expect(/font-weight:\s*([\d ]+);/.exec(face)?.[1], face).toBe(italic ? '400' : '400 700')
		}
	})

	it('sets no weight the files lack, in any class or rule of the app', () => {
		const outside =
			/\bfont-(thin|extralight|light|extrabold|black)\b|\bfont-\[\d+\]|font-weight:\s*(100|200|300|800|900)\b/
		const found = sources(app).flatMap((file) =>
			fs
				.readFileSync(file, 'utf8')
				.split('\n')
				.filter((line) => outside.test(line))
				.map((line) => `${path.relative(app, file)}: ${line.trim()}`),
		)
		expect(found).toEqual([])
	})
})
