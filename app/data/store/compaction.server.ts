import fsp from 'node:fs/promises'
import { syncFolder } from '#app/data/durable-file.server.ts'
import { ColdTable, isCapturedRecords } from './cold-table.server.ts'
import { type JournalWriter, listSegments } from './journal.server.ts'
import { type Snapshot, STORE_FORMAT } from './snapshot-file.server.ts'
import { type Store } from './store.server.ts'
import { COLLECTIONS, type UnitName } from './units.ts'

/**
 * Folds the journal into the snapshots, in the background: at one point of
 * the write queue the journal moves to a new segment and the changed units
 * are captured (records are never changed in place, so a captured list stays
 * as it was); their snapshots are then written one by one while writes go
 * on, and only when all are on disk are the older segments deleted. A crash
 * at any step leaves snapshots that each say which change they hold, and the
 * segments that hold the rest.
 */
export async function compact(store: Store, journal: JournalWriter) {
	const captured = await store.enqueue(() => {
		journal.rotate()
		return { seq: store.seq, snapshots: journal.dirtyUnits().map((unit) => capture(store, unit)) }
	})
	try {
		for (const snapshot of captured.snapshots) {
			const unit = journal.units[snapshot.unit]
			const file = unit.file
			file.data = snapshot
			await file.write()
			if (snapshot.records) file.data = { ...snapshot, records: [] } // the table holds them
			unit.snapshotSeq = captured.seq
		}
	} finally {
		// A cold collection's capture not written (a failed compaction) lets its table blank what went since.
		for (const { records } of captured.snapshots) if (isCapturedRecords(records)) records.release()
	}
	const folded = (await listSegments(journal.dir)).filter((s) => s.first <= captured.seq)
	for (const segment of folded) {
		await fsp.rm(segment.file, { force: true })
		journal.unfolded -= segment.bytes
	}
	if (folded.length) await syncFolder(journal.dir)
}

export function capture(store: Store, unit: UnitName): Snapshot {
	const base = { schema_version: STORE_FORMAT, unit, seq: store.seq } as const
	if (unit === 'site') return { ...base, collections: COLLECTIONS, site: store.siteData }
	const table = store.tables[unit]
	// A cold collection's records stay in its scratch file: the snapshot reads them back as it is written.
	return { ...base, next_id: table.nextId, records: table instanceof ColdTable ? table.capture() : table.all() }
}

type Compactor = { running: boolean; failures: number; timer?: NodeJS.Timeout }

/**
 * Starts a compaction when the journal has grown past `thresholdBytes` and
 * none is running; a failed one is retried later and costs nothing but
 * journal length (the journal still holds every change).
 */
export function compactWhenDue(store: Store, journal: JournalWriter, thresholdBytes: number, state: Compactor) {
	if (state.running || state.timer || journal.unfolded < thresholdBytes) return
	state.running = true
	compact(store, journal)
		.then(() => {
			state.failures = 0
		})
		.catch((error: unknown) => {
			state.failures++
			console.error(`Compacting the store failed (the journal keeps every change): ${(error as Error).message}`)
			state.timer = setTimeout(
				() => {
					state.timer = undefined
					compactWhenDue(store, journal, thresholdBytes, state)
				},
				Math.min(60_000, 1000 * 2 ** state.failures),
			).unref()
		})
		.finally(() => {
			state.running = false
		})
}

export function newCompactor(): Compactor {
	return { running: false, failures: 0 }
}
