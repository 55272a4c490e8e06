import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createFileOnce, syncFolder, syncFolderSync } from './durable-file.server.ts'

describe('durable files', () => {
	it('reports a folder it cannot sync instead of swallowing the error', async () => {
		const missing = path.join(os.tmpdir(), `gallery-missing-${process.pid}`)
		await expect(syncFolder(missing)).rejects.toMatchObject({ code: 'ENOENT' })
		expect(() => syncFolderSync(missing)).toThrow(/ENOENT/)
		await expect(syncFolder(os.tmpdir())).resolves.toBeUndefined()
	})

	it('creates a file whole and only once', () => {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-once-'))
		const file = path.join(dir, 'secret')
		expect(createFileOnce(file, 'first')).toBe(true)
		expect(createFileOnce(file, 'second')).toBe(false)
		expect(fs.readFileSync(file, 'utf8')).toBe('first')
		expect(fs.statSync(file).mode & 0o777).toBe(0o600)
		expect(fs.readdirSync(dir)).toEqual(['secret'])
		fs.rmSync(dir, { recursive: true })
	})
})
