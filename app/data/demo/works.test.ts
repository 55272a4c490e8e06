import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { WORKS } from './content.ts'
import { objectProfile } from './object.server.ts'
import { createRandom } from './random.ts'
import { encodeJpeg } from './raster.server.ts'
import { drawWork, pixelSize } from './works.server.ts'

const work = (title: string) => WORKS.find((w) => w.title === title)!

describe('demo pictures', () => {
	it('are the same for the same seed, and differ for another', async () => {
		for (const title of ['Harmattan', 'Before Dawn', 'Indigo', 'Ash Vessel', 'River Bend']) {
			// At a quarter of the size: quick, and the same code path.
			const [a, b, c] = (await Promise.all([7, 7, 8].map((seed) => drawWork(work(title), seed, 0.25)))).map((p) =>
				Buffer.from(p.data),
			)
			expect(a!.equals(b!), title).toBe(true)
			expect(a!.equals(c!), title).toBe(false)
		}
	}, 60_000)

	it('have texture', async () => {
		const stats = await sharp(await encodeJpeg(await drawWork(work('Morning Field'), 1, 0.1))).stats()
		expect(Math.min(...stats.channels.map((c) => c.stdev))).toBeGreaterThan(10)
	}, 30_000)

	it('take the proportions of the work', () => {
		expect(pixelSize({ cm: [60, 80], image: WORKS[0]!.image, large: true })).toEqual([4000, 3000])
		expect(pixelSize({ cm: [150, 120], image: WORKS[0]!.image })).toEqual([960, 1200])
		expect(pixelSize({ cm: [90, 90], image: WORKS[0]!.image })).toEqual([1200, 1200])
		expect(pixelSize({ cm: [60, 160], image: WORKS[0]!.image })).toEqual([1600, 600])
	})

	it('draw each object with the proportions of its dimensions in cm, within 2%', () => {
		for (const work of WORKS) {
			if (work.image.kind !== 'object') continue
			const aspect = work.cm[1] / work.cm[0]
			const outline = objectProfile(createRandom(3), work.image.object, 600, aspect)
			const widest = 2 * outline.reduce((m, r) => Math.max(m, r), 0)
			expect(Math.abs(widest / 600 / aspect - 1), work.title).toBeLessThan(0.02)
		}
	})

	it('give every flat work an image of its proportions, within 2%', () => {
		for (const work of WORKS) {
			if (work.cm.length === 3) continue
			const [width, height] = pixelSize(work)
			expect(Math.abs(width / height / (work.cm[1] / work.cm[0]) - 1), work.title).toBeLessThan(0.02)
		}
	})
})
