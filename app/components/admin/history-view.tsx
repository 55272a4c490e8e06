import { Form, Link } from 'react-router'
import { useEffect, useRef } from 'react'
import { Badge, buttonClass } from '#app/components/ui/button.tsx'
import { variantUrl } from '#app/utils/images.ts'
import { fieldLabel } from '#app/utils/conflict-values.ts'
import { PageHeader } from './list-parts.tsx'

type Image = { url: string; exists: boolean }
type Field = {
	field: string
	then: string
	now: string | null
	thenImages?: Image[]
	nowImages?: Image[] | null
	changed: boolean
}

export type HistoryData = {
	collection: { label: string; path: string }
	/** Where the history and the edit screen are, when not `{path}/{id}/history` and `{path}/{id}/edit`. */
	links?: { history: string; edit: string }
	id: number
	title: string
	deleted: boolean
	currentVersion: number | null
	revisions: {
		id: number
		version: number
		action: string
		actionLabel: string
		at: string
		when: string
		username: string
		changed: string[]
		isCurrent: boolean
	}[]
	selected: {
		id: number
		version: number
		action: string
		when: string
		username: string
		fields: Field[]
		missingImages: string[]
	} | null
	confirming: boolean
}

/** Thumbnails of a field's images, from their stored variants; one deleted since says so. */
function Images({ images }: { images: Image[] }) {
	if (!images.length) return <span className="text-stone-500">—</span>
	return (
		<ul className="flex flex-wrap gap-2">
			{images.map((image) => (
				<li key={image.url} className="w-16">
					{image.exists ? (
						<img
							src={variantUrl(image.url, 320)}
							alt=""
							className="aspect-square w-16 rounded border border-stone-200 bg-stone-100 object-contain"
						/>
					) : (
						<span className="flex aspect-square w-16 items-center justify-center rounded border border-dashed border-stone-300 bg-stone-50 p-1 text-center text-[11px] leading-tight text-stone-600">
							Deleted since
						</span>
					)}
				</li>
			))}
		</ul>
	)
}

function Value({ text, images }: { text: string | null; images?: Image[] | null }) {
	if (text === null) return <span className="text-stone-500">—</span>
	if (images) return <Images images={images} />
	return <span className="break-words whitespace-pre-line">{text}</span>
}

/**
 * A record's history (docs/admin.md, 'History and conflicts'): the list of
 * revisions, the chosen one beside the current record, and the restore with
 * its confirmation step (plain links and forms: it works without JavaScript).
 */
