import fs from 'node:fs'
import fsp from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startS3, type TestS3 } from '../../../tests/support/s3.ts'
import {
	deletedKey,
	readOriginal,
	retireOriginal,
	sweepDeletedOriginals,
	UPLOAD_SWEEP_GRACE_MS,
} from './deleted-originals.ts'
import { createLocalStorage } from './local.server.ts'
import { createS3Storage } from './s3.server.ts'
import { type FileStorage } from './types.ts'

/** One list of expectations, run against the folder and against a real S3 server. */
type Subject = { storage: FileStorage; scratch: string }

const drivers: Array<[string, () => Promise<Subject & { done: () => Promise<void> }>]> = [
	[
		'UPLOADS_DIR',
		async () => {
			const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-local-'))
			return {
				storage: createLocalStorage(scratch),
				scratch,
				done: async () => fs.rmSync(scratch, { recursive: true, force: true }),
			}
		},
	],
	[
		'S3 bucket',
		async () => {
			const s3: TestS3 = await startS3()
			const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-s3-'))
			const storage = createS3Storage({
				endpoint: s3.endpoint,
				region: 'us-east-1',
				bucket: s3.bucket,
				accessKeyId: 'S3RVER',
				secretAccessKey: 'S3RVER',
				forcePathStyle: true,
				scratchDir: scratch,
			})
			return {
				storage,
				scratch,
				done: async () => {
					storage.close()
					await s3.stop()
					fs.rmSync(scratch, { recursive: true, force: true })
				},
			}
		},
	],
]

