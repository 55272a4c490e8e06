import { Form, Link, useSearchParams, useSubmit } from 'react-router'
import { ConflictNotice, type EditConflict } from './edit-conflict.tsx'
import { RecipientActivity } from './room-recipient-activity.tsx'
import { type RecipientActivityData } from '#app/utils/room-activity.ts'
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import { ErrorList, Field, SelectField, SwitchField, TextareaField } from '#app/components/forms.tsx'
import { SingleImageField } from './single-image-field.tsx'
import { SortableList } from './sortable-list.tsx'
import { PageHeader } from '#app/components/admin/list-parts.tsx'
import { Badge, buttonClass } from '#app/components/ui/button.tsx'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx'
import { useHydrated } from '#app/components/ui/use-hydrated.ts'
import { useFormatDateTime, useGalleryTimeZone } from '#app/components/admin/gallery-time.tsx'
import { INVITATION_NOTE_MAX } from '#app/schemas/viewing-room.ts'
import { variantUrl } from '#app/utils/images.ts'
import { utcToZonedInput } from '#app/utils/time-zone.ts'
import { LanguageOptions, Translated, useSiteLanguages } from './translated-field.tsx'
import { type Language, type Translations } from '#app/utils/languages.ts'

/**
 * The viewing room editor (docs/admin.md, 'Viewing rooms'). One form holds the
 * room and its works; Move up, Move down and Remove are buttons of that form,
 * so they save what was typed and work without JavaScript. With JavaScript
 * the works can also be dragged (pointer, or Space and the arrow keys on the
 * handle), which saves the form in its new order.
 */

type Errors = Record<string, string>
type Values = Record<string, unknown> | undefined

export type EditorRoom = {
	id: number
	version: number
	title: string
	slug: string
	intro: string
	closing_text: string
	/** The title, intro and closing text in the site's other languages (docs/admin.md, 'Languages'). */
	translations?: Translations
	language?: Language
	status: 'draft' | 'open' | 'closed'
	opens_at: string | null
	expires_at: string | null
	show_prices: boolean
	cover_image: string
	has_password: boolean
	url: string
	views: number
	recipients: {
		id: number
		name: string
		email: string
		url: string
		revoked_at: string | null
		first_viewed_at: string | null
		last_viewed_at: string | null
		views: number
		works_viewed: number[]
		activity: RecipientActivityData
	}[]
}

export type InvitationPreview = { recipient_id: number; note: string; subject: string; text: string; html: string }

export type EditorItem = {
	artwork_id: number
	note: string
	/** Stored, or as typed when a save came back refused or in conflict. */
	price: number | string | null
	currency: string | null
	price_display: string | null
	title: string
	artist: string
	year: number
	hidden: boolean
	image: string
	/** Every image of the work (its featured image first). */
	images: string[]
	own_price: number | null
	own_currency: string
}

function text(values: Values, key: string, fallback: string) {
	const v = values?.[key]
	return typeof v === 'string' ? v : fallback
}

