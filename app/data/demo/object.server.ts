import { clamp, createRandom, mix, type Random, rgb } from './random.ts'
import { addGrain, createPicture, noiseField, type Picture, svgMask, vignette } from './raster.server.ts'

/**
 * Objects photographed in the studio (Tomás Reyes's vessels, Lukas Brenner's
 * steel and felt): a seamless grey backdrop lit from the upper left, the
 * object shaded by that light, its glaze or rust streaked and speckled, and a
 * soft shadow on the floor.
 */
export type ObjectKind = 'vessel' | 'steel' | 'felt'

export async function studioPhotograph(
	seed: number,
	kind: ObjectKind,
	glaze: string,
	aspect: number,
	width: number,
	height: number,
): Promise<Picture> {
	const rnd = createRandom(seed)
	const picture = createPicture(width, height)
	const { data } = picture
	const floor = height * 0.8
	// The backdrop: lighter where the light falls, a soft sweep into the floor.
	for (let y = 0; y < height; y++) {
		const sweep = 1 / (1 + Math.exp(-(y - floor) / (height * 0.03)))
		for (let x = 0; x < width; x++) {
			const light = 1 - 0.25 * ((x / width - 0.35) ** 2 + (y / height - 0.3) ** 2)
			const v = (206 - sweep * 20) * light
			const i = (y * width + x) * 3
			data[i] = v
			data[i + 1] = v * 0.99
			data[i + 2] = v * 0.97
		}
	}
	// The object as tall as it can be with room around it: at most 66% of the height and 80% of the width.
	const objectHeight = Math.min(height * rnd.range(0.55, 0.66), (width * 0.8) / aspect)
	await drawObject(picture, rnd, { kind, glaze, aspect, cx: width * rnd.range(0.46, 0.54), floor, objectHeight })
	vignette(picture, 0.25)
	addGrain(picture, rnd, 4)
	return picture
}

/**
 * Draws an object standing on `floor` (a y in pixels), centred on `cx`, with
 * its shadow: in the studio or in a room. `aspect` is its width over its
 * height (from its dimensions in cm): the drawn object has those proportions.
 */
export async function drawObject(
	picture: Picture,
	rnd: Random,
	{
		kind,
		glaze,
		aspect,
		cx,
		floor,
		objectHeight,
	}: { kind: ObjectKind; glaze: string; aspect: number; cx: number; floor: number; objectHeight: number },
) {
	const { width, height, data } = picture
	const body = rgb(glaze)
	const outline = objectProfile(rnd, kind, objectHeight, aspect)
	const reach = outline.reduce((m, r) => Math.max(m, r), 0)
	// The shadow first, so the object sits on it.
	const shadowTop = floor - objectHeight * 0.03
	const shadow = await svgMask(
		width,
		height,
		`<rect x="${cx - reach * 0.9}" y="${shadowTop}" width="${reach * 2.4}" height="${objectHeight * 0.1}"/>`,
		objectHeight * 0.04,
	)
	for (let p = 0; p < shadow.length; p++) {
		const k = 1 - shadow[p]! * 0.45
		for (let c = 0; c < 3; c++) data[p * 3 + c] = data[p * 3 + c]! * k
	}
	// Glaze runs and rust: noise over the object's own box only.
	const left = Math.max(0, Math.floor(cx - reach - 1))
	const boxWidth = Math.min(width, Math.ceil(cx + reach + 1)) - left
	const boxTop = Math.max(0, Math.floor(floor - objectHeight))
	const boxHeight = Math.min(height, Math.ceil(floor)) - boxTop
	const streaks = await noiseField(rnd, boxWidth, boxHeight, { cell: objectHeight / 18, octaves: 4, stretch: 1 / 9 })
	const mottle = await noiseField(rnd, boxWidth, boxHeight, { cell: objectHeight / 7, octaves: 4 })
	const top = floor - objectHeight
	for (let y = Math.max(0, Math.round(top)); y < floor; y++) {
		const r = outline[Math.min(outline.length - 1, Math.round(y - top))]!
		if (r <= 0) continue
		const slope = (outline[Math.min(outline.length - 1, Math.round(y - top) + 3)]! - r) / 3
		for (let x = Math.max(0, Math.round(cx - r)); x < Math.min(width, cx + r); x++) {
			const p = y * width + x
			const q = (y - boxTop) * boxWidth + (x - left)
			const nx = (x - cx) / r
			const nz = Math.sqrt(Math.max(0, 1 - nx * nx))
			let colour: readonly number[]
			let shade: number
			if (kind === 'vessel') {
				// Lambert light from the upper left, a glaze that ran down, and a highlight.
				const lambert = clamp(-0.55 * nx + 0.25 * slope + 0.8 * nz, 0, 1)
				const run = streaks[q]! * 0.5 + mottle[q]! * 0.5
				colour = mix(body, mix(body, [40, 30, 24], 0.7), clamp((run - 0.45) * 2.2, 0, 1))
				shade = 0.25 + 0.85 * lambert + Math.max(0, lambert - 0.9) * 4
				// The unglazed foot.
				if (y > floor - objectHeight * 0.06) colour = mix(rgb('#b08a6a'), colour, 0.15)
			} else {
				// Faces of a slab: the side in light, the edge in shade.
				const face = nx < 0.82 ? 1 : 0.55
				shade = face * (0.7 + 0.25 * (1 - (y - top) / objectHeight))
				const rust = mottle[q]! * 0.6 + streaks[q]! * 0.4
				colour =
					kind === 'steel'
						? mix(body, rgb('#3b2418'), clamp((rust - 0.35) * 1.6, 0, 1))
						: mix(body, [body[0] * 0.8, body[1] * 0.8, body[2] * 0.8], rust)
			}
			const i = p * 3
			const edge = Math.min(1, (r - Math.abs(x - cx)) / 1.5)
			for (let c = 0; c < 3; c++) data[i + c] = data[i + c]! + (colour[c]! * shade - data[i + c]!) * edge
		}
	}
	if (kind === 'felt') foldLines(rnd, picture, cx, top, objectHeight, outline)
}

