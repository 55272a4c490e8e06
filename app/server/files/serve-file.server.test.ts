import { Readable } from 'node:stream'
import { describe, expect, test } from 'vitest'
import { openBody } from './serve-file.server.ts'

/** A source that gives `chunks`, then fails with `failure` (or ends). */
function source(chunks: string[], failure?: Error) {
	return Readable.from(
		(async function* () {
			for (const chunk of chunks) yield Buffer.from(chunk)
			if (failure) throw failure
		})(),
	)
}

async function readAll(body: ReadableStream<Uint8Array>) {
	const parts: Uint8Array[] = []
	for await (const part of body as unknown as AsyncIterable<Uint8Array>) parts.push(part)
	return Buffer.concat(parts).toString()
}

describe('the body of a stored file', () => {
	test('gives every byte of a file that reads whole, and logs nothing', async () => {
		const lines: string[] = []
		const body = await openBody(source(['a ', 'stored ', 'file']), '1.jpg in the bucket b', null, (l) => lines.push(l))
		expect(await readAll(body!)).toBe('a stored file')
		expect(lines).toEqual([])
	})

	test('gives an empty file as an empty body', async () => {
		const body = await openBody(source([]), '2.jpg in the bucket b', null, () => {})
		expect(await readAll(body!)).toBe('')
	})

	test('is null, with a line in the log, when the store fails before the first bytes (the answer is then a 503)', async () => {
		const lines: string[] = []
		const failing = source([], new Error('socket hang up'))
		expect(await openBody(failing, '3.jpg in the bucket b', null, (l) => lines.push(l))).toBeNull()
		expect(lines).toEqual(['Could not read 3.jpg in the bucket b (socket hang up); answered 503.'])
		expect(failing.destroyed).toBe(true)
	})

	test('fails, with a line in the log, when the store fails after the first bytes (the answer is cut, never short)', async () => {
		const lines: string[] = []
		const body = await openBody(source(['first bytes'], new Error('aborted')), '4.jpg in the bucket b', null, (l) =>
			lines.push(l),
		)
		await expect(readAll(body!)).rejects.toThrow('aborted')
		expect(lines).toEqual(['Reading 4.jpg in the bucket b failed part-way (aborted); its answer was cut.'])
	})

	test('lets go of the source when the visitor goes away', async () => {
		const stored = source(['one', 'two', 'three'])
		const body = await openBody(stored, '5.jpg in the bucket b', null, () => {})
		const reader = body!.getReader()
		expect(Buffer.from((await reader.read()).value!).toString()).toBe('one')
		await reader.cancel()
		expect(stored.destroyed).toBe(true)
	})

	test('lets go of the file when the visitor goes away before the answer is read, or had gone already', async () => {
		const visit = new AbortController()
		const stored = source(['one', 'two', 'three'])
		const body = await openBody(stored, '6.jpg in the bucket b', visit.signal, () => {})
		expect(body).not.toBeNull()
		// The answer is dropped unread (as the framework drops a request's that was aborted while it was made).
		visit.abort()
		expect(stored.destroyed).toBe(true)

		const gone = new AbortController()
		gone.abort()
		const late = source(['one'])
		expect(await openBody(late, '7.jpg in the bucket b', gone.signal, () => {})).toBeNull()
		expect(late.destroyed).toBe(true)
	})
})
