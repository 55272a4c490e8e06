import { EXHIBITION_FIELDS } from '#app/schemas/exhibition.ts'
import { UNTRANSLATED, untranslatedSelects, withUntranslatedFilter } from '#app/server/admin/untranslated.server.ts'
import { holdBackProblems } from '#app/server/checks/guard.server.ts'
import { exhibitionSubject } from '#app/server/checks/subjects.server.ts'
import { COLLECTIONS } from '#app/utils/collections.ts'
import { listArtists } from '#app/data/artists.server.ts'
import { listArtworks } from '#app/data/artworks.server.ts'
import {
	createExhibition,
	deleteExhibition,
	getExhibition,
	listExhibitions,
	viewExhibitions,
	setExhibitionVisibility,
	updateExhibition,
} from '#app/data/exhibitions.server.ts'
import { ExhibitionSchema } from '#app/schemas/exhibition.ts'
import { EXHIBITION_FILTERS, filterExhibitions, listedStatus } from '#app/utils/admin-filters.ts'
import { appendImages, defineCollection, visibilitySelect, visibilityStats } from './collection.server.ts'

/** Up to this many artworks, an exhibition form offers every one; past it, only those of its own artists. */
const ALL_ARTWORKS_UP_TO = 300

/**
 * The artists and artworks an exhibition form offers, hidden ones included. A
 * large collection would make thousands of checkboxes: then the artworks
 * offered are the ones assigned and those of the assigned artists, and
 * `artworksNote` says so.
 */
async function exhibitionFormOptions(exhibition?: { assigned_artists: string[]; assigned_artworks: string[] }) {
	const [artists, all] = await Promise.all([listArtists('all'), listArtworks('all')])
	const limited = all.length > ALL_ARTWORKS_UP_TO
	const theirArtists = new Set(exhibition?.assigned_artists ?? [])
	const assigned = new Set(exhibition?.assigned_artworks ?? [])
	const offered = limited ? all.filter((a) => assigned.has(String(a.id)) || theirArtists.has(String(a.artist_id))) : all
	return {
		artists: artists.map((a) => ({ id: a.id, name: a.name })),
		artworks: offered.map((a) => ({ id: a.id, title: a.title, artist_name: a.artist_name })),
		artworksNote: limited ? 'The works of the assigned artists; save after choosing artists to see theirs.' : null,
	}
}

export const exhibitions = defineCollection({
	...COLLECTIONS.exhibitions,
	checks: 'exhibitions',
	schema: ExhibitionSchema,
	data: {
		...holdBackProblems(
			'exhibitions',
			{
				get: (id) => getExhibition(id, 'all'),
				create: createExhibition,
				update: updateExhibition,
				setVisibility: setExhibitionVisibility,
			},
			exhibitionSubject,
		),
		list: () => listExhibitions('all'),
		view: (key, compute) => viewExhibitions('all', key, compute),
		remove: deleteExhibition,
	},
	list: {
		texts: {
			title: 'Exhibition Management',
			subtitle: 'Manage your exhibitions and showcase your art',
			search: 'Search exhibitions...',
			add: 'Add Exhibition',
			addWhenEmpty: 'Create Exhibition',
			getStarted: 'Get started by creating your first exhibition.',
			plural: 'exhibitions',
		},
		params: [...EXHIBITION_FILTERS, UNTRANSLATED],
		filter: withUntranslatedFilter(EXHIBITION_FIELDS, filterExhibitions),
		stats: [
			// Counted by what each show reads as today: one on view counts with Upcoming.
			{ label: 'Upcoming', count: (all) => all.filter((e) => listedStatus(e) === 'upcoming').length },
			{ label: 'Past', count: (all) => all.filter((e) => listedStatus(e) === 'past').length },
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
			...untranslatedSelects(),
		],
		label: (e) => e.title,
	},
	form: {
		category: 'exhibition',
		placeUploads: appendImages('gallery_images', 'featured_image'),
		images: (e) => [...e.gallery_images, e.featured_image],
		uploaderImages: (e) => e.gallery_images,
		options: exhibitionFormOptions,
	},
})
