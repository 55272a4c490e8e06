import { clamp, createRandom } from './random.ts'
import { drawObject, type ObjectKind } from './object.server.ts'
import {
	addGrain,
	blurPicture,
	createPicture,
	noiseField,
	type Picture,
	resizePicture,
	svgMask,
	vignette,
} from './raster.server.ts'

/**
 * An installation view: the exhibition's own works hung on a white wall,
 * photographed straight on. Each work is lit by a spot (a pool of light on
 * the wall above and around it), casts a soft shadow below and to the side,
 * and hangs with its centre at 150 cm; the wall meets a polished concrete
 * floor along a shadowed line, and the floor holds a faint reflection.
 */
export type Hung =
	| { kind: 'wall'; picture: Picture; widthCm: number; heightCm: number; frame: 'none' | 'black' | 'white' }
	| { kind: 'object'; object: ObjectKind; glaze: string; heightCm: number; widthCm: number; plinth: boolean }

export async function installationView(seed: number, works: Hung[], width: number, height: number): Promise<Picture> {
	const rnd = createRandom(seed)
	const floor = Math.round(height * rnd.range(0.74, 0.8))
	// The room's scale: the works and the gaps between them take about 70% of the frame.
	const gapCm = rnd.range(70, 130)
	const span = works.reduce((sum, w) => sum + w.widthCm + gapCm, -gapCm)
	// The wall shown must reach above the tallest work: a wall work hangs with its centre at 150 cm, an object stands on the floor or on a 90 cm plinth.
	const tallest = Math.max(
		...works.map((w) => (w.kind === 'wall' ? 150 + w.heightCm / 2 : (w.plinth ? 90 : 0) + w.heightCm)),
	)
	const pxPerCm = Math.min((width * 0.72) / span, floor / (tallest + 60))
	const eye = floor - 150 * pxPerCm
	let x = (width - span * pxPerCm) / 2

	// Where each work goes, so the lights can aim at them.
	const placed = works.map((w) => {
		const wPx = w.widthCm * pxPerCm
		const hPx = w.heightCm * pxPerCm
		const spot = { work: w, x: Math.round(x), w: Math.round(wPx), h: Math.round(hPx), cx: x + wPx / 2 }
		x += wPx + gapCm * pxPerCm
		return spot
	})

	const picture = createPicture(width, height)
	const { data } = picture
	const mottle = await noiseField(rnd, width, height, { cell: height / 5, octaves: 3 })
	// Each spot's pool of light is a Gaussian in x times one in y: computed per column and per row.
	const across = placed.map((s) =>
		Float32Array.from(
			{ length: width },
			(_, px) => 0.22 * Math.exp(-(((px - s.cx) / (s.w * 0.75 + height * 0.18)) ** 2)),
		),
	)
	const down = placed.map((s) =>
		Float32Array.from({ length: floor }, (_, y) => Math.exp(-(((y - (eye - s.h * 0.2)) / (height * 0.55)) ** 2))),
	)
	const spots = placed.length
	for (let y = 0; y < height; y++) {
		let p = y * width
		if (y < floor) {
			// Wall: the spots' pools of light, dimmer towards the ceiling and the corners.
			const dim = 1 - 0.12 * (1 - y / floor) ** 3
			const rows = down.map((d) => d[y]!)
			for (let px = 0; px < width; px++, p++) {
				let light = 0.8
				for (let s = 0; s < spots; s++) light += across[s]![px]! * rows[s]!
				const v = 236 * light * dim * (0.985 + mottle[p]! * 0.03)
				const i = p * 3
				data[i] = v
				data[i + 1] = v * 0.992
				data[i + 2] = v * 0.975
			}
		} else {
			// Floor: polished concrete, darker towards the camera.
			const depth = (y - floor) / (height - floor)
			const base = 150 - depth * 35
			for (let px = 0; px < width; px++, p++) {
				const v = base * (0.88 + mottle[p]! * 0.24)
				const i = p * 3
				data[i] = v
				data[i + 1] = v * 0.97
				data[i + 2] = v * 0.93
			}
		}
	}
	// The line where wall meets floor: a shadow just above it.
	for (let y = floor - 3; y < floor + 2; y++) {
		const f = y < floor ? 0.9 - (y - floor + 3) * 0.08 : 0.75
		for (let px = 0; px < width; px++) {
			const i = (y * width + px) * 3
			for (let c = 0; c < 3; c++) data[i + c] = data[i + c]! * f
		}
	}

	// Shadows of the works on the wall, then the works.
	let rects = ''
	for (const s of placed) {
		if (s.work.kind !== 'wall') continue
		const offset = Math.max(2, pxPerCm * 2.5)
		rects += `<rect x="${s.x + offset}" y="${eye - s.h / 2 + offset}" width="${s.w}" height="${s.h + offset}"/>`
	}
	const shadow = await svgMask(width, height, rects, Math.max(2, pxPerCm * 2))
	for (let p = 0; p < width * floor; p++) {
		const k = 1 - shadow[p]! * 0.35
		for (let c = 0; c < 3; c++) data[p * 3 + c] = data[p * 3 + c]! * k
	}
	for (const s of placed) {
		const w = s.work
		if (w.kind === 'wall') await hang(picture, w, s.x, Math.round(eye - s.h / 2), s.w, s.h, pxPerCm)
		else {
			let base = floor + Math.round(height * 0.02)
			if (w.plinth) base = plinth(picture, s.cx, base, s.w * 1.3, 90 * pxPerCm)
			await drawObject(picture, rnd, {
				kind: w.object,
				glaze: w.glaze,
				aspect: w.widthCm / w.heightCm,
				cx: s.cx,
				floor: base,
				objectHeight: s.h,
			})
		}
	}
	await reflect(picture, floor)
	vignette(picture, 0.3)
	addGrain(picture, rnd, 3)
	// A banner cut from the view keeps the works whole: its focal point is the middle of what hangs and stands.
	const tops = placed.map((s) =>
		s.work.kind === 'wall' ? eye - s.h / 2 : floor - s.h - (s.work.plinth ? 90 * pxPerCm : 0),
	)
	const bottoms = placed.map((s) => (s.work.kind === 'wall' ? eye + s.h / 2 : floor))
	picture.focus = { x: 0.5, y: clamp((Math.min(...tops) + Math.max(...bottoms)) / 2 / height, 0, 1) }
	return picture
}

