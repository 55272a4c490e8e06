import sharp from 'sharp'
import { clamp, createRandom, type Random } from './random.ts'

/**
 * The pixel buffer every demo picture is made in: 8-bit RGB, row by row.
 * Shapes are drawn as SVG and rasterised by sharp (libvips + librsvg), the
 * texture (noise, grain, light) is computed here per pixel, and sharp
 * encodes the result. Only pictures the demo makes itself are opened here.
 */
export type Picture = {
	width: number
	height: number
	data: Uint8ClampedArray
	/** Where the picture's subject is (0 to 1 across and down), for banners that crop it. */
	focus?: { x: number; y: number }
}

export function createPicture(width: number, height: number, fill: readonly number[] = [255, 255, 255]): Picture {
	const data = new Uint8ClampedArray(width * height * 3)
	if (fill[0] === fill[1] && fill[1] === fill[2]) {
		data.fill(fill[0]!)
	} else if (data.length > 0) {
		data.set(fill.slice(0, 3))
		// Doubling copies: the first pixel, then two, four, ...
		for (let filled = 3; filled < data.length; filled *= 2)
			data.copyWithin(filled, 0, Math.min(filled, data.length - filled))
	}
	return { width, height, data }
}

function raw(picture: Picture) {
	const { width, height, data } = picture
	return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 3 } })
}

/**
 * A coverage mask (0 to 1 per pixel) of SVG shapes drawn in white on black,
 * softened by a Gaussian blur of `blur` pixels. Drawn at `scale` of the full
 * size and enlarged (soft masks lose nothing, and it is four times faster).
 */
export async function svgMask(
	width: number,
	height: number,
	shapes: string,
	blur = 0,
	scale = 0.5,
): Promise<Float32Array> {
	const w = Math.max(1, Math.round(width * scale))
	const h = Math.max(1, Math.round(height * scale))
	const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#000"/><g fill="#fff" stroke="#fff">${shapes}</g></svg>`
	let image = sharp(Buffer.from(svg)).extractChannel(0)
	if (blur * scale >= 0.3) image = image.blur(blur * scale)
	if (scale !== 1)
		image = sharp(await image.raw().toBuffer(), { raw: { width: w, height: h, channels: 1 } }).resize(width, height, {
			fit: 'fill',
		})
	const bytes = await image.extractChannel(0).raw().toBuffer()
	const mask = new Float32Array(width * height)
	for (let i = 0; i < mask.length; i++) mask[i] = bytes[i]! / 255
	return mask
}

/**
 * Smooth noise in [0, 1] over a width x height picture: `octaves` layers of
 * random values on a grid, enlarged by sharp (bicubic), the first with cells
 * of `cell` pixels, each next one half the size and half as strong.
 * (The first layer is always drawn, however small a picture is.)
 * `stretch` > 1 draws the cells that many times wider than tall, < 1 taller than wide
 * (streaks: wood grain, the drag of a brush, ripples on water).
 */
export async function noiseField(
	rnd: Random,
	width: number,
	height: number,
	{ cell, octaves = 4, stretch = 1 }: { cell: number; octaves?: number; stretch?: number },
): Promise<Float32Array> {
	const out = new Float32Array(width * height)
	let amplitude = 1
	let total = 0
	let size = cell
	for (let o = 0; o < octaves && (o === 0 || size >= 1.5); o++) {
		const cellWidth = stretch >= 1 ? size * stretch : size
		const cellHeight = stretch >= 1 ? size : size / stretch
		const gw = Math.max(2, Math.ceil(width / cellWidth) + 1)
		const gh = Math.max(2, Math.ceil(height / cellHeight) + 1)
		const grid = Buffer.alloc(gw * gh)
		for (let i = 0; i < grid.length; i++) grid[i] = Math.floor(rnd() * 256)
		const bytes = await sharp(grid, { raw: { width: gw, height: gh, channels: 1 } })
			.resize(width, height, { fit: 'fill', kernel: 'cubic' })
			.extractChannel(0)
			.raw()
			.toBuffer()
		for (let i = 0; i < out.length; i++) out[i] = out[i]! + bytes[i]! * amplitude
		total += amplitude * 255
		amplitude /= 2
		size /= 2
	}
	for (let i = 0; i < out.length; i++) out[i] = out[i]! / total
	return out
}

/**
 * A picture resized with sharp (Lanczos), e.g. a work hung in an installation
 * view; a soft picture enlarged a long way can take the linear kernel, twice
 * as fast and the same once grain is added.
 */
