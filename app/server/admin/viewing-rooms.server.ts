import { type Actor } from '#app/data/activity.server.ts'
import { data } from 'react-router'
import { moveItem } from '#app/utils/list-order.ts'
import { listArtworks } from '#app/data/artworks.server.ts'
import { NotFoundError } from '#app/data/db.server.ts'
import { VersionConflictError } from '#app/data/revisions.server.ts'
import { smtpTransport } from '#app/server/mail/smtp.server.ts'
import { conflictOf, formWriteOptions } from './entity-forms.server.ts'
import { refuseOpeningWithProblems } from './collections/viewing-rooms.server.ts'
import { checksOf } from '#app/server/checks/checks.server.ts'
import { HeldBackError } from '#app/server/checks/guard.server.ts'
import { publishAnyway } from '#app/server/checks/publish.server.ts'
import { InvalidRecordError } from '#app/data/errors.ts'
import { getGalleryName } from '#app/data/pages.server.ts'
import { getUser } from '#app/data/users.server.ts'
import {
	addRecipient,
	createViewingRoom,
	deleteRecipient,
	deleteViewingRoom,
	duplicateViewingRoom,
	getViewingRoom,
	recordInvitation,
	revokeRecipient,
	roomViewCounters,
	roomUrl,
	setViewingRoomItems,
	updateViewingRoom,
} from '#app/data/viewing-rooms.server.ts'
import {
	type Enquiry,
	type RoomViewRecord,
	type ViewingRoomRecipient,
	type ViewingRoomRecord,
} from '#app/schemas/records.ts'
import { listRoomEnquiries } from '#app/data/enquiries.server.ts'
import { type RecipientActivityData } from '#app/utils/room-activity.ts'
import { INVITATION_NOTE_MAX, RecipientSchema, ViewingRoomSchema } from '#app/schemas/viewing-room.ts'
import { translationsFromForm } from '#app/schemas/entity-fields.ts'
import { publicOrigin } from '#app/server/public-url.server.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'
import { releaseFiles } from '#app/data/files.server.ts'
import { UploadError } from '#app/server/files/upload.server.ts'
import { FormUploadError, readAdminForm } from './form-uploads.server.ts'
import { buildInvitation } from '#app/server/viewing-rooms/invitation-mail.server.ts'
import { oneLine } from '#app/server/mail/enquiry-mail.server.ts'
import { getEnv } from '#app/utils/env.server.ts'

/**
 * The back office's viewing rooms (docs/admin.md, 'Viewing rooms'): the
 * editor's form and its intents (save, move a work up or down, remove or add
 * a work, reorder by drag and drop), recipients (add, invite by email,
 * revoke, delete), duplicate and delete. Every intent is a plain post that
 * redirects with a toast, so the editor works without JavaScript.
 */

export type FieldErrors = Record<string, string>

/** The form's works, from the repeated `item_*` fields, in the order they came. */
function itemsOf(form: FormData) {
	const ids = form.getAll('item_artwork_id').map(String)
	const notes = form.getAll('item_note').map(String)
	const prices = form.getAll('item_price').map(String)
	const currencies = form.getAll('item_currency').map(String)
	const displays = form.getAll('item_price_display').map(String)
	return ids.map((artwork_id, i) => ({
		artwork_id,
		note: notes[i] ?? '',
		price: prices[i] ?? '',
		currency: currencies[i] ?? '',
		price_display: displays[i] ?? '',
	}))
}

function roomInput(form: FormData, items: unknown[]) {
	const password = String(form.get('password') ?? '')
	const clear = form.getAll('clear_password').includes('true')
	return {
		title: form.get('title'),
		slug: form.get('slug') ?? '',
		intro: form.get('intro'),
		closing_text: form.get('closing_text'),
		status: form.get('status'),
		opens_at: form.get('opens_at'),
		expires_at: form.get('expires_at'),
		show_prices: form.getAll('show_prices').at(-1) ?? 'false',
		cover_image: form.get('cover_image'),
		items,
		translations: translationsFromForm(form),
		language: form.get('language'),
		// Blank keeps the password; "Clear the password" removes it.
		password: clear ? '' : password === '' ? undefined : password,
	}
}

