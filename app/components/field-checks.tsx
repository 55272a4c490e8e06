import { createContext, useContext } from 'react'
import { type Check } from '#app/utils/checks/check.ts'

/**
 * The checks before publishing of the record a form edits (docs/admin.md, 'Checks before publishing'), which the
 * form's fields show beside themselves: each labelled control finds its own by its name.
 */
export const FieldChecksContext = createContext<readonly Check[]>([])

export function useFieldChecks(name: string | undefined): readonly Check[] {
	const checks = useContext(FieldChecksContext)
	return name ? checks.filter((c) => c.field === name) : []
}

export const LEVEL_LABELS = { problem: 'Problem', warning: 'Warning' } as const

/** A field's checks, under it; the control points at them with aria-describedby. */
export function FieldCheckList({ id, checks }: { id: string; checks: readonly Check[] }) {
	if (!checks.length) return null
	return (
		<ul id={id} className="mt-1 space-y-0.5 text-sm">
			{checks.map((c) => (
				<li key={c.code + c.message} className={c.level === 'problem' ? 'text-red-700' : 'text-amber-800'}>
					<strong className="font-semibold">{LEVEL_LABELS[c.level]}:</strong> {c.message}
				</li>
			))}
		</ul>
	)
}
