import { clamp, createRandom, mix, type Random, rgb } from './random.ts'
import { addGrain, blurPicture, createPicture, noiseField, type Picture, vignette } from './raster.server.ts'

/**
 * Photographs of a city in the hour before dawn (Rafael Duarte): a sky that
 * warms towards the horizon, a skyline of dark blocks with a few lit windows
 * and their glow, then either still water that mirrors it all, broken by
 * ripples, or a wet street; mist at the horizon, lens falloff and film grain.
 */
export type PhotographScene = 'harbour' | 'street'

type Light = { x: number; y: number; w: number; h: number; colour: readonly number[] }

export async function photograph(
	seed: number,
	scene: PhotographScene,
	width: number,
	height: number,
): Promise<Picture> {
	const rnd = createRandom(seed)
	const horizon = Math.round(height * (scene === 'harbour' ? rnd.range(0.55, 0.62) : rnd.range(0.7, 0.78)))
	const sunX = width * rnd.range(0.2, 0.8)
	const warmth = rnd.range(0.5, 1)
	const picture = createPicture(width, height)
	const { data } = picture
	const clouds = await noiseField(rnd, width, height, { cell: height / 3, octaves: 5, stretch: 5 })
	const top = rgb('#1b2436')
	const middle = rgb('#56647c')
	const low = mix(rgb('#9aa3ad'), rgb('#e2a878'), warmth)

	// The sky.
	for (let y = 0; y < horizon; y++) {
		const t = y / horizon
		const base = t < 0.6 ? mix(top, middle, t / 0.6) : mix(middle, low, (t - 0.6) / 0.4)
		for (let x = 0; x < width; x++) {
			const p = y * width + x
			const glow = Math.exp(-(((x - sunX) / (width * 0.35)) ** 2) - ((horizon - y) / (height * 0.22)) ** 2) * warmth
			const cloud = Math.max(0, clouds[p]! - 0.52) * 2.2 * (1 - t * 0.5)
			const i = p * 3
			data[i] = base[0] * (1 - cloud * 0.35) + glow * 60
			data[i + 1] = base[1] * (1 - cloud * 0.33) + glow * 38
			data[i + 2] = base[2] * (1 - cloud * 0.25) + glow * 18
		}
	}

	// The skyline: a far row (lighter, in the haze) and a near row with windows.
	const lights: Light[] = []
	for (const [row, haze, maxHeight] of [
		[0, 0.55, 0.22],
		[1, 0.12, scene === 'harbour' ? 0.3 : 0.45],
	] as const) {
		const facade = mix(rgb('#151a24'), mix(middle, low, 0.35), haze)
		let x = -rnd.range(0, 40)
		while (x < width) {
			const w = width * rnd.range(0.025, 0.07) * (row ? 1.3 : 1)
			const tall = rnd() < 0.12 ? 1.6 : 1
			const h = height * rnd.range(0.04, maxHeight) * tall * (scene === 'street' ? 1 : 0.8)
			const roof = Math.round(horizon - h)
			const shade = rnd.range(0.85, 1.15)
			for (let y = Math.max(0, roof); y < horizon; y++) {
				for (let xx = Math.max(0, Math.round(x)); xx < Math.min(width, Math.round(x + w)); xx++) {
					const i = (y * width + xx) * 3
					data[i] = facade[0] * shade
					data[i + 1] = facade[1] * shade
					data[i + 2] = facade[2] * shade
				}
			}
			if (row === 1) windows(rnd, lights, x, roof, w, horizon - roof, height)
			x += w + (rnd() < 0.3 ? rnd.range(2, width * 0.02) : 0)
		}
	}
	// Street lamps along the quay or the pavement.
	for (let lx = rnd.range(0, width * 0.1); lx < width; lx += width * rnd.range(0.08, 0.16)) {
		lights.push({ x: lx, y: horizon - height * 0.035, w: 4, h: 4, colour: rgb('#ffcf87') })
	}
	for (const l of lights) {
		for (let y = Math.round(l.y); y < l.y + l.h; y++) {
			for (let x = Math.round(l.x); x < l.x + l.w; x++) {
				if (x < 0 || x >= width || y < 0 || y >= height) continue
				const i = (y * width + x) * 3
				data[i] = l.colour[0]!
				data[i + 1] = l.colour[1]!
				data[i + 2] = l.colour[2]!
			}
		}
	}

	// Below the horizon: the water mirrors the sky and the city; a street reflects its lights.
	const ripples = await noiseField(rnd, width, height, { cell: height / 60, octaves: 3, stretch: 16 })
	const ground = rgb(scene === 'harbour' ? '#202a38' : '#17191d')
	for (let y = horizon; y < height; y++) {
		const depth = (y - horizon) / (height - horizon)
		for (let x = 0; x < width; x++) {
			const p = y * width + x
			const wobble = (ripples[p]! - 0.5) * (10 + depth * 90)
			const my = clamp(Math.round(horizon - (y - horizon) * (scene === 'harbour' ? 1 : 0.5) - 1), 0, horizon - 1)
			const mx = clamp(Math.round(x + wobble), 0, width - 1)
			const j = (my * width + mx) * 3
			const k = scene === 'harbour' ? 0.62 - depth * 0.3 : 0.28 - depth * 0.15
			const sheen = (ripples[p]! - 0.5) * 26 * (1 - depth)
			const i = p * 3
			data[i] = ground[0] + (data[j]! - ground[0]) * k + sheen
			data[i + 1] = ground[1] + (data[j + 1]! - ground[1]) * k + sheen
			data[i + 2] = ground[2] + (data[j + 2]! - ground[2]) * k + sheen
		}
	}

	// Mist along the horizon.
	for (let y = 0; y < height; y++) {
		const m = Math.exp(-Math.abs(y - horizon) / (height * 0.045)) * 0.45
		for (let x = 0; x < width; x++) {
			const i = (y * width + x) * 3
			data[i] = data[i]! + (low[0] - data[i]!) * m
			data[i + 1] = data[i + 1]! + (low[1] - data[i + 1]!) * m
			data[i + 2] = data[i + 2]! + (low[2] - data[i + 2]!) * m
		}
	}
	const soft = await glow(picture, lights, height)
	vignette(soft, 0.45)
	addGrain(soft, rnd, 7)
	return soft
}

