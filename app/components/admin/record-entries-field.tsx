import { useEffect, useRef, useState } from 'react'
import { TextareaField } from '#app/components/forms.tsx'
import { entriesFromText, entriesToText, type RecordEntry } from '#app/schemas/record-entries.ts'

/**
 * One of the registrar's lists (provenance, exhibition history, literature).
 * Without JavaScript it is a textarea of one entry a line, `[private] ` before
 * a line kept off the public page: the spreadsheet's own spelling, reordered
 * by moving lines. With JavaScript each entry is a row with its text, a
 * 'Public' box, Move up, Move down and Remove, and 'Add entry'; the rows post
 * as the same text, so the server reads one spelling either way.
 */
export function RecordEntriesField({
	id,
	name,
	label,
	defaultValue,
	errors,
}: {
	/** The form's id for the field: its messages link to it. */
	id: string
	name: string
	label: string
	/** The list as text (entriesToText). */
	defaultValue: string
	errors?: string[]
}) {
	const box = useRef<HTMLDivElement>(null)
	const [entries, setEntries] = useState<RecordEntry[] | null>(null)
	// Rows once scripts run, starting from whatever the textarea holds by then.
	useEffect(() => {
		setEntries(entriesFromText(box.current?.querySelector('textarea')?.value ?? defaultValue))
	}, [defaultValue])
	const hint = 'One entry a line, in order. Start a line with [private] to keep it off the public page.'
	if (!entries) {
		return (
			<div ref={box}>
				<TextareaField label={label} name={name} rows={3} defaultValue={defaultValue} hint={hint} errors={errors} />
			</div>
		)
	}
	const change = (next: RecordEntry[]) => setEntries(next)
	const move = (from: number, to: number) => {
		const next = [...entries]
		const [entry] = next.splice(from, 1)
		next.splice(to, 0, entry!)
		change(next)
	}
	return (
		<fieldset id={id} className="rounded-md border border-stone-200 p-3" aria-describedby={`${id}-hint`}>
			<legend className="px-1 text-sm font-medium">{label}</legend>
			<input type="hidden" name={name} value={entriesToText(entries.filter((e) => e.text.trim() !== ''))} />
			<p id={`${id}-hint`} className="mb-2 text-xs text-stone-500">
				In the order the public page lists them; only the entries marked Public are shown there.
			</p>
			{entries.length ? (
				<ol className="space-y-2">
					{entries.map((entry, i) => (
						<li key={i} className="flex flex-wrap items-center gap-2">
							<input
								aria-label={`${label} entry ${i + 1}`}
								className="min-w-0 basis-full rounded-md border border-stone-300 px-2 py-1 text-sm sm:flex-1 sm:basis-0"
								value={entry.text}
								maxLength={2000}
								onChange={(event) => change(entries.map((e, j) => (j === i ? { ...e, text: event.target.value } : e)))}
							/>
							<label className="flex items-center gap-1 text-sm">
								<input
									type="checkbox"
									checked={entry.public}
									onChange={(event) =>
										change(entries.map((e, j) => (j === i ? { ...e, public: event.target.checked } : e)))
									}
								/>
								Public
							</label>
							<EntryButton label={`Move ${label} entry ${i + 1} up`} disabled={i === 0} onClick={() => move(i, i - 1)}>
								↑
							</EntryButton>
							<EntryButton
								label={`Move ${label} entry ${i + 1} down`}
								disabled={i === entries.length - 1}
								onClick={() => move(i, i + 1)}
							>
								↓
							</EntryButton>
							<EntryButton
								label={`Remove ${label} entry ${i + 1}`}
								onClick={() => change(entries.filter((_, j) => j !== i))}
							>
								Remove
							</EntryButton>
						</li>
					))}
				</ol>
			) : (
				<p className="text-sm text-stone-500">No entries yet.</p>
			)}
			<button
				type="button"
				className="mt-2 rounded-md border border-stone-300 px-3 py-1 text-sm hover:bg-stone-50"
				onClick={() => change([...entries, { text: '', public: true }])}
			>
				Add entry
			</button>
			{errors?.length ? (
				<ul className="mt-1 space-y-0.5 text-sm text-red-700">
					{errors.map((e) => (
						<li key={e}>{e}</li>
					))}
				</ul>
			) : null}
		</fieldset>
	)
}

function EntryButton({
	label,
	disabled,
	onClick,
	children,
}: {
	label: string
	disabled?: boolean
	onClick: () => void
	children: React.ReactNode
}) {
	return (
		<button
			type="button"
			aria-label={label}
			title={label}
			disabled={disabled}
			onClick={onClick}
			className="rounded-md border border-stone-300 px-2 py-1 text-sm hover:bg-stone-50 disabled:opacity-40"
		>
			{children}
		</button>
	)
}
