import crypto from 'node:crypto'
import {
	ROOM_INVITATIONS_KEPT,
	type RoomViewRecord,
	type ViewingRoomRecipient,
	type ViewingRoomRecord,
} from '#app/schemas/records.ts'
import { type RecipientInput, type ViewingRoomInput } from '#app/schemas/viewing-room.ts'
import { hashPassword, verifyPassword } from '#app/utils/password.server.ts'
import { uniqueSlug } from '#app/utils/slug.ts'
import { type Draft, mutate, NotFoundError, ready } from './db.server.ts'
import { linkContact } from './contact-links.server.ts'
import { checkVersion, removeVersioned, saveVersioned, type WriteOptions } from './revisions.server.ts'
import { InvalidRecordError } from './errors.ts'
import { type InputFrom, inputFor } from './lookup.ts'
import { now } from '#app/utils/clock.ts'

/**
 * Private viewing rooms (docs/public-site.md, 'Viewing rooms'; docs/admin.md).
 * A room has a shared link and one link per recipient; every token is 144
 * random bits in URL-safe base64. Only the password's hash is kept, and
 * nothing here hands it out: `roomView` is what the API and the back office see.
 */

/** 18 random bytes: 144 bits, 24 URL-safe characters. */
export function newToken() {
	return crypto.randomBytes(18).toString('base64url')
}

export type RoomRecipientView = ViewingRoomRecipient & { url: string }
export type RoomView = Omit<ViewingRoomRecord, 'password_hash' | 'next_recipient_id' | 'recipients'> & {
	has_password: boolean
	url: string
	recipients: RoomRecipientView[]
}

/** The link of a token, from the site's origin. */
export function roomUrl(origin: string, token: string) {
	return `${origin}/viewing-room/${token}`
}

export function recipientView(origin: string, recipient: ViewingRoomRecipient): RoomRecipientView {
	return { ...recipient, url: roomUrl(origin, recipient.token) }
}

/** A room as the API and the back office see it: no password hash, with the links. */
export function roomView(origin: string, room: ViewingRoomRecord): RoomView {
	const { password_hash, next_recipient_id: _next, recipients, ...fields } = room
	return {
		...fields,
		has_password: password_hash !== '',
		url: roomUrl(origin, room.token),
		recipients: recipients.map((r) => recipientView(origin, r)),
	}
}

/** Newest first. */
export async function listViewingRooms(): Promise<readonly ViewingRoomRecord[]> {
	const store = await ready()
	return store.remember(['viewing_rooms', 'room_views'], 'newest-first', () =>
		Object.freeze(
			[...store.all('viewing_rooms')]
				.sort((a, b) => b.id - a.id)
				.map((room) => withViews(room, store.group('room_views', 'room', String(room.id)))),
		),
	)
}

/** A room with its views counted (`withViews`). */
export async function getViewingRoom(id: number): Promise<ViewingRoomRecord | null> {
	const store = await ready()
	const room = store.get('viewing_rooms', id)
	return room ? withViews(room, store.group('room_views', 'room', String(id))) : null
}

/** What a token opens: the room, and the recipient whose link it is (null for the shared link). */
export type TokenMatch = { room: ViewingRoomRecord; recipient: ViewingRoomRecipient | null }

/**
 * The room of a link, or null when no link has this token, its recipient's
 * link was revoked or deleted. Whether the room may be seen (draft, dates) is
 * the caller's question.
 */
export async function findRoomByToken(token: string): Promise<TokenMatch | null> {
	if (!/^[A-Za-z0-9_-]{22,}$/.test(token)) return null
	const store = await ready()
	const shared = store.tables.viewing_rooms.find('token', token)
	if (shared) return { room: shared, recipient: null }
	const byRecipient = store.remember(['viewing_rooms'], 'recipient-tokens', () => {
		const map = new Map<string, { roomId: number; recipientId: number }>()
		for (const room of store.all('viewing_rooms'))
			for (const r of room.recipients) map.set(r.token, { roomId: room.id, recipientId: r.id })
		return map
	})
	const hit = byRecipient.get(token)
	if (!hit) return null
	const room = store.get('viewing_rooms', hit.roomId)
	const recipient = room?.recipients.find((r) => r.id === hit.recipientId)
	if (!room || !recipient || recipient.revoked_at !== null) return null
	return { room, recipient }
}

