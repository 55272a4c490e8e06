import fs from 'node:fs/promises'
import path from 'node:path'
import { type Adapter } from 'lowdb'

/**
 * A lowdb adapter that never acknowledges a write before it is on disk:
 * the new text goes to a temp file that is fsynced, the previous good file is
 * kept as `<name>.bak` (a hard link, so no copy), then the temp file is renamed
 * over the database and the folder entry is synced. A crash at any point leaves
 * either the old file or the new one, never a torn one.
 */
export class DurableJSONFile<T> implements Adapter<T> {
	readonly filename: string
	constructor(filename: string) {
		this.filename = filename
	}

	async read(): Promise<T | null> {
		let text: string
		try {
			text = await fs.readFile(this.filename, 'utf8')
		} catch (error) {
			if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
			throw error
		}
		return JSON.parse(text) as T
	}

	async write(data: T): Promise<void> {
		const text = JSON.stringify(data, null, '\t')
		const dir = path.dirname(this.filename)
		const temp = `${this.filename}.${process.pid}.tmp`
		try {
			const handle = await fs.open(temp, 'w', 0o600)
			try {
				await handle.writeFile(text, 'utf8')
				await handle.sync()
			} finally {
				await handle.close()
			}
			await keepPreviousCopy(this.filename)
			await fs.rename(temp, this.filename)
		} catch (error) {
			await fs.rm(temp, { force: true }).catch(() => {})
			throw error
		}
		await syncFolder(dir)
	}
}

async function keepPreviousCopy(filename: string) {
	const backup = `${filename}.bak`
	const staging = `${backup}.${process.pid}.tmp`
	try {
		await fs.rm(staging, { force: true })
		await fs.link(filename, staging)
	} catch (error) {
		const code = (error as NodeJS.ErrnoException).code
		if (code === 'ENOENT') return // first write: nothing to keep
		if (code !== 'EPERM' && code !== 'EXDEV' && code !== 'ENOTSUP') throw error
		await fs.copyFile(filename, staging) // file systems without hard links
	}
	await fs.rename(staging, backup)
}

export async function syncFolder(dir: string) {
	let handle: fs.FileHandle | undefined
	try {
		handle = await fs.open(dir, 'r')
		await handle.sync()
	} catch {
		// Some platforms cannot fsync a folder; the rename is still atomic there.
	} finally {
		await handle?.close()
	}
}
