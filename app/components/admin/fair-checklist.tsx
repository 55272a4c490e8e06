import { type ReactNode, type RefObject, useCallback, useRef } from 'react'
import { Form, Link, useSubmit } from 'react-router'
import { Badge, buttonClass } from '#app/components/ui/button.tsx'
import { variantUrl } from '#app/utils/images.ts'
import { BACK_OFFICE_LOCALE, formatDayRange, formatPrice } from '#app/utils/locale-format.ts'
import { type ChecklistRow, type ValueTotal } from '#app/utils/fair-checklist.ts'
import { DocumentLinks } from './document-links.tsx'
import { useFormatDateTime } from './gallery-time.tsx'
import { SortableList } from './sortable-list.tsx'

type Props = {
	fair: {
		id: number
		title: string
		version: number
		start_date: string
		end_date: string
		checklist_locked_at: string | null
		changes_after_lock: { at: string; username: string; change: string }[]
	}
	rows: ChecklistRow[]
	totals: {
		works: number
		value: ValueTotal[]
		unpriced: number
		weightKg: number
		unweighed: number
		soldDuring: number
	}
	q: string
	results: { id: number; title: string; artist: string; year: number; hidden: boolean }[]
	error?: string
}

/**
 * A fair's checklist (docs/admin.md, 'Art fairs'): one form holds the works
 * and their notes; Move up, Move down and Remove are its buttons, so the
 * order changes without JavaScript, and with it a work is dragged by its
 * handle (or moved with the keyboard from it) and the new order saved at once,
 * as in the viewing room editor. Totals, the lock and the changes after it sit
 * beside it.
 */
export function FairChecklist({ fair, rows, totals, q, results, error }: Props) {
	const formatDateTime = useFormatDateTime()
	const formRef = useRef<HTMLFormElement>(null)
	const value = totals.value.map((v) => formatPrice(v.amount, v.currency, BACK_OFFICE_LOCALE)).join(' + ') || '—'
	return (
		<div className="space-y-8">
			<header className="space-y-1">
				<p className="text-sm">
					<Link to={`/admin/fairs/${fair.id}/edit`} className="underline">
						Edit the fair
					</Link>
				</p>
				<h1 className="text-2xl font-semibold">Checklist: {fair.title}</h1>
				<p className="text-sm text-stone-600">{formatDayRange(fair.start_date, fair.end_date, BACK_OFFICE_LOCALE)}</p>
			</header>
			<DocumentLinks
				links={[
					{ href: `/admin/fairs/${fair.id}/price-list.pdf`, label: 'Price list' },
					{ href: `/admin/fairs/${fair.id}/labels.pdf?price=0`, label: 'Wall labels' },
					{ href: `/admin/fairs/${fair.id}/labels.pdf?price=1`, label: 'Wall labels with prices' },
					{ href: `/admin/fairs/${fair.id}/booth-list.pdf`, label: 'Booth list' },
					{ href: `/admin/fairs/${fair.id}/booth-list.csv`, label: 'Booth list (CSV)', defaultLanguageOnly: true },
				]}
			/>
			<section aria-labelledby="totals-heading" className="rounded-lg border border-stone-200 bg-white p-6">
				<h2 id="totals-heading" className="text-lg font-semibold">
					Totals
				</h2>
				<dl className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
					<div>
						<dt className="text-sm text-stone-600">Works</dt>
						<dd className="text-xl font-semibold">{totals.works}</dd>
					</div>
					<div>
						<dt className="text-sm text-stone-600">Value at list price, works not sold</dt>
						<dd className="text-xl font-semibold">{value}</dd>
						{totals.unpriced ? (
							<dd className="text-xs text-stone-600">
								{totals.unpriced === 1 ? '1 work has no price' : `${totals.unpriced} works have no price`}
							</dd>
						) : null}
					</div>
					<div>
						<dt className="text-sm text-stone-600">Weight</dt>
						<dd className="text-xl font-semibold">{`${totals.weightKg} kg`}</dd>
						{totals.unweighed ? (
							<dd className="text-xs text-stone-600">
								{totals.unweighed === 1 ? '1 work has no weight' : `${totals.unweighed} works have no weight`}
							</dd>
						) : null}
					</div>
					<div>
						<dt className="text-sm text-stone-600">Sold during the fair</dt>
						<dd className="text-xl font-semibold">{totals.soldDuring}</dd>
					</div>
				</dl>
			</section>
			{error ? (
				<p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
					{error}
				</p>
			) : null}
			<Form
				method="post"
				ref={formRef}
				className="space-y-4 rounded-lg border border-stone-200 bg-white p-6"
				preventScrollReset
			>
				<input type="hidden" name="version" value={fair.version} />
				<h2 className="text-lg font-semibold">Works, in the booth's order</h2>
				{rows.length === 0 ? <p className="text-sm text-stone-600">No works yet. Add them below.</p> : null}
				<ChecklistItems rows={rows} formRef={formRef} />
				{rows.length ? (
					<button type="submit" name="intent" value="save" className={buttonClass.primary}>
						Save checklist
					</button>
				) : null}
			</Form>
			<section aria-labelledby="add-heading" className="space-y-3 rounded-lg border border-stone-200 bg-white p-6">
				<h2 id="add-heading" className="text-lg font-semibold">
					Add works
				</h2>
				<Form method="get" className="flex gap-2" role="search">
					<label htmlFor="work-search" className="sr-only">
						Search artworks
					</label>
					<input
						id="work-search"
						name="q"
						defaultValue={q}
						placeholder="Search artworks by title, artist, year…"
						className="block w-full rounded-md border border-stone-300 px-3 py-2 text-sm"
					/>
					<button type="submit" className={buttonClass.secondary}>
						Search
					</button>
				</Form>
				{q && results.length === 0 ? <p className="text-sm text-stone-600">No other works match.</p> : null}
				<ul className="divide-y divide-stone-100">
					{results.map((a) => (
						<li key={a.id} className="flex items-center justify-between gap-3 py-2 text-sm">
							<span>
								<span className="italic">{a.title}</span>
								{`, ${a.year} · ${a.artist}`} {a.hidden ? <Badge tone="amber">Hidden from the public</Badge> : null}
							</span>
							<Form method="post" preventScrollReset>
								<input type="hidden" name="artwork_id" value={a.id} />
								<button
									type="submit"
									name="intent"
									value="add"
									className={buttonClass.small}
									aria-label={`Add ${a.title}`}
								>
									Add
								</button>
							</Form>
						</li>
					))}
				</ul>
			</section>
			<section aria-labelledby="room-heading" className="space-y-3 rounded-lg border border-stone-200 bg-white p-6">
				<h2 id="room-heading" className="text-lg font-semibold">
					Online booth
				</h2>
				<p className="text-sm text-stone-600">
					Make a viewing room of these works, in this order, for collectors who cannot come: a draft that expires 14
					days after the fair ends.
				</p>
				<Form method="post">
					<button type="submit" name="intent" value="open-room" className={buttonClass.secondary}>
						Open a viewing room
					</button>
				</Form>
			</section>
			<section aria-labelledby="lock-heading" className="space-y-3 rounded-lg border border-stone-200 bg-white p-6">
				<h2 id="lock-heading" className="text-lg font-semibold">
					Lock
				</h2>
				{fair.checklist_locked_at ? (
					<p className="text-sm">Locked on {formatDateTime(fair.checklist_locked_at)}.</p>
				) : (
					<Form method="post">
						<input type="hidden" name="version" value={fair.version} />
						<p className="mb-3 text-sm text-stone-600">
							Freeze the checklist for the fair's catalogue: later changes stay possible and are listed here.
						</p>
						<button type="submit" name="intent" value="lock" className={buttonClass.secondary}>
							Lock checklist
						</button>
					</Form>
				)}
				{fair.checklist_locked_at ? (
					<>
						<h3 className="font-medium">Changed after lock</h3>
						{fair.changes_after_lock.length === 0 ? (
							<p className="text-sm text-stone-600">Nothing has changed since.</p>
						) : (
							<ul className="space-y-1 text-sm">
								{fair.changes_after_lock.map((c, i) => (
									<li key={i}>
										{c.change}{' '}
										<span className="text-stone-600">
											— {c.username}, {formatDateTime(c.at)}
										</span>
									</li>
								))}
							</ul>
						)}
					</>
				) : null}
			</section>
		</div>
	)
}

