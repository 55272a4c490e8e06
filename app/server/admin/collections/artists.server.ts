import { ARTIST_FIELDS } from '#app/schemas/artist.ts'
import { UNTRANSLATED, untranslatedSelects, withUntranslatedFilter } from '#app/server/admin/untranslated.server.ts'
import { holdBackProblems } from '#app/server/checks/guard.server.ts'
import { artistSubject } from '#app/server/checks/subjects.server.ts'
import {
	createArtist,
	deleteArtist,
	getArtist,
	listArtists,
	setArtistVisibility,
	updateArtist,
	viewArtists,
} from '#app/data/artists.server.ts'
import { COLLECTIONS } from '#app/utils/collections.ts'
import { ArtistSchema } from '#app/schemas/artist.ts'
import { ARTIST_FILTERS, distinct, filterArtists } from '#app/utils/admin-filters.ts'
import { defineCollection, setSingleImage, visibilitySelect, visibilityStats } from './collection.server.ts'

export const artists = defineCollection({
	...COLLECTIONS.artists,
	checks: 'artists',
	schema: ArtistSchema,
	data: {
		...holdBackProblems(
			'artists',
			{
				get: (id) => getArtist(id, 'all'),
				create: createArtist,
				update: updateArtist,
				setVisibility: setArtistVisibility,
			},
			artistSubject,
		),
		list: () => listArtists('all'),
		view: (key, compute) => viewArtists('all', key, compute),
		remove: deleteArtist,
	},
	list: {
		texts: {
			title: 'Artists',
			subtitle: 'Manage the artists of the gallery',
			search: 'Search artists...',
			add: 'Add Artist',
			getStarted: 'Get started by adding your first artist.',
			plural: 'artists',
		},
		params: [...ARTIST_FILTERS, UNTRANSLATED],
		filter: withUntranslatedFilter(ARTIST_FIELDS, filterArtists),
		stats: [{ label: 'Total Artists', count: (all) => all.length }, ...visibilityStats],
		selects: async () => {
			const specialties = await viewArtists('all', 'specialties', (all) => distinct(all.map((a) => a.specialty)))
			return [
				visibilitySelect,
				{
					name: 'specialty',
					label: 'Specialty',
					options: [{ value: '', label: 'All Specialties' }, ...specialties.map((s) => ({ value: s, label: s }))],
				},
				...untranslatedSelects(),
			]
		},
		label: (a) => a.name,
	},
	form: {
		category: 'artist_profile',
		placeUploads: setSingleImage('profile_image'),
		images: (a) => [a.profile_image],
		options: async () => ({}),
		// The form does not show the assigned artworks: an edit keeps them.
		editInput: (value, artist) => ({
			...value,
			assigned_artworks: value.assigned_artworks.length ? value.assigned_artworks : artist.assigned_artworks,
		}),
	},
})