/** A work on the wall: its frame (or the canvas's edge), then the image itself. */
async function hang(
	picture: Picture,
	w: Extract<Hung, { kind: 'wall' }>,
	left: number,
	top: number,
	width: number,
	height: number,
	pxPerCm: number,
) {
	const border = w.frame === 'none' ? 0 : Math.max(2, Math.round(pxPerCm * 2.5))
	const mat = w.frame === 'none' ? 0 : Math.max(2, Math.round(pxPerCm * 6))
	const frameColour = w.frame === 'black' ? [28, 27, 26] : [240, 239, 236]
	fillRect(picture, left, top, width, height, frameColour)
	if (mat) fillRect(picture, left + border, top + border, width - 2 * border, height - 2 * border, [246, 245, 241])
	const inset = border + mat
	const image = await resizePicture(w.picture, Math.max(1, width - 2 * inset), Math.max(1, height - 2 * inset))
	for (let y = 0; y < image.height; y++) {
		for (let x = 0; x < image.width; x++) {
			const tx = left + inset + x
			const ty = top + inset + y
			if (tx < 0 || ty < 0 || tx >= picture.width || ty >= picture.height) continue
			const i = (ty * picture.width + tx) * 3
			const j = (y * image.width + x) * 3
			// The spot lights the work too: a touch brighter at the top.
			const lift = 1.02 - 0.06 * (y / image.height)
			for (let c = 0; c < 3; c++) picture.data[i + c] = image.data[j + c]! * lift
		}
	}
	// The canvas's right edge, a shade darker (a stretched canvas has depth).
	if (w.frame === 'none')
		fillRect(picture, left + width, top, Math.max(1, Math.round(pxPerCm * 0.8)), height, [120, 116, 110], 0.6)
}

/** A white plinth; answers the y of its top. */
function plinth(picture: Picture, cx: number, floor: number, width: number, height: number) {
	const left = Math.round(cx - width / 2)
	const top = Math.round(floor - height)
	fillRect(picture, left, top, Math.round(width), Math.round(height), [232, 231, 227])
	fillRect(picture, left + Math.round(width * 0.88), top, Math.round(width * 0.12), Math.round(height), [205, 203, 198])
	fillRect(picture, left, top, Math.round(width), 2, [245, 244, 241])
	return top + 2
}

function fillRect(
	picture: Picture,
	left: number,
	top: number,
	width: number,
	height: number,
	colour: readonly number[],
	alpha = 1,
) {
	for (let y = Math.max(0, top); y < Math.min(picture.height, top + height); y++) {
		for (let x = Math.max(0, left); x < Math.min(picture.width, left + width); x++) {
			const i = (y * picture.width + x) * 3
			for (let c = 0; c < 3; c++)
				picture.data[i + c] = picture.data[i + c]! + (colour[c]! - picture.data[i + c]!) * alpha
		}
	}
}

/** The floor's faint, blurred mirror image of the wall (blurred at a quarter of the size: it is only a glow). */
async function reflect(picture: Picture, floor: number) {
	const quarter = await resizePicture(picture, Math.round(picture.width / 4), Math.round(picture.height / 4))
	const soft = await resizePicture(await blurPicture(quarter, 1.5), picture.width, picture.height)
	const { width, height, data } = picture
	for (let y = floor + 2; y < height; y++) {
		const my = clamp(2 * floor - y, 0, floor - 1)
		const k = 0.16 * (1 - (y - floor) / (height - floor))
		for (let x = 0; x < width; x++) {
			const i = (y * width + x) * 3
			const j = (my * width + x) * 3
			for (let c = 0; c < 3; c++) data[i + c] = data[i + c]! + (soft.data[j + c]! - data[i + c]!) * k
		}
	}
}
