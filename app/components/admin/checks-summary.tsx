import { FieldCheckList } from '#app/components/field-checks.tsx'
import { CheckFixButton } from './check-fix.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { type Check } from '#app/utils/checks/check.ts'
import { fieldLabel } from '#app/utils/conflict-values.ts'

/**
 * Above an edit form's fields: the record's checks before publishing (docs/admin.md, 'Checks before
 * publishing'), each under the name of its field (the fields show theirs too) with its one-click fix ('From dates',
 * a submit button of the form), and, for an admin when problems
 * keep the record hidden, "Publish anyway" (a submit button of the form, intent=publish-anyway).
 */
export function ChecksSummary({ checks, mayPublishAnyway }: { checks: readonly Check[]; mayPublishAnyway: boolean }) {
	if (!checks.length) return null
	const problems = checks.filter((c) => c.level === 'problem')
	const byField = new Map<string, Check[]>()
	for (const c of checks) byField.set(c.field, [...(byField.get(c.field) ?? []), c])
	return (
		<section aria-labelledby="checks-heading" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm">
			<h2 id="checks-heading" className="font-semibold">
				Checks before publishing
			</h2>
			<p className="mt-1 text-stone-700">
				{problems.length
					? 'Problems keep this record hidden until they are fixed. Warnings never block.'
					: 'Warnings never block: fix what is worth fixing.'}
			</p>
			<dl className="mt-2 space-y-2">
				{[...byField].map(([field, list]) => (
					<div key={field}>
						<dt className="font-medium">{fieldLabel(field)}</dt>
						<dd>
							<FieldCheckList id={`checks-${field}`} checks={list} />
							{list.some((c) => c.fix) ? (
								<div className="mt-1 flex flex-wrap gap-2">
									{list.map((c) => (
										<CheckFixButton key={c.code + c.message} check={c} about={c.message} />
									))}
								</div>
							) : null}
						</dd>
					</div>
				))}
			</dl>
			{mayPublishAnyway ? (
				<button
					type="submit"
					name="intent"
					value="publish-anyway"
					formNoValidate
					className={`${buttonClass.secondary} mt-3`}
				>
					Publish anyway
				</button>
			) : null}
		</section>
	)
}
