import { describe, expect, test } from 'vitest'
import { linkTextChecks } from './link-text.ts'

const text = (t: string) => ({ title: 'About', texts: [{ field: 'bio', text: t }], images: [] })

describe('link text', () => {
	test('"click here", "here" and a bare address are warnings', () => {
		expect(linkTextChecks(text('For the catalogue [click here](/contact).'))[0]).toMatchObject({
			code: 'link-text',
			field: 'bio',
			message: 'A link reads "click here": let its text say where it goes, e.g. [Our opening hours](/contact).',
		})
		expect(linkTextChecks(text('Read it [Here.](https://example.org)'))).toHaveLength(1)
		expect(linkTextChecks(text('Her studio: https://studio.example/works'))[0]!.message).toMatch(
			/an address written out/,
		)
		expect(linkTextChecks(text('[https://studio.example](https://studio.example)'))).toHaveLength(1)
	})
	test('a link that says where it goes passes; plain text passes', () => {
		expect(
			linkTextChecks(text('See [her studio’s site](https://studio.example) and [the show](/exhibitions).')),
		).toEqual([])
		expect(linkTextChecks(text('Click here is only words without a link.'))).toEqual([])
	})
})
