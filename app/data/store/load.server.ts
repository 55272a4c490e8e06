import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { Low } from 'lowdb'
import { StartupError } from '#app/data/errors.ts'
import { checkRecord, checkSitePart } from './checks.ts'
import { type Tables } from './draft.ts'
import { cutTornTail, JournalWriter, listSegments, segmentLines, type UnitState } from './journal.server.ts'
import { checkEntry } from './replay.ts'
import { ColdTable } from './cold-table.server.ts'
import { RECORDS_START, type Snapshot, SnapshotFile, STORE_FORMAT } from './snapshot-file.server.ts'
import { Store } from './store.server.ts'
import { type RecordTable, Table } from './table.ts'
import {
	type ColdCollection,
	COLLECTIONS,
	type CollectionName,
	isCold,
	type Records,
	type Site,
	siteParts,
	type UnitName,
} from './units.ts'

/**
 * Opens the store folder: every snapshot read with lowdb and every record
 * checked against the load schema, then the journal replayed over them (each
 * line checked too). Anything wrong stops the start with one sentence naming
 * the file and the record, and nothing is written; only a torn last journal
 * line (an append a crash cut short, never acknowledged) is cut off.
 */
export async function loadStore(
	dir: string,
): Promise<{ store: Store; journal: JournalWriter; migratedFrom: Snapshot['migrated_from'] }> {
	await removeTempFiles(dir)
	const site = await readUnit(dir, 'site')
	if (!site) throw new StartupError(`The store in ${dir} has no site.json; restore the folder from a backup.`)
	const siteData = loadSite(site)
	const known = new Set(site.data.collections ?? COLLECTIONS)
	const units = { site: { file: site.file, snapshotSeq: site.data.seq, changedSeq: site.data.seq } } as Record<
		UnitName,
		UnitState
	>
	const tables = {} as Record<CollectionName, RecordTable<CollectionName>>
	for (const name of COLLECTIONS) {
		const read = isCold(name) ? await readColdUnit(dir, name) : await readUnit(dir, name)
		if (!read && known.has(name)) {
			throw new StartupError(`The store in ${dir} has no ${name}.json; restore the folder from a backup.`)
		}
		// A collection this version added: it starts empty, and its file is written now.
		const unit = read ?? (await newUnit(dir, name))
		tables[name] = (
			'table' in unit
				? unit.table
				: isCold(name)
					? new ColdTable(name, unit.data.next_id ?? 1, dir)
					: loadTable(name, unit)
		) as RecordTable<CollectionName>
		// The table holds the checked records; the parsed file's copies would only double the memory.
		unit.file.data = { ...unit.data, records: [] }
		units[name] = { file: unit.file, snapshotSeq: unit.data.seq, changedSeq: unit.data.seq }
	}
	const seq = Math.max(...Object.values(units).map((u) => u.snapshotSeq))
	const segments = await listSegments(dir)
	const journal = new JournalWriter(
		dir,
		units,
		segments.reduce((sum, s) => sum + s.bytes, 0),
	)
	const store = new Store({ tables: tables as unknown as Tables, site: siteData, seq, writer: journal })
	await replay(store, journal, segments)
	return { store, journal, migratedFrom: site.data.migrated_from }
}

type ReadUnit = { file: Low<Snapshot>; data: Snapshot; name: string }

async function readUnit(dir: string, unit: UnitName): Promise<ReadUnit | null> {
	const name = path.join(dir, `${unit}.json`)
	// Each record is checked as it is read (see SnapshotFile): a bad one stops the start, naming it.
	const revive =
		unit === 'site'
			? undefined
			: (raw: unknown, index: number) => {
					const checked = checkRecord(unit, raw)
					if (checked.ok) return checked.value
					throw badRecord(name, index, raw, ` field "${checked.field}": ${checked.message}`)
				}
	const file = new Low<Snapshot>(new SnapshotFile(name, revive), null as unknown as Snapshot)
	try {
		await file.read()
	} catch (error) {
		if (error instanceof StartupError) throw error
		throw new StartupError(
			`The store file ${name} is not valid JSON (${(error as Error).message}); it was left untouched. Restore it from a backup.`,
		)
	}
	if (!file.data) return null
	return { file, data: checkHeader(name, unit, file.data), name }
}