/** Windows on a facade: a grid, a few lit (warm, now and then the cold of a screen). */
function windows(rnd: Random, lights: Light[], x: number, top: number, w: number, h: number, height: number) {
	const size = Math.max(2, height * 0.006)
	const chance = rnd.range(0.04, 0.2)
	for (let wy = top + size * 2; wy < top + h - size * 3; wy += size * 2.6) {
		for (let wx = x + size * 1.5; wx < x + w - size * 2; wx += size * 2.2) {
			if (rnd() > chance) continue
			const colour = rnd() < 0.85 ? mix(rgb('#ffc77a'), rgb('#fff0c8'), rnd()) : rgb('#bcd7ff')
			lights.push({ x: wx, y: wy, w: size, h: size * 1.4, colour })
		}
	}
}

/** The halo of each light, and a softness over the whole frame (a lens wide open). */
async function glow(picture: Picture, lights: Light[], height: number) {
	const halo = createPicture(picture.width, picture.height, [0, 0, 0])
	for (const l of lights) {
		const i =
			(Math.round(clamp(l.y, 0, picture.height - 1)) * picture.width + Math.round(clamp(l.x, 0, picture.width - 1))) * 3
		halo.data[i] = l.colour[0]!
		halo.data[i + 1] = l.colour[1]!
		halo.data[i + 2] = l.colour[2]!
	}
	const blurred = await blurPicture(halo, Math.max(2, height * 0.006))
	const soft = await blurPicture(picture, 0.7)
	for (let i = 0; i < soft.data.length; i++) soft.data[i] = soft.data[i]! + blurred.data[i]! * 6
	return soft
}