function RoomFields({
	errors,
	values,
	room,
	coverChoices = [],
}: {
	errors: Errors
	values: Values
	room?: EditorRoom
	/** The images of the room's works, offered as its cover. */
	coverChoices?: string[]
}) {
	// Opens and Expires are wall-clock times in the gallery's time zone, named beside them (docs/admin.md, 'Viewing rooms').
	const timeZone = useGalleryTimeZone()
	const [cover, setCover] = useState(text(values, 'cover_image', room?.cover_image ?? ''))
	const languages = useSiteLanguages()
	// A text in another language: as sent when a save came back refused, else as stored.
	const translated = (field: string) => (language: Language) => {
		const name = `translations.${language}.${field}`
		return {
			name,
			defaultValue: text(values, name, room?.translations?.[language]?.[field] ?? ''),
			errors: errors[name] ? [errors[name]] : undefined,
		}
	}
	useEffect(() => setCover(text(values, 'cover_image', room?.cover_image ?? '')), [values, room?.cover_image])
	return (
		<div className="grid gap-4 sm:grid-cols-2">
			{languages.length > 1 ? (
				<SelectField
					label="Language"
					name="language"
					hint="The language the room is written in; its recipients' invitations are in it."
					defaultValue={text(values, 'language', room?.language ?? languages[0]!)}
					errors={errors.language ? [errors.language] : undefined}
				>
					<LanguageOptions languages={languages} />
				</SelectField>
			) : null}
			<div className="sm:col-span-2">
				<Translated translations={translated('title')} name="title" label="Title" maxLength={200}>
					<Field
						label="Title *"
						name="title"
						required
						defaultValue={text(values, 'title', room?.title ?? '')}
						errors={errors.title ? [errors.title] : undefined}
					/>
				</Translated>
			</div>
			<div className="sm:col-span-2">
				<Translated translations={translated('intro')} name="intro" label="Intro" multiline rows={4}>
					<TextareaField
						label="Intro"
						name="intro"
						rows={4}
						defaultValue={text(values, 'intro', room?.intro ?? '')}
						errors={errors.intro ? [errors.intro] : undefined}
					/>
				</Translated>
			</div>
			<div className="sm:col-span-2">
				<Translated
					translations={translated('closing_text')}
					name="closing_text"
					label="Closing text"
					multiline
					rows={3}
				>
					<TextareaField
						label="Closing text"
						name="closing_text"
						rows={3}
						defaultValue={text(values, 'closing_text', room?.closing_text ?? '')}
						errors={errors.closing_text ? [errors.closing_text] : undefined}
					/>
				</Translated>
			</div>
			<div className="sm:col-span-2">
				<SingleImageField
					name="cover_image"
					label="Cover image"
					category="exhibition"
					value={cover}
					onChange={setCover}
					choices={coverChoices}
					uploadLabel="Upload a cover"
					fallbackInput
					successMessage="Cover uploaded"
					failureMessage="Failed to upload the cover"
				/>
				<p id="cover-image-hint" className="mt-1 text-xs text-stone-500">
					{coverChoices.length
						? "Pick one of the room's works' images, or upload one."
						: 'Upload one; once the room has works, their images can be picked too.'}
				</p>
				<ErrorList id="cover-image-error" errors={errors.cover_image ? [errors.cover_image] : undefined} />
			</div>
			<SelectField
				label="Status"
				name="status"
				defaultValue={text(values, 'status', room?.status ?? 'draft')}
				errors={errors.status ? [errors.status] : undefined}
			>
				<option value="draft">Draft (links answer not found)</option>
				<option value="open">Open</option>
				<option value="closed">Closed</option>
			</SelectField>
			<SwitchField
				label="Show prices"
				name="show_prices"
				defaultChecked={values ? values.show_prices === 'true' : (room?.show_prices ?? true)}
				className="self-end pb-2"
			/>
			<Field
				label={`Opens (${timeZone})`}
				name="opens_at"
				type="datetime-local"
				hint={`Date and time in ${timeZone}. Leave empty to open at once.`}
				defaultValue={text(values, 'opens_at', utcToZonedInput(room?.opens_at, timeZone))}
				errors={errors.opens_at ? [errors.opens_at] : undefined}
			/>
			<Field
				label={`Expires (${timeZone})`}
				name="expires_at"
				type="datetime-local"
				hint={`Date and time in ${timeZone}. Required for an open room.`}
				defaultValue={text(values, 'expires_at', utcToZonedInput(room?.expires_at, timeZone))}
				errors={errors.expires_at ? [errors.expires_at] : undefined}
			/>
			<Field
				label={room?.has_password ? 'New password' : 'Password'}
				name="password"
				type="password"
				autoComplete="new-password"
				hint={
					room?.has_password
						? 'A password is set. Leave empty to keep it.'
						: 'Optional: collectors then enter it before they see the room.'
				}
				errors={errors.password ? [errors.password] : undefined}
			/>
			{room?.has_password ? (
				<label className="inline-flex items-center gap-2 self-end pb-2 text-sm">
					<input type="checkbox" name="clear_password" value="true" />
					Clear the password
				</label>
			) : null}
		</div>
	)
}