function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
	const fields: FieldErrors = {}
	for (const issue of issues) {
		const key = issue.path.map(String).join('.') || 'form'
		fields[key] ??= issue.message
	}
	return fields
}

/** A refused form comes back with the messages beside its fields (400), the visitor's values (and works, as typed) kept. */
function refused(fields: FieldErrors, values: Record<string, unknown>, items?: Awaited<ReturnType<typeof typedItems>>) {
	return data({ errors: fields, values, items }, { status: 400 })
}

/**
 * Reads the room's form, urlencoded or multipart. A cover uploaded with it
 * (without JavaScript: the file input of "Cover image") is checked and stored
 * first, and becomes the form's cover_image; `release` drops it again when
 * the save is refused. FormUploadError when it is not an image.
 */
async function readRoomForm(request: Request) {
	const { formData, upload } = await readAdminForm(request)
	try {
		if (!upload?.fileCount) return { form: formData, release: async () => {} }
		const [cover] = await upload.store('exhibition').catch((error: Error) => {
			throw new FormUploadError(error instanceof UploadError ? error.message : 'Failed to upload image')
		})
		formData.set('cover_image', cover!.url)
		return { form: formData, release: () => releaseFiles([cover!.id]) }
	} finally {
		await upload?.discard()
	}
}

/** Opening refused by the checks before publishing: each reason beside its field, and beside the status. */
function heldBackErrors(error: HeldBackError): Record<string, string> {
	const errors: Record<string, string> = { status: error.message }
	for (const p of error.problems) errors[p.field] = errors[p.field] ? `${errors[p.field]} ${p.message}` : p.message
	return errors
}

const coverRefused = (error: FormUploadError, form?: FormData) =>
	refused({ cover_image: error.message }, form ? Object.fromEntries(form) : {})

/** The room form, or the refusal beside the cover when its uploaded file cannot be taken. */
async function readRoomFormOrRefusal(request: Request) {
	try {
		return await readRoomForm(request)
	} catch (error) {
		if (error instanceof FormUploadError) return { refusal: coverRefused(error) }
		throw error
	}
}

export async function createRoomFromForm(request: Request, actor?: Actor) {
	const read = await readRoomFormOrRefusal(request)
	if ('refusal' in read) return read.refusal
	const { form, release } = read
	const parsed = ViewingRoomSchema.safeParse(roomInput(form, []))
	if (!parsed.success) {
		await release()
		return refused(fieldErrors(parsed.error.issues), Object.fromEntries(form))
	}
	try {
		await refuseOpeningWithProblems(parsed.data, null)
	} catch (error) {
		await release()
		if (error instanceof HeldBackError) return refused(heldBackErrors(error), Object.fromEntries(form))
		throw error
	}
	const room = await createViewingRoom(parsed.data, { actor })
	return redirectWithToast(request, `/admin/viewing-rooms/${room.id}/edit`, {
		type: 'success',
		title: 'Viewing room created',
		description: 'Add works, then recipients.',
	})
}

/** Reads `intent` and the index or id that may follow it: `up:2`, `remove:0`, `revoke:3`. */
function intentOf(form: FormData) {
	const [name, arg] = String(form.get('intent') ?? 'save').split(':')
	return { name: name ?? 'save', arg: Number(arg) }
}