describe.each(drivers)('file storage in %s', (_name, make) => {
	let subject: Subject & { done: () => Promise<void> }
	let storage: FileStorage
	beforeAll(async () => {
		subject = await make()
		storage = subject.storage
	})
	afterAll(() => subject.done())

	test('puts bytes and a stream, and gets them back with size and date', async () => {
		await storage.put('1.jpg', Buffer.from('original bytes'), { contentType: 'image/jpeg' })
		await storage.put('derived/1/320.webp', Readable.from([Buffer.from('a '), Buffer.from('variant')]), { size: 9 })
		const got = await storage.get('1.jpg')
		expect(got?.size).toBe(14)
		expect(got?.lastModified).toBeInstanceOf(Date)
		expect(await text(got!.body)).toBe('original bytes')
		expect(await text((await storage.get('derived/1/320.webp'))!.body)).toBe('a variant')
		expect(await storage.head('1.jpg')).toMatchObject({ size: 14 })
	})

	test('answers null for a file that is not there', async () => {
		expect(await storage.get('404.jpg')).toBeNull()
		expect(await storage.head('404.jpg')).toBeNull()
		expect(await storage.withLocalFile('404.jpg', async () => 'read')).toBeNull()
	})

	test('puts a local file, leaving the local file', async () => {
		const local = path.join(subject.scratch, 'local.bin')
		fs.writeFileSync(local, 'from disk')
		await storage.putFile('2.png', local, 'image/png')
		expect(fs.existsSync(local)).toBe(true)
		expect(await storage.withLocalFile('2.png', (p) => fsp.readFile(p, 'utf8'))).toBe('from disk')
	})

	test('moves a temp upload in place, inside a change or after it', async () => {
		const temp = storage.tempPath()
		expect(path.basename(temp)).toMatch(/^\.upload-/)
		fs.mkdirSync(path.dirname(temp), { recursive: true })
		fs.writeFileSync(temp, 'checked upload')
		if (storage.placeNow(temp, '3.webp')) storage.settleNow()
		else await storage.putFile('3.webp', temp)
		expect(await text((await storage.get('3.webp'))!.body)).toBe('checked upload')
	})

	test('replaces a folder with a scratch folder, and lists it', async () => {
		await storage.put('derived/4/old.webp', Buffer.from('old'))
		const scratch = await storage.scratchFolder('derived/4')
		fs.mkdirSync(path.join(scratch, 'iiif', 'full'), { recursive: true })
		fs.writeFileSync(path.join(scratch, '320.avif'), 'avif')
		fs.writeFileSync(path.join(scratch, 'iiif', 'info.json'), '{}')
		fs.writeFileSync(path.join(scratch, 'iiif', 'full', 'default.jpg'), 'tile')
		await storage.putFolder('derived/4', scratch)
		expect(fs.existsSync(scratch)).toBe(false)
		const keys = []
		for await (const item of storage.list('derived/4')) keys.push(item.key)
		expect(keys.sort()).toEqual(['derived/4/320.avif', 'derived/4/iiif/full/default.jpg', 'derived/4/iiif/info.json'])
		expect(await storage.head('derived/4/old.webp')).toBeNull()
	})

	test('names the files and folders at one level', async () => {
		const top = await storage.children('')
		expect(top).toEqual(expect.arrayContaining([{ name: '1.jpg', folder: false }]))
		const derived = await storage.children('derived')
		expect(
			derived
				.filter((e) => e.folder)
				.map((e) => e.name)
				.sort(),
		).toEqual(['1', '4'])
		expect(await storage.children('nothing-here')).toEqual([])
	})

	test('deletes one file, and a whole folder', async () => {
		await storage.delete('2.png')
		await storage.delete('2.png')
		expect(await storage.head('2.png')).toBeNull()
		await storage.deletePrefix('derived/4')
		const left = []
		for await (const item of storage.list('derived/4')) left.push(item.key)
		expect(left).toEqual([])
		expect(await storage.head('derived/1/320.webp')).not.toBeNull()
	})

	test('moves a file, keeping its bytes and type; a missing one is not an error', async () => {
		await storage.put('5.png', Buffer.from('to move'), { contentType: 'image/png' })
		await storage.move('5.png', 'elsewhere/5.png/1')
		expect(await storage.head('5.png')).toBeNull()
		const moved = await storage.get('elsewhere/5.png/1')
		expect(await text(moved!.body)).toBe('to move')
		if (storage.kind === 'bucket') expect(moved!.contentType).toBe('image/png')
		await storage.move('5.png', 'elsewhere/5.png/2')
		expect(await storage.head('elsewhere/5.png/2')).toBeNull()
		await storage.deletePrefix('elsewhere')
	})

	test('a deleted original is out of its place at once, readable by a backup within the grace, gone after a sweep past it', async () => {
		await storage.put('6.jpg', Buffer.from('deleted bytes'), { contentType: 'image/jpeg' })
		await storage.put('7.jpg', Buffer.from('kept bytes'), { contentType: 'image/jpeg' })
		const at = Date.now()
		await retireOriginal(storage, '6.jpg', at)
		// What the site reads (the key the record named) is gone at once, and no folder or list at the top shows it.
		expect(await storage.get('6.jpg')).toBeNull()
		expect(await storage.head('6.jpg')).toBeNull()
		expect(await storage.withLocalFile('6.jpg', async () => 'read')).toBeNull()
		expect((await storage.children('')).map((e) => e.name)).not.toContain('6.jpg')
		// A backup whose records still name it reads the same bytes; a live original is read from its place.
		expect(await text((await readOriginal(storage, '6.jpg'))!.body)).toBe('deleted bytes')
		expect(await text((await readOriginal(storage, '7.jpg'))!.body)).toBe('kept bytes')
		expect(await readOriginal(storage, '404.jpg')).toBeNull()
		// A sweep within the grace keeps it; one past the grace removes it, and a backup finds nothing.
		expect(await sweepDeletedOriginals(storage, at + UPLOAD_SWEEP_GRACE_MS - 1000)).toEqual([])
		expect(await text((await readOriginal(storage, '6.jpg'))!.body)).toBe('deleted bytes')
		expect(await sweepDeletedOriginals(storage, at + UPLOAD_SWEEP_GRACE_MS + 1000)).toEqual([deletedKey('6.jpg', at)])
		expect(await readOriginal(storage, '6.jpg')).toBeNull()
		expect(await storage.children('deleted/6.jpg')).toEqual([])
		expect(await text((await storage.get('7.jpg'))!.body)).toBe('kept bytes')
	})

	test('a sweep removes only the deleted originals past the grace', async () => {
		const now = Date.now()
		await storage.put('8.jpg', Buffer.from('old'))
		await retireOriginal(storage, '8.jpg', now - UPLOAD_SWEEP_GRACE_MS - 60_000)
		await storage.put('8.jpg', Buffer.from('young'))
		await retireOriginal(storage, '8.jpg', now - 60_000)
		await storage.put('9.jpg', Buffer.from('young too'))
		await retireOriginal(storage, '9.jpg', now - 60_000)
		// The newest deletion of a name is the one a backup reads.
		expect(await text((await readOriginal(storage, '8.jpg'))!.body)).toBe('young')
		expect(await sweepDeletedOriginals(storage, now)).toEqual([
			deletedKey('8.jpg', now - UPLOAD_SWEEP_GRACE_MS - 60_000),
		])
		expect(await text((await readOriginal(storage, '8.jpg'))!.body)).toBe('young')
		expect(await text((await readOriginal(storage, '9.jpg'))!.body)).toBe('young too')
		await sweepDeletedOriginals(storage, now + UPLOAD_SWEEP_GRACE_MS)
		expect(await storage.children('deleted')).toEqual([])
	})

	test('refuses keys that leave their place', async () => {
		await expect(storage.put('../escape.jpg', Buffer.from('x'))).rejects.toThrow(/Not a storage key/)
		await expect(storage.get('/etc/passwd')).rejects.toThrow(/Not a storage key/)
	})

	test('sweeps scratch files a stop left behind', async () => {
		const temp = storage.tempPath()
		fs.writeFileSync(temp, 'half an upload')
		const removed = await storage.sweepScratch()
		expect(removed).toContain(path.basename(temp))
		expect(fs.existsSync(temp)).toBe(false)
	})

	test('is healthy while it can be reached', async () => {
		expect(await storage.problem()).toBeNull()
	})
})

test('S3: with S3_PUBLIC_URL, names the public address of a key', () => {
	const storage = createS3Storage({
		region: 'us-east-1',
		bucket: 'b-1',
		accessKeyId: 'k',
		secretAccessKey: 's',
		forcePathStyle: true,
		publicUrl: 'https://cdn.example.org/art',
		scratchDir: os.tmpdir(),
	})
	expect(storage.publicUrl('derived/7/iiif/0,0,512,512/512,/0/default.jpg')).toBe(
		'https://cdn.example.org/art/derived/7/iiif/0%2C0%2C512%2C512/512%2C/0/default.jpg',
	)
	storage.close()
	expect(createLocalStorage(os.tmpdir()).publicUrl('1.jpg')).toBeNull()
})
