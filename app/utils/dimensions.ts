import { formatNumber } from './locale-format.ts'

/**
 * An artwork's structured dimensions (height × width × depth in one unit),
 * shown in both centimetres and inches.
 */
export const CM_PER_INCH = 2.54

export const DIMENSION_UNITS = ['cm', 'in'] as const
export type DimensionUnit = (typeof DIMENSION_UNITS)[number]
export type Dimensions = {
	height: number | null
	width: number | null
	depth: number | null
	dimension_unit: DimensionUnit
}

/** A length converted between units. */
export function convertLength(value: number, from: DimensionUnit, to: DimensionUnit) {
	if (from === to) return value
	return from === 'in' ? value * CM_PER_INCH : value / CM_PER_INCH
}

/** At most one decimal, no trailing zero, no grouping: 23.62 → '23.6' ('23,6' in fr-FR), 60 → '60'. */
function short(value: number, locale: string) {
	return formatNumber(Math.round(value * 10) / 10, locale, 1, false)
}

/** The known sides in order height, width, depth. */
function sides(d: Dimensions) {
	return [d.height, d.width, d.depth].filter((v): v is number => typeof v === 'number' && v > 0)
}

/** '60 × 80 cm' in the unit asked for; '' when no side is known. */
export function formatDimensionsIn(d: Dimensions, unit: DimensionUnit, locale: string) {
	const known = sides(d)
	if (!known.length) return ''
	return `${known.map((v) => short(convertLength(v, d.dimension_unit, unit), locale)).join(' × ')} ${unit}`
}

/** '60 × 80 cm (23.6 × 31.5 in)', the stored unit first; '' when no side is known. */
export function formatDimensions(d: Dimensions, locale: string) {
	const first = formatDimensionsIn(d, d.dimension_unit, locale)
	if (!first) return ''
	const other = formatDimensionsIn(d, d.dimension_unit === 'cm' ? 'in' : 'cm', locale)
	return `${first} (${other})`
}

/** A work's framed size (contract section 19), in the work's own unit. */
export function framedDimensions(work: {
	framed_height: number | null
	framed_width: number | null
	framed_depth: number | null
	dimension_unit: DimensionUnit
}): Dimensions {
	return {
		height: work.framed_height,
		width: work.framed_width,
		depth: work.framed_depth,
		dimension_unit: work.dimension_unit,
	}
}
