import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { makeZip } from '#tests/support/zip.ts'
import { unpackZip } from './zip.server.ts'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-zip-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

let made = 0
function zipOf(entries: Parameters<typeof makeZip>[0]) {
	const file = path.join(dir, `z${made++}.zip`)
	fs.writeFileSync(file, makeZip(entries))
	return file
}

describe('unpackZip', () => {
	it('adds up the declared sizes before inflating anything: a zip declaring more than 1 GB writes no file', async () => {
		const temp: string[] = []
		const tempPath = () => {
			const p = path.join(dir, `t${temp.length}`)
			temp.push(p)
			return p
		}
		const zip = zipOf([
			{ name: 'a.png', data: Buffer.from('first') },
			{ name: 'b.png', data: Buffer.from('second'), declaredSize: 1024 ** 3 },
		])
		await expect(unpackZip(zip, () => true, tempPath)).rejects.toThrow(
			'The zip expands to more than 1 GB: nothing was imported',
		)
		expect(temp).toEqual([])
	})

	it('marks dot files and macOS metadata as hidden, and writes none of them', async () => {
		const zip = zipOf([
			{ name: '.hidden.png', data: Buffer.from('x') },
			{ name: '__MACOSX/._a.png', data: Buffer.from('y') },
			{ name: 'a.png', data: Buffer.from('z') },
		])
		let n = 0
		const entries = await unpackZip(
			zip,
			() => true,
			() => path.join(dir, `h${n++}`),
		)
		expect(entries.map((e) => [e.name, e.hidden, e.path !== null])).toEqual([
			['.hidden.png', true, false],
			['__MACOSX/._a.png', true, false],
			['a.png', false, true],
		])
	})
})