/** The new room's form: the room's fields only. */
export function RoomFieldsForm({
	errors,
	values,
	submitLabel,
}: {
	errors: Errors
	values: Values
	submitLabel: string
}) {
	return (
		<Form
			method="post"
			encType="multipart/form-data"
			className="space-y-6 rounded-lg border border-stone-200 bg-white p-6"
		>
			<FormErrors errors={errors} />
			<RoomFields errors={errors} values={values} />
			<button type="submit" className={buttonClass.primary}>
				{submitLabel}
			</button>
		</Form>
	)
}

function FormErrors({ errors }: { errors: Errors }) {
	const list = Object.values(errors)
	if (list.length === 0) return null
	return (
		<div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
			{`Please correct the form: ${list[0]}`}
		</div>
	)
}

function ItemRow({
	item,
	index,
	count,
	errors,
	handle,
}: {
	item: EditorItem
	index: number
	count: number
	errors: Errors
	handle?: ReactNode
}) {
	const id = `item-${item.artwork_id}`
	const price = errors[`items.${index}.price`]
	const currency = errors[`items.${index}.currency`]
	return (
		<div
			className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-3 sm:flex-row"
			data-item={item.artwork_id}
		>
			<div className="flex items-start gap-3">
				{handle}
				<div className="h-16 w-16 shrink-0 overflow-hidden rounded bg-stone-100">
					{item.image ? (
						<img src={variantUrl(item.image, 320)} alt="" className="h-full w-full object-contain" loading="lazy" />
					) : null}
				</div>
			</div>
			<div className="min-w-0 flex-1 space-y-2">
				<input type="hidden" name="item_artwork_id" value={item.artwork_id} />
				<p className="font-medium">
					<span className="italic">{item.title}</span>
					{`, ${item.year} · ${item.artist}`} {item.hidden ? <Badge tone="amber">Hidden from the public</Badge> : null}
				</p>
				<div className="grid gap-2 sm:grid-cols-[1fr_8rem_5rem_10rem]">
					<div>
						<label htmlFor={`${id}-note`} className="block text-xs text-stone-600">
							Note
						</label>
						<textarea
							id={`${id}-note`}
							name="item_note"
							rows={1}
							defaultValue={item.note}
							className="block w-full rounded-md border border-stone-300 px-2 py-1 text-sm"
						/>
					</div>
					<div>
						<label htmlFor={`${id}-price`} className="block text-xs text-stone-600">
							Room price
						</label>
						<input
							id={`${id}-price`}
							name="item_price"
							inputMode="numeric"
							defaultValue={item.price ?? ''}
							placeholder={item.own_price === null ? '' : String(item.own_price)}
							aria-invalid={price ? true : undefined}
							aria-describedby={price ? `${id}-price-error` : undefined}
							className="block w-full rounded-md border border-stone-300 px-2 py-1 text-sm"
						/>
						{price ? (
							<p id={`${id}-price-error`} className="text-xs text-red-700">
								{price}
							</p>
						) : null}
					</div>
					<div>
						<label htmlFor={`${id}-currency`} className="block text-xs text-stone-600">
							Currency
						</label>
						<input
							id={`${id}-currency`}
							name="item_currency"
							defaultValue={item.currency ?? ''}
							placeholder={item.own_currency}
							maxLength={3}
							aria-invalid={currency ? true : undefined}
							className="block w-full rounded-md border border-stone-300 px-2 py-1 text-sm uppercase"
						/>
					</div>
					<div>
						<label htmlFor={`${id}-display`} className="block text-xs text-stone-600">
							Price display
						</label>
						<select
							id={`${id}-display`}
							name="item_price_display"
							defaultValue={item.price_display ?? ''}
							className="block w-full rounded-md border border-stone-300 px-2 py-1 text-sm"
						>
							<option value="">Room default</option>
							<option value="show">Show the price</option>
							<option value="on_request">Price on request</option>
							<option value="hidden">Hidden</option>
						</select>
					</div>
				</div>
				<div className="flex flex-wrap gap-2">
					<button
						type="submit"
						name="intent"
						value={`up:${index}`}
						disabled={index === 0}
						className={buttonClass.small}
						aria-label={`Move up ${item.title}`}
					>
						Move up
					</button>
					<button
						type="submit"
						name="intent"
						value={`down:${index}`}
						disabled={index === count - 1}
						className={buttonClass.small}
						aria-label={`Move down ${item.title}`}
					>
						Move down
					</button>
					<button
						type="submit"
						name="intent"
						value={`remove:${index}`}
						className={buttonClass.smallDanger}
						aria-label={`Remove ${item.title}`}
					>
						Remove
					</button>
				</div>
			</div>
		</div>
	)
}

