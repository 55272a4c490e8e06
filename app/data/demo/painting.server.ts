import { createRandom, mix, type Random, rgb } from './random.ts'
import { addGrain, createPicture, noiseField, type Picture, svgMask } from './raster.server.ts'

/**
 * Paintings: shapes drawn as SVG, then painted through masks whose edges
 * breathe (the mask's soft edge is moved by noise), in glazes that vary in
 * strength, with the drag of a brush (streaks along one direction), on a
 * ground that shows at the edges, over the tooth of the canvas.
 */
export type PaintingStyle = 'grid' | 'fields' | 'interior' | 'collage' | 'river'

type Layer = {
	colour: string
	/** SVG shapes, drawn in white: the layer covers where they are. */
	shapes: string
	opacity?: number
	/** How far the edge is softened, as a share of the shorter side. */
	soft?: number
	/** The direction the brush dragged. */
	streak?: 'h' | 'v'
	/** How much the edge wanders (0: a clean edge). */
	ragged?: number
	/** Fine shapes (type) are drawn at full size; others at half and enlarged. */
	fine?: boolean
}

export async function paint(
	seed: number,
	style: PaintingStyle,
	palette: readonly string[],
	width: number,
	height: number,
) {
	const rnd = createRandom(seed)
	const compose = {
		grid: gridLayers,
		fields: fieldLayers,
		interior: interiorLayers,
		collage: collageLayers,
		river: riverLayers,
	}[style]
	const { ground, layers } = compose(rnd, palette, width, height)
	return paintLayers(rnd, width, height, ground, layers)
}

async function paintLayers(
	rnd: Random,
	width: number,
	height: number,
	ground: string,
	layers: Layer[],
): Promise<Picture> {
	const short = Math.min(width, height)
	const low = await noiseField(rnd, width, height, { cell: short / 3, octaves: 3 })
	const edge = await noiseField(rnd, width, height, { cell: short / 40, octaves: 3 })
	const dragH = await noiseField(rnd, width, height, { cell: short / 80, octaves: 3, stretch: 14 })
	const dragV = await noiseField(rnd, width, height, { cell: short / 80, octaves: 3, stretch: 1 / 14 })
	const base = rgb(ground)
	const picture = createPicture(width, height, base)
	const { data } = picture
	// The ground: a thin wash, darker and lighter where it pooled.
	for (let p = 0; p < low.length; p++) {
		const f = 0.86 + low[p]! * 0.26 + (dragH[p]! - 0.5) * 0.08
		data[p * 3] = base[0] * f
		data[p * 3 + 1] = base[1] * f
		data[p * 3 + 2] = base[2] * f
	}
	for (const layer of layers) {
		const mask = await svgMask(width, height, layer.shapes, (layer.soft ?? 0.01) * short, layer.fine ? 1 : 0.5)
		const colour = rgb(layer.colour)
		const opacity = layer.opacity ?? 0.92
		const drag = layer.streak === 'v' ? dragV : dragH
		const ragged = layer.ragged ?? 0.4
		for (let p = 0; p < mask.length; p++) {
			const m = mask[p]!
			if (m < 0.02) continue
			// The edge breathes: noise moves the threshold of the soft mask.
			const t = Math.min(1, Math.max(0, (m + (edge[p]! - 0.5) * ragged - 0.22) / 0.5))
			const a = t * t * (3 - 2 * t) * opacity * (0.78 + low[p]! * 0.22 + (drag[p]! - 0.5) * 0.3)
			if (a <= 0.002) continue
			const shade = 0.93 + drag[p]! * 0.14
			const i = p * 3
			data[i] = data[i]! + (colour[0] * shade - data[i]!) * a
			data[i + 1] = data[i + 1]! + (colour[1] * shade - data[i + 1]!) * a
			data[i + 2] = data[i + 2]! + (colour[2] * shade - data[i + 2]!) * a
		}
	}
	canvasTooth(picture)
	addGrain(picture, rnd, 3.5)
	return picture
}

