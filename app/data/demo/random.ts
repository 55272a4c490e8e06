/**
 * Seeded randomness for the demo's pictures: the same seed always gives the
 * same numbers, so a seed always gives the same image (tests copy a seeded
 * template and compare).
 */
export type Random = {
	/** A number in [0, 1). */
	(): number
	/** A number in [min, max). */
	range: (min: number, max: number) => number
	/** An integer in [min, max]. */
	int: (min: number, max: number) => number
	pick: <T>(items: readonly T[]) => T
	/** Roughly normal, mean 0 and deviation 1 (sum of uniforms). */
	gauss: () => number
}

/** mulberry32: small, fast and good enough for pictures. */
export function createRandom(seed: number): Random {
	let t = (seed * 2654435761) >>> 0
	const next = () => {
		t = (t + 0x6d2b79f5) >>> 0
		let r = Math.imul(t ^ (t >>> 15), 1 | t)
		r ^= r + Math.imul(r ^ (r >>> 7), 61 | r)
		return ((r ^ (r >>> 14)) >>> 0) / 4294967296
	}
	const rnd = next as Random
	rnd.range = (min, max) => min + next() * (max - min)
	rnd.int = (min, max) => min + Math.floor(next() * (max - min + 1))
	rnd.pick = (items) => items[Math.floor(next() * items.length)]!
	rnd.gauss = () => next() + next() + next() + next() - 2
	return rnd
}

/** A colour as [r, g, b] from '#rrggbb'. */
export function rgb(hex: string): [number, number, number] {
	const n = parseInt(hex.slice(1), 16)
	return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

export function mix(a: readonly number[], b: readonly number[], t: number): [number, number, number] {
	return [a[0]! + (b[0]! - a[0]!) * t, a[1]! + (b[1]! - a[1]!) * t, a[2]! + (b[2]! - a[2]!) * t]
}

export function clamp(v: number, min = 0, max = 255) {
	return v < min ? min : v > max ? max : v
}