function ItemList({
	items,
	errors,
	formRef,
}: {
	items: EditorItem[]
	errors: Errors
	formRef: React.RefObject<HTMLFormElement | null>
}) {
	const submit = useSubmit()
	// The form posts the rows in the order they are drawn in.
	const saveOrder = useCallback(() => {
		if (!formRef.current) return
		const data = new FormData(formRef.current)
		data.set('intent', 'reorder')
		void submit(data, { method: 'post', preventScrollReset: true })
	}, [formRef, submit])
	if (items.length === 0) return <p className="text-sm text-stone-600">No works yet: find them below and add them.</p>
	return (
		<SortableList
			items={items}
			idOf={(item) => item.artwork_id}
			labelOf={(item) => item.title}
			onReorder={saveOrder}
			listProps={{ 'aria-label': 'Works in this room' }}
			renderItem={(item, index, handle) => (
				<ItemRow item={item} index={index} count={items.length} errors={errors} handle={handle} />
			)}
		/>
	)
}

function when(iso: string | null, formatDateTime: (iso: string) => string) {
	return iso ? formatDateTime(iso) : '—'
}

function Recipients({
	room,
	worksCount,
	mailOn,
	errors,
	values,
	invitation,
}: {
	room: EditorRoom
	worksCount: number
	mailOn: boolean
	errors: Errors
	values: Values
	invitation?: InvitationPreview
}) {
	const formatDateTime = useFormatDateTime()
	return (
		<section aria-labelledby="recipients-heading" className="space-y-4 rounded-lg border border-stone-200 bg-white p-6">
			<h2 id="recipients-heading" className="text-lg font-semibold">
				Recipients
			</h2>
			<p className="text-sm text-stone-600">
				Each recipient has a link of their own: the room counts who opened it and which works they looked at. Views by
				signed-in staff are not counted.
				{mailOn ? '' : ' Email is off (SMTP_URL is not set): copy the links and send them yourself.'}
			</p>
			{room.recipients.length ? (
				<ul className="divide-y divide-stone-100">
					{room.recipients.map((r) => (
						<li key={r.id} className="space-y-2 py-3" data-recipient={r.id}>
							<p className="text-sm">
								<span className="font-medium">{r.name}</span>
								{` <${r.email}> `}
								{r.revoked_at ? <Badge tone="red">{`Revoked ${formatDateTime(r.revoked_at)}`}</Badge> : null}
							</p>
							<p className="text-xs text-stone-600" data-testid="recipient-views">
								{`Views: ${r.views} · Works viewed: ${r.works_viewed.length} of ${worksCount} · First viewed: ${when(r.first_viewed_at, formatDateTime)} · Last viewed: ${when(r.last_viewed_at, formatDateTime)}`}
							</p>
							<RecipientActivity name={r.name} activity={r.activity} />
							{invitation?.recipient_id === r.id && !r.revoked_at ? (
								<InvitationPreviewPanel invitation={invitation} name={r.name} />
							) : null}
							{r.revoked_at ? null : (
								<div className="flex flex-wrap items-end gap-2">
									<CopyLink url={r.url} label={`Link for ${r.name}`} />
									<Form method="post" className="flex w-full flex-wrap items-end gap-2 sm:w-auto">
										<TextareaField
											label={`Personal note to ${r.name} (optional)`}
											name="note"
											rows={2}
											maxLength={INVITATION_NOTE_MAX}
											className="w-full sm:w-80"
											defaultValue={invitation?.recipient_id === r.id ? invitation.note : undefined}
											key={invitation?.recipient_id === r.id ? 'previewed' : 'typed'}
										/>
										<button type="submit" name="intent" value={`preview-invite:${r.id}`} className={buttonClass.small}>
											Preview invitation
										</button>
										<button
											type="submit"
											name="intent"
											value={`invite:${r.id}`}
											className={buttonClass.small}
											disabled={!mailOn}
										>
											Send invitation
										</button>
									</Form>
									<Link
										to={`?confirm=revoke-${r.id}`}
										preventScrollReset
										className={buttonClass.smallDanger}
										aria-label={`Revoke the link of ${r.name}`}
									>
										Revoke link
									</Link>
								</div>
							)}
							<Form method="post">
								<button
									type="submit"
									name="intent"
									value={`delete-recipient:${r.id}`}
									className="text-xs text-red-700 underline"
								>
									{`Delete ${r.name}`}
								</button>
							</Form>
						</li>
					))}
				</ul>
			) : null}
			<Form method="post" className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
				<input type="hidden" name="intent" value="add-recipient" />
				<Field
					label="Name"
					name="name"
					required
					defaultValue={text(values, 'name', '')}
					errors={errors.recipient_name ? [errors.recipient_name] : undefined}
				/>
				<Field
					label="Email"
					name="email"
					type="email"
					required
					defaultValue={text(values, 'email', '')}
					errors={errors.recipient_email ? [errors.recipient_email] : undefined}
				/>
				<button type="submit" className={buttonClass.secondary}>
					Add recipient
				</button>
			</Form>
		</section>
	)
}

