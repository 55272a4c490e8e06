import {
	createViewingRoom,
	deleteViewingRoom,
	getViewingRoom,
	listViewingRooms,
	roomView,
	updateViewingRoom,
} from '#app/data/viewing-rooms.server.ts'
import { inputFor } from '#app/data/lookup.ts'
import { type ViewingRoomRecord } from '#app/schemas/records.ts'
import { refuseWithProblems } from '#app/server/checks/guard.server.ts'
import { roomSubject } from '#app/server/checks/subjects.server.ts'
import { ViewingRoomSchema } from '#app/schemas/viewing-room.ts'
import { publicOrigin } from '#app/server/public-url.server.ts'
import { type RoomStatus, roomStatus } from '#app/server/viewing-rooms/room-access.server.ts'
import { matchesText } from '#app/utils/admin-filters.ts'
import { formatGalleryTime } from '#app/utils/time-zone.ts'
import { type RoomCardData } from '#app/utils/viewing-room.ts'
import { type FilterSelect } from '#app/utils/admin-list.ts'
import { COLLECTIONS } from '#app/utils/collections.ts'
import { defineListCollection } from './collection.server.ts'

/**
 * Viewing rooms (docs/admin.md, 'Viewing rooms'): a collection without
 * visibility (a room's status says who sees it) and without the shared
 * add/edit form (the editor is a page of its own, app/server/admin/viewing-rooms.server.ts).
 * The API answers a room as `roomView` makes it: never the password or its
 * hash, `has_password` instead, and its links as absolute URLs.
 */

export const ROOM_STATUS_LABELS: Record<RoomStatus, string> = {
	draft: 'Draft',
	open: 'Open',
	closed: 'Closed',
	'not-yet-open': 'Opens later',
}

const statusSelect: FilterSelect = {
	name: 'status',
	label: 'Status',
	options: [
		{ value: '', label: 'All Statuses' },
		...Object.entries(ROOM_STATUS_LABELS).map(([value, label]) => ({ value, label })),
	],
}

function filterRooms(all: readonly ViewingRoomRecord[], params: URLSearchParams) {
	const q = params.get('q') ?? ''
	const wanted = params.get('status') ?? ''
	const status = Object.hasOwn(ROOM_STATUS_LABELS, wanted) ? wanted : ''
	const filtered = all.filter((r) => matchesText(q, r.title) && (!status || roomStatus(r) === status))
	return { filtered, filters: { q, status }, active: Boolean(q.trim() || status) }
}

/**
 * Opening a room (status Open) with problems is refused with the reasons (HeldBackError, a 409 on the API) unless an
 * admin publishes it anyway (docs/admin.md, 'Checks before publishing'); a room already open is refused only for a
 * problem it did not have then.
 */
export async function refuseOpeningWithProblems(
	values: Pick<ViewingRoomRecord, 'title' | 'intro' | 'closing_text' | 'cover_image' | 'status'>,
	current: ViewingRoomRecord | null,
) {
	if (values.status !== 'open') return
	await refuseWithProblems(
		'viewing-rooms',
		roomSubject(values),
		current?.status === 'open' ? roomSubject(current) : null,
	)
}

export const viewingRooms = defineListCollection({
	...COLLECTIONS.viewingRooms,
	schema: ViewingRoomSchema,
	data: {
		list: listViewingRooms,
		get: getViewingRoom,
		async create(input, options) {
			await refuseOpeningWithProblems(input, null)
			return createViewingRoom(input, options)
		},
		async update(id, input, options) {
			const current = await getViewingRoom(id)
			if (current) await refuseOpeningWithProblems(inputFor(input, current), current)
			return updateViewingRoom(id, input, options)
		},
		remove: deleteViewingRoom,
		// Not remembered: whether a room is open or closed changes with the clock, not only with the rooms.
		view: async (_key, compute) => compute(await listViewingRooms()),
	},
	json: (room, request) => roomView(publicOrigin(request), room),
	list: {
		texts: {
			title: 'Viewing Rooms',
			subtitle: 'Private, time-limited selections of works for collectors',
			search: 'Search viewing rooms...',
			add: 'New Viewing Room',
			getStarted: 'No viewing rooms yet. Create one, add works and send it to a few collectors.',
			plural: 'viewing rooms',
		},
		params: ['q', 'status'],
		filter: filterRooms,
		stats: [
			{ label: 'Total Rooms', count: (all) => all.length },
			{ label: 'Open', count: (all) => all.filter((r) => roomStatus(r) === 'open').length },
			{ label: 'Draft', count: (all) => all.filter((r) => roomStatus(r) === 'draft').length },
		],
		selects: async () => [statusSelect],
		label: (r) => r.title,
	},
})

/** What a room's card in the list shows (never its password hash or its links). */
export function roomCard(r: ViewingRoomRecord): RoomCardData {
	const status = roomStatus(r)
	return {
		version: r.version,
		id: r.id,
		title: r.title,
		status,
		statusLabel: ROOM_STATUS_LABELS[status],
		opens: r.opens_at ? formatGalleryTime(r.opens_at) : '',
		expires: r.expires_at ? formatGalleryTime(r.expires_at) : '',
		works: r.items.length,
		recipients: r.recipients.filter((x) => x.revoked_at === null).length,
		views: r.views + r.recipients.reduce((sum, x) => sum + x.views, 0),
	}
}
