import { type Reader } from '#app/data/db.server.ts'
import { type ImportPlan, type ImportReport } from '#app/data/import.server.ts'
import { type Check } from '#app/utils/checks/index.ts'
import { checkSubjects } from './checks.server.ts'
import { newProblems } from './guard.server.ts'
import { artworkSubject } from './subjects.server.ts'

/**
 * The checks before publishing of an import's rows (docs/admin.md, 'Import and export'), asked once for every row:
 * each row's checks for the report, and the rows a problem imports hidden (a work already visible keeps the
 * problems it had then, as a save does). The images of the zip are not read here: their warnings (alt text, size)
 * show in the report /admin/checks once imported.
 */
export async function importChecks(plan: ImportPlan, data: Reader) {
	const visibleBefore = plan.writes.map((w) => {
		const current = w.id === null ? undefined : data.get('artworks', w.id)
		return current?.is_visible ? artworkSubject(current) : null
	})
	const subjects = plan.writes.map((w) => artworkSubject(w.input))
	const found = await checkSubjects([...subjects, ...visibleBefore.filter((s) => s !== null)])
	const checks = new Map<number, Check[]>()
	const held = new Set<number>()
	let before = subjects.length
	plan.writes.forEach((w, i) => {
		const now = found[i]!
		const then = visibleBefore[i] ? found[before++]! : null
		checks.set(w.row, now)
		if (newProblems(now, then).length) held.add(w.row)
	})
	return { checks, held }
}

/** The plan with the rows a problem holds back imported hidden. */
export function holdBackImport(plan: ImportPlan, held: ReadonlySet<number>): ImportPlan {
	const writes = plan.writes.map((w) => (held.has(w.row) ? { ...w, input: { ...w.input, is_visible: false } } : w))
	return { ...plan, writes }
}

/** The report with each row's checks, and whether a problem keeps it hidden. */
export function withRowChecks(
	report: ImportReport,
	{ checks, held }: { checks: ReadonlyMap<number, Check[]>; held: ReadonlySet<number> },
): ImportReport {
	return {
		...report,
		rows: report.rows.map((r) =>
			checks.has(r.row) ? { ...r, checks: checks.get(r.row), kept_hidden: held.has(r.row) } : r,
		),
	}
}
