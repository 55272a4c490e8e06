import { checkRecord, checkSitePart } from './checks.ts'
import { type Entry } from './journal.server.ts'
import { COLLECTIONS, type CollectionName, type Op, type SiteKey, siteParts } from './units.ts'

/**
 * Checks one journal line as the loader must: its shape, and every record in
 * it against the load schema. Answers the checked entry or the first problem.
 */
export function checkEntry(value: unknown): { ok: true; entry: Entry } | { ok: false; problem: string } {
	const raw = value as Partial<Entry> | null
	if (!raw || typeof raw !== 'object' || !Number.isSafeInteger(raw.seq) || (raw.seq as number) < 1) {
		return { ok: false, problem: 'not a journal entry (no change number)' }
	}
	if (typeof raw.at !== 'string' || !Array.isArray(raw.ops)) return { ok: false, problem: 'not a journal entry' }
	const ops: Op[] = []
	for (const [index, op] of (raw.ops as unknown[]).entries()) {
		const checked = checkOp(op as Record<string, unknown>)
		if (typeof checked === 'string') return { ok: false, problem: `change ${index + 1}: ${checked}` }
		ops.push(checked)
	}
	return { ok: true, entry: { seq: raw.seq as number, at: raw.at, ops } }
}

function isCollection(name: unknown): name is CollectionName {
	return typeof name === 'string' && (COLLECTIONS as string[]).includes(name)
}

function checkOp(op: Record<string, unknown> | null): Op | string {
	if (!op || typeof op !== 'object') return 'not a change'
	if ('put' in op) {
		if (!isCollection(op.put)) return `unknown collection ${JSON.stringify(op.put)}`
		const checked = checkRecord(op.put, op.record)
		const id = (op.record as { id?: unknown } | null)?.id
		if (!checked.ok) return `${op.put} record (id ${JSON.stringify(id)}) field "${checked.field}": ${checked.message}`
		return { put: op.put, record: checked.value }
	}
	if ('delete' in op) {
		if (!isCollection(op.delete)) return `unknown collection ${JSON.stringify(op.delete)}`
		if (typeof op.id !== 'number' && typeof op.id !== 'string') return 'a delete without an id'
		return { delete: op.delete, id: op.id }
	}
	if ('site' in op) {
		if (typeof op.site !== 'string' || !(op.site in siteParts)) return `unknown site part ${JSON.stringify(op.site)}`
		const checked = checkSitePart(op.site as SiteKey, op.value)
		if (!checked.ok) return `site ${op.site} field "${checked.field}": ${checked.message}`
		return { site: op.site as SiteKey, value: checked.value }
	}
	return 'not a change'
}
