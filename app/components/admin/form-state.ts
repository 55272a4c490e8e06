/**
 * What a failed submission sends back (conform's reply): the values sent and
 * the messages per field. Forms start from these, else from the record.
 */
export type FormReply = {
	initialValue?: Record<string, unknown> | null
	error?: Record<string, string[] | null> | null
}

export function formState(reply: FormReply | undefined, record: Record<string, unknown>) {
	const sent = reply?.initialValue ?? null
	const raw = (key: string) => (sent ? sent[key] : record[key])
	return {
		text(key: string): string {
			const v = raw(key)
			const last = Array.isArray(v) ? v[v.length - 1] : v
			return last === undefined || last === null ? '' : String(last)
		},
		list(key: string): string[] {
			const v = raw(key)
			if (v === undefined || v === null || v === '') return []
			return (Array.isArray(v) ? v : [v]).map(String)
		},
		bool(key: string, fallback: boolean): boolean {
			const v = raw(key)
			const last = Array.isArray(v) ? v[v.length - 1] : v
			if (last === undefined || last === null) return sent ? false : fallback
			return last === true || last === 'true' || last === 'on' || last === '1'
		},
		errors(key: string) {
			return reply?.error?.[key] ?? undefined
		},
		formErrors: reply?.error?.[''] ?? [],
	}
}

/** datetime-local wants YYYY-MM-DDTHH:mm; stored dates are ISO in UTC, which the schema reads back the same way. */
export function toDateTimeLocal(iso: string | null | undefined) {
	return iso ? iso.slice(0, 16) : ''
}
