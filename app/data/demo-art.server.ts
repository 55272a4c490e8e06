/**
 * Abstract pictures drawn as SVG and rendered by sharp at seed time, so the
 * demo gallery has real images without downloading or committing any.
 */
function random(seed: number) {
	let t = seed >>> 0
	return () => {
		t = (t + 0x6d2b79f5) >>> 0
		let r = Math.imul(t ^ (t >>> 15), 1 | t)
		r ^= r + Math.imul(r ^ (r >>> 7), 61 | r)
		return ((r ^ (r >>> 14)) >>> 0) / 4294967296
	}
}

const PALETTES = [
	['#1d3557', '#457b9d', '#a8dadc', '#f1faee', '#e63946'],
	['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51'],
	['#0b090a', '#660708', '#a4161a', '#e5383b', '#f5f3f4'],
	['#22223b', '#4a4e69', '#9a8c98', '#c9ada7', '#f2e9e4'],
	['#003049', '#d62828', '#f77f00', '#fcbf49', '#eae2b7'],
	['#2b2d42', '#8d99ae', '#edf2f4', '#ef233c', '#d90429'],
	['#606c38', '#283618', '#fefae0', '#dda15e', '#bc6c25'],
	['#10002b', '#3c096c', '#7b2cbf', '#c77dff', '#e0aaff'],
]

const WEAVE =
	'<pattern id="weave" width="5" height="5" patternUnits="userSpaceOnUse">' +
	'<path d="M0 5L5 0" stroke="#000" stroke-opacity="0.14" stroke-width="1"/>' +
	'<path d="M0 0L5 5" stroke="#fff" stroke-opacity="0.08" stroke-width="0.6"/></pattern>'

export type ArtStyle = 'fields' | 'circles' | 'grid' | 'waves' | 'room' | 'portrait'

/**
 * `woven` lays a fine canvas weave over the picture: the detail that deep zoom
 * shows at full resolution (cheap to draw, unlike blurs and curves at 4,000 px).
 */
export function drawArt(seed: number, style: ArtStyle, width: number, height: number, woven = false): string {
	const rnd = random(seed * 7919 + 17)
	const palette = PALETTES[seed % PALETTES.length]!
	const pick = () => palette[Math.floor(rnd() * palette.length)]!
	const shapes: string[] = []
	const bg = style === 'room' ? '#ecebe7' : pick()
	if (style === 'fields') {
		let y = height * 0.06
		const bands = 2 + Math.floor(rnd() * 2)
		for (let i = 0; i < bands; i++) {
			const h = (height * 0.88) / bands - height * 0.03
			shapes.push(`<rect x="${width * 0.08}" y="${y}" width="${width * 0.84}" height="${h}" rx="${h * 0.04}" fill="${pick()}" opacity="0.88" filter="url(#soft)"/>`)
			y += h + height * 0.03
		}
	} else if (style === 'circles') {
		for (let i = 0; i < 14; i++) {
			const r = (0.03 + rnd() * 0.18) * Math.min(width, height)
			shapes.push(`<circle cx="${rnd() * width}" cy="${rnd() * height}" r="${r}" fill="${pick()}" opacity="${0.55 + rnd() * 0.45}"/>`)
		}
		for (let i = 0; i < 6; i++) {
			shapes.push(`<line x1="${rnd() * width}" y1="${rnd() * height}" x2="${rnd() * width}" y2="${rnd() * height}" stroke="${pick()}" stroke-width="${2 + rnd() * 8}"/>`)
		}
	} else if (style === 'grid') {
		const cols = 3 + Math.floor(rnd() * 3)
		const rows = 3 + Math.floor(rnd() * 3)
		for (let c = 0; c < cols; c++) {
			for (let r = 0; r < rows; r++) {
				if (rnd() < 0.45) continue
				shapes.push(`<rect x="${(c * width) / cols}" y="${(r * height) / rows}" width="${width / cols}" height="${height / rows}" fill="${pick()}"/>`)
			}
		}
		for (let c = 1; c < cols; c++) shapes.push(`<rect x="${(c * width) / cols - 6}" y="0" width="12" height="${height}" fill="#111"/>`)
		for (let r = 1; r < rows; r++) shapes.push(`<rect x="0" y="${(r * height) / rows - 6}" width="${width}" height="12" fill="#111"/>`)
	} else if (style === 'waves') {
		for (let i = 0; i < 9; i++) {
			const y0 = (height / 9) * i + rnd() * 20
			const amp = 20 + rnd() * 60
			const d = `M0 ${y0} C ${width * 0.25} ${y0 - amp}, ${width * 0.5} ${y0 + amp}, ${width} ${y0 - amp / 2} L ${width} ${height} L 0 ${height} Z`
			shapes.push(`<path d="${d}" fill="${pick()}" opacity="0.7"/>`)
		}
	} else if (style === 'room') {
		// An installation view: a floor, a wall and three framed works.
		shapes.push(`<rect x="0" y="${height * 0.72}" width="${width}" height="${height * 0.28}" fill="#b9b2a6"/>`)
		for (let i = 0; i < 3; i++) {
			const w = width * (0.16 + rnd() * 0.06)
			const h = height * (0.28 + rnd() * 0.12)
			const x = width * (0.12 + i * 0.28)
			const y = height * 0.4 - h / 2
			shapes.push(`<rect x="${x - 6}" y="${y - 6}" width="${w + 12}" height="${h + 12}" fill="#222"/>`)
			shapes.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${pick()}"/>`)
			shapes.push(`<circle cx="${x + w / 2}" cy="${y + h / 2}" r="${Math.min(w, h) / 4}" fill="${pick()}"/>`)
		}
	} else {
		shapes.push(`<ellipse cx="${width / 2}" cy="${height * 0.42}" rx="${width * 0.2}" ry="${height * 0.24}" fill="${pick()}"/>`)
		shapes.push(`<rect x="${width * 0.2}" y="${height * 0.68}" width="${width * 0.6}" height="${height * 0.4}" rx="${width * 0.2}" fill="${pick()}"/>`)
	}
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><filter id="soft"><feGaussianBlur stdDeviation="${Math.round(width / 160)}"/></filter>${woven ? WEAVE : ''}</defs>
<rect width="100%" height="100%" fill="${bg}"/>
${shapes.join('\n')}
${woven ? '<rect width="100%" height="100%" fill="url(#weave)"/>' : ''}
</svg>`
}