/** The works in their order: a plain list until the scripts run, then one whose rows are dragged by their handles. */
function ChecklistItems({ rows, formRef }: { rows: ChecklistRow[]; formRef: RefObject<HTMLFormElement | null> }) {
	const submit = useSubmit()
	// The form posts the rows (and the notes) in the order they are drawn in.
	const saveOrder = useCallback(() => {
		if (!formRef.current) return
		const data = new FormData(formRef.current)
		data.set('intent', 'save')
		void submit(data, { method: 'post', preventScrollReset: true })
	}, [formRef, submit])
	return (
		<SortableList
			items={rows}
			idOf={(row) => row.artwork_id}
			labelOf={(row) => row.title}
			onReorder={saveOrder}
			rowProps={(row) => ({ 'data-work': row.artwork_id })}
			renderItem={(row, index, handle) => <ChecklistItem row={row} index={index} count={rows.length} handle={handle} />}
		/>
	)
}

function ChecklistItem({
	row,
	index,
	count,
	handle,
}: {
	row: ChecklistRow
	index: number
	count: number
	handle?: ReactNode
}) {
	const id = `work-${row.artwork_id}`
	return (
		<div className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-3 sm:flex-row">
			{handle}
			<div className="h-16 w-16 shrink-0 overflow-hidden rounded bg-stone-100">
				{row.image ? (
					<img src={variantUrl(row.image, 320)} alt="" className="h-full w-full object-contain" loading="lazy" />
				) : null}
			</div>
			<div className="min-w-0 flex-1 space-y-2">
				<input type="hidden" name="work_artwork_id" value={row.artwork_id} />
				<p className="font-medium">
					<span className="italic">{row.title}</span>
					{row.year ? `, ${row.year}` : ''}
					{row.artist ? ` · ${row.artist}` : ''}{' '}
					{row.availability === 'sold' ? <Badge tone="neutral">Sold</Badge> : null}{' '}
					{row.hidden ? <Badge tone="amber">Hidden from the public</Badge> : null}
				</p>
				<div>
					<label htmlFor={`${id}-note`} className="block text-xs text-stone-600">
						Note for the team
					</label>
					<textarea
						id={`${id}-note`}
						name="work_note"
						rows={1}
						defaultValue={row.note}
						className="block w-full rounded-md border border-stone-300 px-2 py-1 text-sm"
					/>
				</div>
				<div className="flex flex-wrap gap-2">
					<button
						type="submit"
						name="intent"
						value={`up:${index}`}
						disabled={index === 0}
						className={buttonClass.small}
						aria-label={`Move up ${row.title}`}
					>
						Move up
					</button>
					<button
						type="submit"
						name="intent"
						value={`down:${index}`}
						disabled={index === count - 1}
						className={buttonClass.small}
						aria-label={`Move down ${row.title}`}
					>
						Move down
					</button>
					<button
						type="submit"
						name="intent"
						value={`remove:${index}`}
						className={buttonClass.smallDanger}
						aria-label={`Remove ${row.title}`}
					>
						Remove
					</button>
				</div>
			</div>
		</div>
	)
}
