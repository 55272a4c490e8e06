import { describe, expect, it } from 'vitest'
import { boundText, MAX_TEXT_CHARS, MAX_WORD_CHARS, WORD_PIECE_CHARS } from './layout.server.ts'

describe('boundText', () => {
	it('leaves ordinary text as it is', () => {
		expect(boundText('Layers of glaze laid over a season of mornings.')).toBe(
			'Layers of glaze laid over a season of mornings.',
		)
	})

	it('breaks a long word into pieces the line-breaker can place', () => {
		const bounded = boundText('x'.repeat(4 * WORD_PIECE_CHARS + 20))
		expect(bounded.split('\u200b')).toEqual([...Array(4).fill('x'.repeat(WORD_PIECE_CHARS)), 'x'.repeat(20)])
		// A link as documents print it stays whole.
		const link = `https://gallery.example.org/viewing-room/${'A'.repeat(32)}/${'tidal-ledger-'.repeat(3)}`
		expect(boundText(link)).toBe(link)
		// A piece never splits a character made of two UTF-16 units.
		expect(boundText('😀'.repeat(MAX_WORD_CHARS + 1)).split('\u200b')[0]).toBe('😀'.repeat(WORD_PIECE_CHARS))
		expect(boundText('x'.repeat(MAX_WORD_CHARS))).toBe('x'.repeat(MAX_WORD_CHARS))
	})

	it('cuts a text longer than MAX_TEXT_CHARS with an ellipsis', () => {
		const bounded = boundText('word '.repeat(10_000))
		expect(Array.from(bounded)).toHaveLength(MAX_TEXT_CHARS)
		expect(bounded.endsWith('…')).toBe(true)
	})
})
