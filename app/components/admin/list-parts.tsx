import { Form, Link, useLocation } from 'react-router'
import { type ReactNode } from 'react'
import { inputClass } from '#app/components/forms.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx'

export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: string; actions?: ReactNode }) {
	return (
		<div className="mb-6 flex flex-wrap items-start justify-between gap-4">
			<div>
				<h1 className="font-display text-2xl font-semibold sm:text-3xl">{title}</h1>
				{subtitle ? <p className="mt-1 text-sm text-stone-600">{subtitle}</p> : null}
			</div>
			{actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
		</div>
	)
}

export function StatCards({ stats }: { stats: { label: string; value: number }[] }) {
	return (
		<dl className="mb-6 grid grid-cols-2 gap-3 md:grid-cols-4">
			{stats.map((s) => (
				<div key={s.label} className="rounded-lg border border-stone-200 bg-white p-4">
					<dt className="text-xs font-medium tracking-wide text-stone-500 uppercase">{s.label}</dt>
					<dd className="mt-1 text-2xl font-semibold" data-stat={s.label}>
						{s.value}
					</dd>
				</div>
			))}
		</dl>
	)
}

/** A GET form whose state lives in the URL; Apply submits it (it works without JavaScript). */
export function FilterBar({
	search,
	placeholder,
	children,
	clearTo,
	active,
}: {
	search: string
	placeholder: string
	children?: ReactNode
	clearTo: string
	active: boolean
}) {
	return (
		<Form
			method="get"
			role="search"
			className="mb-4 flex flex-wrap items-end gap-3 rounded-lg border border-stone-200 bg-white p-4"
		>
			<div className="min-w-48 flex-1">
				<label htmlFor="list-search" className="sr-only">
					{placeholder}
				</label>
				<input
					id="list-search"
					type="search"
					name="q"
					defaultValue={search}
					placeholder={placeholder}
					className={inputClass}
				/>
			</div>
			{children}
			<button type="submit" className={buttonClass.secondary}>
				Apply
			</button>
			{active ? (
				<Link to={clearTo} className={buttonClass.ghost}>
					Clear Filters
				</Link>
			) : null}
		</Form>
	)
}

export function FilterSelect({
	label,
	name,
	value,
	options,
	text,
}: {
	label: string
	name: string
	value: string
	options: { value: string; label: string }[]
	text?: true
}) {
	const id = `filter-${name}`
	if (text) {
		return (
			<div>
				<label htmlFor={id} className="mb-1 block text-xs font-medium text-stone-600">
					{label}
				</label>
				<input id={id} name={name} defaultValue={value} list={`${id}-options`} className={inputClass} />
				<datalist id={`${id}-options`}>
					{options.map((o) => (
						<option key={o.value} value={o.value} />
					))}
				</datalist>
			</div>
		)
	}
	return (
		<div>
			<label htmlFor={id} className="mb-1 block text-xs font-medium text-stone-600">
				{label}
			</label>
			<select id={id} name={name} defaultValue={value} className={inputClass}>
				{options.map((o) => (
					<option key={o.value} value={o.value}>
						{o.label}
					</option>
				))}
			</select>
		</div>
	)
}

export function EmptyState({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
	return (
		<div className="rounded-lg border border-dashed border-stone-300 bg-white p-10 text-center">
			<h2 className="text-lg font-semibold">{title}</h2>
			<p className="mt-1 text-sm text-stone-600">{text}</p>
			{action ? <div className="mt-4">{action}</div> : null}
		</div>
	)
}

/** Hide/Show posted at once; the action answers with a flash toast. */
export function VisibilityButton({ id, visible, version }: { id: number; visible: boolean; version?: number }) {
	return (
		<Form method="post" preventScrollReset>
			<input type="hidden" name="id" value={id} />
			{version ? <input type="hidden" name="version" value={version} /> : null}
			<input type="hidden" name="is_visible" value={visible ? 'false' : 'true'} />
			<button type="submit" name="intent" value="visibility" className={buttonClass.small}>
				{visible ? 'Hide' : 'Show'}
			</button>
		</Form>
	)
}

/**
 * Hide/Show, Edit and Delete under a list card. Delete links to the same list
 * with `?delete=id`, which opens the confirmation (a dialog, or a plain
 * section without JavaScript).
 */
export function CardActions({
	id,
	label,
	visible,
	editTo,
	version,
}: {
	/** The record's version when the list was loaded: its buttons change nothing once someone saved it since. */
	version?: number
	id: number
	/** The item's title or name, for the buttons' accessible names. */
	label: string
	/** Absent for a collection whose records cannot be hidden: no Hide/Show button. */
	visible?: boolean
	editTo: string
}) {
	const location = useLocation()
	return (
		<div className="mt-auto flex flex-wrap gap-2 pt-2">
			{visible === undefined ? null : <VisibilityButton id={id} visible={visible} version={version} />}
			<Link to={editTo} className={buttonClass.small} aria-label={`Edit ${label}`}>
				Edit
			</Link>
			<Link
				to={withParam(withParam(location.search, 'delete', String(id)), 'version', String(version ?? ''))}
				preventScrollReset
				className={buttonClass.smallDanger}
				aria-label={`Delete ${label}`}
			>
				Delete
			</Link>
		</div>
	)
}

/**
 * Previous / Next links between the pages of a list (plain links: they work
 * without JavaScript), the filters kept. Nothing when everything fits on one page.
 */
export function Pagination({ page, pageCount, label }: { page: number; pageCount: number; label: string }) {
	const location = useLocation()
	if (pageCount <= 1) return null
	const link = (to: number) => withParam(location.search, 'page', String(to))
	return (
		<nav aria-label={`${label} pages`} className="mt-6 flex items-center justify-between gap-4 text-sm">
			{page > 1 ? (
				<Link to={link(page - 1)} className={buttonClass.secondary} rel="prev">
					Previous
				</Link>
			) : (
				<span />
			)}
			<span className="text-stone-600">
				Page {page} of {pageCount}
			</span>
			{page < pageCount ? (
				<Link to={link(page + 1)} className={buttonClass.secondary} rel="next">
					Next
				</Link>
			) : (
				<span />
			)}
		</nav>
	)
}

/** A link with the search kept, plus one more parameter. */
export function withParam(search: string, key: string, value: string) {
	const params = new URLSearchParams(search)
	params.set(key, value)
	return `?${params.toString()}`
}

export function withoutParam(location: { pathname: string; search: string }, key: string) {
	const params = new URLSearchParams(location.search)
	params.delete(key)
	const text = params.toString()
	return text ? `${location.pathname}?${text}` : location.pathname
}

/**
 * 'Showing X of Y {noun}' (X: the items matching the filters, over all
 * pages), the delete confirmation for `?delete={id}`, the two empty states
 * (nothing yet / nothing matches) around a list, and its page links.
 */
export function ListResults({
	entity,
	noun,
	shown,
	total,
	pages,
	toDelete,
	getStarted,
	startAction,
	children,
}: {
	entity: string
	noun: string
	shown: number
	total: number
	pages?: { page: number; pageCount: number }
	toDelete: { id: number; question: string } | null
	getStarted: string
	startAction: ReactNode
	children: ReactNode
}) {
	const location = useLocation()
	return (
		<>
			<p className="mb-4 text-sm text-stone-600" role="status">
				Showing {shown} of {total} {noun}
			</p>
			{toDelete ? (
				<ConfirmDialog
					title={`Delete ${entity}`}
					message={toDelete.question}
					cancelTo={withoutParam(location, 'delete')}
					id={toDelete.id}
					version={new URLSearchParams(location.search).get('version') ?? undefined}
				/>
			) : null}
			{shown === 0 ? (
				<EmptyState
					title={`No ${noun} found`}
					text={total === 0 ? getStarted : 'Try adjusting your search or filter criteria.'}
					action={total === 0 ? startAction : null}
				/>
			) : (
				<>
					{children}
					{pages ? <Pagination page={pages.page} pageCount={pages.pageCount} label={noun} /> : null}
				</>
			)}
		</>
	)
}