/** Whether `password` is the room's. */
export async function checkRoomPassword(room: ViewingRoomRecord, password: string) {
	return room.password_hash !== '' && verifyPassword(password, room.password_hash)
}

type PasswordChange = { keep: true } | { hash: string }

async function passwordChange(password: string | undefined): Promise<PasswordChange> {
	if (password === undefined) return { keep: true }
	return { hash: password === '' ? '' : await hashPassword(password) }
}

/** Every work a room shows must exist: an unknown id would make every later save of the room refused. */
function assertKnownArtworks(draft: Draft, items: readonly { artwork_id: number }[]) {
	const unknown = items.filter((item) => !draft.get('artworks', item.artwork_id)).map((i) => i.artwork_id)
	if (unknown.length) throw new InvalidRecordError('items', `Unknown artwork id ${unknown.join(', ')}`)
}

function fieldsOf(draft: Draft, input: ViewingRoomInput, id?: number) {
	assertKnownArtworks(draft, input.items)
	return {
		slug: uniqueSlug(input.slug || input.title, (s) => draft.taken('viewing_rooms', 'slug', s, id), 'viewing-room'),
		title: input.title,
		intro: input.intro,
		closing_text: input.closing_text,
		translations: input.translations,
		language: input.language,
		status: input.status,
		opens_at: input.opens_at,
		expires_at: input.expires_at,
		show_prices: input.show_prices,
		cover_image: input.cover_image,
		items: input.items,
	}
}

export async function createViewingRoom(
	input: ViewingRoomInput,
	{ actor }: WriteOptions = {},
): Promise<ViewingRoomRecord> {
	const password = await passwordChange(input.password)
	return mutate((draft) => {
		const time = now()
		const record = {
			...fieldsOf(draft, input),
			id: draft.takeId('viewing_rooms'),
			version: 1,
			password_hash: 'hash' in password ? password.hash : '',
			token: newToken(),
			views: 0,
			recipients: [],
			next_recipient_id: 1,
			created_at: time,
			updated_at: time,
		}
		return saveVersioned(draft, 'viewing_rooms', record, { current: null, actor })
	})
}

/**
 * `input` may be made from the stored room, inside the write (the API's PUT
 * merges over it); the password it sends is hashed before the write.
 */
export async function updateViewingRoom(
	id: number,
	input: InputFrom<ViewingRoomRecord, ViewingRoomInput>,
	{ actor, version, merge }: WriteOptions = {},
): Promise<ViewingRoomRecord> {
	const before = typeof input === 'function' ? await getViewingRoom(id) : null
	if (typeof input === 'function' && !before) throw new NotFoundError('Viewing room not found')
	const password = await passwordChange(inputFor(input, before!).password)
	return mutate((draft) => {
		const current = draft.get('viewing_rooms', id)
		if (!current) throw new NotFoundError('Viewing room not found')
		const record = {
			...current,
			...fieldsOf(draft, inputFor(input, current), id),
			password_hash: 'hash' in password ? password.hash : current.password_hash,
			updated_at: now(),
		}
		return saveVersioned(draft, 'viewing_rooms', record, { current, actor, version, merge })
	})
}

/** Changes only the order and details of the works (the editor's Move up/down and drag and drop). */
export async function setViewingRoomItems(
	id: number,
	items: ViewingRoomRecord['items'],
	{ actor, version }: WriteOptions = {},
): Promise<ViewingRoomRecord> {
	return mutate((draft) => {
		const current = draft.get('viewing_rooms', id)
		if (!current) throw new NotFoundError('Viewing room not found')
		checkVersion(draft, 'viewing_rooms', current, version)
		assertKnownArtworks(draft, items)
		return saveVersioned(draft, 'viewing_rooms', { ...current, items, updated_at: now() }, { current, actor })
	})
}

export async function deleteViewingRoom(id: number, { actor, version }: WriteOptions = {}): Promise<void> {
	await mutate((draft) => {
		if (!removeVersioned(draft, 'viewing_rooms', id, actor, version)) throw new NotFoundError('Viewing room not found')
		for (const c of draft.group('room_views', 'room', String(id))) draft.remove('room_views', c.id)
	})
}