/**
 * Half-widths of an object from its top (index 0) to its foot, scaled so that
 * its widest point is `aspect` times its height.
 */
export function objectProfile(rnd: Random, kind: ObjectKind, h: number, aspect: number) {
	const outline = kind === 'vessel' ? vesselProfile(rnd, h) : slabProfile(rnd, kind, h, h * 0.75)
	const widest = outline.reduce((m, r) => Math.max(m, r), 0)
	const k = (aspect * h) / 2 / widest
	for (let y = 0; y < outline.length; y++) outline[y] = outline[y]! * k
	return outline
}

/** Half-widths of a thrown vessel from its lip (index 0) to its foot. */
function vesselProfile(rnd: Random, h: number) {
	const lip = rnd.range(0.12, 0.22)
	const neck = rnd.range(0.08, lip)
	const belly = rnd.range(0.26, 0.36)
	const bellyAt = rnd.range(0.45, 0.65)
	const foot = rnd.range(0.1, 0.16)
	const out = new Float32Array(Math.ceil(h) + 4)
	for (let y = 0; y < out.length; y++) {
		const t = Math.min(1, y / h)
		let r: number
		if (t < 0.12) r = lip + (neck - lip) * (t / 0.12)
		else if (t < bellyAt) r = neck + (belly - neck) * Math.sin(((t - 0.12) / (bellyAt - 0.12)) * (Math.PI / 2))
		else r = foot + (belly - foot) * Math.cos(((t - bellyAt) / (1 - bellyAt)) * (Math.PI / 2))
		out[y] = r * h
	}
	return out
}

/** A standing slab (steel) or a stack of folded felt: straight sides that lean a little. */
function slabProfile(rnd: Random, kind: ObjectKind, h: number, reach: number) {
	const out = new Float32Array(Math.ceil(h) + 4)
	const base = reach * (kind === 'steel' ? rnd.range(0.12, 0.2) : rnd.range(0.3, 0.42))
	const taper = rnd.range(-0.15, 0.2)
	for (let y = 0; y < out.length; y++) out[y] = base * (1 - taper * (1 - y / h))
	return out
}

/** The folds of a stack of felt: dark lines across it, a little uneven. */
function foldLines(rnd: Random, picture: Picture, cx: number, top: number, h: number, outline: Float32Array) {
	const { width, data } = picture
	for (let fy = top + h * 0.08; fy < top + h; fy += h * rnd.range(0.05, 0.1)) {
		const y = Math.round(fy)
		const r = outline[Math.round(fy - top)] ?? 0
		for (let x = Math.round(cx - r); x < cx + r; x++) {
			for (let d = 0; d < 3; d++) {
				const i = ((y + d) * width + x) * 3
				for (let c = 0; c < 3; c++) data[i + c] = data[i + c]! * (0.55 + d * 0.15)
			}
		}
	}
}
