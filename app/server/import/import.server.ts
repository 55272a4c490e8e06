import crypto from 'node:crypto'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { type Actor } from '#app/data/activity.server.ts'
import { ready, type Reader } from '#app/data/db.server.ts'
import { uploadTempPath } from '#app/data/files.server.ts'
import { applyImport, ImportRefusedError, type ImportReport } from '#app/data/import.server.ts'
import { inspectImage, UnsupportedImageError } from '#app/data/images.server.ts'
import { IMPORT_LIMITS } from '#app/server/body-limits.server.ts'
import { holdBackImport, importChecks, withRowChecks } from '#app/server/checks/import-checks.server.ts'
import { readMultipart, removeFiles, UploadError } from '#app/server/framework/multipart.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { readSheet } from './csv.server.ts'
import { type ImageOutcome, planImport } from './plan.server.ts'
import { unpackZip } from './zip.server.ts'

export { ImportStopped } from './errors.server.ts'

/** The files of one import: the CSV and the zip of images, if any. */
export type ImportFiles = { csv: string; zip: string | null }

export const NO_CSV = 'Choose a CSV file to import'

/**
 * Reads an import's upload (multipart `csv`, optional `zip`, within the import's
 * bounds) into temp files; UploadError 400 without a CSV, 413 past a bound.
 */
export async function readImportUpload(
	request: Request,
): Promise<{ files: ImportFiles; fields: Record<string, string>; discard: () => Promise<void> }> {
	const { entries, files } = await readMultipart(request, IMPORT_LIMITS, uploadTempPath)
	const discard = () => removeFiles(files)
	const csv = files.find((f) => f.field === 'csv')
	if (!csv) {
		await discard()
		throw new UploadError(400, NO_CSV)
	}
	return {
		files: { csv: csv.path, zip: files.find((f) => f.field === 'zip')?.path ?? null },
		fields: Object.fromEntries(entries),
		discard,
	}
}

/**
 * Runs an import (docs/admin.md, 'Import and export'): reads the CSV, unpacks
 * the images its rows name from the zip and checks each one as an upload is
 * checked, then plans every row. A dry run answers the plan and changes
 * nothing; otherwise the plan is applied in one write, or nothing is when a
 * row is refused (ImportRefusedError, with the report). ImportStopped when the
 * files themselves are refused. No image file is left behind either way.
 */
export async function runImport(files: ImportFiles, options: { dryRun: boolean; actor: Actor }): Promise<ImportReport> {
	const rows = readSheet(await fsp.readFile(files.csv))
	const refs = new Set(
		rows.flatMap((r) =>
			(r.cells.images ?? '')
				.split(';')
				.map((s) => s.trim())
				.filter((s) => s && !/^(\/api\/file\/\d+|https?:\/\/\S+)$/i.test(s)),
		),
	)
	const basename = (name: string) => name.split('/').pop() ?? name
	const wanted = (name: string) => refs.has(name) || refs.has(basename(name))
	const entries = files.zip ? await unpackZip(files.zip, wanted, uploadTempPath) : []
	try {
		const outcomes = new Map<string, ImageOutcome>()
		const checked = new Map<string, ImageOutcome>()
		for (const ref of refs) {
			const exact = entries.filter((e) => e.name === ref)
			const matches = exact.length ? exact : entries.filter((e) => basename(e.name) === ref)
			if (matches.length > 1) outcomes.set(ref, { problem: 'more than one file in the zip has this name' })
			const entry = matches[0]
			if (matches.length !== 1 || !entry) continue
			if (entry.hidden) {
				outcomes.set(ref, {
					problem: 'a hidden file (its name or folder starts with a dot, or __MACOSX): not imported',
				})
				continue
			}
			if (entry.tooLarge || !entry.path) {
				outcomes.set(ref, { problem: `larger than ${getEnv().UPLOAD_MAX_MB} MB` })
				continue
			}
			let outcome = checked.get(entry.name)
			if (!outcome) {
				try {
					const facts = await inspectImage(entry.path)
					outcome = { image: { ...facts, path: entry.path, originalName: basename(entry.name), size: entry.size } }
				} catch (error) {
					if (!(error instanceof UnsupportedImageError)) throw error
					outcome = { problem: error.message }
				}
				checked.set(entry.name, outcome)
			}
			outcomes.set(ref, outcome)
		}
		const plan = (data: Reader) => planImport(data, rows, outcomes)
		// The checks before publishing of every row, asked once of the data as it is: a problem imports it hidden.
		const data = await ready()
		const rowChecks = await importChecks(plan(data), data)
		if (options.dryRun) return withRowChecks(plan(data).report, rowChecks)
		try {
			return withRowChecks(await applyImport((d) => holdBackImport(plan(d), rowChecks.held), options.actor), rowChecks)
		} catch (error) {
			// A refused import's report lists the rows' checks too, as its dry run did.
			if (error instanceof ImportRefusedError) throw new ImportRefusedError(withRowChecks(error.report, rowChecks))
			throw error
		}
	} finally {
		// What the write stored was renamed into place; the rest goes.
		await Promise.all(entries.map((e) => (e.path ? fsp.rm(e.path, { force: true }) : null)))
	}
}

/**
 * Between the back office's dry run and its "Import", the files wait in
 * DATA_DIR/import-pending/{random id}/; they go once applied, and any left
 * for more than an hour go at the next import.
 */
const PENDING_FOLDER = 'import-pending'
const PENDING_HOURS = 1
const PENDING_ID = /^[0-9a-f-]{36}$/

function pendingRoot() {
	return path.join(getEnv().DATA_DIR, PENDING_FOLDER)
}

/** Keeps an uploaded import for its apply step; answers its id. */
export async function keepPending(files: ImportFiles): Promise<string> {
	await sweepPending()
	const id = crypto.randomUUID()
	const folder = path.join(pendingRoot(), id)
	await fsp.mkdir(folder, { recursive: true, mode: 0o700 })
	await move(files.csv, path.join(folder, 'csv'))
	if (files.zip) await move(files.zip, path.join(folder, 'zip'))
	return id
}

/** The files kept under `id`, or null when there are none (never kept, applied, or past the hour). */
export async function pendingFiles(id: string): Promise<ImportFiles | null> {
	await sweepPending()
	if (!PENDING_ID.test(id)) return null
	const folder = path.join(pendingRoot(), id)
	const exists = async (file: string) =>
		fsp.stat(file).then(
			() => true,
			() => false,
		)
	if (!(await exists(path.join(folder, 'csv')))) return null
	const zip = path.join(folder, 'zip')
	return { csv: path.join(folder, 'csv'), zip: (await exists(zip)) ? zip : null }
}

export async function dropPending(id: string) {
	if (PENDING_ID.test(id)) await fsp.rm(path.join(pendingRoot(), id), { recursive: true, force: true })
}

async function sweepPending() {
	const root = pendingRoot()
	const names = await fsp.readdir(root).catch(() => [] as string[])
	const limit = Date.now() - PENDING_HOURS * 3600_000
	for (const name of names) {
		const stat = await fsp.stat(path.join(root, name)).catch(() => null)
		if (stat && stat.mtimeMs < limit) await fsp.rm(path.join(root, name), { recursive: true, force: true })
	}
}

async function move(from: string, to: string) {
	try {
		await fsp.rename(from, to)
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
		await fsp.copyFile(from, to)
		await fsp.rm(from, { force: true })
	}
}
