/** Image types we accept, recognised by their first bytes, never by name or declared type. */
export const IMAGE_TYPES = {
	'image/jpeg': 'jpg',
	'image/png': 'png',
	'image/webp': 'webp',
	'image/gif': 'gif',
	'image/avif': 'avif',
} as const
export type ImageMime = keyof typeof IMAGE_TYPES

function ascii(bytes: Uint8Array, start: number, end: number) {
	return String.fromCharCode(...bytes.subarray(start, end))
}

export function sniffImageType(bytes: Uint8Array): ImageMime | null {
	if (bytes.length < 12) return null
	if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
	if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png'
	if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'image/gif'
	if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp'
	if (ascii(bytes, 4, 8) === 'ftyp') {
		// The ftyp box lists a major brand and compatible brands; AVIF names avif or avis.
		const boxSize = Math.min(
			((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0,
			bytes.length,
			64,
		)
		for (let offset = 8; offset + 4 <= boxSize; offset += 4) {
			const brand = ascii(bytes, offset, offset + 4)
			if (brand === 'avif' || brand === 'avis') return 'image/avif'
		}
	}
	return null
}

/** The uploader's size format: Bytes, KB, MB, GB at base 1024, up to 2 decimals. */
export function formatFileSize(bytes: number) {
	if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes'
	const units = ['Bytes', 'KB', 'MB', 'GB']
	const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), units.length - 1)
	const value = bytes / 1024 ** exponent
	return `${parseFloat(value.toFixed(2))} ${units[exponent]}`
}