/** A draft copy: the same works, texts, dates and password; new links, no recipients, no views. */
export async function duplicateViewingRoom(id: number, { actor }: WriteOptions = {}): Promise<ViewingRoomRecord> {
	return mutate((draft) => {
		const room = draft.get('viewing_rooms', id)
		if (!room) throw new NotFoundError('Viewing room not found')
		const time = now()
		const title = `${room.title} (copy)`.slice(0, 200)
		const record = {
			...room,
			id: draft.takeId('viewing_rooms'),
			version: 1,
			title,
			slug: uniqueSlug(title, (s) => draft.taken('viewing_rooms', 'slug', s), 'viewing-room'),
			status: 'draft' as const,
			token: newToken(),
			views: 0,
			recipients: [],
			next_recipient_id: 1,
			created_at: time,
			updated_at: time,
		}
		return saveVersioned(draft, 'viewing_rooms', record, { current: null, actor })
	})
}

export async function addRecipient(
	roomId: number,
	input: RecipientInput,
	{ actor }: WriteOptions = {},
): Promise<ViewingRoomRecipient> {
	return mutate((draft) => {
		const room = draft.get('viewing_rooms', roomId)
		if (!room) throw new NotFoundError('Viewing room not found')
		const recipient: ViewingRoomRecipient = {
			id: room.next_recipient_id,
			name: input.name,
			email: input.email,
			token: newToken(),
			created_at: now(),
			revoked_at: null,
			first_viewed_at: null,
			last_viewed_at: null,
			views: 0,
			works_viewed: [],
			invitations: [],
			// A recipient reads the room's language: their invitation and replies are in it.
			language: room.language,
			contact_id: linkContact(draft, input),
		}
		const record = {
			...room,
			recipients: [...room.recipients, recipient],
			next_recipient_id: room.next_recipient_id + 1,
			updated_at: now(),
		}
		saveVersioned(draft, 'viewing_rooms', record, { current: room, actor })
		return recipient
	})
}

function changeRecipient(
	roomId: number,
	recipientId: number,
	change: (room: ViewingRoomRecord, recipient: ViewingRoomRecipient) => ViewingRoomRecipient | null,
	actor?: WriteOptions['actor'],
) {
	return mutate((draft) => {
		const room = draft.get('viewing_rooms', roomId)
		if (!room) throw new NotFoundError('Viewing room not found')
		const recipient = room.recipients.find((r) => r.id === recipientId)
		if (!recipient) throw new NotFoundError('Recipient not found')
		const next = change(room, recipient)
		const record = {
			...room,
			recipients: next
				? room.recipients.map((r) => (r.id === recipientId ? next : r))
				: room.recipients.filter((r) => r.id !== recipientId),
			updated_at: now(),
		}
		saveVersioned(draft, 'viewing_rooms', record, { current: room, actor })
		const counters = draft.group('room_views', 'room', String(roomId))
		if (!next) for (const c of counters) if (c.recipient_id === recipientId) draft.remove('room_views', c.id)
		const answered = next ?? recipient
		return withViews({ ...room, recipients: [answered] }, counters).recipients[0]!
	})
}

/** Ends a recipient's link at once; revoking twice keeps the first time. */
export function revokeRecipient(
	roomId: number,
	recipientId: number,
	{ actor }: WriteOptions = {},
): Promise<ViewingRoomRecipient> {
	return changeRecipient(roomId, recipientId, (_room, r) => ({ ...r, revoked_at: r.revoked_at ?? now() }), actor)
}

export async function deleteRecipient(
	roomId: number,
	recipientId: number,
	{ actor }: WriteOptions = {},
): Promise<void> {
	await changeRecipient(roomId, recipientId, () => null, actor)
}

/** The counter of one link's views of one page of a room (app/schemas/records.ts, `roomViewRecord`). */
function viewKey(roomId: number, recipientId: number | null, artworkId: number | null) {
	return `${roomId}:${recipientId ?? 0}:${artworkId ?? 0}`
}

/**
 * Counts a visitor's view (bookkeeping, not an edit: the room keeps its version
 * and no revision is made) on the counter of that link and page: one small
 * record, never the room itself, so a view of a room of 200 works writes a
 * line of about 200 bytes. A room, recipient or work gone meanwhile (or a
 * revoked link) is skipped, so no link has more counters than the room has
 * works, plus one.
 */
