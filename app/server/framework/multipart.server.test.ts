import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { fileTooLarge, NOT_MULTIPART, readMultipart, UploadError, type UploadLimits } from './multipart.server.ts'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'multipart-'))
let n = 0
const tempPath = () => path.join(dir, `upload-${++n}.tmp`)
const leftovers = () => fs.readdirSync(dir)
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const LIMITS: UploadLimits = { fileBytes: 1000, files: 2, parts: 4, textBytes: 100 }

/** A request carrying `form`; `chunked` leaves out the length, so the body has to be counted as it streams. */
async function post(form: FormData, { chunked = false } = {}) {
	const encoded = new Response(form)
	const type = encoded.headers.get('Content-Type')!
	const bytes = new Uint8Array(await encoded.arrayBuffer())
	const body = chunked
		? new ReadableStream<Uint8Array>({
				start(controller) {
					for (let at = 0; at < bytes.length; at += 300) controller.enqueue(bytes.subarray(at, at + 300))
					controller.close()
				},
			})
		: bytes
	const headers: Record<string, string> = { 'Content-Type': type }
	if (!chunked) headers['Content-Length'] = String(bytes.length)
	return new Request('http://x/upload', { method: 'POST', headers, body, duplex: 'half' } as RequestInit)
}

async function refusal(run: Promise<unknown>) {
	try {
		await run
	} catch (error) {
		expect(error).toBeInstanceOf(UploadError)
		return { status: (error as UploadError).status, message: (error as Error).message }
	}
	throw new Error('the body was accepted')
}

describe('readMultipart (busboy, within bounds)', () => {
	it('keeps the text fields in order and writes each file to its temp file; an empty file input counts for nothing', async () => {
		const form = new FormData()
		form.append('category', 'hero')
		form.append('files', new Blob([new Uint8Array(LIMITS.fileBytes).fill(7)]), 'a.png')
		form.append('files', new Blob([]), '')
		form.append('note', 'é')
		const body = await readMultipart(await post(form, { chunked: true }), LIMITS, tempPath)
		expect(body.entries).toEqual([
			['category', 'hero'],
			['note', 'é'],
		])
		expect(body.files).toHaveLength(1)
		expect(body.files[0]).toMatchObject({ field: 'files', name: 'a.png', size: LIMITS.fileBytes })
		expect(fs.readFileSync(body.files[0]!.path)).toEqual(Buffer.alloc(LIMITS.fileBytes, 7))
		fs.rmSync(body.files[0]!.path)
	})

	it('refuses a file one byte over the bound with 413, leaving no temp file', async () => {
		for (const chunked of [false, true]) {
			const form = new FormData()
			form.append('file', new Blob([new Uint8Array(LIMITS.fileBytes + 1)]), 'big.png')
			expect(await refusal(readMultipart(await post(form, { chunked }), LIMITS, tempPath))).toEqual({
				status: 413,
				message: fileTooLarge(LIMITS.fileBytes),
			})
		}
		expect(leftovers()).toEqual([])
	})

	it('refuses too many parts, too many files and too much text with 413, leaving no temp file', async () => {
		const parts = new FormData()
		for (let i = 0; i < 5; i++) parts.append(`f${i}`, 'x')
		expect(await refusal(readMultipart(await post(parts), LIMITS, tempPath))).toEqual({
			status: 413,
			message: 'Too many parts: at most 4 per upload',
		})
		const files = new FormData()
		for (let i = 0; i < 3; i++) files.append('files', new Blob(['png']), `${i}.png`)
		expect(await refusal(readMultipart(await post(files), LIMITS, tempPath))).toEqual({
			status: 413,
			message: 'Too many files: at most 2 per upload',
		})
		const text = new FormData()
		text.append('a', 'x'.repeat(60))
		text.append('b', 'x'.repeat(60))
		expect(await refusal(readMultipart(await post(text), LIMITS, tempPath))).toEqual({
			status: 413,
			message: 'The form fields are too large',
		})
		expect(leftovers()).toEqual([])
	})

	it('refuses a body past the whole bound while it streams, without a Content-Length', async () => {
		const form = new FormData()
		form.append('other', new Blob([new Uint8Array(LIMITS.fileBytes * 4)]), 'x.bin')
		expect((await refusal(readMultipart(await post(form, { chunked: true }), LIMITS, tempPath))).status).toBe(413)
		expect(leftovers()).toEqual([])
	})

	it('answers 400 to a body that is not multipart or breaks off', async () => {
		const json = new Request('http://x/upload', {
			method: 'POST',
			body: '{}',
			headers: { 'Content-Type': 'application/json' },
		})
		expect(await refusal(readMultipart(json, LIMITS, tempPath))).toEqual({ status: 400, message: NOT_MULTIPART })
		const form = new FormData()
		form.append('file', new Blob(['abc']), 'a.png')
		const whole = await post(form)
		const bytes = new Uint8Array(await whole.arrayBuffer())
		const cut = new Request('http://x/upload', {
			method: 'POST',
			headers: { 'Content-Type': whole.headers.get('Content-Type')! },
			body: bytes.subarray(0, bytes.length - 20),
		})
		expect(await refusal(readMultipart(cut, LIMITS, tempPath))).toEqual({ status: 400, message: NOT_MULTIPART })
		expect(leftovers()).toEqual([])
	})
})

describe('the framework API readMultipart replaces', () => {
	// When this fails, React Router has a multipart parser again: then see whether it keeps these bounds, and whether
	// busboy is still needed.
	it('is missing from React Router: Remix 2’s unstable parser is gone and none replaced it', async () => {
		const router: Record<string, unknown> = await import('react-router')
		const node: Record<string, unknown> = await import('@react-router/node')
		for (const api of [router, node]) {
			expect(api.unstable_parseMultipartFormData).toBeUndefined()
			expect(api.parseMultipartFormData).toBeUndefined()
		}
	})
})