/** The link in a read-only field (select it to copy), with a Copy button once JavaScript runs. */
function CopyLink({ url, label }: { url: string; label: string }) {
	const hydrated = useHydrated()
	const [copied, setCopied] = useState(false)
	const id = `link-${url.slice(-12)}`
	return (
		<div className="flex min-w-0 flex-1 items-end gap-2">
			<div className="min-w-0 flex-1">
				<label htmlFor={id} className="block text-xs text-stone-600">
					{label}
				</label>
				<input
					id={id}
					readOnly
					value={url}
					onFocus={(e) => e.currentTarget.select()}
					className="block w-full rounded-md border border-stone-300 bg-stone-50 px-2 py-1 text-xs"
				/>
			</div>
			{hydrated ? (
				<button
					type="button"
					className={buttonClass.small}
					onClick={() => {
						void navigator.clipboard?.writeText(url).then(() => setCopied(true))
					}}
				>
					{copied ? 'Copied' : 'Copy link'}
				</button>
			) : null}
		</div>
	)
}

export function ViewingRoomEditor({
	room,
	items,
	q,
	results,
	mailOn,
	errors,
	values,
	conflict,
	invitation,
}: {
	/** The invitation 'Preview invitation' made: shown under its recipient, its note kept in the field. */
	invitation?: InvitationPreview
	room: EditorRoom
	items: EditorItem[]
	q: string
	results: { id: number; title: string; artist: string; year: number; hidden: boolean }[]
	mailOn: boolean
	errors: Errors
	values: Values
	/** Someone saved the room since this form was opened (docs/admin.md, 'History and conflicts'). */
	conflict?: EditConflict
}) {
	const formRef = useRef<HTMLFormElement>(null)
	const totalViews = room.views + room.recipients.reduce((sum, r) => sum + r.views, 0)
	return (
		<div className="space-y-8">
			<PageHeader
				title={room.title}
				subtitle={`Viewing room · ${totalViews} views (${room.views} through the shared link)`}
				actions={
					<>
						<a href={room.url} target="_blank" rel="noreferrer" className={buttonClass.secondary}>
							Preview
						</a>
						<a href={`/admin/viewing-rooms/${room.id}/room.pdf`} download className={buttonClass.secondary}>
							Download as PDF
						</a>
						<Form method="post">
							<button type="submit" name="intent" value="duplicate" className={buttonClass.secondary}>
								Duplicate room
							</button>
						</Form>
						<Link to={`/admin/viewing-rooms/${room.id}/history`} className={buttonClass.secondary}>
							History
						</Link>
						<Link to="/admin/viewing-rooms" className={buttonClass.ghost}>
							Back to Viewing Rooms
						</Link>
					</>
				}
			/>
			{/* Near the top: without JavaScript the page opens there. */}
			<Confirmation room={room} />
			<CopyLink url={room.url} label="Shared link (anyone with it may open the room)" />
			<Form
				method="post"
				// A cover chosen from disk goes with the form when there is no JavaScript to upload it first.
				encType="multipart/form-data"
				ref={formRef}
				className="space-y-6 rounded-lg border border-stone-200 bg-white p-6"
				id="room-form"
			>
				<input type="hidden" name="version" value={conflict?.version ?? room.version} />
				{conflict ? <ConflictNotice conflict={conflict} reloadHref={`/admin/viewing-rooms/${room.id}/edit`} /> : null}
				<FormErrors errors={errors} />
				<RoomFields
					errors={errors}
					values={values}
					room={room}
					coverChoices={[...new Set(items.flatMap((item) => item.images))]}
				/>
				<section aria-labelledby="works-heading" className="space-y-3">
					<h2 id="works-heading" className="text-lg font-semibold">
						Works
					</h2>
					<p className="text-sm text-stone-600">
						In the order collectors see them. A room price replaces the artwork’s own in this room only; leave it empty
						to keep the artwork’s.
					</p>
					<ItemList items={items} errors={errors} formRef={formRef} />
				</section>
				<button type="submit" name="intent" value="save" className={buttonClass.primary}>
					Save Viewing Room
				</button>
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
			<Recipients
				room={room}
				worksCount={items.length}
				mailOn={mailOn}
				errors={errors}
				values={values}
				invitation={invitation}
			/>
			<div className="border-t border-stone-200 pt-6">
				<Link to="?confirm=delete" preventScrollReset className={buttonClass.danger}>
					Delete viewing room
				</Link>
			</div>
		</div>
	)
}