export async function resizePicture(
	picture: Picture,
	width: number,
	height: number,
	kernel: 'lanczos3' | 'linear' = 'lanczos3',
): Promise<Picture> {
	const bytes = await raw(picture).resize(width, height, { fit: 'fill', kernel }).raw().toBuffer()
	return { width, height, data: new Uint8ClampedArray(bytes.buffer, bytes.byteOffset, bytes.byteLength) }
}

/** A Gaussian blur of the whole picture (depth of field, a lens's softness). */
export async function blurPicture(picture: Picture, sigma: number): Promise<Picture> {
	const bytes = await raw(picture).blur(sigma).raw().toBuffer()
	return { ...picture, data: new Uint8ClampedArray(bytes.buffer, bytes.byteOffset, bytes.byteLength) }
}

/** A region of a picture (an artist's image is a detail of one of their works). */
export async function cropPicture(
	picture: Picture,
	left: number,
	top: number,
	width: number,
	height: number,
	size: number,
) {
	const bytes = await raw(picture).extract({ left, top, width, height }).resize(size, size).raw().toBuffer()
	return { width: size, height: size, data: new Uint8ClampedArray(bytes.buffer, bytes.byteOffset, bytes.byteLength) }
}

/**
 * Film or sensor grain: every pixel moved by a small random amount, the same
 * in all channels (luminance grain). The amounts come from one tile of
 * 509 x 509 normal values (a prime, so its repeats never line up with
 * anything), made once; each picture starts reading it at its own random
 * place, so no two pictures share their grain.
 */
export function addGrain(picture: Picture, rnd: Random, amount: number) {
	const { width, height, data } = picture
	const size = GRAIN_TILE
	const tile = grainTile()
	const scaled = new Int16Array(tile.length)
	for (let i = 0; i < tile.length; i++) scaled[i] = Math.round(tile[i]! * amount)
	const dx = Math.floor(rnd() * size)
	const dy = Math.floor(rnd() * size)
	let i = 0
	for (let y = 0; y < height; y++) {
		const row = ((y + dy) % size) * size
		const end = row + size
		let t = row + dx
		for (let x = 0; x < width; x++) {
			const g = scaled[t]!
			data[i] = data[i]! + g
			data[i + 1] = data[i + 1]! + g
			data[i + 2] = data[i + 2]! + g
			i += 3
			if (++t === end) t = row
		}
	}
}

const GRAIN_TILE = 509
let grain: Float32Array | null = null
function grainTile() {
	if (grain) return grain
	const rnd = createRandom(509)
	grain = new Float32Array(GRAIN_TILE * GRAIN_TILE)
	for (let i = 0; i < grain.length; i++) grain[i] = rnd.gauss()
	return grain
}

/** Darker corners, as a lens and a room's light make them. */
export function vignette(picture: Picture, strength: number) {
	const { width, height, data } = picture
	const cx = width / 2
	const cy = height / 2
	const r2 = cx * cx + cy * cy
	const across = Float32Array.from({ length: width }, (_, x) => (x - cx) ** 2 / r2)
	let i = 0
	for (let y = 0; y < height; y++) {
		const down = (y - cy) ** 2 / r2
		for (let x = 0; x < width; x++) {
			const d = across[x]! + down
			const f = 1 - strength * d * d
			data[i] = data[i]! * f
			data[i + 1] = data[i + 1]! * f
			data[i + 2] = data[i + 2]! * f
			i += 3
		}
	}
}

/** Paints `colour` over the picture where `alpha` (0 to 1 per pixel) says. */
export function paintThrough(picture: Picture, alpha: Float32Array, colour: (i: number) => readonly number[]) {
	const { data } = picture
	for (let p = 0; p < alpha.length; p++) {
		const a = alpha[p]!
		if (a <= 0.002) continue
		const c = colour(p)
		const i = p * 3
		data[i] = data[i]! + (c[0]! - data[i]!) * a
		data[i + 1] = data[i + 1]! + (c[1]! - data[i + 1]!) * a
		data[i + 2] = data[i + 2]! + (c[2]! - data[i + 2]!) * a
	}
}

export function pixel(picture: Picture, x: number, y: number): [number, number, number] {
	const i =
		(clamp(Math.round(y), 0, picture.height - 1) * picture.width + clamp(Math.round(x), 0, picture.width - 1)) * 3
	return [picture.data[i]!, picture.data[i + 1]!, picture.data[i + 2]!]
}

/** The picture as a JPEG for the uploads folder. */
export function encodeJpeg(picture: Picture, quality = 86): Promise<Buffer> {
	return raw(picture).jpeg({ quality }).toBuffer()
}
