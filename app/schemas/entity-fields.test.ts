import { describe, expect, it } from 'vitest'
import { z } from '#app/utils/zod.ts'
import { ABOUT_BLOCK_FIELDS, AboutBlockSchema } from './about-block.ts'
import { ARTIST_FIELDS, ArtistSchema } from './artist.ts'
import { ARTWORK_FIELDS, ArtworkSchema } from './artwork.ts'
import {
	csvColumns,
	csvRow,
	defineFields,
	type Fields,
	inputShape,
	privateFields,
	storedShape,
	translatableFields,
	withoutPrivate,
} from './entity-fields.ts'
import { EXHIBITION_FIELDS, ExhibitionSchema } from './exhibition.ts'
import { optionalText } from './fields.ts'
import {
	aboutBlockRecord,
	artistRecord,
	artworkRecord,
	exhibitionRecord,
	PRIVATE_ARTWORK_FIELDS,
	viewingRoomRecord,
} from './records.ts'
import { VIEWING_ROOM_FIELDS, ViewingRoomSchema } from './viewing-room.ts'

/** Reads a CSV row back into what a form would send, as the import does (a list's entries split on `;`). */
function fromRow(
	fields: Fields,
	header: readonly string[],
	row: readonly string[],
	cells: Record<string, unknown> = {},
) {
	const input: Record<string, unknown> = {}
	for (const { column, field, kind } of csvColumns(fields)) {
		const cell = row[header.indexOf(column)]!
		input[field] = column in cells ? cells[column] : kind === 'list' ? cell.split(';').filter(Boolean) : cell
	}
	return input
}

const stamp = '2026-01-02T03:04:05.000Z'