/** The weave of the canvas under the paint: a faint cross-hatch a few pixels wide. */
export function canvasTooth(picture: Picture, period = 3.2, amount = 0.035) {
	const { width, height, data } = picture
	const k = Math.PI / period
	const across = Float32Array.from({ length: width }, (_, x) => Math.sin(x * k))
	for (let y = 0; y < height; y++) {
		const sy = Math.sin(y * k) * amount
		for (let x = 0; x < width; x++) {
			const f = 1 + across[x]! * sy
			const i = (y * width + x) * 3
			data[i] = data[i]! * f
			data[i + 1] = data[i + 1]! * f
			data[i + 2] = data[i + 2]! * f
		}
	}
}

const rect = (x: number, y: number, w: number, h: number, r = 0) =>
	`<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" rx="${r.toFixed(1)}"/>`

const polygon = (points: [number, number][]) =>
	`<polygon points="${points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')}"/>`

/** A loose grid of panels, each dragged across or down (Morning Field and its kin). */
function gridLayers(rnd: Random, palette: readonly string[], width: number, height: number) {
	const cols = width > height * 1.8 ? rnd.int(5, 7) : rnd.int(3, 4)
	const rows = height > width * 1.2 ? rnd.int(4, 5) : rnd.int(3, 4)
	const margin = Math.min(width, height) * 0.05
	const gap = Math.min(width, height) * 0.022
	const cw = (width - 2 * margin - (cols - 1) * gap) / cols
	const ch = (height - 2 * margin - (rows - 1) * gap) / rows
	const groups = new Map<string, Layer>()
	const colours = palette.slice(1)
	let last = -1
	for (let r = 0; r < rows; r++) {
		for (let c = 0; c < cols; c++) {
			let k = rnd.int(0, colours.length - 1)
			if (k === last) k = (k + 1) % colours.length
			last = k
			// One layer per colour (each mask costs a render): the brush drags the same way within a colour.
			const streak = k % 2 ? 'v' : 'h'
			const key = String(k)
			const layer = groups.get(key) ?? {
				colour: colours[k]!,
				shapes: '',
				streak,
				soft: 0.008,
				opacity: rnd.range(0.82, 0.95),
			}
			const jitter = () => rnd.range(-0.18, 0.18) * gap
			layer.shapes += rect(
				margin + c * (cw + gap) + jitter(),
				margin + r * (ch + gap) + jitter(),
				cw + jitter(),
				ch + jitter(),
				gap * 0.3,
			)
			groups.set(key, layer)
		}
	}
	return { ground: palette[0]!, layers: [...groups.values()] }
}

/** Two or three stacked fields over a dark ground, each with a lighter glaze inside (Rothko's stacks, and after). */
function fieldLayers(rnd: Random, palette: readonly string[], width: number, height: number) {
	const layers: Layer[] = []
	const bands = height >= width ? rnd.int(2, 3) : 2
	const mx = width * rnd.range(0.06, 0.09)
	const top = height * 0.06
	const gap = height * rnd.range(0.03, 0.06)
	const weights = Array.from({ length: bands }, () => rnd.range(0.6, 1.4))
	const sum = weights.reduce((a, b) => a + b, 0)
	let y = top
	for (const [i, w] of weights.entries()) {
		const h = ((height - 2 * top - gap * (bands - 1)) * w) / sum
		const colour = palette[1 + (i % (palette.length - 1))]!
		layers.push({
			colour,
			shapes: rect(mx, y, width - 2 * mx, h, 8),
			soft: 0.025,
			opacity: 0.9,
			streak: 'h',
			ragged: 0.22,
		})
		const inner = `#${mix(rgb(colour), [255, 250, 235], 0.22)
			.map((v) => Math.round(v).toString(16).padStart(2, '0'))
			.join('')}`
		layers.push({
			colour: inner,
			shapes: rect(mx + width * 0.05, y + h * 0.15, width - 2 * mx - width * 0.1, h * 0.7),
			soft: 0.06,
			opacity: 0.35,
			streak: 'h',
			ragged: 0.2,
		})
		y += h + gap
	}
	return { ground: palette[0]!, layers }
}

