import { getEnv } from '#app/utils/env.server.ts'
import { runChecks, sitePathsOf, type Check, type CheckSubject } from '#app/utils/checks/index.ts'
import { galleryToday } from '#app/utils/exhibition-status.ts'
import { galleryTimeZone } from '#app/utils/time-zone.ts'
import { missingPagesAmong } from './site-pages.server.ts'
import { checkedRecord, checkedRecords, type CheckedEntity, type CheckedRecord } from './subjects.server.ts'

export type RecordChecks = Omit<CheckedRecord, 'subject'> & { checks: Check[] }

/** Runs the checks on records, asking the router and data once for all the site paths their texts link to. */
async function checkAll(records: readonly CheckedRecord[]): Promise<RecordChecks[]> {
	const checks = await checkSubjects(records.map((r) => r.subject))
	return records.map(({ subject: _subject, ...record }, i) => ({ ...record, checks: checks[i]! }))
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
	return (await checkAll(await checkedRecords())).map((record) => ({
		...record,
		checks: record.checks.filter((check) => {
			if (!check.image) return true
			const key = `${check.code} ${check.image}`
			if (named.has(key)) return false
			named.add(key)
			return true
		}),
	}))
}
