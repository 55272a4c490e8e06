import { type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { Form, Link, useLoaderData, useLocation } from 'react-router'
import { EmptyState, PageHeader, Pagination } from '#app/components/admin/list-parts.tsx'
import { ErrorList, inputClass } from '#app/components/forms.tsx'
import { Badge, buttonClass } from '#app/components/ui/button.tsx'
import { findActivity } from '#app/data/activity.server.ts'
import { listUsers } from '#app/data/users.server.ts'
import { ACTIVITY_KINDS, type ActivityKind } from '#app/schemas/records.ts'
import { readActivityFilter, recordLink } from '#app/server/admin/activity.server.ts'
import { noStoreHeaders } from '#app/server/admin/forms.server.ts'
import { requireAdmin } from '#app/server/auth.server.ts'
import { useFormatDateTime, useGalleryTimeZone } from '#app/components/admin/gallery-time.tsx'
import { pageMeta } from '#app/utils/meta.ts'
import { pageOf, readPage } from '#app/utils/pagination.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Activity Log')
export const headers = noStoreHeaders

const PER_PAGE = 50

const KIND_LABELS: Record<ActivityKind, string> = {
	create: 'Created',
	update: 'Updated',
	delete: 'Deleted',
	restore: 'Restored',
	'sign-in': 'Signed in',
	'sign-in-failed': 'Failed sign-in',
	import: 'Import',
	export: 'Export',
	'backup-download': 'Backup download',
	erase: 'Erased',
	send: 'Sent',
	'hold-ended': 'Hold ended',
	merge: 'Merged',
}

/** The activity log (admins only): who did what and when, filtered by user, kind and days, 50 a page. */
export async function loader({ request }: LoaderFunctionArgs) {
	await requireAdmin(request)
	const params = new URL(request.url).searchParams
	const read = readActivityFilter(params)
	const entries = read.filter ? await findActivity(read.filter) : []
	const page = pageOf(entries, readPage(params.get('page')), PER_PAGE)
	const rows = await Promise.all(page.items.map(async (e) => ({ ...e, link: await recordLink(e) })))
	return {
		rows,
		page: page.page,
		pageCount: page.pageCount,
		matching: page.matching,
		errors: read.errors,
		values: {
			user: params.get('user') ?? '',
			kind: params.get('kind') ?? '',
			from: params.get('from') ?? '',
			to: params.get('to') ?? '',
		},
		usernames: (await listUsers()).map((u) => u.username),
	}
}