/** A room reduced to planes: wall, floor, a doorway or a stair, and one line of light (Clara Vermeer). */
function interiorLayers(rnd: Random, palette: readonly string[], width: number, height: number) {
	const [ground, wall, floor, door, light] = [
		palette[0]!,
		palette[1]!,
		palette[2]!,
		palette[3]!,
		palette[4] ?? '#f4ead2',
	]
	const horizon = height * rnd.range(0.62, 0.72)
	const dx = width * rnd.range(0.3, 0.55)
	const dw = width * rnd.range(0.18, 0.26)
	const dtop = height * rnd.range(0.16, 0.28)
	const layers: Layer[] = [
		{ colour: wall, shapes: rect(0, 0, width, horizon + 4), soft: 0.004, streak: 'v', opacity: 0.95 },
		{
			colour: floor,
			shapes: polygon([
				[0, horizon],
				[width, horizon],
				[width, height],
				[0, height],
			]),
			soft: 0.004,
			streak: 'h',
			opacity: 0.95,
		},
		{ colour: door, shapes: rect(dx, dtop, dw, horizon - dtop), soft: 0.003, streak: 'v', opacity: 0.97 },
	]
	if (rnd() < 0.6) {
		// A stair rising into the doorway.
		let steps = ''
		const n = rnd.int(5, 8)
		for (let s = 0; s < n; s++) {
			const sy = horizon - ((s + 1) * (horizon - dtop) * 0.55) / n
			steps += rect(dx + (s * dw * 0.5) / n, sy, dw - (s * dw * 0.5) / n, horizon - sy)
		}
		layers.push({ colour: wall, shapes: steps, soft: 0.003, streak: 'h', opacity: 0.55 })
	}
	// The single line of light, falling across the floor from the doorway.
	const lx = dx + dw * rnd.range(0.2, 0.8)
	layers.push({
		colour: light,
		shapes: polygon([
			[lx, horizon],
			[lx + dw * 0.05, horizon],
			[lx + dw * 0.9, height],
			[lx + dw * 0.65, height],
		]),
		soft: 0.004,
		opacity: 0.9,
		streak: 'h',
	})
	layers.push({
		colour: light,
		shapes: rect(dx + dw - dw * 0.04, dtop, dw * 0.04, horizon - dtop),
		soft: 0.002,
		opacity: 0.85,
		streak: 'v',
	})
	return { ground, layers }
}

/** Torn paper, newsprint and paint laid over each other (Samuel Adeyemi's maps of memory). */
function collageLayers(rnd: Random, palette: readonly string[], width: number, height: number) {
	const layers: Layer[] = []
	const torn = (x: number, y: number, w: number, h: number) => {
		const points: [number, number][] = []
		const step = Math.min(width, height) * 0.015
		const edge = (x0: number, y0: number, x1: number, y1: number) => {
			const n = Math.max(2, Math.round(Math.hypot(x1 - x0, y1 - y0) / step))
			for (let i = 0; i < n; i++) {
				const t = i / n
				points.push([x0 + (x1 - x0) * t + rnd.gauss() * step * 0.25, y0 + (y1 - y0) * t + rnd.gauss() * step * 0.25])
			}
		}
		edge(x, y, x + w, y)
		edge(x + w, y, x + w, y + h)
		edge(x + w, y + h, x, y + h)
		edge(x, y + h, x, y)
		return polygon(points)
	}
	const pieces = new Map<string, Layer>()
	const printed: Layer = { colour: '#2b2a28', shapes: '', soft: 0.0005, opacity: 0.55, streak: 'h', fine: true }
	const count = rnd.int(9, 13)
	for (let i = 0; i < count; i++) {
		const w = width * rnd.range(0.18, 0.45)
		const h = height * rnd.range(0.12, 0.35)
		const x = rnd.range(-0.05, 1) * (width - w * 0.7)
		const y = rnd.range(-0.05, 1) * (height - h * 0.7)
		const newsprint = rnd() < 0.45
		const colour = newsprint ? '#e8e2d2' : rnd.pick(palette.slice(1))
		// Pieces of one colour share a layer (each layer's mask costs a render).
		const layer = pieces.get(colour) ?? {
			colour,
			shapes: '',
			soft: 0.002,
			opacity: 0.96,
			streak: pieces.size % 2 ? 'v' : 'h',
		}
		layer.shapes += torn(x, y, w, h)
		pieces.set(colour, layer)
		if (newsprint) {
			// Columns of type: rows of short dark dashes.
			let type = ''
			const line = Math.max(5, height * 0.011)
			for (let ty = y + line * 2; ty < y + h - line * 2; ty += line * 1.6) {
				for (let tx = x + line * 2; tx < x + w - line * 4;) {
					const word = line * rnd.range(1.2, 5)
					type += rect(tx, ty, Math.min(word, x + w - line * 2 - tx), line * 0.55)
					tx += word + line * 0.7
				}
			}
			printed.shapes += type
		}
	}
	layers.push(...pieces.values(), printed)
	// A few sweeps of paint over everything.
	let strokes = ''
	for (let i = 0; i < 3; i++) {
		const y = rnd.range(0.1, 0.9) * height
		strokes += `<path d="M${-width * 0.05} ${y} C ${width * 0.3} ${y + rnd.gauss() * height * 0.15}, ${width * 0.6} ${y + rnd.gauss() * height * 0.15}, ${width * 1.05} ${y + rnd.gauss() * height * 0.1}" fill="none" stroke-width="${Math.min(width, height) * rnd.range(0.02, 0.05)}" stroke-linecap="round"/>`
	}
	layers.push({ colour: palette[1]!, shapes: strokes, soft: 0.004, opacity: 0.75, streak: 'h' })
	return { ground: palette[0]!, layers }
}