/**
 * Deleting the room and revoking a recipient's link ask first (docs/admin.md,
 * 'Viewing rooms'): their buttons link to `?confirm=delete` or
 * `?confirm=revoke-{recipient id}`, a panel without JavaScript and a dialog
 * with it, whose confirm button posts the intent.
 */
function Confirmation({ room }: { room: EditorRoom }) {
	const [params] = useSearchParams()
	const asked = params.get('confirm') ?? ''
	const cancelTo = `/admin/viewing-rooms/${room.id}/edit`
	if (asked === 'delete')
		return (
			<ConfirmDialog
				title="Delete this viewing room?"
				message={`“${room.title}” and every link to it stop working at once: collectors who open them are told it was not found. Its history keeps the last version.`}
				cancelTo={cancelTo}
				id={room.id}
				confirmLabel="Delete viewing room"
				action={cancelTo}
			/>
		)
	const revoke = /^revoke-(\d+)$/.exec(asked)
	const recipient = revoke ? room.recipients.find((r) => r.id === Number(revoke[1]) && !r.revoked_at) : undefined
	if (recipient)
		return (
			<ConfirmDialog
				title={`Revoke the link of ${recipient.name}?`}
				message={`${recipient.name} <${recipient.email}> can no longer open the room with it: the link answers “not found” from now on. This cannot be undone; add them again for a new link.`}
				cancelTo={cancelTo}
				id={room.id}
				confirmLabel="Revoke link"
				intent={`revoke:${recipient.id}`}
				action={cancelTo}
			/>
		)
	return null
}

/** The invitation as it would go, under its recipient: the HTML in a sandboxed frame and the plain text. */
function InvitationPreviewPanel({ invitation, name }: { invitation: InvitationPreview; name: string }) {
	return (
		<section aria-label={`Invitation to ${name}`} className="space-y-2 rounded-md border border-stone-200 p-3">
			<p className="text-sm">
				<span className="font-medium">Subject:</span> {invitation.subject}
			</p>
			<iframe
				title={`Preview of the invitation to ${name}`}
				srcDoc={invitation.html}
				// No scripts ever run in it; the same origin only lets it load this site's images.
				sandbox="allow-same-origin"
				className="h-[40rem] w-full max-w-[40rem] rounded border border-stone-200 bg-white"
			/>
			<details>
				<summary className="cursor-pointer text-sm">Plain text</summary>
				<pre className="mt-2 text-xs whitespace-pre-wrap" aria-label={`Invitation to ${name} as plain text`}>
					{invitation.text}
				</pre>
			</details>
			<p className="text-xs text-stone-600">Not sent yet: 'Send invitation' sends it with the note above.</p>
		</section>
	)
}
