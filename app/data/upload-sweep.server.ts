import fsp from 'node:fs/promises'
import path from 'node:path'
import { getEnv } from '#app/utils/env.server.ts'
import { ready } from './db.server.ts'
import { fileIdFromUrl, imageReferences } from './file-references.ts'
import { UPLOAD_TEMP_PREFIX } from './files.server.ts'
import { DERIVED_FOLDER } from './image-derivatives.server.ts'

/**
 * The start-up sweep of UPLOADS_DIR: what a crash or a kill left behind goes,
 * and records that point at missing files are reported.
 *
 * Removed: upload temp files (`.upload-*`, never in use before the server
 * listens); originals `{id}.{ext}` whose id this database handed out but no
 * file record holds (a deleted record or a write that never completed); the
 * variants and tiles (`derived/{id}/`) of files that have no record, and the
 * half-made ones a stop cut short (`derived/.tmp-*`); the WebP-only
 * `variants/` folder of earlier versions. The variants and tiles of a file
 * that has a record are kept (missing ones are made again in the background).
 * Left alone and listed: anything else, such as originals with ids the
 * database never handed out (an uploads folder that belongs to another
 * database is not emptied by mistake).
 */
export type SweepReport = { removed: string[]; unknown: string[]; missing: string[] }

const ORIGINAL = /^(\d+)\.(jpg|png|webp|gif|avif)$/
const DERIVED = /^[1-9]\d*$/

export async function sweepUploads(): Promise<SweepReport> {
	const { UPLOADS_DIR } = getEnv()
	const data = await ready()
	const files = data.all('files')
	const report: SweepReport = { removed: [], unknown: [], missing: [] }
	const remove = async (name: string) => {
		await fsp.rm(path.join(UPLOADS_DIR, name), { force: true })
		report.removed.push(name)
	}
	const names = new Set<string>()
	for (const entry of await fsp.readdir(UPLOADS_DIR, { withFileTypes: true })) {
		const name = entry.name
		names.add(name)
		const original = ORIGINAL.exec(name)
		if (entry.isFile() && name.startsWith(UPLOAD_TEMP_PREFIX)) await remove(name)
		else if (entry.isFile() && original) {
			const id = Number(original[1])
			if (data.get('files', id)?.filename === name) continue
			if (id < data.nextId('files')) await remove(name)
			else report.unknown.push(name)
		} else if (entry.isDirectory() && name === 'variants') {
			await fsp.rm(path.join(UPLOADS_DIR, name), { recursive: true, force: true })
			report.removed.push(`${name}/`)
		} else if (entry.isDirectory() && name === DERIVED_FOLDER) {
			for (const derived of await fsp.readdir(path.join(UPLOADS_DIR, name))) {
				if (DERIVED.test(derived) && data.get('files', Number(derived))) continue
				await fsp.rm(path.join(UPLOADS_DIR, name, derived), { recursive: true, force: true })
				report.removed.push(path.join(name, derived))
			}
		} else if (!name.startsWith('.') && name !== 'lost+found') report.unknown.push(name)
	}
	const missing = new Set<string>()
	for (const file of files) {
		if (!names.has(file.filename)) missing.add(`file ${file.id} (${file.filename}) has no bytes in UPLOADS_DIR`)
	}
	for (const { owner, url } of imageReferences(data)) {
		const id = url ? fileIdFromUrl(url) : null
		if (id !== null && !data.get('files', id)) missing.add(`${owner} points at /api/file/${id}, which has no file record`)
	}
	report.missing = [...missing]
	return report
}