export async function editRoomAction(
	request: Request,
	room: ViewingRoomRecord,
	actor?: Actor,
	{ mayPublishAnyway = false }: { mayPublishAnyway?: boolean } = {},
) {
	const read = await readRoomFormOrRefusal(request)
	if ('refusal' in read) return read.refusal
	const { form, release } = read
	const path = `/admin/viewing-rooms/${room.id}/edit`
	const { name, arg } = intentOf(form)
	const toast = (title: string, description?: string, type: 'success' | 'error' = 'success') =>
		redirectWithToast(request, path, { type, title, description })
	// The works as typed: a refused or conflicting save shows them back so, notes and prices included.
	let typed: ReturnType<typeof itemsOf> | undefined
	try {
		switch (name) {
			case 'save':
			case 'up':
			case 'down':
			case 'remove':
			case 'reorder': {
				let items = itemsOf(form)
				if (name === 'up') items = moveItem(items, arg, arg - 1)
				if (name === 'down') items = moveItem(items, arg, arg + 1)
				if (name === 'remove') items = items.filter((_, i) => i !== arg)
				typed = items
				const parsed = ViewingRoomSchema.safeParse(roomInput(form, items))
				if (!parsed.success) {
					await release()
					return refused(fieldErrors(parsed.error.issues), Object.fromEntries(form), await typedItems(items))
				}
				try {
					await refuseOpeningWithProblems(parsed.data, room)
				} catch (error) {
					if (!(error instanceof HeldBackError)) throw error
					await release()
					return refused(heldBackErrors(error), Object.fromEntries(form), await typedItems(items))
				}
				await updateViewingRoom(room.id, parsed.data, { actor, ...formWriteOptions(form) })
				const titles = {
					save: 'Viewing room saved',
					up: 'Work moved up',
					down: 'Work moved down',
					remove: 'Work removed',
					reorder: 'Order saved',
				}
				return toast(titles[name])
			}
			case 'add': {
				const id = Number(form.get('artwork_id'))
				if (room.items.some((item) => item.artwork_id === id))
					return toast('That work is in the room already', undefined, 'error')
				await setViewingRoomItems(
					room.id,
					[...room.items, { artwork_id: id, note: '', price: null, currency: null, price_display: null }],
					{ actor },
				)
				return toast('Work added')
			}
			case 'add-recipient': {
				const parsed = RecipientSchema.safeParse({ name: form.get('name'), email: form.get('email') })
				if (!parsed.success) {
					const errors = fieldErrors(parsed.error.issues)
					return refused(
						Object.fromEntries(Object.entries(errors).map(([k, v]) => [`recipient_${k}`, v])),
						Object.fromEntries(form),
					)
				}
				const recipient = await addRecipient(room.id, parsed.data, { actor })
				return toast('Recipient added', `${recipient.name} has a link of their own.`)
			}
			case 'preview-invite': {
				const recipient = room.recipients.find((r) => r.id === arg)
				if (!recipient || recipient.revoked_at) return toast('Recipient not found', undefined, 'error')
				const note = String(form.get('note') ?? '')
					.trim()
					.slice(0, INVITATION_NOTE_MAX)
				const sender = actor ? await getUser(actor.id) : null
				const mail = await previewInvitation(request, room, recipient, { note, sender })
				// The page again, with the mail as it would go and the note as typed; nothing is sent.
				return data({ invitation: { recipient_id: recipient.id, note, ...mail } })
			}
			case 'invite': {
				const recipient = room.recipients.find((r) => r.id === arg)
				if (!recipient || recipient.revoked_at) return toast('Recipient not found', undefined, 'error')
				const sender = actor ? await getUser(actor.id) : null
				const note = String(form.get('note') ?? '')
					.trim()
					.slice(0, INVITATION_NOTE_MAX)
				const sent = await sendInvitation(request, room, recipient, { note, sender })
				if (sent === true) await recordInvitation(room.id, recipient.id, recipient.email)
				return sent === true
					? toast('Invitation sent', `${recipient.name} <${recipient.email}>`)
					: toast('The invitation was not sent', sent, 'error')
			}
			case 'publish-anyway': {
				// Opened past its problems (docs/admin.md, 'Checks before publishing'): admins only, in the activity log.
				if (!mayPublishAnyway || !actor) return toast('Only an admin may publish anyway', undefined, 'error')
				await publishAnyway('viewing-rooms', room.id, actor)
				return toast('Viewing room opened anyway', 'The activity log records it.')
			}
			case 'revoke':
				await revokeRecipient(room.id, arg, { actor })
				return toast('Link revoked', 'It answers "not found" from now on.')
			case 'delete-recipient':
				await deleteRecipient(room.id, arg, { actor })
				return toast('Recipient deleted')
			case 'duplicate': {
				const copy = await duplicateViewingRoom(room.id, { actor })
				return redirectWithToast(request, `/admin/viewing-rooms/${copy.id}/edit`, {
					type: 'success',
					title: 'Viewing room duplicated',
					description: 'The copy is a draft with new links and no recipients.',
				})
			}
			case 'delete':
				await deleteViewingRoom(room.id, { actor })
				return redirectWithToast(request, '/admin/viewing-rooms', { type: 'success', title: 'Viewing room deleted' })
		}
	} catch (error) {
		// Saved by someone else since the editor was opened: nothing is written, the visitor's values come back.
		if (error instanceof VersionConflictError) {
			const values = Object.fromEntries(form)
			const items = typed ? await typedItems(typed) : undefined
			return data({ errors: {}, values, items, conflict: conflictOf(error) }, { status: 409 })
		}
		if (error instanceof InvalidRecordError)
			return refused(
				{ [error.field]: error.message },
				Object.fromEntries(form),
				typed ? await typedItems(typed) : undefined,
			)
		if (!(error instanceof NotFoundError)) throw error
		return toast('Not found', error.message, 'error')
	}
	return toast('Unknown action', undefined, 'error')
}

