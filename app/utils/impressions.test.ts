import { describe, expect, it } from 'vitest'
import {
	editionAvailability,
	editionLine,
	editionName,
	editionImpressions,
	editionWords,
	findImpression,
	freshImpression,
	type Impression,
	impressionKey,
	SHRINK_REFUSED,
} from './impressions.ts'

const labels = (result: ReturnType<typeof editionImpressions>) =>
	result.ok ? result.impressions.map((i) => i.label) : result
const made = (size: number | null, proofs: number | null, current: Impression[] = [], sent?: Impression[]) => {
	const result = editionImpressions(size, proofs, current, sent)
	if (!result.ok) throw new Error(result.message)
	return result.impressions
}

describe('editions', () => {
	it('makes one impression per number and per proof, available, when the edition is set', () => {
		expect(labels(editionImpressions(3, 2, []))).toEqual(['1/3', '2/3', '3/3', 'AP 1/2', 'AP 2/2'])
		expect(labels(editionImpressions(2, null, []))).toEqual(['1/2', '2/2'])
		expect(labels(editionImpressions(null, 2, []))).toEqual([])
		expect(made(2, 0).every((i) => i.availability === 'available')).toBe(true)
	})

	it('grows by adding impressions, keeping each one by its number under its new label', () => {
		const sold = { ...freshImpression('2/3'), availability: 'sold' as const, location: 'With the buyer' }
		const grown = made(5, 1, [freshImpression('1/3'), sold, freshImpression('3/3')])
		expect(grown.map((i) => i.label)).toEqual(['1/5', '2/5', '3/5', '4/5', '5/5', 'AP 1/1'])
		expect(grown[1]).toMatchObject({ availability: 'sold', location: 'With the buyer' })
	})

	it('shrinks only over impressions that are not sold, reserved or held', () => {
		const current = made(4, 1).map((i) => (i.label === '4/4' ? { ...i, availability: 'sold' as const } : i))
		expect(editionImpressions(3, 1, current)).toEqual({
			ok: false,
			field: 'edition_size',
			message: `${SHRINK_REFUSED} (4/4)`,
		})
		expect(editionImpressions(null, null, current)).toMatchObject({ ok: false, field: 'edition_size' })
		const held = current.map((i) =>
			i.label === 'AP 1/1' ? { ...i, availability: 'reserved' as const, hold_for: 'Ms Chen' } : i,
		)
		expect(editionImpressions(4, 0, held)).toMatchObject({ ok: false, field: 'ap_count' })
		// A free one goes quietly.
		expect(labels(editionImpressions(4, 0, current))).toEqual(['1/4', '2/4', '3/4', '4/4'])
		// Sent as sold outside the new size is refused too; sent free over a stored sale is not a way round.
		expect(editionImpressions(2, 0, made(4, 0), [{ ...freshImpression('3/4'), availability: 'sold' }])).toMatchObject({
			ok: false,
		})
		expect(editionImpressions(3, 1, current, [freshImpression('4/4')])).toMatchObject({ ok: false })
	})

	it('takes the entries sent by their label, whatever size the label was written with', () => {
		const sent = [{ ...freshImpression('2/3'), availability: 'reserved' as const, hold_for: 'Mr Osei' }]
		const impressions = made(4, 0, made(3, 0), sent)
		expect(impressions[1]).toMatchObject({ label: '2/4', availability: 'reserved', hold_for: 'Mr Osei' })
		expect(editionImpressions(3, 0, [], [freshImpression('no such')])).toMatchObject({
			ok: false,
			field: 'impressions',
		})
	})

	it('clears the hold of an impression that is not reserved', () => {
		const sent = [{ ...freshImpression('1/2'), availability: 'sold' as const, hold_for: 'Ms Chen', hold_contact_id: 4 }]
		expect(made(2, 0, [], sent)[0]).toMatchObject({ availability: 'sold', hold_for: '', hold_contact_id: null })
	})

	it("reads the work's availability from its impressions", () => {
		const of = (...states: Impression['availability'][]) =>
			states.map((availability) => ({ ...freshImpression('1'), availability }))
		expect(editionAvailability([])).toBeNull()
		expect(editionAvailability(of('sold', 'available'))).toBe('available')
		expect(editionAvailability(of('sold', 'sold'))).toBe('sold')
		expect(editionAvailability(of('sold', 'reserved'))).toBe('reserved')
		expect(editionAvailability(of('sold', 'not_for_sale'))).toBe('reserved')
	})

	it('finds an impression by its label in any size, and tells proofs from numbers', () => {
		const impressions = made(12, 2)
		expect(findImpression(impressions, '4/12')?.label).toBe('4/12')
		expect(findImpression(impressions, '4/15')?.label).toBe('4/12')
		expect(findImpression(impressions, 'ap 2/2')?.label).toBe('AP 2/2')
		expect(findImpression(impressions, 'AP 3/2')).toBeUndefined()
		expect(findImpression(impressions, '13/12')).toBeUndefined()
		expect(impressionKey('0/12')).toBeNull()
	})

	it('words the edition for the public page, counting what is available and naming no impression', () => {
		expect(editionWords(12, 2)).toBe('Edition of 12 + 2 AP')
		expect(editionWords(12, 0)).toBe('Edition of 12')
		expect(editionWords(null, 2)).toBe('')
		const impressions = made(3, 1).map((i, n) => (n < 2 ? { ...i, availability: 'sold' as const } : i))
		const work = { edition: 'Edition of 3', edition_size: 3, ap_count: 1, impressions }
		expect(editionLine(work)).toBe('Edition of 3 + 1 AP · 2 available')
		expect(
			editionLine({ ...work, impressions: impressions.map((i) => ({ ...i, availability: 'sold' as const })) }),
		).toBe('Edition of 3 + 1 AP')
		expect(editionName(work)).toBe('Edition of 3 + 1 AP')
		// Without a size the free text stands.
		expect(editionLine({ ...work, edition_size: null, impressions: [] })).toBe('Edition of 3')
	})
})
