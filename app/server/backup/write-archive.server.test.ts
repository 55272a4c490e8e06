import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { readTarGz } from '../../../tests/support/backup.ts'

/**
 * A backup reads the originals its records name after reading the records: an
 * image deleted in between (on any server) is still read, from where the
 * deletion keeps it for the hour (docs/operations.md, 'Uploads folder').
 */
const base = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-archive-'))
process.env.DATA_DIR = path.join(base, 'data')
process.env.UPLOADS_DIR = path.join(base, 'uploads')
fs.mkdirSync(process.env.UPLOADS_DIR, { recursive: true })

const { getEnv } = await import('#app/utils/env.server.ts')
const storage = await import('#app/data/file-storage/index.server.ts')
const { BackupError, writeArchive } = await import('./write-archive.server.ts')

afterAll(() => fs.rmSync(base, { recursive: true, force: true }))

const snapshot = () => ({
	layout: 'db.json',
	files: [{ path: 'db.json', bytes: Buffer.from('{}\n') }],
	uploads: ['6.jpg', '7.jpg'],
	counts: { files: 2 },
})

async function archive(name: string) {
	const file = path.join(base, name)
	await writeArchive(snapshot(), getEnv(), fs.createWriteStream(file))
	return readTarGz(file)
}

test('an original deleted after the records were read is in the archive; one deleted past the hour stops it with a line saying so', async () => {
	const files = storage.fileStorage(getEnv())
	await files.put('6.jpg', Buffer.from('deleted since the records were read'))
	await files.put('7.jpg', Buffer.from('still there'))
	const at = Date.now()
	await storage.retireOriginal(files, '6.jpg', at)
	expect(await files.get('6.jpg')).toBeNull()

	const entries = await archive('within.tar.gz')
	const body = (p: string) => entries.find((e) => e.path === p)?.body.toString('utf8')
	expect(body('uploads/6.jpg')).toBe('deleted since the records were read')
	expect(body('uploads/7.jpg')).toBe('still there')

	await storage.sweepDeletedOriginals(files, at + storage.UPLOAD_SWEEP_GRACE_MS + 1000)
	const late = archive('past.tar.gz')
	await expect(late).rejects.toBeInstanceOf(BackupError)
	await expect(late).rejects.toThrow(
		/the database references the upload 6\.jpg, but UPLOADS_DIR \(.*\) has no such file \(nor one deleted within the hour\)/,
	)
})
