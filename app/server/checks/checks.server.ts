import crypto from 'node:crypto'
import { type Actor } from '#app/data/activity.server.ts'
import { listCheckFines, markCheckFine } from '#app/data/check-fines.server.ts'
import { type UnitName, unitsVersion } from '#app/data/db.server.ts'
import { InvalidRecordError } from '#app/data/errors.ts'
import { type CheckFine } from '#app/schemas/records.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { fieldContent, runChecks, sitePathsOf, type Check, type CheckSubject } from '#app/utils/checks/index.ts'
import { galleryToday } from '#app/utils/exhibition-status.ts'
import { galleryTimeZone } from '#app/utils/time-zone.ts'
import { missingPagesAmong } from './site-pages.server.ts'
import { checkedRecord, checkedRecords, type CheckedEntity, type CheckedRecord } from './subjects.server.ts'

/** A warning marked "Fine as it is": who and when. */
export type FineCheck = Check & { fine: { username: string; at: string } }

/**
 * A record's checks: the problems and the warnings still to look at (`checks`), and the warnings marked "Fine as it
 * is" while the field they read stays as it was (`fine`).
 */
export type RecordChecks = Omit<CheckedRecord, 'subject'> & { checks: Check[]; fine: FineCheck[] }

/** Runs the checks on records, asking the router and data once for all the site paths their texts link to. */
async function checkAll(records: readonly CheckedRecord[]): Promise<RecordChecks[]> {
	const [checks, fines] = await Promise.all([checkSubjects(records.map((r) => r.subject)), listCheckFines()])
	const byRecord = new Map<string, CheckFine[]>()
	for (const f of fines) byRecord.set(`${f.entity} ${f.id}`, [...(byRecord.get(`${f.entity} ${f.id}`) ?? []), f])
	return records.map(({ subject, ...record }, i) => {
		const marks = byRecord.get(`${record.entity} ${record.id}`) ?? []
		const open: Check[] = []
		const fine: FineCheck[] = []
		for (const check of checks[i]!) {
			const mark =
				check.level === 'warning'
					? marks.find(
							(m) =>
								m.code === check.code && m.field === check.field && m.content === contentHash(subject, check.field),
						)
					: undefined
			if (mark) fine.push({ ...check, fine: { username: mark.username, at: mark.at } })
			else open.push(check)
		}
		return { ...record, checks: open, fine }
	})
}

/** The hash a "Fine as it is" mark keeps of what the check read of the field. */
function contentHash(subject: CheckSubject, field: string) {
	return crypto.createHash('sha256').update(fieldContent(subject, field)).digest('base64url').slice(0, 32)
}

/**
 * Marks a record's warning "Fine as it is" (docs/admin.md, 'Checks before publishing'), kept with who and when
 * until the field changes. Null when there is no such record; an InvalidRecordError (400) when it has no such
 * warning open (a problem cannot be marked).
 */
export async function markFine(
	entity: CheckedEntity,
	id: string,
	code: string,
	field: string,
	actor: Actor,
): Promise<RecordChecks | null> {
	const record = await checkedRecord(entity, id)
	if (!record) return null
	const [found] = await checkAll([record])
	const open = found!.checks.find((c) => c.level === 'warning' && c.code === code && c.field === field)
	if (!open) throw new InvalidRecordError('code', 'No such warning on this record to mark')
	const content = contentHash(record.subject, field)
	await markCheckFine({ entity, id: String(record.id), code, field, content }, actor)
	return (await checkAll([record]))[0]!
}

/**
 * The site's own origin, whose full addresses are links to its pages: PUBLIC_URL (a link from the root, such as
 * '/artist/mira-sol', is always one). Without PUBLIC_URL, a name no link has.
 */
function siteOrigin() {
	return getEnv().PUBLIC_URL || 'http://site.invalid'
}

/** Runs every check on each subject, asking the router and data once for all the site paths their texts link to. */
export async function checkSubjects(subjects: readonly CheckSubject[]): Promise<Check[][]> {
	const origin = siteOrigin()
	const paths = new Set(subjects.flatMap((s) => sitePathsOf(s, origin)))
	const context = {
		today: galleryToday(galleryTimeZone()),
		siteOrigin: origin,
		missingPages: await missingPagesAmong(paths),
	}
	return subjects.map((subject) => runChecks(subject, context))
}

/** One record's checks, or null when there is no such record. */
export async function checksOf(entity: CheckedEntity, id: string): Promise<RecordChecks | null> {
	const record = await checkedRecord(entity, id)
	return record ? (await checkAll([record]))[0]! : null
}

/**
 * The report: every record of the kinds checked, hidden ones included, with its checks. A warning about an image
 * (its alt text, its size) is the file's, fixed once for every record that shows it: it is listed on the first.
 */
export async function checkReport(): Promise<RecordChecks[]> {
	const named = new Set<string>()
	const firstTime = (check: Check) => {
		if (!check.image) return true
		const key = `${check.code} ${check.image}`
		if (named.has(key)) return false
		named.add(key)
		return true
	}
	// Marked fine on its first record, an image's warning is not raised again on the next.
	return (await checkAll(await checkedRecords())).map((record) => {
		const fine = record.fine.filter(firstTime)
		return { ...record, fine, checks: record.checks.filter(firstTime) }
	})
}

let remembered: { version: number; day: string; counts: { problems: number; warnings: number } } | null = null

/**
 * What the checks read: the records checked, their images' files, the site document (pages, identity, the marks
 * "Fine as it is"). A sign-in, an enquiry, a newsletter sign-up or an activity entry changes none of them.
 */
const CHECKED_UNITS: readonly UnitName[] = [
	'site',
	'files',
	'exhibitions',
	'artists',
	'artworks',
	'about_blocks',
	'fairs',
	'viewing_rooms',
	'campaigns',
]

/**
 * The report's counts, for the side navigation of every back-office page: worked out again only after a change to
 * what the checks read (or when a scheduled record's time comes, or on a new day, when a show's dates turn), never
 * on each page nor after other writes.
 */
export async function checkCounts(): Promise<{ problems: number; warnings: number }> {
	const version = unitsVersion(CHECKED_UNITS)
	const day = galleryToday(galleryTimeZone())
	if (remembered?.version === version && remembered.day === day) return remembered.counts
	const all = (await checkReport()).flatMap((r) => r.checks)
	const counts = {
		problems: all.filter((c) => c.level === 'problem').length,
		warnings: all.filter((c) => c.level === 'warning').length,
	}
	remembered = { version, day, counts }
	return counts
}