export default function ActivityLog() {
	const { rows, page, pageCount, matching, errors, values, usernames } = useLoaderData<typeof loader>()
	const location = useLocation()
	const timeZone = useGalleryTimeZone()
	const formatTime = useFormatDateTime()
	const filtered = Object.values(values).some(Boolean)
	const query = new URLSearchParams(location.search)
	query.delete('page')
	const exportTo = `/admin/activity/export${query.size ? `?${query}` : ''}`
	return (
		<>
			<PageHeader
				title="Activity Log"
				subtitle={`Sign-ins, changes, exports and downloads: who did what, when and from where. Times are in ${timeZone}.`}
				actions={
					<a href={exportTo} className={buttonClass.secondary} download>
						Export CSV
					</a>
				}
			/>
			<Form
				method="get"
				role="search"
				aria-label="Filter the activity log"
				className="mb-4 grid gap-3 rounded-lg border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto_auto]"
			>
				<FilterField label="User" id="activity-user" error={errors?.user}>
					<input
						id="activity-user"
						name="user"
						list="activity-usernames"
						defaultValue={values.user}
						maxLength={100}
						className={inputClass}
						{...describedBy('activity-user', errors?.user)}
					/>
					<datalist id="activity-usernames">
						{usernames.map((u) => (
							<option key={u} value={u} />
						))}
					</datalist>
				</FilterField>
				<FilterField label="Kind" id="activity-kind" error={errors?.kind}>
					<select
						id="activity-kind"
						name="kind"
						defaultValue={values.kind}
						className={inputClass}
						{...describedBy('activity-kind', errors?.kind)}
					>
						<option value="">All kinds</option>
						{ACTIVITY_KINDS.map((k) => (
							<option key={k} value={k}>
								{KIND_LABELS[k]}
							</option>
						))}
					</select>
				</FilterField>
				<FilterField label={`From (${timeZone})`} id="activity-from" error={errors?.from}>
					<input
						id="activity-from"
						type="date"
						name="from"
						defaultValue={values.from}
						className={inputClass}
						{...describedBy('activity-from', errors?.from)}
					/>
				</FilterField>
				<FilterField label={`To (${timeZone})`} id="activity-to" error={errors?.to}>
					<input
						id="activity-to"
						type="date"
						name="to"
						defaultValue={values.to}
						className={inputClass}
						{...describedBy('activity-to', errors?.to)}
					/>
				</FilterField>
				<div className="flex items-end gap-2">
					<button type="submit" className={buttonClass.secondary}>
						Apply
					</button>
					{filtered ? (
						<Link to="/admin/activity" className={buttonClass.ghost}>
							Clear Filters
						</Link>
					) : null}
				</div>
			</Form>
			<p className="mb-3 text-sm text-stone-600" aria-live="polite">
				{matching === 1 ? '1 entry' : `${matching} entries`}
				{filtered ? ' match the filters' : ''}
			</p>
			{rows.length === 0 ? (
				<EmptyState
					title={filtered ? 'No matching entries' : 'No activity yet'}
					text={filtered ? 'Try other filters.' : 'Sign-ins, changes and downloads will be listed here.'}
				/>
			) : (
				<>
					{/* Narrow screens: one card per entry. */}
					<ul className="space-y-2 md:hidden">
						{rows.map((e) => (
							<li key={e.id} className="rounded-lg border border-stone-200 bg-white p-3 text-sm">
								<div className="flex flex-wrap items-center justify-between gap-2">
									<Badge tone={e.kind === 'sign-in-failed' ? 'red' : e.kind === 'delete' ? 'amber' : 'neutral'}>
										{KIND_LABELS[e.kind]}
									</Badge>
									<time dateTime={e.at} className="text-xs text-stone-600">
										{formatTime(e.at)}
									</time>
								</div>
								<p className="mt-2 break-words">{e.summary}</p>
								<p className="mt-1 text-xs break-all text-stone-600">
									{e.username} · {e.ip ?? 'no address'}
									{e.link ? (
										<>
											{' · '}
											<Link to={e.link} className="underline underline-offset-2">
												Open<span className="sr-only"> the record of entry {e.id}</span>
											</Link>
										</>
									) : null}
								</p>
							</li>
						))}
					</ul>
					<div className="hidden overflow-x-auto rounded-lg border border-stone-200 bg-white md:block">
						<table className="w-full text-left text-sm">
							<thead className="border-b border-stone-200 bg-stone-50 text-xs tracking-wide text-stone-600 uppercase">
								<tr>
									<th scope="col" className="px-3 py-2 font-medium">
										Time
									</th>
									<th scope="col" className="px-3 py-2 font-medium">
										User
									</th>
									<th scope="col" className="px-3 py-2 font-medium">
										Kind
									</th>
									<th scope="col" className="px-3 py-2 font-medium">
										What
									</th>
									<th scope="col" className="px-3 py-2 font-medium">
										Client address
									</th>
									<th scope="col" className="px-3 py-2 font-medium">
										Record
									</th>
								</tr>
							</thead>
							<tbody className="divide-y divide-stone-100">
								{rows.map((e) => (
									<tr key={e.id} data-testid="activity-row">
										<td className="px-3 py-2 whitespace-nowrap text-stone-700">
											<time dateTime={e.at}>{formatTime(e.at)}</time>
										</td>
										<td className="px-3 py-2 break-all">{e.username}</td>
										<td className="px-3 py-2 whitespace-nowrap">
											<Badge tone={e.kind === 'sign-in-failed' ? 'red' : e.kind === 'delete' ? 'amber' : 'neutral'}>
												{KIND_LABELS[e.kind]}
											</Badge>
										</td>
										<td className="px-3 py-2 break-words">{e.summary}</td>
										<td className="px-3 py-2 font-mono text-xs break-all text-stone-700">{e.ip ?? '—'}</td>
										<td className="px-3 py-2 whitespace-nowrap">
											{e.link ? (
												<Link to={e.link} className="underline underline-offset-2">
													Open<span className="sr-only"> the record of entry {e.id}</span>
												</Link>
											) : (
												<span className="text-stone-500">—</span>
											)}
										</td>
									</tr>
								))}
							</tbody>
						</table>
					</div>
				</>
			)}
			<Pagination page={page} pageCount={pageCount} label="Activity log" />
		</>
	)
}

function describedBy(id: string, error: string | undefined) {
	return error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {}
}

function FilterField({
	label,
	id,
	error,
	children,
}: {
	label: string
	id: string
	error: string | undefined
	children: React.ReactNode
}) {
	return (
		<div>
			<label htmlFor={id} className="mb-1 block text-xs font-medium text-stone-600">
				{label}
			</label>
			{children}
			<ErrorList id={`${id}-error`} errors={error ? [error] : null} />
		</div>
	)
}