/**
 * A woodblock print of a river (Mei Tanaka): flat blocks of colour, the grain
 * of the wood in each, hills and a winding river, on paper with a margin.
 */
function riverLayers(rnd: Random, palette: readonly string[], width: number, height: number) {
	const margin = Math.min(width, height) * 0.07
	const inner = { x: margin, y: margin, w: width - 2 * margin, h: height - 2 * margin }
	const ridge = (base: number, rough: number) => {
		const points: [number, number][] = [[inner.x, inner.y + inner.h]]
		let y = base
		for (let x = inner.x; x <= inner.x + inner.w + 1; x += inner.w / 40) {
			y += rnd.gauss() * rough
			points.push([x, inner.y + inner.h * Math.min(0.95, Math.max(0.05, y))])
		}
		points.push([inner.x + inner.w, inner.y + inner.h])
		return polygon(points)
	}
	// The river: a band that winds from the top of the land to the bottom of the print.
	const river: [number, number][] = []
	const back: [number, number][] = []
	const start = inner.y + inner.h * 0.55
	let cx = inner.x + inner.w * rnd.range(0.3, 0.7)
	const sway = rnd.range(0.15, 0.3) * inner.w
	const phase = rnd.range(0, Math.PI * 2)
	for (let i = 0; i <= 30; i++) {
		const t = i / 30
		const y = start + (inner.y + inner.h - start) * t
		const half = inner.w * (0.01 + t * t * 0.14)
		cx = inner.x + inner.w / 2 + Math.sin(phase + t * 4) * sway * t + rnd.gauss() * 2
		river.push([cx - half, y])
		back.unshift([cx + half, y])
	}
	const layers: Layer[] = [
		{
			colour: palette[1]!,
			shapes: rect(inner.x, inner.y, inner.w, inner.h),
			soft: 0.001,
			ragged: 0.08,
			opacity: 0.9,
			streak: 'h',
		},
		{ colour: palette[2]!, shapes: ridge(0.35, 0.02), soft: 0.001, ragged: 0.1, opacity: 0.92, streak: 'h' },
		{ colour: palette[3]!, shapes: ridge(0.55, 0.012), soft: 0.001, ragged: 0.1, opacity: 0.95, streak: 'h' },
		{
			colour: palette[4] ?? palette[1]!,
			shapes: polygon([...river, ...back]),
			soft: 0.001,
			ragged: 0.1,
			opacity: 0.95,
			streak: 'h',
		},
	]
	return { ground: palette[0]!, layers }
}
