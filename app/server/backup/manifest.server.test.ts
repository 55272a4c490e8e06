import { describe, expect, it } from 'vitest'
import { FORMAT, FORMAT_VERSION, parseManifest } from './manifest.server.ts'

const valid = {
	format: FORMAT,
	format_version: FORMAT_VERSION,
	created_at: '2026-11-24T03:00:00.000Z',
	app_version: '0.1.0',
	layout: 'db.json',
	counts: { artworks: 3 },
	files: [{ path: 'data/db.json', size: 2, sha256: 'a'.repeat(64) }],
}
const parse = (value: unknown) => parseManifest(Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)))

describe('parseManifest', () => {
	it('accepts a manifest of this format', () => {
		expect(parse(valid)).toEqual({ ok: true, manifest: valid })
	})
	it.each([
		['{"format"', 'not valid JSON'],
		[{ name: 'some-package' }, 'not a gallery backup manifest'],
		[{ ...valid, format_version: FORMAT_VERSION + 1 }, 'made by a newer version of the site'],
		[{ ...valid, files: [{ path: 'data/db.json', size: -1, sha256: 'a'.repeat(64) }] }, 'invalid at files.0.size'],
		[{ ...valid, files: [valid.files[0], valid.files[0]] }, 'lists data/db.json twice'],
	])('refuses %j in one sentence', (value, problem) => {
		const result = parse(value)
		expect(result.ok).toBe(false)
		expect(!result.ok && result.problem).toContain(problem)
	})
})