/**
 * A cold collection's snapshot (units.ts `COLD_COLLECTIONS`), read a line at a time straight into its
 * ColdTable, so that the collection is never in memory whole, not even as the file's text. Each record is
 * checked as readUnit checks it; ids must be unique and below next_id, as loadTable asks.
 */
async function readColdUnit(
	dir: string,
	unit: ColdCollection,
): Promise<(ReadUnit & { table: ColdTable<ColdCollection> }) | null> {
	const name = path.join(dir, `${unit}.json`)
	let header: Snapshot | null = null
	let table: ColdTable<ColdCollection> | null = null
	let index = 0
	let ended = false
	let stream: fs.ReadStream
	try {
		stream = fs.createReadStream(name, { encoding: 'utf8', highWaterMark: 1 << 20 })
		let rest = ''
		for await (const chunk of stream as AsyncIterable<string>) {
			rest += chunk
			let start = 0
			for (let end = rest.indexOf('\n'); end !== -1; end = rest.indexOf('\n', start)) {
				const line = rest.slice(start, end)
				start = end + 1
				if (!header) {
					// Not in the one-record-per-line form (edited by hand, say): read whole, as any other unit.
					if (!line.endsWith(RECORDS_START)) return await readColdUnitWhole(dir, unit)
					header = checkHeader(name, unit, JSON.parse(`${line.slice(0, -RECORDS_START.length)}}`) as Snapshot)
					table = new ColdTable(unit, header.next_id ?? 1, dir)
					continue
				}
				if (line === ']}') {
					ended = true
					continue
				}
				if (ended) {
					if (line.trim())
						throw new StartupError(`The store file ${name} goes on after its last record; it was left untouched.`)
					continue
				}
				putChecked(table!, name, unit, index++, JSON.parse(line.endsWith(',') ? line.slice(0, -1) : line))
			}
			rest = rest.slice(start)
		}
		if (rest.trim() || (header && !ended)) throw new SyntaxError('Unexpected end of JSON input')
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
		if (error instanceof StartupError) throw error
		throw new StartupError(
			`The store file ${name} is not valid JSON (${(error as Error).message}); it was left untouched. Restore it from a backup.`,
		)
	}
	if (!header || !table) return await readColdUnitWhole(dir, unit)
	const data = { ...header, records: [] }
	return { file: new Low<Snapshot>(new SnapshotFile(name), data), data, name, table }
}

/** A cold collection's snapshot in another form than `SnapshotFile.write` makes: read whole, then moved to its table. */
async function readColdUnitWhole(dir: string, unit: ColdCollection) {
	const read = await readUnit(dir, unit)
	if (!read) return null
	const table = new ColdTable(unit, read.data.next_id ?? 1, dir)
	for (const [index, record] of ((read.data.records ?? []) as readonly object[]).entries())
		putChecked(table, read.name, unit, index, record)
	read.file.data = { ...read.data, records: [] }
	return { ...read, data: read.file.data, table }
}

function putChecked(table: ColdTable<ColdCollection>, file: string, unit: ColdCollection, index: number, raw: unknown) {
	const checked = checkRecord(unit, raw)
	if (!checked.ok) throw badRecord(file, index, raw, ` field "${checked.field}": ${checked.message}`)
	const record = checked.value
	if (table.get(record.id)) throw badRecord(file, index, record, ': duplicate id')
	if (record.id >= table.nextId) throw badRecord(file, index, record, `: id is not below next_id (${table.nextId})`)
	table.put(record)
}

