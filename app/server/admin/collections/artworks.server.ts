import { ARTWORK_FIELDS } from '#app/schemas/artwork.ts'
import { UNTRANSLATED, untranslatedSelects, withUntranslatedFilter } from '#app/server/admin/untranslated.server.ts'
import { holdBackProblems } from '#app/server/checks/guard.server.ts'
import { artworkSubject } from '#app/server/checks/subjects.server.ts'
import { COLLECTIONS } from '#app/utils/collections.ts'
import { getContact } from '#app/data/contacts.server.ts'
import { type Artwork } from '#app/schemas/records.ts'
import { listArtists } from '#app/data/artists.server.ts'
import {
	createArtwork,
	deleteArtwork,
	getArtwork,
	listArtworks,
	listCategories,
	setArtworkVisibility,
	updateArtwork,
	viewArtworks,
} from '#app/data/artworks.server.ts'
import { ArtworkSchema, maxArtworkYear } from '#app/schemas/artwork.ts'
import { DUE_BACK_DAYS } from '#app/utils/consignments.ts'
import { ARTWORK_FILTERS, distinct, filterArtworks, ON_HOLD } from '#app/utils/admin-filters.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { AVAILABILITIES, AVAILABILITY_LABELS } from '#app/utils/sales.ts'
import { appendImages, defineCollection, visibilitySelect, visibilityStats } from './collection.server.ts'

async function artistChoices() {
	return (await listArtists('all')).map((a) => ({ id: a.id, name: a.name }))
}

/**
 * Choices of the artwork form: artists and the categories in use (normalised, so "painting" is offered once),
 * and the work's consignor as the form names them (by email).
 */
async function artworkFormOptions(record?: Artwork) {
	const [artists, categories] = await Promise.all([artistChoices(), listCategories()])
	const consignorId = record?.consignment?.consignor_contact_id
	const contact = consignorId ? await getContact(consignorId) : null
	return {
		artists,
		categories: [...categories],
		maxYear: maxArtworkYear(),
		currency: getEnv().GALLERY_CURRENCY,
		consignor: contact ? { id: contact.id, name: contact.name, email: contact.email } : null,
	}
}

export const artworks = defineCollection({
	...COLLECTIONS.artworks,
	checks: 'artworks',
	schema: ArtworkSchema,
	data: {
		...holdBackProblems(
			'artworks',
			{
				get: (id) => getArtwork(id, 'all'),
				create: createArtwork,
				update: updateArtwork,
				setVisibility: setArtworkVisibility,
			},
			artworkSubject,
		),
		list: () => listArtworks('all'),
		view: (key, compute) => viewArtworks('all', key, compute),
		remove: deleteArtwork,
	},
	list: {
		texts: {
			title: 'Artworks',
			subtitle: 'Manage the works in the collection',
			search: 'Search artworks...',
			add: 'Add Artwork',
			getStarted: 'Get started by adding your first artwork.',
			plural: 'artworks',
		},
		params: [...ARTWORK_FILTERS, UNTRANSLATED],
		byDay: (params) => params.get('consignment') === 'due',
		filter: withUntranslatedFilter(ARTWORK_FIELDS, filterArtworks),
		stats: [{ label: 'Total Artworks', count: (all) => all.length }, ...visibilityStats],
		selects: async () => {
			const [artists, years, locations] = await Promise.all([
				artistChoices(),
				viewArtworks('all', 'years', (all) =>
					distinct(
						all.map((a) => a.year),
						(a, b) => b - a,
					),
				),
				viewArtworks('all', 'locations', (all) =>
					distinct(all.map((a) => a.location).filter(Boolean), (a, b) => a.localeCompare(b)),
				),
			])
			return [
				{
					name: 'artist',
					label: 'Artist',
					options: [
						{ value: '', label: 'All Artists' },
						...artists.map((a) => ({ value: String(a.id), label: a.name })),
					],
				},
				visibilitySelect,
				{
					name: 'year',
					label: 'Year',
					options: [{ value: '', label: 'All Years' }, ...years.map((y) => ({ value: String(y), label: String(y) }))],
				},
				{
					name: 'availability',
					label: 'Availability',
					options: [
						{ value: '', label: 'All' },
						...AVAILABILITIES.map((a) => ({ value: a, label: AVAILABILITY_LABELS[a] })),
						{ value: ON_HOLD, label: 'On hold' },
					],
				},
				{
					name: 'location',
					label: 'Location',
					text: true,
					options: locations.map((l) => ({ value: l, label: l })),
				},
				{
					name: 'consignment',
					label: 'Consignment',
					options: [
						{ value: '', label: 'All' },
						{ value: 'on', label: 'On consignment' },
						{ value: 'due', label: `Due back within ${DUE_BACK_DAYS} days` },
					],
				},
				...untranslatedSelects(),
			]
		},
		label: (a) => a.title,
	},
	form: {
		category: 'artwork',
		placeUploads: appendImages('images', 'featured_image'),
		images: (a) => [...a.images, a.featured_image],
		uploaderImages: (a) => a.images,
		options: artworkFormOptions,
		blankOnAdd: ['stock_number'],
	},
})