export function HistoryView({ data }: { data: HistoryData }) {
	const { collection, id, title, deleted, revisions, selected, confirming } = data
	const base = data.links?.history ?? `${collection.path}/${id}/history`
	const editHref = data.links?.edit ?? `${collection.path}/${id}/edit`
	const restorable = selected && !(selected.action !== 'delete' && selected.version === data.currentVersion)
	// Without JavaScript the confirmation's autofocus and the link's #restore bring it into view; after a
	// client-side navigation React does not autofocus a form, so it is focused here.
	const confirmation = useRef<HTMLFormElement>(null)
	useEffect(() => {
		if (confirming) confirmation.current?.focus()
	}, [confirming, selected?.id])
	return (
		<div className="space-y-6">
			<PageHeader
				title={`History: ${title}`}
				subtitle={`${collection.label} · ${revisions.length} ${revisions.length === 1 ? 'version' : 'versions'} kept`}
				actions={
					deleted ? (
						<Link to={collection.path} className={buttonClass.ghost}>
							Back to the list
						</Link>
					) : (
						<Link to={editHref} className={buttonClass.secondary}>
							Back to editing
						</Link>
					)
				}
			/>
			{deleted ? (
				<p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
					This record was deleted. Choose a version below to restore it.
				</p>
			) : null}

			{selected ? (
				<section aria-labelledby="compare-heading" className="rounded-lg border border-stone-200 bg-white p-4 sm:p-6">
					<div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
						<h2 id="compare-heading" className="text-lg font-semibold">
							Version {selected.version} beside {deleted ? 'the deleted record' : 'the current one'}
						</h2>
						<Link to={base} className="text-sm underline underline-offset-2">
							Close
						</Link>
					</div>
					<p className="mb-4 text-sm text-stone-600">
						{selected.action === 'delete' ? 'As it was when deleted' : 'Saved'} by {selected.username} on{' '}
						{selected.when}.{deleted ? null : ' Changed fields are marked.'}
					</p>
					{/* On a phone each field stacks: its name, then this version's value and the current one, each captioned. */}
					<div>
						<table className="w-full text-left text-sm">
							<thead className="max-sm:sr-only">
								<tr className="border-b border-stone-200 text-xs tracking-wide text-stone-500 uppercase">
									<th scope="col" className="w-40 py-2 pr-3 font-medium">
										Field
									</th>
									<th scope="col" className="py-2 pr-3 font-medium">
										Version {selected.version}
									</th>
									<th scope="col" className="py-2 font-medium">
										{deleted ? 'Now' : `Current (version ${data.currentVersion})`}
									</th>
								</tr>
							</thead>
							<tbody>
								{selected.fields.map((f) => (
									<tr
										key={f.field}
										className={`border-b border-stone-100 align-top max-sm:block max-sm:py-2 ${f.changed ? 'bg-amber-50' : ''}`}
										data-changed={f.changed ? 'true' : undefined}
									>
										<th scope="row" className="py-2 pr-3 font-medium max-sm:block max-sm:py-1">
											{fieldLabel(f.field)}
											{f.changed ? (
												<span className="ml-2">
													<Badge tone="amber">Changed</Badge>
												</span>
											) : null}
										</th>
										<td className="py-2 pr-3 max-sm:grid max-sm:grid-cols-[5.5rem_1fr] max-sm:gap-2 max-sm:py-1">
											<span aria-hidden="true" className="text-xs text-stone-500 sm:hidden">
												Version {selected.version}
											</span>
											<Value text={f.then} images={f.thenImages} />
										</td>
										<td className="py-2 max-sm:grid max-sm:grid-cols-[5.5rem_1fr] max-sm:gap-2 max-sm:py-1">
											<span aria-hidden="true" className="text-xs text-stone-500 sm:hidden">
												{deleted ? 'Now' : 'Current'}
											</span>
											{f.now === null ? (
												<span className="text-stone-500">Deleted</span>
											) : (
												<Value text={f.now} images={f.nowImages} />
											)}
										</td>
									</tr>
								))}
							</tbody>
						</table>
					</div>
					{selected.missingImages.length ? (
						<p className="mt-3 text-sm text-stone-700">
							{selected.missingImages.length === 1
								? 'One image of this version was deleted since; a restore leaves it out.'
								: `${selected.missingImages.length} images of this version were deleted since; a restore leaves them out.`}
						</p>
					) : null}
					{restorable ? (
						confirming ? (
							// The confirmation opens in view and focused (the link's #restore, autofocus), with or without
							// JavaScript, not below the fold of the comparison above it.
							<Form
								ref={confirmation}
								id="restore"
								tabIndex={-1}
								autoFocus
								method="post"
								action={base}
								className="mt-4 scroll-mt-4 space-y-3 rounded-md border border-stone-300 bg-stone-50 p-4"
								aria-labelledby="confirm-heading"
							>
								<h3 id="confirm-heading" className="font-semibold">
									Restore version {selected.version}?
								</h3>
								<p className="text-sm text-stone-700">
									{deleted
										? 'The record comes back as it was in this version.'
										: 'The current record is replaced by this version; the current one stays in the history.'}
								</p>
								<input type="hidden" name="revision" value={selected.id} />
								<div className="flex flex-wrap gap-2">
									<Link to={`${base}?revision=${selected.id}`} className={buttonClass.secondary}>
										Cancel
									</Link>
									<button type="submit" name="intent" value="restore" className={buttonClass.primary}>
										Yes, restore version {selected.version}
									</button>
								</div>
							</Form>
						) : (
							<div className="mt-4">
								<Link to={`${base}?revision=${selected.id}&confirm=1#restore`} className={buttonClass.primary}>
									Restore this version
								</Link>
							</div>
						)
					) : (
						<p className="mt-4 text-sm text-stone-600">This is the current version.</p>
					)}
				</section>
			) : null}

			<section aria-labelledby="versions-heading" className="rounded-lg border border-stone-200 bg-white p-4 sm:p-6">
				<h2 id="versions-heading" className="mb-3 text-lg font-semibold">
					Versions
				</h2>
				<ol className="divide-y divide-stone-100">
					{revisions.map((r) => (
						<li key={r.id} className="flex flex-wrap items-start justify-between gap-3 py-3 text-sm">
							<div className="min-w-0 space-y-1">
								<p>
									<span className="font-medium">Version {r.version}</span>
									{' · '}
									{r.actionLabel} by {r.username}
									{' · '}
									<time dateTime={r.at}>{r.when}</time> {r.isCurrent ? <Badge tone="green">Current</Badge> : null}
								</p>
								{r.changed.length ? (
									<p className="text-stone-600">Changed: {r.changed.map(fieldLabel).join(', ')}</p>
								) : null}
							</div>
							<Link
								to={`${base}?revision=${r.id}`}
								className={buttonClass.small}
								aria-label={`Compare version ${r.version}`}
								aria-current={selected?.id === r.id ? 'true' : undefined}
							>
								Compare
							</Link>
						</li>
					))}
				</ol>
				{revisions.length === 0 ? (
					<p className="text-sm text-stone-600">No versions are kept yet: the history starts with the next change.</p>
				) : null}
			</section>
		</div>
	)
}