function checkHeader(name: string, unit: UnitName, data: Snapshot): Snapshot {
	if (data.schema_version !== STORE_FORMAT || data.unit !== unit || !Number.isSafeInteger(data.seq)) {
		throw new StartupError(
			`The store file ${name} is not a snapshot of ${unit} in format ${STORE_FORMAT}; it was left untouched.`,
		)
	}
	return data
}

async function newUnit(dir: string, unit: CollectionName): Promise<ReadUnit> {
	const name = path.join(dir, `${unit}.json`)
	const file = new Low<Snapshot>(new SnapshotFile(name), {
		schema_version: STORE_FORMAT,
		unit,
		seq: 0,
		next_id: 1,
		records: [],
	})
	await file.write()
	return { file, data: file.data, name }
}

function loadSite(unit: ReadUnit): Site {
	const site = {} as Record<string, unknown>
	for (const key of Object.keys(siteParts) as (keyof Site)[]) {
		const checked = checkSitePart(key, unit.data.site?.[key])
		if (!checked.ok) {
			throw new StartupError(
				`The store file ${unit.name} failed validation at ${key} field "${checked.field}": ${checked.message}; it was left untouched.`,
			)
		}
		site[key] = checked.value
	}
	return Object.freeze(site) as Site
}

function badRecord(file: string, index: number, raw: unknown, problem: string) {
	const id = (raw as { id?: unknown } | null)?.id
	return new StartupError(
		`The store file ${file} failed validation at record ${index + 1} (id ${JSON.stringify(id)})${problem}; it was left untouched.`,
	)
}

/** A table of the records read (each already checked by the schema): ids unique and below next_id. */
function loadTable(name: CollectionName, unit: ReadUnit): Table<CollectionName> {
	const records = unit.data.records as readonly Records[CollectionName][] | undefined
	if (!Array.isArray(records)) throw new StartupError(`The store file ${unit.name} has no records list.`)
	const nextId = unit.data.next_id ?? 1
	const table = new Table(name, nextId)
	for (const [index, record] of records.entries()) {
		if (table.get(record.id)) throw badRecord(unit.name, index, record, ': duplicate id')
		if (typeof record.id === 'number' && record.id >= nextId) {
			throw badRecord(unit.name, index, record, `: id is not below next_id (${nextId})`)
		}
		table.put(record)
	}
	return table
}

async function replay(store: Store, journal: JournalWriter, segments: Awaited<ReturnType<typeof listSegments>>) {
	const torn: [(typeof segments)[number], number][] = []
	let last = 0
	for (const segment of segments) {
		const whole = { bytes: 0 }
		for await (const line of segmentLines(segment, whole)) {
			const where = `The store journal ${segment.file} line ${line.line}`
			if ('error' in line) throw new StartupError(`${where} is not valid JSON (${line.error}); it was left untouched.`)
			const checked = checkEntry(line.value)
			if (!checked.ok) throw new StartupError(`${where} failed validation: ${checked.problem}; it was left untouched.`)
			if (checked.entry.seq <= last) {
				throw new StartupError(
					`${where} holds change ${checked.entry.seq} after change ${last}; it was left untouched.`,
				)
			}
			last = checked.entry.seq
			store.apply(journal.unsnapshotted(checked.entry))
		}
		if (whole.bytes < segment.bytes) torn.push([segment, whole.bytes])
	}
	store.seq = Math.max(store.seq, last)
	for (const [segment, wholeBytes] of torn) {
		journal.unfolded -= segment.bytes - wholeBytes
		await cutTornTail(segment, wholeBytes)
	}
}

/** Temp files of snapshots a stopped server was writing, and a scratch file a crash left a name to (cold-table.server.ts). */
async function removeTempFiles(dir: string) {
	for (const name of await fsp.readdir(dir)) {
		if (name.endsWith('.tmp') || name.endsWith('.scratch')) await fsp.rm(path.join(dir, name), { force: true })
	}
}