export async function recordRoomView(roomId: number, recipientId: number | null, artworkId: number | null) {
	await mutate((draft) => {
		const room = draft.get('viewing_rooms', roomId)
		if (!room) return
		if (recipientId !== null && !room.recipients.some((r) => r.id === recipientId && r.revoked_at === null)) return
		if (artworkId !== null && !room.items.some((item) => item.artwork_id === artworkId)) return
		const id = viewKey(roomId, recipientId, artworkId)
		const time = now()
		const counted = draft.get('room_views', id)
		draft.put(
			'room_views',
			counted
				? { ...counted, views: counted.views + 1, last_viewed_at: time }
				: {
						id,
						room_id: roomId,
						recipient_id: recipientId,
						artwork_id: artworkId,
						views: 1,
						first_viewed_at: time,
						last_viewed_at: time,
					},
		)
	})
}

/**
 * Records that an invitation was mailed to a recipient (bookkeeping, as a view is: the room keeps its version and no
 * revision is made). A room or recipient gone meanwhile is skipped.
 */
export async function recordInvitation(roomId: number, recipientId: number, email: string) {
	await mutate((draft) => {
		const room = draft.get('viewing_rooms', roomId)
		if (!room || !room.recipients.some((r) => r.id === recipientId)) return
		const sent = { sent_at: now(), email }
		draft.put('viewing_rooms', {
			...room,
			recipients: room.recipients.map((r) =>
				r.id === recipientId ? { ...r, invitations: [...r.invitations, sent].slice(-ROOM_INVITATIONS_KEPT) } : r,
			),
		})
	})
}

/** A room's view counters, oldest first. */
export async function roomViewCounters(roomId: number): Promise<readonly RoomViewRecord[]> {
	return (await ready()).group('room_views', 'room', String(roomId))
}

const earliest = (a: string | null, b: string) => (a === null || b < a ? b : a)
const latest = (a: string | null, b: string) => (a === null || b > a ? b : a)

/**
 * The room with its views as the API and the back office read them: the room's
 * `views` (the shared link's) and each recipient's views, first and last view
 * and works opened, from the counters, added to what the room recorded itself
 * before views had counters of their own.
 */
export function withViews(room: ViewingRoomRecord, counters: readonly RoomViewRecord[]): ViewingRoomRecord {
	if (counters.length === 0) return room
	let shared = room.views
	const byRecipient = new Map<number, RoomViewRecord[]>()
	for (const c of counters) {
		if (c.recipient_id === null) shared += c.views
		else byRecipient.set(c.recipient_id, [...(byRecipient.get(c.recipient_id) ?? []), c])
	}
	return {
		...room,
		views: shared,
		recipients: room.recipients.map((r) => {
			const own = byRecipient.get(r.id)
			if (!own) return r
			const works = [...r.works_viewed]
			for (const c of [...own].sort((a, b) => a.first_viewed_at.localeCompare(b.first_viewed_at)))
				if (c.artwork_id !== null && !works.includes(c.artwork_id)) works.push(c.artwork_id)
			return {
				...r,
				views: own.reduce((sum, c) => sum + c.views, r.views),
				first_viewed_at: own.reduce((at, c) => earliest(at, c.first_viewed_at), r.first_viewed_at),
				last_viewed_at: own.reduce((at, c) => latest(at, c.last_viewed_at), r.last_viewed_at),
				works_viewed: works,
			}
		}),
	}
}

/** The room (and recipient) each enquiry sent from a room came from; a room deleted since is left out. */
export async function roomsOfEnquiries(
	enquiries: readonly { id: number; viewing_room_id: number | null; recipient_id: number | null }[],
): Promise<Map<number, { id: number; title: string; recipient: string | null }>> {
	const store = await ready()
	const found = new Map<number, { id: number; title: string; recipient: string | null }>()
	for (const e of enquiries) {
		if (e.viewing_room_id === null) continue
		const room = store.get('viewing_rooms', e.viewing_room_id)
		if (!room) continue
		const recipient = room.recipients.find((r) => r.id === e.recipient_id)
		found.set(e.id, {
			id: room.id,
			title: room.title,
			recipient: recipient ? `${recipient.name} <${recipient.email}>` : null,
		})
	}
	return found
}
