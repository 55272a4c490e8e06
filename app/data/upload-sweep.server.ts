import { ready } from './db.server.ts'
import { holdsLease } from './leases.server.ts'
import {
	DELETED_FOLDER,
	fileStorage,
	retireOriginal,
	sweepDeletedOriginals,
	UPLOAD_SWEEP_GRACE_MS,
} from './file-storage/index.server.ts'
import { fileIdFromUrl, imageReferences } from './file-references.ts'
import { isUploadNumber, UPLOAD_TEMP_PREFIX } from './files.server.ts'
import { DERIVED_FOLDER } from './image-derivatives.server.ts'

/**
 * The start-up sweep of the file storage (UPLOADS_DIR or the bucket): what a crash or a kill left behind goes,
 * and records that point at missing files are reported.
 *
 * Removed: upload temp files (`.upload-*`, never in use before the server
 * listens); originals `{id}.{ext}` whose id this database handed out but no
 * file record holds (a deleted record or a write that never completed),
 * moved to `deleted/` as a deleted image's are; the variants and tiles
 * (`derived/{id}/`) of files that have no record, and the half-made ones a
 * stop cut short (`derived/.tmp-*`); the WebP-only `variants/` folder of
 * earlier versions; the originals of deleted images
 * (`deleted/{filename}/{time}`) once they are older than
 * UPLOAD_SWEEP_GRACE_MS (app/data/file-storage/deleted-originals.ts), which
 * the holder of the sweep's lease also removes every ten minutes while it
 * runs. The variants and tiles of a file that has a record are kept (missing
 * ones are made again in the background).
 * Left alone and listed: anything else, such as originals with ids the
 * database never handed out (an uploads folder that belongs to another
 * database is not emptied by mistake).
 *
 * In a bucket an original is put before the write that records it, under an
 * upload number (app/data/files.server.ts, placeFirst) or, from earlier
 * versions, its id; one without a record is removed only once it is older
 * than UPLOAD_SWEEP_GRACE_MS: a younger one may be an upload whose record
 * another server is saving right now. In UPLOADS_DIR an original is renamed
 * into place inside the write that records it, so no grace is needed there.
 */
export type SweepReport = { removed: string[]; unknown: string[]; missing: string[] }

const ORIGINAL = /^(\d+)\.(jpg|png|webp|gif|avif)$/
const DERIVED = /^[1-9]\d*$/

export async function sweepUploads(): Promise<SweepReport> {
	const storage = fileStorage()
	const data = await ready()
	const files = data.all('files')
	const report: SweepReport = { removed: [], unknown: [], missing: [] }
	report.removed.push(...(await storage.sweepScratch()))
	const remove = async (name: string) => {
		await storage.delete(name)
		report.removed.push(name)
	}
	// An original goes the way a deleted image's does: a backup that read a record naming it may still need it.
	const retire = async (name: string) => {
		await retireOriginal(storage, name)
		report.removed.push(name)
	}
	const held = new Set(files.map((f) => f.filename))
	const olderThanGrace = async (name: string) => {
		const info = await storage.head(name)
		return info !== null && Date.now() - info.lastModified.getTime() > UPLOAD_SWEEP_GRACE_MS
	}
	const names = new Set<string>()
	for (const entry of await storage.children('')) {
		const name = entry.name
		names.add(name)
		const original = ORIGINAL.exec(name)
		if (!entry.folder && name.startsWith(UPLOAD_TEMP_PREFIX)) await remove(name)
		else if (!entry.folder && original) {
			if (held.has(name)) continue
			const fromUpload = isUploadNumber(original[1]!)
			if (!fromUpload && Number(original[1]) >= data.nextId('files')) report.unknown.push(name)
			else if (!fromUpload && storage.kind === 'folder') await retire(name)
			else if (await olderThanGrace(name)) await retire(name)
		} else if (entry.folder && name === 'variants') {
			await storage.deletePrefix(name)
			report.removed.push(`${name}/`)
		} else if (entry.folder && (name === DERIVED_FOLDER || name === DELETED_FOLDER)) {
			continue
		} else if (!name.startsWith('.') && name !== 'lost+found') report.unknown.push(name)
	}
	// Looked at whether or not the top level names it (some S3 servers leave out folders that hold only folders).
	for (const derived of await storage.children(DERIVED_FOLDER)) {
		if (derived.folder && DERIVED.test(derived.name) && data.get('files', Number(derived.name))) continue
		if (derived.folder) await storage.deletePrefix(`${DERIVED_FOLDER}/${derived.name}`)
		else await storage.delete(`${DERIVED_FOLDER}/${derived.name}`)
		report.removed.push(`${DERIVED_FOLDER}/${derived.name}`)
	}
	report.removed.push(...(await sweepDeletedOriginals(storage)))
	const missing = new Set<string>()
	for (const file of files) {
		if (!names.has(file.filename)) missing.add(`file ${file.id} (${file.filename}) has no bytes in ${storage.where}`)
	}
	for (const { owner, url } of imageReferences(data)) {
		const id = url ? fileIdFromUrl(url) : null
		if (id !== null && !data.get('files', id))
			missing.add(`${owner} points at /api/file/${id}, which has no file record`)
	}
	report.missing = [...missing]
	return report
}

/** How often the holder of the sweep's lease removes the deleted originals past the grace while it runs. */
const DELETED_SWEEP_EVERY_MS = 10 * 60 * 1000

let deletedSweep: NodeJS.Timeout | null = null

/** Removes, every few minutes, the deleted originals older than the grace (on the server holding `uploads-sweep`). */
export function startDeletedSweep() {
	deletedSweep ??= setInterval(() => {
		if (!holdsLease('uploads-sweep')) return
		sweepDeletedOriginals(fileStorage()).then(
			(removed) => {
				if (removed.length) console.log(`Uploads sweep: removed ${removed.length} deleted original(s) past the hour`)
			},
			(error: Error) => console.error(`Uploads sweep of deleted originals failed: ${error.message}`),
		)
	}, DELETED_SWEEP_EVERY_MS)
	deletedSweep.unref()
}

export function stopDeletedSweep() {
	if (deletedSweep) clearInterval(deletedSweep)
	deletedSweep = null
}