describe("an entity's fields, declared once", () => {
	it('make an input schema, a stored record and CSV columns that agree (artworks)', () => {
		const input = ArtworkSchema.parse({
			title: 'Blue Hour',
			artist_id: '7',
			year: '2020',
			medium: 'Oil on linen',
			height: '120',
			width: '90.5',
			category: 'painting',
			images: ['/api/file/1', '/api/file/2'],
			is_visible: 'on',
			availability: 'reserved',
			price: '4500',
			currency: 'eur',
			price_display: 'show',
			hold_for: 'A collector',
			hold_until: '2026-03-01T10:00:00.000Z',
			stock_number: 'AO-0007',
			framed_height: '130',
			weight_kg: '12.5',
			location: 'Main store, rack B',
			provenance: 'The artist\n[private] Private collection, Zurich\nGalerie Nord, Berlin',
			literature: [{ text: 'Catalogue, p. 12', public: true }],
		})
		expect(input.provenance).toEqual([
			{ text: 'The artist', public: true },
			{ text: 'Private collection, Zurich', public: false },
			{ text: 'Galerie Nord, Berlin', public: true },
		])
		// Every field the form and the API write is one the store keeps, checked by the stored schema.
		const inputFields = Object.keys(ArtworkSchema.shape)
		const storedFields = Object.keys(artworkRecord.shape)
		expect(storedFields.filter((f) => !inputFields.includes(f))).toEqual([
			'id',
			'version',
			'location_history',
			'artist_name',
			'created_at',
			'updated_at',
		])
		const stored = artworkRecord.parse({
			id: 3,
			version: 1,
			...input,
			slug: 'blue-hour',
			artist_name: 'Ann Ode',
			created_at: stamp,
			updated_at: stamp,
		})
		expect(stored).toMatchObject({ ...input, slug: 'blue-hour' })

		// The export's row reads back, through the same input schema, to the same input.
		const columns = csvColumns(ARTWORK_FIELDS)
		const header = columns.map((c) => c.column)
		const row = csvRow(columns, stored, { artist: 'Ann Ode' })
		expect(row[header.indexOf('artist')]).toBe('Ann Ode')
		expect(row[header.indexOf('images')]).toBe('/api/file/1;/api/file/2')
		expect(row[header.indexOf('provenance')]).toBe(
			'The artist\n[private] Private collection, Zurich\nGalerie Nord, Berlin',
		)
		expect(row[header.indexOf('stock_number')]).toBe('AO-0007')
		const again = ArtworkSchema.parse({
			...fromRow(ARTWORK_FIELDS, header, row, { artist: stored.artist_id }),
			featured_image: stored.featured_image,
		})
		expect(again).toEqual({ ...input, slug: 'blue-hour' })

		// A work stored before the registrar's fields loads with their defaults.
		const {
			stock_number: _n,
			framed_height: _h,
			weight_kg: _w,
			location: _l,
			provenance: _p,
			literature: _t,
			...older
		} = stored
		expect(artworkRecord.parse(older)).toMatchObject({
			stock_number: '',
			framed_height: null,
			weight_kg: null,
			location: '',
			location_history: [],
			provenance: [],
			literature: [],
		})

		// Each column is a stored field, written by the form and the API (the artist by name).
		for (const { field } of columns) {
			expect(storedFields).toContain(field)
			expect(inputFields).toContain(field)
		}
	})

	it("keep the artwork spreadsheet's columns, in the order an export writes them and an import reads them", () => {
		expect(csvColumns(ARTWORK_FIELDS).map((c) => c.column)).toEqual([
			'title',
			'slug',
			'artist',
			'year',
			'medium',
			'size',
			'height',
			'width',
			'depth',
			'dimension_unit',
			'category',
			'description',
			'images',
			'is_visible',
			'publish_at',
			'availability',
			'price',
			'currency',
			'price_display',
			'edition',
			'hold_for',
			'hold_until',
			'stock_number',
			'framed_height',
			'framed_width',
			'framed_depth',
			'weight_kg',
			'signature',
			'condition',
			'location',
			'internal_notes',
			'provenance',
			'exhibition_history',
			'literature',
		])
		expect(PRIVATE_ARTWORK_FIELDS).toEqual([
			'hold_for',
			'hold_until',
			'stock_number',
			'weight_kg',
			'signature',
			'condition',
			'location',
			'internal_notes',
			'location_history',
		])
	})

	it.each([
		{
			entity: 'artist',
			fields: ARTIST_FIELDS,
			input: ArtistSchema,
			stored: artistRecord,
			header: [
				'name',
				'slug',
				'sort_name',
				'specialty',
				'dates',
				'bio',
				'profile_image',
				'social_media',
				'is_visible',
				'stock_prefix',
				'created_at',
				'updated_at',
			],
			hidden: ['stock_prefix'],
		},
		{
			entity: 'exhibition',
			fields: EXHIBITION_FIELDS,
			input: ExhibitionSchema,
			stored: exhibitionRecord,
			header: [
				'title',
				'slug',
				'status',
				'start_date',
				'end_date',
				'opening',
				'location',
				'curator',
				'description',
				'featured_image',
				'gallery_images',
				'call_for_artists',
				'cta_link',
				'is_visible',
				'created_at',
				'updated_at',
			],
			hidden: [],
		},
	])('make the $entity schemas and export columns from one list', ({ fields, input, stored, header, hidden }) => {
		const storedFields = Object.keys(stored.shape)
		expect(storedFields.slice(0, 2)).toEqual(['id', 'version'])
		expect(storedFields.slice(2)).toEqual(Object.keys(fields))
		for (const field of Object.keys(input.shape)) expect(storedFields).toContain(field)
		// Only what the server sets is stored without being written by the form and the API.
		expect(storedFields.filter((f) => !(f in input.shape))).toEqual(['id', 'version', 'created_at', 'updated_at'])
		expect(csvColumns(fields).map((c) => c.column)).toEqual(header)
		expect(privateFields(fields)).toEqual(hidden)
	})

	it("make the about block and viewing room schemas from their lists, with no spreadsheet and nothing public of a room's link", () => {
		const block = Object.keys(aboutBlockRecord.shape)
		expect(block).toEqual(['id', 'version', ...Object.keys(ABOUT_BLOCK_FIELDS)])
		expect(block.filter((f) => !(f in AboutBlockSchema.shape))).toEqual(['id', 'version', 'created_at', 'updated_at'])
		expect(csvColumns(ABOUT_BLOCK_FIELDS)).toEqual([])

		const room = Object.keys(viewingRoomRecord.shape)
		expect(room).toEqual(['id', 'version', ...Object.keys(VIEWING_ROOM_FIELDS)])
		// What the server sets; the editor's `password` is input only, kept as its hash.
		const inputFields = Object.keys(ViewingRoomSchema.shape)
		expect(room.filter((f) => !inputFields.includes(f))).toEqual([
			'id',
			'version',
			'password_hash',
			'token',
			'views',
			'recipients',
			'next_recipient_id',
			'created_at',
			'updated_at',
		])
		expect(inputFields.filter((f) => !room.includes(f))).toEqual(['password'])
		expect(csvColumns(VIEWING_ROOM_FIELDS)).toEqual([])
		expect(privateFields(VIEWING_ROOM_FIELDS)).toEqual(['password_hash', 'token', 'recipients'])
	})

	it('write an artist as the export always has: social media as JSON, an empty one as nothing', () => {
		const artist = artistRecord.parse({
			id: 1,
			version: 1,
			...ArtistSchema.parse({ name: 'Ann Ode', social_media: { instagram: 'annode' } }),
			slug: 'ann-ode',
			created_at: stamp,
			updated_at: stamp,
		})
		const columns = csvColumns(ARTIST_FIELDS)
		expect(csvRow(columns, artist)).toEqual([
			'Ann Ode',
			'ann-ode',
			'',
			'',
			'',
			'',
			'',
			'{"instagram":"annode"}',
			'true',
			'',
			stamp,
			stamp,
		])
		expect(csvRow(columns, { ...artist, social_media: {}, is_visible: false })[7]).toBe('')
	})

	it('put a new field in the input schema, the stored record, the CSV columns and the private fields at once', () => {
		// What adding a registrar's field to a list does (contract section 19): one entry.
		const fields = defineFields({
			title: { input: optionalText(100, 'Title'), stored: z.string(), csv: 'text' },
			location: {
				input: optionalText(200, 'Location'),
				stored: z.string().default(''),
				csv: 'text',
				public: false,
			},
		})
		const Input = z.object(inputShape(fields))
		const Stored = z.object(storedShape(fields))
		expect(Input.parse({ title: 'T', location: ' Rack B ' })).toEqual({ title: 'T', location: 'Rack B' })
		// An older record, stored before the field, loads with its default.
		expect(Stored.parse({ title: 'T' })).toEqual({ title: 'T', location: '' })
		expect(csvColumns(fields).map((c) => c.column)).toEqual(['title', 'location'])
		expect(privateFields(fields)).toEqual(['location'])
		expect(withoutPrivate(fields, { id: 1, title: 'T', location: 'Rack B' })).toEqual({ id: 1, title: 'T' })
	})
})