/**
 * Mails a recipient their link through SMTP_URL: plain text, from MAIL_FROM,
 * with the sender's personal note under the greeting, Reply-To the member of
 * staff who sent it (their account's email; else the gallery's notice
 * address), so the collector's answer reaches a person. True when the mail
 * server accepted it, else why not, in a sentence.
 */
/** The invitation as it would go to one recipient now, for the editor's 'Preview invitation'. */
export async function previewInvitation(
	request: Request,
	room: ViewingRoomRecord,
	recipient: ViewingRoomRecipient,
	{ note = '', sender = null }: { note?: string; sender?: { username: string } | null } = {},
) {
	const origin = getEnv().PUBLIC_URL ?? publicOrigin(request)
	const galleryName = oneLine(await getGalleryName(), 80)
	return buildInvitation({ room, recipient, note, galleryName, origin, senderName: sender?.username })
}

export async function sendInvitation(
	request: Request,
	room: ViewingRoomRecord,
	recipient: ViewingRoomRecipient,
	{ note = '', sender = null }: { note?: string; sender?: { username: string; email: string } | null } = {},
) {
	const env = getEnv()
	if (!env.SMTP_URL) return 'Email is off (SMTP_URL is not set): copy the link and send it yourself.'
	const origin = env.PUBLIC_URL ?? publicOrigin(request)
	const galleryName = oneLine(await getGalleryName(), 80)
	const from = env.MAIL_FROM ?? `gallery@${new URL(origin).hostname}`
	const mail = await buildInvitation({ room, recipient, note, galleryName, origin, senderName: sender?.username })
	try {
		const transport = smtpTransport({
			url: env.SMTP_URL,
			connectionTimeout: 10_000,
			greetingTimeout: 10_000,
			socketTimeout: 20_000,
		})
		await transport.sendMail({
			from: { name: galleryName, address: from },
			to: { name: oneLine(recipient.name, 100), address: recipient.email },
			...(sender?.email
				? { replyTo: { name: oneLine(sender.username, 100), address: sender.email } }
				: env.NOTIFY_EMAIL
					? { replyTo: env.NOTIFY_EMAIL }
					: {}),
			subject: mail.subject,
			text: mail.text,
			html: mail.html,
		})
		return true
	} catch (error) {
		console.error(`The invitation to viewing room ${room.id} was not sent: ${(error as Error).message}`)
		return `The mail server did not accept it (${(error as Error).message}).`
	}
}

type ArtworkById = Map<number, Awaited<ReturnType<typeof listArtworks>>[number]>

/**
 * The editor's rows: each work of the room with its title, artist and image
 * beside the room's note and price, as stored or as the visitor typed them
 * (a refused or conflicting save shows them back as typed). Works deleted
 * since are left out.
 */
