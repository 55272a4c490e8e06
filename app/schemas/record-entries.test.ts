import { describe, expect, it } from 'vitest'
import { z } from '#app/utils/zod.ts'
import { publicArtwork, staffPublicArtwork } from './artwork.ts'
import { entriesFromText, entriesInput, entriesToText } from './record-entries.ts'

const Entries = z.object({ provenance: entriesInput('Provenance') })
const parse = (provenance: unknown) => Entries.safeParse({ provenance })

describe("the registrar's lists (provenance, exhibition history, literature)", () => {
	it('read and write one entry a line, "[private] " before the private ones', () => {
		const entries = entriesFromText('The artist\r\n\n[Private]  Private collection,\n  Zurich \nGalerie Nord')
		expect(entries).toEqual([
			{ text: 'The artist', public: true },
			{ text: 'Private collection,', public: false },
			{ text: 'Zurich', public: true },
			{ text: 'Galerie Nord', public: true },
		])
		expect(
			entriesToText([
				{ text: 'Two\nlines', public: false },
				{ text: 'Open', public: true },
			]),
		).toBe('[private] Two lines\nOpen')
		expect(entriesFromText(entriesToText(entries))).toEqual(entries)
	})

	it('take arrays of entries or lines, JSON, or text; an entry without `public` stays private', () => {
		expect(parse([{ text: ' A ' }, { text: 'B', public: 'true' }, '[private] C', '']).data?.provenance).toEqual([
			{ text: 'A', public: false },
			{ text: 'B', public: true },
			{ text: 'C', public: false },
		])
		expect(parse('[{"text":"A","public":true}]').data?.provenance).toEqual([{ text: 'A', public: true }])
		expect(parse('[1] Smith, p. 4').data?.provenance).toEqual([{ text: '[1] Smith, p. 4', public: true }])
		expect(parse(undefined).data?.provenance).toEqual([])
		expect(parse(null).data?.provenance).toEqual([])
	})

	it('refuse what is not a list of entries, with the field named', () => {
		expect(parse(42).error?.issues[0]?.message).toBe('Provenance must be a list of entries with a text')
		expect(parse([{ text: 'A', public: 'perhaps' }]).error?.issues[0]?.message).toBe(
			'Provenance: public must be true or false',
		)
		expect(parse([{ text: 'x'.repeat(2001), public: true }]).error?.issues[0]?.message).toBe(
			'Provenance: an entry must be at most 2000 characters',
		)
		expect(parse(Array.from({ length: 201 }, (_, i) => `E${i}`)).error?.issues[0]?.message).toBe(
			'Provenance may hold at most 200 entries',
		)
	})

	it('reach a public answer by their public entries only; the private fields never', () => {
		const work = {
			id: 1,
			title: 'T',
			hold_for: 'A collector',
			stock_number: 'AO-0001',
			location: 'Rack B',
			framed_height: 50,
			provenance: [
				{ text: 'Open', public: true },
				{ text: 'Secret', public: false },
			],
		}
		expect(publicArtwork(work)).toEqual({
			id: 1,
			title: 'T',
			framed_height: 50,
			provenance: [{ text: 'Open', public: true }],
		})
		// The staff's view of the public /api keeps the hold, never the registrar's private fields.
		expect(staffPublicArtwork(work)).toEqual({
			id: 1,
			title: 'T',
			hold_for: 'A collector',
			framed_height: 50,
			provenance: [{ text: 'Open', public: true }],
		})
	})
})