describe("a record's translations (contract section 21)", () => {
	const withLanguages = <T>(languages: string | undefined, run: () => T): T => {
		const before = process.env.SITE_LANGUAGES
		if (languages === undefined) delete process.env.SITE_LANGUAGES
		else process.env.SITE_LANGUAGES = languages
		try {
			return run()
		} finally {
			if (before === undefined) delete process.env.SITE_LANGUAGES
			else process.env.SITE_LANGUAGES = before
		}
	}
	const work = { title: 'Blue Hour', artist_id: 7 }

	it('are marked once on the fields, the texts of the record lists included', () => {
		expect(translatableFields(ARTWORK_FIELDS)).toEqual([
			'title',
			'medium',
			'description',
			'provenance',
			'exhibition_history',
			'literature',
		])
		expect(translatableFields(EXHIBITION_FIELDS)).toEqual(['title', 'opening', 'description'])
		expect(translatableFields(ARTIST_FIELDS)).toEqual(['specialty', 'bio'])
		expect(translatableFields(ABOUT_BLOCK_FIELDS)).toEqual(['title', 'content'])
		expect(translatableFields(VIEWING_ROOM_FIELDS)).toEqual(['title', 'intro', 'closing_text'])
	})

	it("keep only the site's other languages and the translatable fields, trimmed, without blanks", () => {
		const sent = {
			...work,
			translations: {
				de: { title: '  Blaue Stunde ', medium: 'Öl auf Leinen', description: '', location: 'Lager', price: 5 },
				fr: { title: 'Heure bleue' },
				en: { title: 'Blue Hour again' },
				xx: { title: '?' },
			},
		}
		expect(withLanguages('en,de', () => ArtworkSchema.parse(sent).translations)).toEqual({
			de: { title: 'Blaue Stunde', medium: 'Öl auf Leinen' },
		})
		expect(withLanguages('en,de,fr', () => ArtworkSchema.parse(sent).translations)).toEqual({
			de: { title: 'Blaue Stunde', medium: 'Öl auf Leinen' },
			fr: { title: 'Heure bleue' },
		})
		// English alone (the default): nothing is kept, and nothing sent is an error.
		expect(withLanguages(undefined, () => ArtworkSchema.parse(sent).translations)).toEqual({})
		expect(withLanguages('en,de', () => ArtworkSchema.parse(work).translations)).toEqual({})
		// As the form sends them, and as a JSON string.
		expect(
			withLanguages('en,de', () =>
				ArtworkSchema.parse({ ...work, translations: JSON.stringify({ de: { title: 'Blaue Stunde' } }) }),
			).translations,
		).toEqual({ de: { title: 'Blaue Stunde' } })
	})

	it("are bounded as the field's own text, named by language and field", () => {
		const result = withLanguages('en,de', () =>
			ArtworkSchema.safeParse({ ...work, translations: { de: { title: 'x'.repeat(201), medium: 'a\u0000b' } } }),
		)
		expect(result.success).toBe(false)
		expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
			['translations.de.title', 'Title must be at most 200 characters'],
			['translations.de.medium', 'Medium must not contain the character U+0000'],
		])
		const notTexts = withLanguages('en,de', () => ArtworkSchema.safeParse({ ...work, translations: { de: 'Titel' } }))
		expect(notTexts.error?.issues[0]?.path).toEqual(['translations', 'de'])
		expect(withLanguages('en,de', () => ArtworkSchema.safeParse({ ...work, translations: [1] })).success).toBe(false)
	})

	it("of a record list are its public entries' texts, one a line", () => {
		const parsed = withLanguages('en,de', () =>
			ArtworkSchema.parse({
				...work,
				provenance: 'The artist\n[private] Private collection\nGalerie Nord, Berlin',
				translations: { de: { provenance: ' Der Künstler \n  Galerie   Nord, Berlin\n' } },
			}),
		)
		expect(parsed.translations).toEqual({ de: { provenance: 'Der Künstler\nGalerie Nord, Berlin' } })
		const tooLong = withLanguages('en,de', () =>
			ArtworkSchema.safeParse({ ...work, translations: { de: { literature: 'x'.repeat(2001) } } }),
		)
		expect(tooLong.error?.issues[0]?.path).toEqual(['translations', 'de', 'literature'])
	})

	it('are none on a record stored before them', () => {
		const { translations: _t, ...older } = aboutBlockRecord.parse({
			id: 1,
			version: 1,
			title: 'Our Story',
			content: 'Since 2009.',
			sort_order: 1,
			is_visible: true,
			publish_at: null,
			created_at: stamp,
			updated_at: stamp,
			translations: { de: { title: 'Unsere Geschichte' } },
		})
		expect(aboutBlockRecord.parse(older).translations).toEqual({})
		expect(exhibitionRecord.shape.translations.parse(undefined)).toEqual({})
	})
})
