import { createRandom, mix, type Random, rgb } from './random.ts'
import { addGrain, createPicture, noiseField, type Picture } from './raster.server.ts'

/**
 * Woven cloth, thread by thread (Ingrid Solberg's hangings): warp threads run
 * down, weft threads across, and at every crossing the weave decides which is
 * on top. Each thread is rounded (darker at its sides), hairy (fibre streaks
 * along it) and dyed unevenly (plant dyes take differently batch by batch).
 * The pattern is woven, not drawn: bands of weft colour, and blocks where the
 * weave turns from plain to twill and back.
 */
export type Weave = 'bands' | 'blocks'

export async function weave(
	seed: number,
	kind: Weave,
	palette: readonly string[],
	width: number,
	height: number,
): Promise<Picture> {
	const rnd = createRandom(seed)
	const thread = Math.max(6, Math.min(width, height) / 110)
	// Hand-spun threads are not all the same thickness.
	const across = threads(rnd, width, thread * 0.8)
	const down = threads(rnd, height, thread)
	const cols = across.count
	const rows = down.count
	const warp = rgb(palette[0]!)
	const wefts = stripes(rnd, rows, palette.slice(1))
	// Each thread a little thicker or thinner, lighter or darker.
	const warpTone = Float32Array.from({ length: cols }, () => 0.9 + rnd() * 0.16)
	const weftTone = Float32Array.from({ length: rows }, () => 0.88 + rnd() * 0.2)
	const dye = await noiseField(rnd, width, height, { cell: Math.min(width, height) / 4, octaves: 3 })
	const fibreDown = await noiseField(rnd, width, height, { cell: thread / 2, octaves: 2, stretch: 1 / 8 })
	const fibreAcross = await noiseField(rnd, width, height, { cell: thread / 2, octaves: 2, stretch: 8 })
	const block = Math.max(6, Math.round(rnd.range(8, 18)))
	// Across a thread: rounded, dark in the gap between threads (the same for every pixel of a column or row).
	const roundAcross = across.offset.map((f) => Math.sin(Math.PI * f) ** 0.6)
	const roundDown = down.offset.map((f) => Math.sin(Math.PI * f) ** 0.6)
	const picture = createPicture(width, height)
	const { data } = picture
	for (let y = 0; y < height; y++) {
		const row = down.index[y]!
		const roundY = roundDown[y]!
		const weft = wefts[row]!
		for (let x = 0; x < width; x++) {
			const col = across.index[x]!
			// Weft-faced: the weft covers three crossings in four; in the blocks the weave turns to a twill.
			const twill = kind === 'blocks' && (Math.floor(col / block) + Math.floor(row / block)) % 2 === 1
			const warpUp = twill ? (col + row) % 4 < 2 : (col + 2 * row) % 4 === 0
			const p = y * width + x
			const round = warpUp ? roundAcross[x]! : roundY
			const fibre = warpUp ? fibreDown[p]! : fibreAcross[p]!
			const tone =
				(warpUp ? warpTone[col]! : weftTone[row]!) *
				(0.35 + 0.65 * round) *
				(0.86 + fibre * 0.28) *
				(0.9 + dye[p]! * 0.2)
			const c = warpUp ? warp : weft
			const i = p * 3
			data[i] = c[0]! * tone
			data[i + 1] = c[1]! * tone
			data[i + 2] = c[2]! * tone
		}
	}
	addGrain(picture, rnd, 3)
	return picture
}

/** Which thread each pixel along one side falls on, and where across that thread (0 to 1). */
function threads(rnd: Random, length: number, size: number) {
	const index = new Int32Array(length)
	const offset = new Float32Array(length)
	let start = 0
	let count = 0
	while (start < length) {
		const w = size * rnd.range(0.8, 1.25)
		for (let p = Math.floor(start); p < Math.min(length, start + w); p++) {
			index[p] = count
			offset[p] = (p - start) / w
		}
		start += w
		count++
	}
	return { index, offset, count }
}

/** The weft colours row by row: bands of a colour, with a few rows of a neighbour blended in where they meet. */
function stripes(rnd: Random, rows: number, palette: readonly string[]) {
	const colours = palette.map(rgb)
	const out: (readonly number[])[] = []
	let k = 0
	while (out.length < rows) {
		const band = rnd.int(6, 40)
		const c = colours[k % colours.length]!
		const next = colours[(k + 1) % colours.length]!
		for (let i = 0; i < band && out.length < rows; i++) {
			// Near the end of a band the next colour starts to come through, one row in two.
			out.push(i > band - 4 && i % 2 === 0 ? mix(c, next, 0.7) : c)
		}
		k += rnd() < 0.8 ? 1 : 2
	}
	return out
}
