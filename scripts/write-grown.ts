/**
 * Writes `bench:scale`'s grown gallery (scripts/grown-gallery.ts) into `folder`, as a schema-version-1 db.json, or
 * with --database-url into that PostgreSQL database (its schema migrated, the records in one transaction). Run by
 * bench-scale.ts in a process of its own: made in the benchmark's process, the 388 MB it writes (and parses, for
 * PostgreSQL) slowed the collections of the client that times every request afterwards (docs/operations.md, 'At
 * scale').
 * Prints what `writeGrownGallery` answers, as JSON, on its last line.
 *
 *   node scripts/node.js scripts/write-grown.ts {folder} [--database-url {url}] [--no-history]
 */
import fs from 'node:fs'
import path from 'node:path'
import postgres from 'postgres'
import { validateDatabase } from '#app/data/db-schema.ts'
import { migrate, writeDatabase } from '#app/data/postgres/store.server.ts'
import { writeGrownGallery } from './grown-gallery.ts'

const args = process.argv.slice(2)
const folder = args[0]
const urlAt = args.indexOf('--database-url')
const url = urlAt >= 0 ? args[urlAt + 1] : undefined
if (!folder || (urlAt >= 0 && !url))
	throw new Error('Usage: write-grown.ts {folder} [--database-url {url}] [--no-history]')
const dataDir = path.join(folder, 'data')
const written = await writeGrownGallery({
	dataDir,
	uploadsDir: path.join(folder, 'uploads'),
	history: !args.includes('--no-history'),
})
if (url) {
	const legacy = path.join(dataDir, 'db.json')
	const checked = validateDatabase(JSON.parse(fs.readFileSync(legacy, 'utf8')))
	if (!checked.ok) throw new Error(`The grown gallery failed validation at ${checked.problem}`)
	fs.rmSync(legacy)
	const sql = postgres(url, { max: 1, onnotice: () => {} })
	try {
		await migrate(sql)
		await sql.begin((tx) => writeDatabase(tx as unknown as postgres.Sql, checked.data))
	} finally {
		await sql.end({ timeout: 5 })
	}
}
console.log(JSON.stringify(written))
