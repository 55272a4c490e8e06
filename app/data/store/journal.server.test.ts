import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { type Segment, segmentLines } from './journal.server.ts'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-journal-'))

function segment(name: string, text: string): Segment {
	const file = path.join(dir, name)
	fs.writeFileSync(file, text)
	return { file, name, first: 1, bytes: Buffer.byteLength(text) }
}

async function read(from: Segment) {
	const whole = { bytes: 0 }
	const lines = []
	for await (const line of segmentLines(from, whole)) lines.push(line)
	return { lines, whole: whole.bytes }
}

describe('journal segments', () => {
	afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

	it('are read a line at a time, lines longer than a read and characters cut by one whole', async () => {
		// 2.5 MB of 'é' (two bytes each) after an odd byte: reads of 1 MB cut the line, and some 'é', in two.
		const long = { seq: 2, text: `x${'é'.repeat(1_300_000)}` }
		const text = `${JSON.stringify({ seq: 1 })}\n${JSON.stringify(long)}\n${JSON.stringify({ seq: 3 })}\n`
		const { lines, whole } = await read(segment('long.jsonl', text))
		expect(lines.map((l) => l.line)).toEqual([1, 2, 3])
		expect(lines.map((l) => ('value' in l ? l.value : l.error))).toEqual([{ seq: 1 }, long, { seq: 3 }])
		expect(whole).toBe(Buffer.byteLength(text))
	})

	it('leave out a torn last line (no newline) and say where the whole lines end', async () => {
		const text = `{"seq":1}\nnot json\n{"seq":3}\n{"seq":4,"ops":[`
		const { lines, whole } = await read(segment('torn.jsonl', text))
		expect(lines).toHaveLength(3)
		expect(lines[1]).toMatchObject({ line: 2, error: expect.any(String) })
		expect(whole).toBe(text.indexOf('{"seq":4'))
		expect((await read(segment('empty.jsonl', ''))).whole).toBe(0)
	})
})
