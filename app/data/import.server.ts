import { type Check } from '#app/utils/checks/check.ts'
import { ArtistSchema } from '#app/schemas/artist.ts'
import { type ArtworkInput } from '#app/schemas/artwork.ts'
import { type FileRecord } from '#app/schemas/records.ts'
import { type Actor, recordActivity } from './activity.server.ts'
import { putNewArtist } from './artists.server.ts'
import { putArtworkChange, putNewArtwork } from './artworks.server.ts'
import { mutate, type Reader, ready } from './db.server.ts'
import {
	finishPlacing,
	type PendingImage,
	placeFirst,
	type Placement,
	placeImages,
	removePlaced,
} from './files.server.ts'
import { holdsChanged } from './holds.server.ts'
import { enqueueDerivatives } from './image-queue.server.ts'

/** What an import does with one row of its spreadsheet (docs/admin.md, 'Import and export'). */
export type ImportRowReport = {
	row: number
	action: 'create' | 'update' | 'refuse'
	slug: string
	reason: string
	/** The row's checks before publishing (docs/admin.md), set after planning. */
	checks?: Check[]
	/** A problem imports (or imported) the work hidden. */
	kept_hidden?: boolean
}
export type ImportReport = { rows: ImportRowReport[]; created: number; updated: number; refused: number }

/** An image of an imported row: a link it already had, or a checked image from the zip, stored by the import's write. */
export type ImportImage = { url: string } | { image: PendingImage }

/** One artwork the import writes: new (`id` null) or an update of the artwork `id`. */
export type ImportWrite = {
	/** The sheet's row it comes from (the header is row 1). */
	row: number
	id: number | null
	/** The row checked with the artwork form's schema; its artist and images are set by the write. */
	input: ArtworkInput
	/** The artist's id, or the name of an artist the write creates. */
	artist: { id: number } | { name: string }
	images: readonly ImportImage[]
}

export type ImportPlan = { report: ImportReport; writes: readonly ImportWrite[] }

/** An import with a refused row: nothing is written; the report says why. */
export class ImportRefusedError extends Error {
	override name = 'ImportRefusedError'
	readonly report: ImportReport
	constructor(report: ImportReport) {
		super(`${report.refused} row${report.refused === 1 ? '' : 's'} refused`)
		this.report = report
	}
}

/**
 * The import's one write: plans the rows against the data as it is at that
 * moment (`plan`), and then, if no row is refused, creates the missing
 * artists, stores the zip's images, creates and updates the artworks and
 * records the activity entry, all in one change (one journal line), or none of
 * it (ImportRefusedError). The images' variants are queued once it is stored.
 */
function pendingImages(writes: readonly ImportWrite[]) {
	return [...new Set(writes.flatMap((w) => w.images.flatMap((i) => ('image' in i ? [i.image] : []))))]
}

export async function applyImport(plan: (data: Reader) => ImportPlan, actor: Actor): Promise<ImportReport> {
	const placed: Placement[] = []
	let result: { report: ImportReport; files: FileRecord[]; holds: boolean }
	try {
		// In a bucket the images go in before the write that records them (docs/operations.md, 'Files in a bucket').
		const ahead = plan(await ready())
		if (ahead.report.refused > 0) throw new ImportRefusedError(ahead.report)
		await placeFirst(pendingImages(ahead.writes), placed)
		result = await mutate((draft) => {
			const { report, writes } = plan(draft)
			if (report.refused > 0) throw new ImportRefusedError(report)
			const artists = new Map<string, number>()
			const artistId = (artist: ImportWrite['artist']) => {
				if ('id' in artist) return artist.id
				const key = artist.name.trim().toLowerCase()
				let id = artists.get(key)
				if (id === undefined) {
					id = putNewArtist(draft, ArtistSchema.parse({ name: artist.name }), { actor, noActivity: true }).id
					artists.set(key, id)
				}
				return id
			}
			const pending = pendingImages(writes)
			const files = placeImages(draft, pending, 'artwork', placed)
			const urls = new Map(pending.map((image, i) => [image, files[i]!.url]))
			let holds = false
			for (const write of writes) {
				const images = write.images.map((i) => ('url' in i ? i.url : urls.get(i.image)!))
				const input: ArtworkInput = { ...write.input, artist_id: artistId(write.artist), images }
				// Each work keeps a revision; the activity log has one entry for the whole import.
				const written = { actor, noActivity: true }
				const work =
					write.id === null ? putNewArtwork(draft, input, written) : putArtworkChange(draft, write.id, input, written)
				if (work.hold_until !== null) holds = true
			}
			recordActivity(draft, {
				kind: 'import',
				entity: null,
				entity_id: null,
				summary: `Imported ${writes.length} work${writes.length === 1 ? '' : 's'} (${report.created} created, ${report.updated} updated)`,
				user: actor,
			})
			return { report, files, holds }
		})
	} catch (error) {
		await removePlaced(placed)
		throw error
	}
	// Put ahead for a plan the write no longer had (the data changed in between): no record holds them.
	await removePlaced(placed.filter((p) => !result.files.some((f) => f.filename === p.key)))
	await finishPlacing(placed)
	for (const file of result.files) enqueueDerivatives(file.id)
	// A hold with an end wakes the schedule that ends holds.
	if (result.holds) holdsChanged()
	return result.report
}

/** Records a CSV export in the activity record (docs/admin.md, 'Import and export'). */
export async function recordExport(actor: Actor, summary: string): Promise<void> {
	await mutate((draft) => {
		recordActivity(draft, { kind: 'export', entity: null, entity_id: null, summary, user: actor })
	})
}