function editorItems(
	rows: readonly {
		artwork_id: unknown
		note: string
		price: number | string | null
		currency: string | null
		price_display: string | null
	}[],
	byId: ArtworkById,
) {
	return rows.flatMap((item) => {
		const a = byId.get(Number(item.artwork_id))
		if (!a) return []
		return [
			{
				artwork_id: a.id,
				note: item.note,
				price: item.price,
				currency: item.currency,
				price_display: item.price_display,
				title: a.title,
				artist: a.artist_name,
				year: a.year,
				hidden: !a.is_visible,
				image: a.featured_image || a.images[0] || '',
				// Every image of the work, for the room's cover.
				images: [...new Set([a.featured_image, ...a.images].filter(Boolean))],
				own_price: a.price,
				own_currency: a.currency,
			},
		]
	})
}

/** The works as the visitor typed them, in the order they meant (after a move or a removal). */
async function typedItems(rows: ReturnType<typeof itemsOf>) {
	const artworks = await listArtworks('all')
	return editorItems(rows, new Map(artworks.map((a) => [a.id, a])))
}

/** The editor's data: the room as the form shows it, its works with their titles, and the search for more. */
export async function editorData(request: Request, room: ViewingRoomRecord) {
	const origin = publicOrigin(request)
	const artworks = await listArtworks('all')
	const byId = new Map(artworks.map((a) => [a.id, a]))
	const q = (new URL(request.url).searchParams.get('q') ?? '').trim().toLowerCase()
	const inRoom = new Set(room.items.map((i) => i.artwork_id))
	const results = q
		? artworks
				.filter(
					(a) => !inRoom.has(a.id) && `${a.title}\n${a.artist_name}\n${a.year}\n${a.medium}`.toLowerCase().includes(q),
				)
				.slice(0, 20)
				.map((a) => ({ id: a.id, title: a.title, artist: a.artist_name, year: a.year, hidden: !a.is_visible }))
		: []
	const { password_hash, next_recipient_id: _n, ...fields } = room
	const [counters, enquiries] = await Promise.all([roomViewCounters(room.id), listRoomEnquiries(room.id)])
	return {
		// Its checks before publishing, beside the fields: a problem keeps it from being opened (docs/admin.md).
		checks: (await checksOf('viewing-rooms', String(room.id)))?.checks ?? [],
		room: {
			...fields,
			has_password: password_hash !== '',
			url: roomUrl(origin, room.token),
			recipients: room.recipients.map((r) => ({
				...r,
				url: roomUrl(origin, r.token),
				activity: recipientActivity(r, counters, enquiries, byId),
			})),
		},
		items: editorItems(room.items, byId),
		q,
		results,
		mailOn: Boolean(getEnv().SMTP_URL),
	}
}

/** What one recipient did (app/components/admin/room-recipient-activity.tsx): invitations, works opened, enquiries. */
function recipientActivity(
	recipient: ViewingRoomRecipient,
	counters: readonly RoomViewRecord[],
	enquiries: readonly Enquiry[],
	byId: ArtworkById,
): RecipientActivityData {
	const title = (id: number | null) => (id === null ? '' : byId.get(id)?.title || 'A work deleted since')
	const opened = new Map(
		counters.filter((c) => c.recipient_id === recipient.id && c.artwork_id !== null).map((c) => [c.artwork_id!, c]),
	)
	return {
		invitations: recipient.invitations,
		works: recipient.works_viewed.map((id) => {
			const c = opened.get(id)
			return {
				artwork_id: id,
				title: title(id),
				views: c?.views ?? null,
				first: c?.first_viewed_at ?? null,
				last: c?.last_viewed_at ?? null,
			}
		}),
		enquiries: enquiries
			.filter((e) => e.recipient_id === recipient.id)
			.map((e) => ({ id: e.id, kind: e.kind, title: title(e.artwork_id), created_at: e.created_at })),
	}
}

export async function roomOr404(rawId: string | undefined) {
	const id = Number(rawId)
	const room = Number.isSafeInteger(id) && id > 0 ? await getViewingRoom(id) : null
	if (!room) throw new Response('Viewing room not found', { status: 404 })
	return room
}
