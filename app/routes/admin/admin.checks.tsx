import { CheckFixButton } from '#app/components/admin/check-fix.tsx'
import { type Check } from '#app/utils/checks/check.ts'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { Form, Link, useLoaderData } from 'react-router'
import { PageHeader, StatCards } from '#app/components/admin/list-parts.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { actorOf } from '#app/server/actor.server.ts'
import { noStoreHeaders } from '#app/server/admin/forms.server.ts'
import { requireAdmin } from '#app/server/auth.server.ts'
import { checkReport, markFine } from '#app/server/checks/checks.server.ts'
import { isCheckedEntity } from '#app/server/checks/subjects.server.ts'
import { readFormData } from '#app/server/http.server.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'
import { CHECK_KINDS, ENTITY_NAMES } from '#app/utils/checks/kinds.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor', loadingText: 'Loading checks...' }
export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Checks')
export const headers = noStoreHeaders

const REPORT = '/admin/checks'

/**
 * The report of the checks before publishing (docs/admin.md, 'Checks before publishing'): every problem and
 * warning over every record checked, hidden ones included, by kind, each with a link to the form that fixes it.
 */
export async function loader({ request }: LoaderFunctionArgs) {
	await requireAdmin(request)
	const records = await checkReport()
	const kinds = new Map<
		string,
		{
			level: string
			title: string
			entity: string
			id: string
			edit: string
			field: string
			message: string
			check: Check
		}[]
	>()
	for (const record of records) {
		for (const check of record.checks) {
			const item = {
				level: check.level,
				title: record.title,
				entity: record.entity,
				id: String(record.id),
				edit: record.edit,
				field: check.field,
				message: check.message,
				check,
			}
			kinds.set(check.code, [...(kinds.get(check.code) ?? []), item])
		}
	}
	const order = Object.keys(CHECK_KINDS)
	const all = records.flatMap((r) => r.checks)
	return {
		problems: all.filter((c) => c.level === 'problem').length,
		warnings: all.filter((c) => c.level === 'warning').length,
		fine: records.reduce((sum, r) => sum + r.fine.length, 0),
		kinds: [...kinds]
			.sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
			.map(([code, items]) => ({ code, label: CHECK_KINDS[code] ?? code, items })),
	}
}

/** "Fine as it is" on a warning: kept with who and when until the field changes. */
export async function action({ request, context }: ActionFunctionArgs) {
	const actor = actorOf(await requireAdmin(request), context)
	const form = await readFormData(request)
	const [entity, id, code, field] = ['entity', 'id', 'code', 'field'].map((k) => String(form.get(k) ?? ''))
	if (form.get('intent') === 'fine' && isCheckedEntity(entity!)) {
		try {
			if (await markFine(entity, id!, code!, field!, actor)) {
				return redirectWithToast(request, REPORT, { type: 'success', title: 'Marked fine as it is' })
			}
		} catch {
			// Gone, or changed meanwhile: said below.
		}
	}
	return redirectWithToast(request, REPORT, {
		type: 'error',
		title: 'Nothing was changed',
		description: 'That warning is no longer there: look at the report again.',
	})
}

export default function ChecksReport() {
	const { problems, warnings, fine, kinds } = useLoaderData<typeof loader>()
	return (
		<>
			<PageHeader
				title="Checks before publishing"
				subtitle="What to fix before visitors, search engines and screen readers find it. Problems keep a record hidden; warnings never block."
			/>
			<StatCards
				stats={[
					{ label: 'Problems', value: problems },
					{ label: 'Warnings', value: warnings },
					{ label: 'Fine as it is', value: fine },
				]}
			/>
			{kinds.length === 0 ? (
				<p className="mt-6 rounded-lg border border-stone-200 bg-white p-6 text-stone-700">
					Nothing to look at: no problems, no warnings.
				</p>
			) : null}
			{kinds.map((kind) => (
				<section key={kind.code} aria-labelledby={`kind-${kind.code}`} className="mt-6">
					<h2 id={`kind-${kind.code}`} className="font-display text-lg font-semibold">
						{kind.label} ({kind.items.length})
					</h2>
					<ul className="mt-2 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
						{kind.items.map((item) => (
							<li
								key={`${item.entity}-${item.id}-${item.field}-${item.message}`}
								className="flex flex-wrap items-start gap-3 p-4"
							>
								<div className="min-w-0 flex-1">
									<p>
										<span
											className={
												item.level === 'problem' ? 'font-semibold text-red-700' : 'font-semibold text-amber-800'
											}
										>
											{item.level === 'problem' ? 'Problem' : 'Warning'}
										</span>{' '}
										<Link to={item.edit} className="font-medium underline underline-offset-2">
											{item.title}
										</Link>{' '}
										<span className="text-sm text-stone-600">({ENTITY_NAMES[item.entity] ?? item.entity})</span>
									</p>
									<p className="mt-1 text-sm text-stone-700">{item.message}</p>
								</div>
								{item.check.fix ? (
									// The fix posts to the record's own action (its edit form's), and comes back here.
									<Form method="post" action={item.edit}>
										<input type="hidden" name="back" value="/admin/checks" />
										<CheckFixButton check={item.check} about={`${item.title}, ${item.message}`} />
									</Form>
								) : null}
								{item.level === 'warning' ? (
									<Form method="post">
										<input type="hidden" name="entity" value={item.entity} />
										<input type="hidden" name="id" value={item.id} />
										<input type="hidden" name="code" value={kind.code} />
										<input type="hidden" name="field" value={item.field} />
										<button
											type="submit"
											name="intent"
											value="fine"
											className={buttonClass.secondary}
											aria-label={`Fine as it is: ${item.title}, ${item.message}`}
										>
											Fine as it is
										</button>
									</Form>
								) : null}
							</li>
						))}
					</ul>
				</section>
			))}
		</>
	)
}
