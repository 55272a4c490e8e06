// What 120,000 contacts of the kind the linking makes (a name, an address, the dates, every other field empty) take
// in a server's memory: the records alone, and in a Table with its indexes. Figures, not assertions.
//   node --expose-gc scripts/node.js scripts/contacts-memory.ts [count]
import { checkRecord } from '#app/data/store/checks.ts'
import { Table } from '#app/data/store/table.ts'
import { type Contact } from '#app/schemas/records.ts'

const COUNT = Number(process.argv[2] ?? 120_000)
const gc = (globalThis as { gc?: () => void }).gc
if (!gc) throw new Error('Run with node --expose-gc')
const heap = () => {
	gc()
	gc()
	return process.memoryUsage().heapUsed
}
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB (${(bytes / COUNT).toFixed(0)} bytes a contact)`

/** The contacts as one JSON text, parsed as a snapshot's lines are. */
function text() {
	const start = Date.parse('2026-11-29T10:00:00.000Z')
	return JSON.stringify(
		Array.from({ length: COUNT }, (_, i) => {
			const at = new Date(start + i * 1000).toISOString()
			return {
				id: i + 1,
				version: 1,
				name: `Reader Number ${i}`,
				email: `reader-${i}@example.com`,
				other_emails: [],
				phone: '',
				organisation: '',
				address: '',
				kinds: ['other'],
				tags: [],
				notes: '',
				language: '',
				created_at: at,
				updated_at: at,
			}
		}),
	)
}

function parse(json: string): Contact[] {
	return (JSON.parse(json) as unknown[]).map((raw) => {
		const result = checkRecord('contacts', raw)
		if (!result.ok) throw new Error(result.message)
		return result.value
	})
}

/** What `build` keeps of the contacts, made in a frame of its own: the text is gone once it returns. */
function make(build: (contacts: Contact[]) => unknown) {
	return build(parse(text()))
}

function measure(build: (contacts: Contact[]) => unknown): number {
	const before = heap()
	const kept = make(build)
	const after = heap()
	void kept
	return after - before
}

const alone = measure((contacts) => contacts)
const inTable = measure((contacts) => {
	const table = new Table('contacts', 1)
	for (const contact of contacts) table.put(contact)
	return table
})
console.log(`${COUNT} contacts: the records alone ${mb(alone)}; in a Table with its indexes ${mb(inTable)}`)
