import zlib from 'node:zlib'

/**
 * A tiny zip writer for the import tests: real zips, and hostile ones whose
 * headers say what the test wants (a size that lies, a link, a name that
 * escapes), written byte by byte as the zip format lays them out.
 */
export type ZipEntry = {
	name: string
	data?: Uint8Array
	/** Already deflated bytes with their true size and CRC (a large stream made elsewhere). */
	deflated?: { bytes: Uint8Array; size: number; crc: number }
	/** Stored rather than deflated. */
	store?: boolean
	/** The uncompressed size the headers declare, when it should not be the true one. */
	declaredSize?: number
	/** Unix mode in the external attributes (0o120777 makes a symbolic link). */
	mode?: number
}

export function makeZip(entries: readonly ZipEntry[]): Buffer {
	const locals: Buffer[] = []
	const centrals: Buffer[] = []
	let offset = 0
	for (const entry of entries) {
		const name = Buffer.from(entry.name, 'utf8')
		const data = Buffer.from(entry.data ?? new Uint8Array())
		const body = entry.deflated ? Buffer.from(entry.deflated.bytes) : entry.store ? data : zlib.deflateRawSync(data)
		const size = entry.deflated?.size ?? data.length
		const crc = entry.deflated?.crc ?? zlib.crc32(data)
		const declared = entry.declaredSize ?? size
		const method = entry.store ? 0 : 8
		const local = Buffer.alloc(30)
		local.writeUInt32LE(0x04034b50, 0)
		local.writeUInt16LE(20, 4)
		local.writeUInt16LE(0x0800, 6) // UTF-8 names
		local.writeUInt16LE(method, 8)
		local.writeUInt32LE(crc >>> 0, 14)
		local.writeUInt32LE(body.length, 18)
		local.writeUInt32LE(declared, 22)
		local.writeUInt16LE(name.length, 26)
		locals.push(local, name, body)
		const central = Buffer.alloc(46)
		central.writeUInt32LE(0x02014b50, 0)
		central.writeUInt16LE((3 << 8) | 20, 4) // made on Unix
		central.writeUInt16LE(20, 6)
		central.writeUInt16LE(0x0800, 8)
		central.writeUInt16LE(method, 10)
		central.writeUInt32LE(crc >>> 0, 16)
		central.writeUInt32LE(body.length, 20)
		central.writeUInt32LE(declared, 24)
		central.writeUInt16LE(name.length, 28)
		central.writeUInt32LE(((entry.mode ?? 0o100644) << 16) >>> 0, 38)
		central.writeUInt32LE(offset, 42)
		centrals.push(central, name)
		offset += local.length + name.length + body.length
	}
	const directory = Buffer.concat(centrals)
	const end = Buffer.alloc(22)
	end.writeUInt32LE(0x06054b50, 0)
	end.writeUInt16LE(entries.length, 8)
	end.writeUInt16LE(entries.length, 10)
	end.writeUInt32LE(directory.length, 12)
	end.writeUInt32LE(offset, 16)
	return Buffer.concat([...locals, directory, end])
}

/** `size` zero bytes deflated, made a chunk at a time (a bomb: about 1 MB for 1 GB). */
export async function deflatedZeros(size: number): Promise<{ bytes: Uint8Array; size: number; crc: number }> {
	const deflate = zlib.createDeflateRaw({ level: 9 })
	const out: Buffer[] = []
	deflate.on('data', (chunk: Buffer) => out.push(chunk))
	const done = new Promise((resolve, reject) => {
		deflate.on('end', resolve)
		deflate.on('error', reject)
	})
	const chunk = Buffer.alloc(16 * 1024 * 1024)
	let crc = 0
	for (let left = size; left > 0; left -= chunk.length) {
		const piece = left >= chunk.length ? chunk : chunk.subarray(0, left)
		crc = zlib.crc32(piece, crc)
		if (!deflate.write(piece)) await new Promise((resolve) => deflate.once('drain', resolve))
	}
	deflate.end()
	await done
	return { bytes: Buffer.concat(out), size, crc }
}
