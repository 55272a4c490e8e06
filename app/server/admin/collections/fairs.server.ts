import { holdBackProblems } from '#app/server/checks/guard.server.ts'
import { fairSubject } from '#app/server/checks/subjects.server.ts'
import { COLLECTIONS } from '#app/utils/collections.ts'
import {
	createFair,
	deleteFair,
	getFair,
	listFairs,
	setFairVisibility,
	updateFair,
	viewFairs,
} from '#app/data/fairs.server.ts'
import { FairSchema } from '#app/schemas/fair.ts'
import { FAIR_FILTERS, filterFairs, listedFairStatus } from '#app/utils/admin-filters.ts'
import { galleryToday } from '#app/utils/exhibition-status.ts'
import { galleryTimeZone } from '#app/utils/time-zone.ts'
import { defineCollection, setSingleImage, visibilitySelect, visibilityStats } from './collection.server.ts'

/**
 * Art fairs (docs/admin.md, 'Art fairs'): a collection like exhibitions. The
 * form edits the fair itself; its checklist of works is a page of its own
 * (app/server/admin/fair-checklist.server.ts), so a save of the form keeps the works as they are.
 */
const today = () => galleryToday(galleryTimeZone())

export const fairs = defineCollection({
	...COLLECTIONS.fairs,
	checks: 'fairs',
	schema: FairSchema,
	data: {
		...holdBackProblems(
			'fairs',
			{ get: (id) => getFair(id, 'all'), create: createFair, update: updateFair, setVisibility: setFairVisibility },
			fairSubject,
		),
		list: () => listFairs('all'),
		view: (key, compute) => viewFairs('all', key, compute),
		remove: deleteFair,
	},
	list: {
		texts: {
			title: 'Art Fairs',
			subtitle: 'Booths, checklists and the documents that go with them',
			search: 'Search fairs...',
			add: 'Add Fair',
			addWhenEmpty: 'Create Fair',
			getStarted: 'Get started by adding the next fair the gallery shows at.',
			plural: 'fairs',
		},
		params: FAIR_FILTERS,
		filter: (all, params) => filterFairs(all, params, today()),
		stats: [
			{ label: 'Upcoming', count: (all) => all.filter((f) => listedFairStatus(f, today()) === 'upcoming').length },
			{ label: 'Past', count: (all) => all.filter((f) => listedFairStatus(f, today()) === 'past').length },
			...visibilityStats,
		],
		selects: async () => [
			{
				name: 'status',
				label: 'Status',
				options: [
					{ value: 'all', label: 'All Status' },
					{ value: 'upcoming', label: 'Upcoming' },
					{ value: 'past', label: 'Past' },
				],
			},
			visibilitySelect,
		],
		label: (f) => f.title,
	},
	form: {
		category: 'exhibition',
		placeUploads: setSingleImage('cover_image'),
		images: (f) => [f.cover_image],
		options: async () => ({}),
		// The checklist is edited on its own page: the form's save keeps it.
		editInput: (value, existing) => ({ ...value, works: existing.works }),
	},
})
